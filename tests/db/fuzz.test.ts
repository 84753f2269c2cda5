import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRecord, hostileValue } from '../../src/testing/hostile.ts';
import { confirmedUser, type TestUser, withDatabase } from './support.ts';

// Every table write and every RPC a client can make meets random and hostile values
// (docs/decisions/018-data-control-and-security-review.md): each answer is a success or a 4xx with
// a message, never a 5xx, and nothing stored is NaN, infinite or outside the tables' rules.

const RUNS = 60;
let cases = 0;
let user: TestUser;
let goalId: string;
let eventId: string;

beforeAll(async () => {
  user = await confirmedUser({}, 'fuzz');
  const goal = await user.client
    .from('goals')
    .insert({ user_id: user.id, title: 'Fuzzed', target_amount: 100 })
    .select('id')
    .single();
  goalId = goal.data!.id;
  const event = await user.client
    .from('calendar_events')
    .insert({ user_id: user.id, title: 'Fuzzed', event_date: '2027-01-01' })
    .select('id')
    .single();
  eventId = event.data!.id;
});

afterAll(() => {
  console.info(`table and RPC fuzzing: ${cases} cases`);
});

const GOAL_COLUMNS = [
  'title',
  'description',
  'target_amount',
  'category',
  'priority',
  'target_date',
  'notifications_enabled',
  'reminder_frequency',
  'congratulations_enabled',
];
const EVENT_COLUMNS = [
  'title',
  'description',
  'event_date',
  'event_time',
  'amount',
  'event_type',
  'category',
  'is_recurring',
  'recurrence_pattern',
  'reminder_enabled',
  'reminder_days_before',
];

/** A refusal is a 4xx with a message; anything else must be a success. */
function expectHandled(result: { status: number; error: { message: string } | null }, input: unknown) {
  cases++;
  expect(result.status, `${JSON.stringify(input) as string | undefined}`.slice(0, 300)).toBeLessThan(500);
  if (result.error) expect(result.error.message).not.toBe('');
}

type Write = (
  input: Record<string, unknown>,
) => PromiseLike<{ status: number; error: { message: string } | null }>;

const TARGETS: [string, readonly string[], () => Write][] = [
  [
    'insert a goal',
    GOAL_COLUMNS,
    () => (input) => user.client.from('goals').insert({ ...input, user_id: user.id } as never),
  ],
  [
    'update a goal',
    GOAL_COLUMNS,
    () => (input) =>
      user.client
        .from('goals')
        .update(input as never)
        .eq('id', goalId),
  ],
  [
    'insert an event',
    EVENT_COLUMNS,
    () => (input) => user.client.from('calendar_events').insert({ ...input, user_id: user.id } as never),
  ],
  [
    'update an event',
    EVENT_COLUMNS,
    () => (input) =>
      user.client
        .from('calendar_events')
        .update(input as never)
        .eq('id', eventId),
  ],
  [
    'update reminder settings',
    ['event_reminders', 'goal_nudges', 'weekly_digest', 'time_zone'],
    () => (input) =>
      user.client
        .from('notification_preferences')
        .update(input as never)
        .eq('user_id', user.id),
  ],
  [
    'update the profile',
    ['first_name', 'last_name'],
    () => (input) =>
      user.client
        .from('profiles')
        .update(input as never)
        .eq('id', user.id),
  ],
  [
    'start a conversation',
    ['title'],
    () => (input) => user.client.from('conversations').insert({ ...input, user_id: user.id } as never),
  ],
  [
    'add_goal_funds',
    ['amount'],
    () => (input) => user.client.rpc('add_goal_funds', { goal_id: goalId, ...input } as never),
  ],
  [
    'withdraw_goal_funds',
    ['amount'],
    () => (input) => user.client.rpc('withdraw_goal_funds', { goal_id: goalId, ...input } as never),
  ],
  [
    'toggle_event_completion',
    ['event_id'],
    () => (input) => user.client.rpc('toggle_event_completion', input as never),
  ],
  [
    'undo_goal_contribution',
    ['contribution_id'],
    () => (input) => user.client.rpc('undo_goal_contribution', input as never),
  ],
  [
    'set the balance today',
    ['amount'],
    () => (input) => user.client.from('cash_balances').upsert(input as never, { onConflict: 'user_id' }),
  ],
  [
    'cash_flow_forecast',
    ['start_balance', 'days', 'changes'],
    () => (input) => user.client.rpc('cash_flow_forecast', input as never),
  ],
];

describe('table writes and RPCs under hostile input', () => {
  it.each(TARGETS)('%s: a success or a 4xx, never a 5xx', async (_name, keys, write) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileRecord(keys), hostileRecord([keys[0]!])), async (input) => {
        expectHandled(await write()(input), input);
      }),
      { numRuns: RUNS },
    );
  });

  it('arbitrary values in an RPC argument of any name are refused as a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 20 }), hostileValue, async (name, value) => {
        expectHandled(await user.client.rpc('add_goal_funds', { [name]: value } as never), { name, value });
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves nothing stored that breaks the rules: no NaN or infinite amount, no negative saved amount', async () => {
    await withDatabase(async (db) => {
      const { rows } = await db.query<{ n: string }>(
        `select (select count(*) from public.goals where target_amount = 'NaN' or current_amount = 'NaN'
                   or current_amount < 0 or target_amount <= 0)
              + (select count(*) from public.calendar_events where amount = 'NaN' or amount < 0)
              + (select count(*) from public.goal_contributions where amount = 'NaN')
              + (select count(*) from public.cash_balances where amount = 'NaN') as n`,
      );
      expect(Number(rows[0]!.n)).toBe(0);
    });
  });
});
