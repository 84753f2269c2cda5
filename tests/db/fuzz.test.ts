import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '../../supabase/functions/_shared/consultations/topics.ts';
import { EVENT_EDITABLE_COLUMNS as EVENT_COLUMNS } from '../../src/testing/event-columns.ts';
import { hostileNumber, hostileRecord, hostileString, hostileValue } from '../../src/testing/hostile.ts';
import { consultationId, inHours } from './consultation-rows.ts';
import {
  affiliateUser,
  type Agent,
  anon,
  type Client,
  confirmedUser,
  type TestUser,
  withDatabase,
} from './support.ts';

// Every table write and every RPC a client can make meets random and hostile values
// (docs/decisions/018-data-control-and-security-review.md): each answer is a success or a 4xx with
// a message, never a 5xx, and nothing stored is NaN, infinite or outside the tables' rules.
// Every function of schema public that `authenticated` or `anon` may execute has an entry in
// FUNCTIONS (the first test asks the database and fails for one without).

const RUNS = 60;
const FUNCTION_RUNS = 50;
let cases = 0;
let user: TestUser;
let agent: Agent;
/** A second user the agent invited, whose requests the agent's functions are fuzzed on. */
let invited: TestUser;
let goalId: string;
let eventId: string;
let contributionId: string;
/** One consultation request for each function that acts on one, so one's fuzz cannot close another's. */
const requests: Record<string, string> = {};

beforeAll(async () => {
  agent = await affiliateUser('fuzz-agent');
  user = await confirmedUser({ referral_code: agent.agentCode }, 'fuzz');
  invited = await confirmedUser({ referral_code: agent.agentCode }, 'fuzz-invited');
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
  const funds = await user.client.rpc('add_goal_funds', { goal_id: goalId, amount: 10 });
  expect(funds.error).toBeNull();
  const contribution = await user.client
    .from('goal_contributions')
    .select('id')
    .eq('goal_id', goalId)
    .single();
  contributionId = contribution.data!.id;
  for (const name of ['cancel_consultation', 'complete_consultation', 'decline_consultation'])
    requests[name] = await consultationId(user.client);
  for (const name of ['schedule_consultation', 'consultation_plan', 'revoke_plan_share'])
    requests[name] = await consultationId(invited.client, { share_plan: true });
});

afterAll(() => {
  console.info(`table and RPC fuzzing: ${Object.keys(FUNCTIONS).length} functions, ${cases} cases`);
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
    'set the balance today',
    ['amount'],
    () => (input) => user.client.from('cash_balances').upsert(input as never, { onConflict: 'user_id' }),
  ],
];

// Arguments by type: each hostile, or (for an id) sometimes one that gets past the first checks.

/** An id the caller may act on, a random one, or a hostile value. */
const id = (known: () => string) =>
  fc.oneof(
    fc.constant(null).map(() => known()),
    fc.uuid(),
    hostileValue,
  );
const text = fc.oneof(hostileString, hostileValue);
const amount = fc.oneof(hostileNumber, fc.double({ min: -1e6, max: 1e6 }), hostileValue);
const date = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('4714-11-24 BC', '0001-01-01', '9999-12-31', '5874897-12-31', 'infinity'),
  hostileValue,
);
const time = fc.oneof(fc.integer({ min: -100, max: 2000 }).map(inHours), hostileValue);
const change = fc.oneof(
  hostileRecord(['op', 'title', 'amount', 'event_type', 'date', 'pattern', 'id']),
  fc.record({
    op: fc.constantFrom('add', 'remove', 'move'),
    title: text,
    amount,
    event_type: fc.constantFrom('bill', 'income', 'saving'),
    date,
    pattern: fc.constantFrom('once', 'weekly', 'monthly', 'yearly'),
    id: id(() => eventId),
  }),
);
const changes = fc.oneof(fc.constant([]), fc.array(change, { maxLength: 25 }), hostileValue);
/** Mostly what the form sends, so the checks behind the first are reached. */
const usually = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
const agentCode = fc.oneof(
  fc.constant(null).map(() => agent.agentCode),
  hostileValue,
);

type Caller = 'user' | 'agent' | 'invited';

/**
 * Every function a client may call, by name: its arguments' generators and who calls it (the user,
 * the agent, or the user the agent invited, whose requests the agent acts on). A function `anon`
 * may execute is called as anon too. A new function needs one line here.
 */
const FUNCTIONS: Record<string, { args: Record<string, fc.Arbitrary<unknown>>; caller?: Caller }> = {
  add_goal_funds: { args: { goal_id: id(() => goalId), amount } },
  withdraw_goal_funds: { args: { goal_id: id(() => goalId), amount } },
  toggle_event_completion: { args: { event_id: id(() => eventId) } },
  undo_goal_contribution: { args: { contribution_id: id(() => contributionId) } },
  cash_flow_forecast: {
    args: {
      start_balance: usually(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
      days: usually(fc.integer({ min: 1, max: 366 })),
      changes,
    },
  },
  financial_checkup: { args: {} },
  create_calendar_feed_token: { args: {} },
  generate_agent_code: { args: {} },
  referral_code_valid: { args: { code: agentCode } },
  record_referral_visit: {
    args: {
      code: agentCode,
      source: usually(fc.stringMatching(/^[a-z0-9:-]{1,40}$/)),
      visitor: usually(fc.stringMatching(/^[\w-]{16,64}$/)),
    },
  },
  agent_funnel: { args: { since: date, until: date }, caller: 'agent' },
  request_consultation: {
    args: {
      topic: usually(fc.constantFrom(...TOPICS.map((t) => t.slug))),
      contact_method: usually(fc.constantFrom('email', 'phone')),
      phone: usually(fc.constantFrom(null, '+1 (555) 010-2030')),
      preferred_times: usually(fc.array(fc.integer({ min: -10, max: 1400 }).map(inHours), { maxLength: 4 })),
      note: usually(fc.constantFrom(null, 'Evenings are best')),
      consent: usually(fc.constant(true)),
      share_plan: usually(fc.boolean()),
    },
  },
  consultation_advisor: { args: {} },
  cancel_consultation: { args: { request_id: id(() => requests.cancel_consultation!) } },
  revoke_plan_share: { args: { request_id: id(() => requests.revoke_plan_share!) }, caller: 'invited' },
  consultation_plan: { args: { request_id: id(() => requests.consultation_plan!) }, caller: 'agent' },
  schedule_consultation: {
    args: { request_id: id(() => requests.schedule_consultation!), at: time },
    caller: 'agent',
  },
  decline_consultation: {
    args: { request_id: id(() => requests.decline_consultation!), reason: text },
    caller: 'agent',
  },
  complete_consultation: { args: { request_id: id(() => requests.complete_consultation!) }, caller: 'agent' },
  // The career interest (decisions/029): anon sends, confirms and withdraws; the agent updates.
  career_agent_name: { args: { code: agentCode } },
  submit_career_interest: {
    args: {
      code: agentCode,
      source: usually(fc.constantFrom('career', 'career:qr', 'qr')),
      first_name: usually(fc.constantFrom('Pat', 'Ana María')),
      last_name: text,
      email: usually(fc.constantFrom('fuzz-career@example.com', 'Fuzz.Career@Example.com')),
      phone: usually(fc.constantFrom(null, '+1 (555) 010-2030')),
      state: usually(fc.constantFrom('TX', 'PR', 'ZZ')),
      licence: usually(fc.constantFrom('none', 'studying', 'licensed')),
      hours_per_week: usually(fc.integer({ min: -5, max: 100 })),
      note: text,
      consent: usually(fc.constant(true)),
    },
  },
  confirm_career_interest: { args: { token: usually(fc.uuid()) } },
  withdraw_career_interest: { args: { token: usually(fc.uuid()) } },
  update_career_interest: {
    args: {
      interest_id: usually(fc.uuid()),
      status: usually(fc.constantFrom('new', 'contacted', 'joined', 'not_now', 'hired')),
      agent_note: text,
    },
    caller: 'agent',
  },
};

/** What the database lets clients execute in schema public: name, and whether anon may. */
async function callableFunctions(): Promise<Map<string, boolean>> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string; anon: boolean }>(
      `select p.proname as name, bool_or(has_function_privilege('anon', p.oid, 'execute')) as anon
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and (has_function_privilege('authenticated', p.oid, 'execute')
               or has_function_privilege('anon', p.oid, 'execute'))
        group by p.proname`,
    );
    return new Map(rows.map((r) => [r.name, r.anon]));
  });
}

let callable: Map<string, boolean>;
beforeAll(async () => {
  callable = await callableFunctions();
});

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
});

describe('every function a client may call, under hostile arguments', () => {
  it('has an entry for each function authenticated or anon may execute', () => {
    expect(callable.size).toBeGreaterThan(10);
    const names = [...callable.keys()];
    expect(
      names.filter((name) => !(name in FUNCTIONS)),
      'functions without a fuzz entry',
    ).toEqual([]);
    expect(
      Object.keys(FUNCTIONS).filter((name) => !callable.has(name)),
      'entries no client may call',
    ).toEqual([]);
  });

  it.each(Object.entries(FUNCTIONS))(
    '%s: a success or a 4xx, never a 5xx',
    async (name, { args, caller }) => {
      const callers: Client[] = [{ user, agent, invited }[caller ?? 'user'].client];
      if (callable.get(name)) callers.push(anon());
      const input = fc.oneof(
        { weight: 4, arbitrary: fc.record(args) },
        { weight: 1, arbitrary: fc.record(args, { requiredKeys: [] }) },
      );
      for (const client of callers) {
        await fc.assert(
          fc.asyncProperty(input, async (values) => {
            expectHandled(await client.rpc(name as never, values as never), { name, values });
          }),
          { numRuns: FUNCTION_RUNS },
        );
      }
    },
  );
});

describe('afterwards', () => {
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
