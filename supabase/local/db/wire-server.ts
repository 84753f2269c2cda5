import net from 'node:net';
import { listen } from '../http.ts';
import type { PGlite } from '@electric-sql/pglite';

/*
 * Serves one PGlite instance on the Postgres wire protocol.
 *
 * PGlite has a single backend session. A client owns that session from its first
 * message until PGlite answers ReadyForQuery with status idle ('I'); only then may
 * another client's messages run. Scheduling per message instead (as
 * @electric-sql/pglite-socket does) lets extended-protocol batches and explicit
 * transactions of two clients interleave (electric-sql/pglite#1046).
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
const ROLLBACK = simpleQuery('ROLLBACK');

function simpleQuery(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`);
  const header = Buffer.alloc(5);
  header[0] = 0x51; // 'Q'
  header.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([header, text]);
}

/** The transaction status of the ReadyForQuery that ends `output`, if it ends with one. */
function readyStatus(output: Buffer): number | null {
  if (output.length < 6) return null;
  const tail = output.subarray(-6);
  return tail[0] === READY_FOR_QUERY && tail.readInt32BE(1) === 5 ? tail[5]! : null;
}

/** A FIFO mutex: the holder is the client that owns the PGlite session. */
class SessionLock {
  private holder: object | null = null;
  private waiters: { owner: object; grant: () => void }[] = [];

  isHeldBy(owner: object): boolean {
    return this.holder === owner;
  }

  acquire(owner: object): Promise<void> {
    if (this.holder === owner) return Promise.resolve();
    if (this.holder === null) {
      this.holder = owner;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiters.push({ owner, grant }));
  }

  release(owner: object): void {
    if (this.holder !== owner) return;
    const next = this.waiters.shift();
    this.holder = next ? next.owner : null;
    next?.grant();
  }

  forget(owner: object): void {
    this.waiters = this.waiters.filter((w) => w.owner !== owner);
    this.release(owner);
  }
}

/** PostgreSQL's own limit on a startup packet (MAX_STARTUP_PACKET_LENGTH). */
const MAX_STARTUP_LENGTH = 10_000;
/** Bounds what one client can make the server buffer for a message not yet complete. */
const MAX_MESSAGE_LENGTH = 64 * 1024 * 1024;
const STARTUP_CODES = new Set([PROTOCOL_3, SSL_REQUEST, GSSENC_REQUEST, CANCEL_REQUEST]);
/** The frontend message types of protocol 3.0; PostgreSQL closes a connection that sends another. */
const FRONTEND_TYPES = new Set(Array.from(Buffer.from('BCdcfDEHFPpQSX', 'latin1')));

/**
 * Splits a byte stream into whole frontend messages. What PostgreSQL would refuse (a length below
 * the length field itself or above the limits, a startup code or message type it does not know) makes the stream
 * malformed: the server closes that connection, as PostgreSQL does, and no one else's.
 */
export function takeMessages(
  buffer: Buffer,
  started: boolean,
): { messages: Buffer[]; rest: Buffer; started: boolean; malformed: boolean } {
  const messages: Buffer[] = [];
  let offset = 0;
  let inStartup = !started;
  const malformed = () => ({ messages, rest: Buffer.alloc(0), started: !inStartup, malformed: true });
  for (;;) {
    const left = buffer.length - offset;
    if (inStartup) {
      if (left < 4) break;
      const length = buffer.readInt32BE(offset);
      if (length < 8 || length > MAX_STARTUP_LENGTH) return malformed();
      if (left < 8) break;
      if (!STARTUP_CODES.has(buffer.readInt32BE(offset + 4))) return malformed();
      if (left < length) break;
      const message = buffer.subarray(offset, offset + length);
      messages.push(message);
      offset += length;
      if (message.readInt32BE(4) === PROTOCOL_3) inStartup = false;
      continue;
    }
    if (left < 5) break;
    if (!FRONTEND_TYPES.has(buffer[offset]!)) return malformed();
    const declared = buffer.readInt32BE(offset + 1);
    if (declared < 4 || declared > MAX_MESSAGE_LENGTH) return malformed();
    const length = 1 + declared;
    if (left < length) break;
    messages.push(buffer.subarray(offset, offset + length));
    offset += length;
  }
  return { messages, rest: Buffer.from(buffer.subarray(offset)), started: !inStartup, malformed: false };
}

/** The `user` parameter of a startup message (PostgreSQL's default is the same). */
function startupUser(message: Buffer): string {
  const fields = message.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === 'user') return fields[i + 1]!;
  return 'postgres';
}

const ERROR_RESPONSE = 0x45; // 'E'

function startupCode(message: Buffer): number | null {
  return message.length >= 8 && message[0] === 0 ? message.readInt32BE(4) : null;
}

export interface WireServer {
  port: number;
  close(): Promise<void>;
}

export async function serveWireProtocol(db: PGlite, port: number, host = '127.0.0.1'): Promise<WireServer> {
  const lock = new SessionLock();
  // PGlite's one session starts as the superuser. Each client runs as the user it connected as
  // (PostgREST as authenticator, as on hosted Supabase): the session is switched to that user
  // whenever a client takes it over. The session user stays a superuser underneath, so this is
  // a role boundary for what runs, not authentication: the port listens on 127.0.0.1 only.
  let sessionUser = 'postgres';
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const owner = {};
    let buffered: Buffer = Buffer.alloc(0);
    let framedStartup = false;
    let started = false;
    let user = 'postgres';
    const queue: Buffer[] = [];
    let draining = false;
    let closed = false;

    const drain = async (): Promise<void> => {
      if (draining) return;
      draining = true;
      try {
        while (queue.length > 0 && !closed) {
          const message = queue.shift()!;
          const code = startupCode(message);
          if (!started && (code === SSL_REQUEST || code === GSSENC_REQUEST)) {
            socket.write('N');
            continue;
          }
          if (!started && code === CANCEL_REQUEST) {
            socket.end();
            return;
          }
          if (message[0] === TERMINATE) {
            socket.end();
            return;
          }
          if (code === PROTOCOL_3) {
            started = true;
            user = startupUser(message);
          }
          await lock.acquire(owner);
          if (socket.destroyed) break; // the client left while it waited for the session
          if (code !== PROTOCOL_3 && sessionUser !== user) {
            const quoted = `"${user.replace(/"/g, '""')}"`;
            const answer = await db.runExclusive(() =>
              db.execProtocolRaw(new Uint8Array(simpleQuery(`SET SESSION AUTHORIZATION ${quoted}`))),
            );
            if (answer[0] === ERROR_RESPONSE) {
              // A role that does not exist: PostgreSQL would have refused the connection.
              lock.release(owner);
              socket.destroy();
              return;
            }
            sessionUser = user;
          }
          let tail = Buffer.alloc(0);
          await db.runExclusive(() =>
            db.execProtocolRawStream(new Uint8Array(message), {
              onRawData: (chunk: Uint8Array) => {
                if (chunk.length === 0) return;
                if (!socket.destroyed) socket.write(chunk);
                tail = Buffer.concat([tail, chunk]).subarray(-6);
              },
            }),
          );
          if (readyStatus(tail) === IDLE) lock.release(owner);
        }
      } catch (error) {
        socket.destroy(error instanceof Error ? error : new Error(String(error)));
      } finally {
        draining = false;
      }
    };

    socket.on('data', (data: Buffer) => {
      buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
      const { messages, rest, started: framed, malformed } = takeMessages(buffered, framedStartup);
      if (malformed) {
        socket.destroy();
        return;
      }
      buffered = rest;
      framedStartup = framed;
      queue.push(...messages);
      void drain();
    });

    const cleanup = async (): Promise<void> => {
      if (closed) return;
      closed = true;
      sockets.delete(socket);
      queue.length = 0;
      if (lock.isHeldBy(owner)) {
        // The client left mid-request or mid-transaction: end it before the next client runs.
        await db.runExclusive(async () => {
          const answer = Buffer.from(await db.execProtocolRaw(new Uint8Array(SYNC)));
          if (readyStatus(answer) !== IDLE) await db.execProtocolRaw(new Uint8Array(ROLLBACK));
        });
      }
      lock.forget(owner);
    };
    socket.on('close', () => void cleanup());
    socket.on('error', () => void cleanup());
  });

  const boundPort = await listen(server, port, 'database', host);

  return {
    port: boundPort,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
