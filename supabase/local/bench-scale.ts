import pg from 'pg';
import { createRemindersHandler, REMINDER_BATCH_SIZE } from '../functions/_shared/reminders/handler.ts';
import { exitBench } from './bench-exit.ts';
import { startStack } from './stack.ts';

/**
 * npm run bench:scale (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md): the reminders
 * run and the cash-flow forecast at the size of a real user base, on PostgreSQL 15 (SUPABASE_DB_URL,
 * an empty database of its own: CI creates one). Seeds 100,000 confirmed users over 24 time zones
 * (a fifth with the weekly digest on, a tenth with a balance), 2,000,000 events (a fifth repeating)
 * and 300,000 goals, set-based in SQL with triggers and foreign-key checks off for the seed
 * (session_replication_role = replica: the tables' own triggers are not what is measured here, so
 * the seed writes what they would, recurrence_day, profiles and preferences, itself). Then:
 * - one hourly run (Monday 09:00 UTC: reminders, nudges and the digest of every zone past 08:00)
 *   within 30 s, the Node process's RSS printed every few batches, its growth after the first
 *   batches under 64 MB (RSS after a full collection: npm run bench:scale exposes V8's gc, and
 *   the collections' time is left out of the run's);
 * - the same run twice at the same time: together they send what one run sent, each reminder once;
 * - cash_flow_forecast for a user with 200 repeating events: p95 within 30 ms.
 * Exits non-zero over any budget.
 */

const USERS = 100_000;
const EVENTS_PER_USER = 20;
const GOALS_PER_USER = 3;
const FORECAST_EVENTS = 200;
const FORECAST_RUNS = 60;
const RUN_BUDGET_MS = 30_000;
const FORECAST_P95_BUDGET_MS = 30;
const RSS_GROWTH_BUDGET_MB = 64;
// A Monday: the weekly digest is due wherever it is past 08:00.
const RUN_AT = '2031-03-10T09:00:00Z';
const FORECAST_USER = '00000000-0000-4000-8000-000000000001';

const ZONES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'Atlantic/South_Georgia',
  'Atlantic/Azores',
  'UTC',
  'Europe/Paris',
  'Europe/Athens',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Brisbane',
  'Pacific/Noumea',
  'Pacific/Auckland',
];

const dbUrl = process.env.SUPABASE_DB_URL;
if (!dbUrl) {
  console.error('bench:scale runs on PostgreSQL: set SUPABASE_DB_URL to an empty database of its own.');
  process.exit(2);
}

const stack = await startStack({ dbUrl, ports: { api: 0, db: 0, inbox: 0 }, log: () => undefined });
const db = new pg.Client({ connectionString: stack.dbUrl });
await db.connect();
/** Budgets over (measured again by CI) and wrong results (never measured again). */
const over: string[] = [];
const wrong: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Node 20 has no global WebSocket; the reminders never use realtime. */
function refuseRealtime(): never {
  throw new Error('realtime is not used here');
}

let step = performance.now();
function timed(label: string) {
  const now = performance.now();
  console.log(`  ${label}: ${seconds(now - step)}`);
  step = now;
}

/** False when the database already holds this bench's seed (a rerun on the same database). */
async function seed(): Promise<boolean> {
  const { rows } = await db.query<{ users: string; mine: boolean }>(
    `select count(*) as users, bool_or(id = $1::uuid) as mine from auth.users`,
    [FORECAST_USER],
  );
  if (rows[0]!.mine) return false;
  if (Number(rows[0]!.users) > 0) throw new Error('bench:scale needs an empty database of its own');
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  await db.query(
    `create temporary table bench_users on commit drop as
     select i, md5('bench-user-' || i)::uuid as id, ($2::text[])[1 + i % 24] as zone
     from generate_series(1, $1::int) i`,
    [USERS, ZONES],
  );
  await db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
     select id, 'authenticated', 'authenticated', 'scale-' || i || '@example.com', now(), '{}'::jsonb, now(), now()
     from bench_users
     union all
     select $1::uuid, 'authenticated', 'authenticated', 'forecast@example.com', now(), '{}'::jsonb, now(), now()`,
    [FORECAST_USER],
  );
  timed('users');
  await db.query(
    `insert into public.profiles (id, email, first_name, user_type, email_confirmed_at)
     select u.id, u.email, 'Bench', 'regular', u.email_confirmed_at from auth.users u`,
  );
  await db.query(
    `insert into public.notification_preferences (user_id, time_zone, weekly_digest)
     select id, zone, i % 5 = 0 from bench_users
     union all select $1::uuid, 'UTC', false`,
    [FORECAST_USER],
  );
  await db.query(
    `insert into public.cash_balances (user_id, amount)
     select id, 500 + i % 3000 from bench_users where i % 10 = 0`,
  );
  timed('profiles, preferences, balances');
  // Events within 60 days either side of the run; every fifth repeats, every tenth is a payday.
  await db.query(
    `insert into public.calendar_events (user_id, title, event_date, amount, event_type, category,
       is_recurring, recurrence_pattern, recurrence_day, reminder_days_before)
     select u.id, case when n % 10 = 0 then 'Paycheck' else 'Bill ' || n end, d.day,
       case when n % 10 = 0 then 1500 else 10 * n end,
       case when n % 10 = 0 then 'income' when n % 3 = 0 then 'saving' else 'bill' end, 'other',
       n % 5 = 0, p.pattern, case when p.pattern is not null then extract(day from d.day)::int end,
       (array[1, 2, 3, 7, 14])[1 + (u.i + n) % 5]
     from bench_users u
     cross join generate_series(1, $2::int) n
     cross join lateral (select $1::date + ((u.i * 7 + n * 13) % 120 - 60) as day) d
     cross join lateral (select case when n % 5 = 0
       then (array['weekly', 'bi-weekly', 'monthly', 'monthly', 'quarterly'])[1 + (u.i + n / 5) % 5] end as pattern) p`,
    [RUN_AT.slice(0, 10), EVENTS_PER_USER],
  );
  timed('events');
  // The forecast's user: 200 repeating events, paydays every other week.
  await db.query(
    `insert into public.calendar_events (user_id, title, event_date, amount, event_type, category,
       is_recurring, recurrence_pattern, recurrence_day)
     select $1::uuid, 'Repeat ' || n, current_date - n % 40, 5 + n, case when n % 20 = 0 then 'income' else 'bill' end,
       'other', true, p.pattern, extract(day from current_date - n % 40)::int
     from generate_series(1, $2::int) n
     cross join lateral (select (array['weekly', 'bi-weekly', 'monthly', 'quarterly', 'yearly'])[1 + n % 5] as pattern) p`,
    [FORECAST_USER, FORECAST_EVENTS],
  );
  await db.query(
    `insert into public.goals (user_id, title, target_amount, current_amount, target_date, reminder_frequency, created_at)
     select u.id, 'Goal ' || n, 5000, 100 * n, $1::date + 100 * n,
       (array['weekly', 'monthly', 'quarterly'])[n], $1::timestamptz - make_interval(days => 10 + (u.i + 31 * n) % 300)
     from bench_users u cross join generate_series(1, $2::int) n`,
    [RUN_AT, GOALS_PER_USER],
  );
  timed('goals');
  await db.query('commit');
  // As autovacuum keeps a live database: rows just loaded have no hint bits and no visibility map,
  // so the first run would write every page it reads, and autovacuum would start during it.
  await db.query('vacuum (analyze)');
  timed('vacuum, analyze');
  return true;
}

const seeding = performance.now();
if (!(await seed())) console.log('reusing the seed already in this database');
else
  console.log(
    `seeded ${USERS.toLocaleString('en-US')} users, ${(USERS * EVENTS_PER_USER).toLocaleString('en-US')} events, ` +
      `${(USERS * GOALS_PER_USER).toLocaleString('en-US')} goals in ${seconds(performance.now() - seeding)}`,
  );

/** RSS is sampled at the first claim and every tenth. */
const RSS_EVERY = 10;

/**
 * One run through the handler in this process, counting emails, claims (batches) and RSS. RSS is
 * taken after a full collection, so that it is what the run keeps, not garbage V8 has yet to
 * collect (which grew with how fast the claims came, not with the batches).
 */
async function run(label: string, rss: { batch: number; mb: number }[] | null) {
  let emails = 0;
  let batches = 0;
  let claimMs = 0;
  let gcMs = 0;
  const handler = createRemindersHandler({
    supabaseUrl: stack.apiUrl,
    serviceRoleKey: stack.serviceRoleKey,
    appUrl: 'https://app.example.com',
    mailer: () => {
      emails += 1;
      return Promise.resolve();
    },
    clientOptions: {
      realtime: { transport: refuseRealtime as never },
      global: {
        fetch: async (input, init) => {
          if (!String(input instanceof Request ? input.url : input).includes('/rpc/claim_due_reminders'))
            return fetch(input, init);
          batches += 1;
          if (rss && (batches === 1 || batches % RSS_EVERY === 0)) {
            const collecting = performance.now();
            globalThis.gc?.();
            gcMs += performance.now() - collecting;
            rss.push({ batch: batches, mb: process.memoryUsage().rss / 2 ** 20 });
          }
          const started = performance.now();
          const response = await fetch(input, init);
          const body = await response.text();
          claimMs += performance.now() - started;
          return new Response(body, { status: response.status, headers: response.headers });
        },
      },
    },
  });
  const started = performance.now();
  const response = await handler(
    new Request('http://local/functions/v1/reminders', {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}` },
      body: JSON.stringify({ now: RUN_AT }),
    }),
  );
  const ms = performance.now() - started - gcMs;
  const body = (await response.json()) as { emails?: number; error?: string };
  if (response.status !== 200) throw new Error(`${label}: ${response.status} ${body.error ?? ''}`);
  return { ms, emails, batches, claimMs, gcMs };
}

const logged = async () =>
  Number((await db.query<{ n: string }>('select count(*) as n from private.reminder_log')).rows[0]!.n);

// 1. One hourly run.
const rss: { batch: number; mb: number }[] = [];
const first = await run('run', rss);
const items = await logged();
console.log(
  `hourly run: ${seconds(first.ms)}, ${first.emails.toLocaleString('en-US')} emails, ${items.toLocaleString('en-US')} reminders, ` +
    `${first.batches} claims of ${REMINDER_BATCH_SIZE} users taking ${seconds(first.claimMs)} (budget ${seconds(RUN_BUDGET_MS)}; ` +
    `${rss.length} collections for RSS, ${seconds(first.gcMs)}, left out)`,
);
if (first.ms > RUN_BUDGET_MS) over.push('the hourly run is over budget');
if (first.emails === 0) wrong.push('the hourly run sent nothing');
const peak = (from: number, to: number) =>
  Math.max(...rss.filter((s) => s.batch >= from && s.batch <= to).map((s) => s.mb));
const checkpoints = [1, 10, 50, 100, 150, first.batches].filter(
  (b, i, all) => b <= first.batches && all.indexOf(b) === i,
);
console.log(
  `peak RSS by batches claimed: ${checkpoints.map((b) => `${b}: ${peak(1, b).toFixed(0)} MB`).join(', ')}`,
);
const growth = peak(1, first.batches) - peak(1, Math.min(10, first.batches));
console.log(
  `RSS growth after the first 10 batches: ${growth.toFixed(1)} MB (budget ${RSS_GROWTH_BUDGET_MB} MB)`,
);
if (growth > RSS_GROWTH_BUDGET_MB) over.push('memory grows with the batches');

// 2. Two runs at the same time, over the same due reminders: each claimed once.
await db.query('truncate private.reminder_log');
const [a, b] = await Promise.all([run('run A', null), run('run B', null)]);
const again = await logged();
console.log(
  `two runs at once: ${seconds(a.ms)} (${a.emails} emails) and ${seconds(b.ms)} (${b.emails} emails), ` +
    `${again.toLocaleString('en-US')} reminders logged`,
);
if (a.emails + b.emails !== first.emails || again !== items)
  wrong.push('two runs at once did not send each reminder exactly once');

// 3. The forecast of a user with 200 repeating events, as that user (RLS on).
const samples: number[] = [];
for (let i = 0; i < FORECAST_RUNS + 5; i += 1) {
  await db.query('begin');
  await db.query('set local role authenticated');
  await db.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: FORECAST_USER, role: 'authenticated' }),
  ]);
  const started = performance.now();
  await db.query('select public.cash_flow_forecast(1000, 60)');
  const ms = performance.now() - started;
  await db.query('commit');
  if (i >= 5) samples.push(ms); // the first calls warm the plan cache
}
const sorted = [...samples].sort((x, y) => x - y);
const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
console.log(`cash_flow_forecast runs (ms): ${samples.map((ms) => ms.toFixed(1)).join(', ')}`);
console.log(
  `cash_flow_forecast, ${FORECAST_EVENTS} repeating events, 60 days: p50 ${quantile(0.5).toFixed(1)} ms, ` +
    `p95 ${quantile(0.95).toFixed(1)} ms (budget ${FORECAST_P95_BUDGET_MS} ms)`,
);
if (quantile(0.95) > FORECAST_P95_BUDGET_MS) over.push('cash_flow_forecast is over budget');

await db.end();
await stack.stop();
for (const failure of over) console.log(`OVER ${failure}`);
for (const failure of wrong) console.log(`FAIL ${failure}`);
console.log(over.length + wrong.length ? 'bench:scale failed' : 'ok   bench:scale within every budget');
exitBench({ correct: wrong.length === 0, withinBudget: over.length === 0 });
