import pg from 'pg';
import { exitBench } from './bench-exit.ts';
import { startStack } from './stack.ts';

/**
 * npm run bench:reminders: one reminders run (POST /functions/v1/reminders) over 2,000
 * confirmed users with 20 events and 3 goals each, on the in-memory local stack. Every user has
 * events due that morning and goals due a nudge, so a run claims thousands of reminders and
 * sends 2,000 digests. Prints the median of RUNS runs over the same data (the sent log emptied
 * between them) and fails above the budget (10 s).
 */

const USERS = 2000;
const EVENTS_PER_USER = 20;
const GOALS_PER_USER = 3;
const RUNS = 3;
const BUDGET_MS = 10_000;

const stack = await startStack({ memory: true, ports: { api: 0, db: 0, inbox: 0 }, log: () => undefined });
const db = new pg.Client({ connectionString: stack.dbUrl });
await db.connect();

const DAY = '2030-03-10';

/** The users, their events around DAY, and goals made one month before it. */
async function seed(day: string): Promise<void> {
  await db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
     select gen_random_uuid(), 'authenticated', 'authenticated', 'bench-' || i || '@example.com',
            now(), '{"first_name": "Bench", "time_zone": "UTC"}'::jsonb, now(), now()
     from generate_series(1, $1::int) i`,
    [USERS],
  );
  await db.query(
    `insert into public.calendar_events (user_id, title, event_date, amount, event_type, is_recurring, recurrence_pattern, reminder_days_before)
     select u.id, 'Bill ' || n, $1::date + (n % 14), 10 * n, 'bill',
            n % 4 = 0, case when n % 4 = 0 then 'monthly' end, case when n % 2 = 0 then 1 else 7 end
     from auth.users u cross join generate_series(1, $2::int) n`,
    [day, EVENTS_PER_USER],
  );
  await db.query(
    `insert into public.goals (user_id, title, target_amount, current_amount, target_date, created_at, reminder_frequency)
     select u.id, 'Goal ' || n, 5000, 100 * n, $1::date + 180, $1::date - interval '1 month' + interval '1 hour', 'monthly'
     from auth.users u cross join generate_series(1, $2::int) n`,
    [day, GOALS_PER_USER],
  );
}

const seeding = performance.now();
await seed(DAY);
console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

const samples: { ms: number; emails: number }[] = [];
for (let run = 0; run < RUNS; run += 1) {
  // The same reminders fall due in every run: forget what the previous run sent.
  await db.query('delete from private.reminder_log');
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}/functions/v1/reminders`, {
    method: 'POST',
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    body: JSON.stringify({ now: `${DAY}T09:00:00Z` }),
  });
  const { emails } = (await response.json()) as { emails: number };
  samples.push({ ms: performance.now() - started, emails });
}
await db.end();
await stack.stop();

const sorted = [...samples].sort((a, b) => a.ms - b.ms);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(`runs: ${samples.map((s) => `${(s.ms / 1000).toFixed(2)} s (${s.emails} emails)`).join(', ')}`);
const correct = samples.every((s) => s.emails === USERS);
const ok = correct && median.ms <= BUDGET_MS;
console.log(
  `${ok ? 'ok  ' : 'OVER'} reminders run over ${USERS} users × ${EVENTS_PER_USER} events × ${GOALS_PER_USER} goals: median ${(median.ms / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s)`,
);
exitBench({ correct, withinBudget: median.ms <= BUDGET_MS });
