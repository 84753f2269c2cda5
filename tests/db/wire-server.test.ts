import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWireProtocol, takeMessages, type WireServer } from '../../supabase/local/db/wire-server.ts';

// The PGlite wire server on its own: two pg clients must never see each other's
// statements or transaction state (upstream electric-sql/pglite#1046).

let db: PGlite;
let server: WireServer;
const url = () => `postgresql://postgres@127.0.0.1:${server.port}/postgres`;

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url() });
  await c.connect();
  return c;
}

beforeAll(async () => {
  db = await PGlite.create();
  server = await serveWireProtocol(db, 0);
  const setup = await connect();
  await setup.query('create table counters (name text primary key, value int not null)');
  await setup.query("insert into counters values ('a', 0), ('b', 0)");
  await setup.end();
});

afterAll(async () => {
  await server.close();
  await db.close();
});

describe('takeMessages', () => {
  it('frames the startup message, then typed messages, keeping partial bytes', () => {
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8, 0);
    startup.writeInt32BE(196608, 4);
    const query = Buffer.from([0x51, 0, 0, 0, 8, 0x73, 0x65, 0x6c, 0x00]);
    const { messages, rest, started } = takeMessages(
      Buffer.concat([startup, query, query.subarray(0, 3)]),
      false,
    );
    expect(messages).toHaveLength(2);
    expect(messages[1]).toEqual(query);
    expect(rest).toEqual(query.subarray(0, 3));
    expect(started).toBe(true);
  });
});

/** Sends raw bytes on a new connection; resolves with what came back once the server closes it. */
function sendRaw(bytes: Buffer): Promise<{ closed: boolean; reply: Buffer }> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, reply: Buffer.concat(chunks) });
    }, 2_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, reply: Buffer.concat(chunks) });
    });
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}

const STARTUP = (() => {
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const header = Buffer.alloc(8);
  header.writeInt32BE(8 + params.length, 0);
  header.writeInt32BE(196608, 4);
  return Buffer.concat([header, params]);
})();

describe('each client runs as the user it connected as', () => {
  it('switches the one session to each client’s user and refuses an unknown role', async () => {
    const admin = await connect();
    await admin.query('create role authenticator_test login noinherit');
    const asRole = new pg.Client({ connectionString: url().replace('postgres@', 'authenticator_test@') });
    await asRole.connect();
    const who = (c: pg.Client) =>
      c.query<{ s: string; c: string }>('select session_user as s, current_user as c').then((r) => r.rows[0]);
    expect(await who(asRole)).toEqual({ s: 'authenticator_test', c: 'authenticator_test' });
    expect(await who(admin)).toEqual({ s: 'postgres', c: 'postgres' });
    expect(await who(asRole)).toEqual({ s: 'authenticator_test', c: 'authenticator_test' });
    await expect(asRole.query('create table not_mine (id int)')).rejects.toThrow(/permission denied/);
    await asRole.end();

    const nobody = new pg.Client({ connectionString: url().replace('postgres@', 'nobody_here@') });
    nobody.on('error', () => undefined); // the server closes the connection, as PostgreSQL would
    await nobody.connect();
    await expect(nobody.query('select 1')).rejects.toThrow();
    await admin.end();
  });
});

describe('malformed messages close that connection only', () => {
  it.each([
    ['a negative startup length', Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0])],
    ['a zero startup length', Buffer.from([0, 0, 0, 0, 0, 0, 0, 0])],
    ['a startup length over 10,000', Buffer.from([0, 0x10, 0, 0, 0, 3, 0, 0])],
    ['an unknown protocol', Buffer.from([0, 0, 0, 8, 0x12, 0x34, 0x56, 0x78])],
    ['a message length below 4 after startup', Buffer.concat([STARTUP, Buffer.from([0x51, 0, 0, 0, 0])])],
    [
      'a negative message length after startup',
      Buffer.concat([STARTUP, Buffer.from([0x51, 0xff, 0xff, 0xff, 0xff])]),
    ],
    ['a message of an unknown type after startup', Buffer.concat([STARTUP, Buffer.from([0xfe, 0, 0, 0, 4])])],
  ])('%s', async (_label, bytes) => {
    expect((await sendRaw(bytes)).closed).toBe(true);
    const other = await connect();
    expect((await other.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await other.end();
  });

  it.each([
    ['an empty query', Buffer.from([0x51, 0, 0, 0, 4])],
    ['a query without its terminator', Buffer.from([0x51, 0, 0, 0, 7, 0x61, 0x62, 0x63])],
    ['a parse of garbage', Buffer.from([0x50, 0, 0, 0, 8, 0xff, 0xfe, 0xfd, 0xfc])],
    ['a bind of garbage', Buffer.from([0x42, 0, 0, 0, 6, 0xff, 0xff])],
  ])('answers or closes on %s, and keeps serving others', async (_label, message) => {
    await sendRaw(Buffer.concat([STARTUP, message, Buffer.from([0x53, 0, 0, 0, 4])]));
    const other = await connect();
    expect((await other.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await other.end();
  });
});

describe('wire server with concurrent clients', () => {
  it('keeps an open transaction private to its client', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('begin');
    await a.query("update counters set value = 100 where name = 'a'");
    // b's statement waits until a's transaction ends, then sees only committed data.
    const bRead = b.query<{ value: number }>("select value from counters where name = 'a'");
    await new Promise((r) => setTimeout(r, 50));
    await a.query('rollback');
    expect((await bRead).rows[0]!.value).toBe(0);
    await a.end();
    await b.end();
  });

  it('does not interleave extended-protocol queries of two clients', async () => {
    const clients = await Promise.all(Array.from({ length: 4 }, connect));
    const rounds = 50;
    const results = await Promise.all(
      clients.map(async (c, i) => {
        const seen: number[] = [];
        for (let n = 0; n < rounds; n++) {
          // Parameterised queries use Parse/Bind/Describe/Execute/Sync.
          const { rows } = await c.query<{ v: number }>('select $1::int * 1000 + $2::int as v', [i, n]);
          seen.push(rows[0]!.v);
        }
        return seen;
      }),
    );
    results.forEach((seen, i) => {
      expect(seen).toEqual(Array.from({ length: rounds }, (_, n) => i * 1000 + n));
    });
    await Promise.all(clients.map((c) => c.end()));
  });

  it('serialises explicit transactions so concurrent increments are not lost', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, connect));
    await Promise.all(
      clients.map(async (c) => {
        for (let n = 0; n < 20; n++) {
          await c.query('begin');
          const { rows } = await c.query<{ value: number }>("select value from counters where name = 'b'");
          await c.query("update counters set value = $1 where name = 'b'", [rows[0]!.value + 1]);
          await c.query('commit');
        }
      }),
    );
    const check = await connect();
    expect(
      (await check.query<{ value: number }>("select value from counters where name = 'b'")).rows[0]!.value,
    ).toBe(100);
    await check.end();
    await Promise.all(clients.map((c) => c.end()));
  });

  it('keeps a failed transaction to its own client', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('begin');
    await expect(a.query('select 1/0')).rejects.toThrow(/division by zero/);
    const bRead = b.query<{ n: number }>('select 1 as n');
    await a.query('rollback');
    expect((await bRead).rows[0]!.n).toBe(1);
    await a.end();
    await b.end();
  });

  it('rolls back the transaction of a client that disconnects in the middle of it', async () => {
    const a = await connect();
    await a.query('begin');
    await a.query("update counters set value = -1 where name = 'a'");
    a.on('error', () => undefined); // pg reports the cut connection; that is the point here.
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const b = await connect();
    const { rows } = await b.query<{ value: number }>("select value from counters where name = 'a'");
    expect(rows[0]!.value).toBe(0);
    // The session is idle again: b can run its own transaction.
    await b.query('begin');
    await b.query('commit');
    await b.end();
  });
});
