import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service for tests that speaks the protocol (RFC 8030 POST, RFC 8292 VAPID) and a browser's
 * side of RFC 8291: each subscription has its own P-256 key pair and auth secret, as a browser
 * makes them, and the test decrypts what arrives with them. The decryption is written here from
 * the RFCs, apart from the sender's library, so a test of the server's pushes can fail.
 */

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The VAPID JWT's claims, once its signature checked out with the key it names. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

export interface TestSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The pushes this subscription received, in order. */
  received: ReceivedPush[];
  /** The status the service answers for it: 201, or 404/410 once "unsubscribed", 500 when "down". */
  status: number;
  /** RFC 8291 decryption of a received body with this subscription's private key. */
  decrypt(body: Buffer): string;
}

export interface PushService {
  url: string;
  subscribe(): TestSubscription;
  close(): Promise<void>;
}

const b64url = (data: Buffer) => data.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: one record, aes128gcm. */
function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; throws unless the ES256 signature is the key's. */
function checkVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [header, payload, signature] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not match its key');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Omit<
    ReceivedPush['vapid'],
    'publicKey'
  >;
  return { ...claims, publicKey: match[2]! };
}

export async function startPushService(): Promise<PushService> {
  const subscriptions = new Map<string, TestSubscription>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const subscription = id ? subscriptions.get(id) : undefined;
      if (req.method !== 'POST' || !subscription) {
        res.writeHead(404).end();
        return;
      }
      if (subscription.status >= 300) {
        res.writeHead(subscription.status).end();
        return;
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!req.headers.ttl) throw new Error('no TTL');
        const vapid = checkVapid(req.headers.authorization);
        subscription.received.push({ headers: req.headers, body: Buffer.concat(chunks), vapid });
        res.writeHead(201, { location: `${req.url}/message/${subscription.received.length}` }).end();
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = b64url(randomBytes(12));
      const subscription: TestSubscription = {
        endpoint: `${url}/push/${id}`,
        p256dh: b64url(ecdh.getPublicKey()),
        auth: b64url(authSecret),
        received: [],
        status: 201,
        decrypt: (body) => decryptAes128gcm(body, ecdh, authSecret),
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
