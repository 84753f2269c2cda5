import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import pg from 'pg';
import { DEFAULT_DATA_DIR, loadProjectConfig, TEST_PASSWORD_HASH_COST, type AuthSettings } from './config.ts';
import { ANON_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './keys.ts';
import { openDatabase } from './db/database.ts';
import { migrate, type MigrationReport } from './db/migrate.ts';
import { startPostgrest } from './postgrest.ts';
import { Inbox, serveInbox } from './inbox.ts';
import { createAuthHandler } from './auth/service.ts';
import { startGateway, type FunctionHandler } from './gateway.ts';
import { localFunctions } from './functions.ts';
import { localVapidKeys } from './vapid.ts';
import { join } from 'node:path';

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
  /** Run the agent summaries function this often (ms), as pg_cron does on the 1st when hosted; off when unset. */
  agentSummariesEveryMs?: number;
  /**
   * Count the complete days of referral visits this often (ms), as pg_cron does daily when hosted;
   * off when unset (the funnel is right without it, only slower).
   */
  visitRollupEveryMs?: number;
  /**
   * Look at the consultation outbox this often (ms) and run the consultation emails function when
   * one is due, as the hosted webhook and pg_cron do; default 1000, 0 turns it off.
   */
  consultationEmailsWatchMs?: number;
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
  /** The browser's applicationServerKey (docs/decisions/031-notifications.md). */
  vapidPublicKey: string;
  stop(): Promise<void>;
}

/** Calls POST /functions/v1/{name} with the service-role key, as the hosted pg_cron jobs do. */
async function runFunction(apiUrl: string, name: string, log: (line: string) => void): Promise<void> {
  const response = await fetch(`${apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  const body = (await response.json()) as { emails?: number; error?: string };
  if (!response.ok) log(`run failed: ${response.status} ${body.error ?? ''}`);
  else if (body.emails) log(`sent ${body.emails} email(s) to the inbox`);
}

/** Runs `task` every `everyMs` as the hosted pg_cron jobs do, logging a failed run; returns stop(). */
function repeat(
  everyMs: number,
  task: (log: (line: string) => void) => Promise<unknown>,
  log: (line: string) => void,
): () => Promise<void> {
  const timer = setInterval(() => {
    task(log).catch((error: unknown) => {
      log(`run failed: ${String(error)}`);
    });
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return Promise.resolve();
  };
}

/** An email claim_consultation_emails (or claim_career_emails) would take now. */
const CONSULTATION_EMAIL_DUE = `select exists (
  select 1 from private.consultation_emails m
  where m.sent_at is null and m.failed_at is null and m.attempts < 5 and m.next_attempt_at <= now()
    and (m.claimed_at is null or m.claimed_at < now() - interval '10 minutes')
) or exists (
  select 1 from private.career_emails m
  where m.sent_at is null and m.failed_at is null and m.attempts < 5 and m.next_attempt_at <= now()
    and (m.claimed_at is null or m.claimed_at < now() - interval '10 minutes')
) as due`;

/**
 * Hosted, a webhook (pg_net) runs the consultation emails function on every change, whoever made
 * it. PGlite has no pg_net, so the stack looks at the outbox every `everyMs` (one indexed query)
 * and runs the function when an email is due: a request made from any client reaches the inbox
 * within about that long, and retries leave when they are due. Returns stop().
 */
function watchConsultationEmails(
  pool: pg.Pool,
  apiUrl: string,
  everyMs: number,
  log: (line: string) => void,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    const { rows } = await pool.query<{ due: boolean }>(CONSULTATION_EMAIL_DUE);
    if (rows[0]?.due && !stopped) await runFunction(apiUrl, 'consultation-emails', log);
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          if (!stopped) log(`run failed: ${String(error)}`);
        })
        .finally(next);
    }, everyMs);
    timer.unref();
  };
  next();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
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
  // An in-memory stack is a test's: its users are thrown away, so hashing their passwords at
  // GoTrue's cost would only spend time (about 80 ms a hash; the db suite makes hundreds).
  const settings: AuthSettings = {
    ...config.auth,
    ...(options.memory ? { passwordHashCost: TEST_PASSWORD_HASH_COST } : {}),
    ...options.auth,
  };
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
    const vapid = localVapidKeys(
      database.kind === 'pglite' && !options.memory
        ? join(options.dataDir ?? DEFAULT_DATA_DIR, '..', 'vapid-keys.json')
        : null,
    );

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
          vapid,
        }),
      openFunctions: config.openFunctions,
    });
    apiUrl = `http://127.0.0.1:${gateway.port}`;
    stops.push(() => closeServer(gateway.server));

    type Job = [string, number | undefined, (log: (line: string) => void) => Promise<unknown>];
    const jobs: Job[] = [
      ['reminders', options.remindersEveryMs, (jobLog) => runFunction(apiUrl, 'reminders', jobLog)],
      [
        'agent-summaries',
        options.agentSummariesEveryMs,
        (jobLog) => runFunction(apiUrl, 'agent-summaries', jobLog),
      ],
      [
        'visit-rollup',
        options.visitRollupEveryMs,
        () => pool.query('select private.roll_up_referral_visits()'),
      ],
      // Retention (decisions/029): stale career interests, on the same daily-ish timer.
      [
        'career-cleanup',
        options.visitRollupEveryMs,
        () => pool.query('select private.delete_stale_career_interests()'),
      ],
    ];
    for (const [source, everyMs, task] of jobs) {
      if (everyMs) {
        stops.push(
          repeat(everyMs, task, (line) => {
            log(source, line);
          }),
        );
      }
    }
    const watchMs = options.consultationEmailsWatchMs ?? 1000;
    if (watchMs > 0) {
      stops.push(
        watchConsultationEmails(pool, apiUrl, watchMs, (line) => {
          log('consultation-emails', line);
        }),
      );
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
      vapidPublicKey: vapid.publicKey,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
