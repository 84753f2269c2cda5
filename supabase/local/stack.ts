import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import pg from 'pg';
import { DEFAULT_DATA_DIR, loadProjectConfig, type AuthSettings } from './config.ts';
import { ANON_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './keys.ts';
import { openDatabase } from './db/database.ts';
import { migrate, type MigrationReport } from './db/migrate.ts';
import { startPostgrest } from './postgrest.ts';
import { Inbox, serveInbox } from './inbox.ts';
import { createAuthHandler } from './auth/service.ts';
import { startGateway, type FunctionHandler } from './gateway.ts';
import { localFunctions } from './functions.ts';

export interface StackOptions {
  /** In-memory PGlite: nothing persisted (tests). */
  memory?: boolean;
  /** Wipe the persisted PGlite database before starting. */
  reset?: boolean;
  dataDir?: string;
  /** Use this PostgreSQL instead of PGlite (defaults to SUPABASE_DB_URL). */
  dbUrl?: string;
  /** Ports; 0 picks free ones. Defaults come from supabase/config.toml and env. */
  ports?: Partial<{ api: number; db: number; inbox: number }>;
  auth?: Partial<AuthSettings>;
  functions?: ReadonlyMap<string, FunctionHandler>;
  /** Run the reminders function this often (ms), as pg_cron does hourly when hosted; off when unset. */
  remindersEveryMs?: number;
  /**
   * Run the consultation emails function this often (ms), as pg_cron does every minute when
   * hosted; off when unset. The app also calls it after each change.
   */
  consultationEmailsEveryMs?: number;
  log?: (source: string, line: string) => void;
}

export interface Stack {
  apiUrl: string;
  dbUrl: string;
  inboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  database: 'pglite' | 'postgres';
  migrations: MigrationReport;
  inbox: Inbox;
  stop(): Promise<void>;
}

/** Calls POST /functions/v1/{name} with the service-role key, as the hosted pg_cron jobs do. */
function scheduleFunction(
  apiUrl: string,
  name: string,
  everyMs: number,
  log: (line: string) => void,
): NodeJS.Timeout {
  const run = async () => {
    const response = await fetch(`${apiUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    const body = (await response.json()) as { emails?: number; error?: string };
    if (!response.ok) log(`run failed: ${response.status} ${body.error ?? ''}`);
    else if (body.emails) log(`sent ${body.emails} email(s) to the inbox`);
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => {
      log(`run failed: ${String(error)}`);
    });
  }, everyMs);
  timer.unref();
  return timer;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => {
      resolve();
    });
  });
}

/** Starts database, migrations, PostgREST, auth, gateway and inbox; stop() undoes it in reverse. */
/**
 * PostgREST connects as authenticator, as on hosted Supabase, never as the superuser: it can only
 * become anon, authenticated or service_role. The password is this run's own.
 */
async function authenticatorUrl(adminUrl: string): Promise<string> {
  const password = randomBytes(18).toString('hex');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`alter role authenticator with login password '${password}'`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.username = 'authenticator';
  url.password = password;
  return url.toString();
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const config = loadProjectConfig();
  const ports = { ...config.ports, ...options.ports };
  const settings: AuthSettings = { ...config.auth, ...options.auth };
  const log =
    options.log ??
    ((source, line) => {
      console.log(`[${source}] ${line}`);
    });
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
    stops.length = 0;
  };

  try {
    const database = await openDatabase({
      externalUrl: options.dbUrl ?? (process.env.SUPABASE_DB_URL || undefined),
      memory: options.memory,
      reset: options.reset,
      dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
      port: ports.db,
    });
    stops.push(() => database.close());
    const migrations = await migrate(database.url);

    const postgrest = await startPostgrest({
      dbUrl: await authenticatorUrl(database.url),
      jwtSecret: JWT_SECRET,
      pool: database.kind === 'pglite' ? 1 : 10,
      log: (line) => {
        log('postgrest', line);
      },
    });
    stops.push(() => postgrest.stop());

    const pool = new pg.Pool({ connectionString: database.url, max: database.kind === 'pglite' ? 2 : 10 });
    pool.on('error', (error) => {
      log('auth', `database connection error: ${error.message}`);
    });
    stops.push(() => pool.end());

    const inbox = new Inbox();
    const inboxServer = await serveInbox(inbox, ports.inbox);
    stops.push(() => closeServer(inboxServer.server));

    // The gateway's port must be known before auth signs tokens (iss) and writes links.
    let apiUrl = '';
    const authHandler = createAuthHandler({
      db: pool,
      inbox,
      settings,
      tokens: {
        jwtSecret: JWT_SECRET,
        jwtExpiry: settings.jwtExpiry,
        get issuer() {
          return `${apiUrl}/auth/v1`;
        },
      },
      get authUrl() {
        return `${apiUrl}/auth/v1`;
      },
    });
    const gateway = await startGateway({
      port: ports.api,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      publishableKey: PUBLISHABLE_KEY,
      secretKey: SECRET_KEY,
      jwtSecret: JWT_SECRET,
      postgrestUrl: postgrest.url,
      auth: authHandler,
      functions:
        options.functions ??
        localFunctions({
          apiUrl: () => apiUrl,
          anonKey: ANON_KEY,
          serviceRoleKey: SERVICE_ROLE_KEY,
          inbox,
          appUrl: settings.siteUrl,
        }),
      openFunctions: config.openFunctions,
    });
    apiUrl = `http://127.0.0.1:${gateway.port}`;
    stops.push(() => closeServer(gateway.server));

    const schedules = [
      ['reminders', options.remindersEveryMs],
      ['consultation-emails', options.consultationEmailsEveryMs],
    ] as const;
    for (const [name, everyMs] of schedules) {
      if (!everyMs) continue;
      const timer = scheduleFunction(apiUrl, name, everyMs, (line) => {
        log(name, line);
      });
      stops.push(() => {
        clearInterval(timer);
        return Promise.resolve();
      });
    }

    return {
      apiUrl,
      dbUrl: database.url,
      inboxUrl: `http://127.0.0.1:${inboxServer.port}`,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      jwtSecret: JWT_SECRET,
      database: database.kind,
      migrations,
      inbox,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
