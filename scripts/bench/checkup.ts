import pg from 'pg';
import { exitBench } from '../../supabase/local/bench-exit.ts';
import { startStack } from '../../supabase/local/stack.ts';

/**
 * npm run bench:checkup: financial_checkup() for a user with 500 calendar events and 50 goals
 * (each with 12 contributions), among 1,000 other users with 50 events and 5 goals each, on
 * PostgreSQL (CHECKUP_BENCH_DB_URL, an empty database the stack migrates; CI gives it its own).
 * Seeds set-based with generate_series, calls the function as the user (role authenticated, the
 * JWT's claims, RLS on) WARMUP + RUNS times, prints every run and the p50 and p95, and fails when
 * the p95 is above the budget (docs/decisions/023-financial-checkup.md).
 */

const EVENTS = 500;
const GOALS = 50;
const CONTRIBUTIONS_PER_GOAL = 12;
const OTHER_USERS = 1000;
const WARMUP = 10;
const RUNS = 200;
const BUDGET_P95_MS = 30;

const dbUrl = process.env.CHECKUP_BENCH_DB_URL;
if (!dbUrl) {
  console.error('Set CHECKUP_BENCH_DB_URL to an empty PostgreSQL database (the stack migrates it).');
  process.exit(2);
}

const stack = await startStack({ dbUrl, ports: { api: 0, db: 0, inbox: 0 }, log: () => undefined });
const db = new pg.Client({ connectionString: stack.dbUrl });
await db.connect();

/** Users, their profiles, events (a quarter repeating bills), goals (dated) and contributions. */
async function seed(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
     select gen_random_uuid(), 'authenticated', 'authenticated', 'checkup-bench-' || i || '-' || gen_random_uuid() || '@example.com',
            now(), '{"first_name": "Bench", "time_zone": "UTC"}'::jsonb, now(), now()
     from generate_series(0, $1::int) i
     returning id`,
    [OTHER_USERS],
  );
  const measured = rows[0]!.id;
  await db.query(
    `insert into public.financial_profiles (user_id, monthly_income, monthly_essentials, savings_balance,
       high_interest_debt, dependents, life_cover, retirement_saving_monthly)
     select id, 5000, 2500, 6000, 1200, 2, 250000, 300 from unnest($1::uuid[]) as u(id)`,
    [rows.map((r) => r.id)],
  );
  const events = `insert into public.calendar_events (user_id, title, event_date, amount, event_type, category, is_recurring, recurrence_pattern)
     select u.id, 'Event ' || n, current_date + (n % 60) - 20, 10 + n, case when n % 5 = 0 then 'income' else 'bill' end, 'other',
            n % 4 = 0, case when n % 4 = 0 then (array['weekly', 'bi-weekly', 'monthly', 'quarterly', 'yearly'])[1 + (n / 4) % 5] end
     from unnest($1::uuid[]) as u(id) cross join generate_series(1, $2::int) n`;
  const goals = `insert into public.goals (user_id, title, target_amount, target_date, created_at)
     select u.id, 'Goal ' || n, 1000 * n, current_date + 30 * n, now() - interval '200 days'
     from unnest($1::uuid[]) as u(id) cross join generate_series(1, $2::int) n`;
  const others = rows.slice(1).map((r) => r.id);
  await db.query(events, [[measured], EVENTS]);
  await db.query(events, [others, 50]);
  await db.query(goals, [[measured], GOALS]);
  await db.query(goals, [others, 5]);
  await db.query(
    `insert into public.goal_contributions (goal_id, user_id, amount, kind, created_at)
     select g.id, g.user_id, 10 * k, 'deposit', now() - make_interval(days => 15 * k)
     from public.goals g cross join generate_series(1, $1::int) k
     where g.user_id = $2`,
    [CONTRIBUTIONS_PER_GOAL, measured],
  );
  await db.query('analyze');
  return measured;
}

const seeding = performance.now();
const userId = await seed();
console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

/** One call as the user, timed around the statement alone. */
async function call(): Promise<{ ms: number; checks: number }> {
  await db.query('begin');
  await db.query(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify({ sub: userId, role: 'authenticated' })],
  );
  const started = performance.now();
  const { rows } = await db.query<{ checks: unknown[] }>('select public.financial_checkup() as checks');
  const ms = performance.now() - started;
  await db.query('rollback');
  return { ms, checks: rows[0]!.checks.length };
}

for (let i = 0; i < WARMUP; i += 1) await call();
const samples: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const { ms, checks } = await call();
  if (checks !== 6) throw new Error(`expected 6 checks, got ${checks}`);
  samples.push(ms);
}
await db.end();
await stack.stop();

const sorted = [...samples].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
console.log(`runs (ms): ${samples.map((ms) => ms.toFixed(2)).join(' ')}`);
const p50 = at(0.5);
const p95 = at(0.95);
const ok = p95 <= BUDGET_P95_MS;
console.log(
  `${ok ? 'ok  ' : 'OVER'} financial_checkup for ${EVENTS} events and ${GOALS} goals: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget p95 ${BUDGET_P95_MS} ms)`,
);
exitBench({ correct: true, withinBudget: ok });
