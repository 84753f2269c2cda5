import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:net';

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large');
  }
}

/**
 * Reads the whole request body, refusing more than MAX_BODY_BYTES. A refused request is left
 * open and the rest of its body is discarded, so the client can finish sending and read the answer
 * (destroying it would reset the connection under a client that is still uploading).
 */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      // Still flowing without a listener: the remaining data is dropped.
      req.off('data', onData);
      reject(new BodyTooLargeError());
    };
    req.on('data', onData);
    req.once('end', () => {
      resolve(Buffer.concat(chunks));
    });
    req.once('error', reject);
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

/** Listens on a port, turning "address in use" into a one-line error that names it. */
export function listen(server: Server, port: number, what: string, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} (${what}) is already in use: stop whatever holds it or choose another port.`,
            )
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** A port that was free a moment ago, for internal services (PostgREST). */
export async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server, 0, 'probe');
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
}
