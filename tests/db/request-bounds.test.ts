import { describe, expect, it } from 'vitest';
import { requestConsultation } from './consultation-rows.ts';
import {
  accessToken,
  affiliateUser,
  confirmedUser,
  databaseForFile,
  service,
  stack,
  type TestUser,
} from './support.ts';

/**
 * What one user can store and what one request may cost (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md,
 * "Bounds"; docs/decisions/010-local-stack.md: the local stack is one database session, where PGlite
 * ignores statement_timeout, so these caps are what bounds a request).
 */

const db = databaseForFile();
const EVENTS_CAP = 1000;
const STORED_EVENTS_CAP = 10_000;
const GOALS_CAP = 100;
/** The most one request may hold the local stack's database. */
const REQUEST_BUDGET_MS = 2000;

/** `n` of the user's events written directly: weekly bills, and every tenth a weekly income. */
async function seedEvents(user: TestUser, n: number, completed = false) {
  await db.query(
    `insert into public.calendar_events (user_id, title, event_date, amount, event_type, is_recurring, recurrence_pattern, completed)
     select $1, 'Bill ' || i, current_date - (i % 7), 10 + i % 90,
            case when i % 10 = 0 then 'income' else 'bill' end, true, 'weekly', $3
     from generate_series(1, $2::int) i`,
    [user.id, n, completed],
  );
}

async function seedGoals(user: TestUser, n: number) {
  await db.query(
    `insert into public.goals (user_id, title, target_amount, target_date)
     select $1, 'Goal ' || i, 1000 + i, current_date + (30 + i)
     from generate_series(1, $2::int) i`,
    [user.id, n],
  );
}

const addEvent = (user: TestUser, title = 'One more') =>
  user.client
    .from('calendar_events')
    .insert({ user_id: user.id, title, event_date: '2030-01-01', event_type: 'bill', amount: 5 });
const addGoal = (user: TestUser, title = 'One more') =>
  user.client.from('goals').insert({ user_id: user.id, title, target_amount: 10 });

async function timed<T>(name: string, work: () => PromiseLike<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  console.log(`${name}: ${ms.toFixed(0)} ms`);
  expect(ms, name).toBeLessThan(REQUEST_BUDGET_MS);
  return result;
}

describe('what one user can store', () => {
  it('refuses a calendar event past 1,000, with a sentence the form shows, and parallel inserts count each other', async () => {
    const user = await confirmedUser();
    await seedEvents(user, EVENTS_CAP - 5);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => addEvent(user, `Parallel ${i}`)));
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
    const refused = results.find((r) => r.error !== null)!.error;
    expect(refused.code).toBe('P0001');
    expect(refused.message).toBe(
      'Your calendar holds 1000 upcoming events, the most one account can keep. Delete some you no longer need, or mark done the ones that are, to add more.',
    );
    const { count } = await user.client.from('calendar_events').select('id', { count: 'exact', head: true });
    expect(count).toBe(EVENTS_CAP);
    // Room again once one goes.
    const { data: one } = await user.client.from('calendar_events').select('id').limit(1).single();
    await user.client.from('calendar_events').delete().eq('id', one!.id);
    expect((await addEvent(user)).error).toBeNull();
  });

  it('counts done events apart: years of completed series never stop a new event, and completing one at the cap carries its series on', async () => {
    const user = await confirmedUser();
    await seedEvents(user, 3 * EVENTS_CAP, true);
    await seedEvents(user, EVENTS_CAP - 1);
    expect((await addEvent(user, 'The last open one')).error).toBeNull();
    expect((await addEvent(user)).error?.code).toBe('P0001');
    const { data: open } = await user.client
      .from('calendar_events')
      .select('id')
      .eq('completed', false)
      .eq('is_recurring', true)
      .limit(1)
      .single();
    const completed = await user.client.rpc('toggle_event_completion', { event_id: open!.id });
    expect(completed.error).toBeNull();
    expect(completed.data).toHaveLength(2);
  });

  it('bounds what one calendar stores, done events included, at 10,000', async () => {
    const user = await confirmedUser();
    await seedEvents(user, STORED_EVENTS_CAP - 1, true);
    expect((await addEvent(user)).error).toBeNull();
    const { error } = await addEvent(user);
    expect(error?.code).toBe('P0001');
    expect(error?.message).toBe(
      'Your calendar holds 10000 events, done ones included, the most one account can keep. Delete some you no longer need to add more.',
    );
  });

  it('refuses a goal past 100', async () => {
    const user = await confirmedUser();
    await seedGoals(user, GOALS_CAP - 1);
    expect((await addGoal(user)).error).toBeNull();
    const { error } = await addGoal(user);
    expect(error?.code).toBe('P0001');
    expect(error?.message).toBe(
      'You have 100 goals, the most one account can keep. Delete some you no longer need to add more.',
    );
    const { count } = await user.client.from('goals').select('id', { count: 'exact', head: true });
    expect(count).toBe(GOALS_CAP);
  });

  it('still lets an agent schedule a consultation onto a full calendar', async () => {
    const agent = await affiliateUser();
    const user = await confirmedUser({ referral_code: agent.agentCode });
    await seedEvents(user, EVENTS_CAP);
    const { data: requestId, error } = await requestConsultation(user.client);
    expect(error).toBeNull();
    const scheduled = await agent.client.rpc('schedule_consultation', {
      request_id: requestId!,
      at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    });
    expect(scheduled.error).toBeNull();
    const { count } = await user.client.from('calendar_events').select('id', { count: 'exact', head: true });
    expect(count).toBe(EVENTS_CAP + 1);
  });
});

describe('money arguments in cents', () => {
  interface Forecast {
    points: { date: string; balance: number }[];
    bills_before_payday: { count: number; total: number; items: unknown[] };
  }

  it('rounds the forecast balance and the what-if amounts to cents, and caps them', async () => {
    const user = await confirmedUser();
    // The body as the probe sent it: JavaScript itself would read this number as 0.
    const tiny = await fetch(`${stack.apiUrl}/rest/v1/rpc/cash_flow_forecast`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${await accessToken(user)}`,
        'content-type': 'application/json',
      },
      body: '{"start_balance":1e-16383,"days":366}',
    });
    expect(tiny.status).toBe(200);
    const text = await tiny.text();
    expect(text.length).toBeLessThan(30_000);
    expect((JSON.parse(text) as Forecast).points.every((p) => p.balance === 0)).toBe(true);

    const change = (amount: number) => [
      { op: 'add', title: 'Gym', amount, event_type: 'bill', date: new Date().toISOString().slice(0, 10) },
    ];
    const rounded = await user.client.rpc('cash_flow_forecast', {
      start_balance: 100.004,
      days: 1,
      changes: change(10.005),
    });
    expect(rounded.error).toBeNull();
    expect((rounded.data as unknown as Forecast).points[0]!.balance).toBe(89.99);
    const nothing = await user.client.rpc('cash_flow_forecast', { start_balance: 0, changes: change(0.004) });
    expect(nothing.error?.code).toBe('22023');
    const huge = await user.client.rpc('cash_flow_forecast', { start_balance: 999_999_999_999.999 });
    expect(huge.error?.code).toBe('22023');
  });

  it('rounds the amounts added to and withdrawn from a goal to cents', async () => {
    const user = await confirmedUser();
    const { data: goal } = await user.client
      .from('goals')
      .insert({ user_id: user.id, title: 'Trip', target_amount: 100 })
      .select()
      .single();
    expect((await user.client.rpc('add_goal_funds', { goal_id: goal!.id, amount: 0.004 })).error?.code).toBe(
      '22023',
    );
    const added = await user.client.rpc('add_goal_funds', { goal_id: goal!.id, amount: 10.005 });
    expect(added.data?.current_amount).toBe(10.01);
    const taken = await user.client.rpc('withdraw_goal_funds', { goal_id: goal!.id, amount: 0.014 });
    expect(taken.data?.current_amount).toBe(10);
    const { data: history } = await user.client.from('goal_contributions').select('amount').order('amount');
    expect(history?.map((c) => c.amount)).toEqual([-0.01, 10.01]);
  });
});

/** The id just before `id` in uuid order: a batch that starts after it starts with `id`. */
function idBefore(id: string): string {
  const hex = (BigInt(`0x${id.replace(/-/g, '')}`) - 1n).toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('the worst cases the caps allow', () => {
  it(`hold the database under ${REQUEST_BUDGET_MS} ms each`, { timeout: 60_000 }, async () => {
    const user = await confirmedUser();
    await seedEvents(user, STORED_EVENTS_CAP - EVENTS_CAP, true);
    await seedEvents(user, EVENTS_CAP);
    await seedGoals(user, GOALS_CAP);
    await user.client.from('cash_balances').insert({ user_id: user.id, amount: 500 });
    await db.query(
      `update public.notification_preferences set weekly_digest = true, time_zone = 'UTC' where user_id = $1`,
      [user.id],
    );

    const today = new Date().toISOString().slice(0, 10);
    const changes = Array.from({ length: 20 }, (_, i) => ({
      op: 'add',
      title: `What if ${i}`,
      amount: 25 + i,
      event_type: i % 4 === 0 ? 'income' : 'bill',
      date: today,
      pattern: 'weekly',
    }));
    const page = await timed('the calendar’s last page of 10,000 stored events', () =>
      user.client
        .from('calendar_events')
        .select('*')
        .eq('user_id', user.id)
        .order('event_date')
        .order('id')
        .range(STORED_EVENTS_CAP - 1000, STORED_EVENTS_CAP - 1),
    );
    expect(page.data).toHaveLength(1000);
    const forecast = await timed(
      'forecast, 1,000 weekly events (and 9,000 done), 366 days, 20 what-if changes',
      () => user.client.rpc('cash_flow_forecast', { start_balance: 1000, days: 366, changes }),
    );
    expect(forecast.error).toBeNull();
    const bills = (forecast.data as { bills_before_payday: { count: number; items: unknown[] } })
      .bills_before_payday;
    // The list is the first 50; the count covers all of them.
    expect(bills.items.length).toBeLessThanOrEqual(50);
    expect(bills.count).toBeGreaterThanOrEqual(bills.items.length);

    const checkup = await timed('check-up, 100 goals and 1,000 events', () =>
      user.client.rpc('financial_checkup'),
    );
    expect(checkup.error).toBeNull();

    const digest = await timed('digest claim for that user', () =>
      service().rpc('claim_due_reminders', {
        at: '2031-03-17T09:00:00Z',
        after: idBefore(user.id),
        batch_size: 1,
      }),
    );
    expect(digest.error).toBeNull();
    expect((digest.data as { digests: { user_id: string }[] }).digests.map((d) => d.user_id)).toEqual([
      user.id,
    ]);

    // An agent at the visits bound every day of two years: the counted days, and today and
    // yesterday's rows.
    const agent = await affiliateUser();
    await db.query(
      `insert into private.referral_visit_days (agent_code, visited_on, source, visits)
       select $1, d::date, s.source, private.visits_per_agent_day() / 18
       from generate_series((select through from private.referral_visit_rollup) - 729,
                            (select through from private.referral_visit_rollup), interval '1 day') d
       cross join private.referral_sources s`,
      [agent.agentCode],
    );
    await db.query(
      `insert into private.referral_visits (agent_code, visited_on, source, visitor_hash)
       select $1, (now() at time zone 'UTC')::date - (i % 2), 'link', sha256(convert_to($1 || i, 'UTF8'))
       from generate_series(1, 2 * private.visits_per_agent_day()) i`,
      [agent.agentCode],
    );
    const funnel = await timed('funnel of an agent at the visits bound, all time', () =>
      agent.client.rpc('agent_funnel', { since: null, until: null }),
    );
    expect(funnel.error).toBeNull();
    expect((funnel.data as { capped: boolean }).capped).toBe(true);
  });
});
