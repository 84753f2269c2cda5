import { describe, expect, it } from 'vitest';
import type { MyData } from '../../src/features/settings/export.ts';
import { readMyData } from '../../src/features/settings/read-my-data.ts';
import { consultationId, inHours } from './consultation-rows.ts';
import { fakeSubscription } from './push-support.ts';
import {
  accessToken,
  affiliateUser,
  confirmedUser,
  service,
  stack,
  type TestUser,
  withDatabase,
} from './support.ts';

// POST /functions/v1/delete-account: the user's own JWT decides whose account; every row it owns
// goes with it; nobody else's data is touched (docs/decisions/018-data-control-and-security-review.md).

const deleteAccount = (authorization: string, body: unknown) =>
  fetch(`${stack.apiUrl}/functions/v1/delete-account`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const bearer = async (user: TestUser) => `Bearer ${await accessToken(user)}`;

/**
 * Every table, public or private, that holds a user's data: by a user_id column or a foreign key to
 * auth.users or profiles. Read from the catalog, so a new such table is in every check below.
 */
async function userTables(): Promise<Record<string, string[]>> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string; columns: string[] }>(
      `select n.nspname || '.' || c.relname as name, array_agg(distinct a.attname::text order by a.attname::text) as columns
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f' and k.conkey = array[a.attnum]
        where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and (a.attname = 'user_id' or k.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass))
        group by 1 order by 1`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.columns]));
  });
}

/** The rows of every such table that name the user, by table. */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const tables = await userTables();
  return withDatabase(async (db) => {
    const counts: Record<string, number> = {};
    for (const [table, columns] of Object.entries(tables)) {
      const naming = columns.map((column) => `${column} = $1`).join(' or ');
      const { rows } = await db.query<{ n: string }>(`select count(*) as n from ${table} where ${naming}`, [
        userId,
      ]);
      counts[table] = Number(rows[0]!.n);
    }
    return counts;
  });
}

const nonZero = (counts: Record<string, number>) => Object.entries(counts).filter(([, n]) => n > 0);

/**
 * A user with something in every table a user fills: through the API as the app writes it, and
 * what only the edge functions write (the assistant's quota, the reminders' and agent summaries'
 * logs, the unsubscribe token) directly, as they would.
 */
async function userWithData(metadata: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await confirmedUser(metadata, 'leaving');
  const goal = await user.client
    .from('goals')
    .insert({ user_id: user.id, title: 'Emergency Fund', target_amount: 1000 })
    .select()
    .single();
  await user.client.rpc('add_goal_funds', { goal_id: goal.data!.id, amount: 100 });
  await user.client
    .from('calendar_events')
    .insert({ user_id: user.id, title: 'Rent', event_date: '2027-01-01', amount: 900 });
  const conversation = await user.client
    .from('conversations')
    .insert({ user_id: user.id, title: 'Budget' })
    .select()
    .single();
  await user.client
    .from('messages')
    .insert({ conversation_id: conversation.data!.id, user_id: user.id, role: 'user', content: 'Hello' });
  await user.client.rpc('create_calendar_feed_token');
  await user.client.from('lesson_progress').insert({ user_id: user.id, lesson_id: 'budgeting' });
  await user.client.from('cash_balances').insert({ amount: 250 });
  await user.client.from('push_subscriptions').insert(fakeSubscription());
  await user.client.from('financial_profiles').insert({ user_id: user.id, monthly_essentials: 2000 });
  await consultationId(user.client, {
    preferred_times: [inHours(24)],
    note: 'Before I go',
    share_plan: true,
  });
  await withDatabase(async (db) => {
    await db.query(
      'insert into private.assistant_quota (user_id, tokens, updated_at) values ($1, 10, now())',
      [user.id],
    );
    await db.query(
      `insert into private.reminder_log (user_id, kind, subject_id, due_on, sent_at)
       values ($1, 'goal', $2, current_date, now())`,
      [user.id, goal.data!.id],
    );
    await db.query(
      `insert into private.agent_summary_log (user_id, month, sent_at) values ($1, date_trunc('month', now())::date, now())`,
      [user.id],
    );
    await db.query('insert into private.unsubscribe_tokens (user_id) values ($1) on conflict do nothing', [
      user.id,
    ]);
    // A career interest the user sent before becoming an affiliate, joined (decisions/029).
    await db.query(
      `insert into public.career_interests (first_name, last_name, email, state, licence, hours_per_week,
         consent, confirmed_at, status, joined_at, joined_user_id)
       values ('Test', 'Leaving', $2, 'TX', 'none', 5, true, now(), 'joined', now(), $1)`,
      [user.id, user.email],
    );
  });
  return user;
}

/**
 * The key of "Download my data" that holds each public table of a user's, and the tables it
 * leaves out on purpose, each with why. A new table of a user's must be in one of the two.
 */
const EXPORTED: Record<string, (data: MyData) => unknown[]> = {
  'public.affiliates': (data) => [data.affiliate].filter(Boolean),
  'public.calendar_events': (data) => data.calendar_events,
  'public.cash_balances': (data) => [data.cash_balance].filter(Boolean),
  'public.consultation_plans': (data) => data.consultation_plans,
  'public.consultation_requests': (data) => data.consultation_requests,
  'public.conversations': (data) => data.conversations,
  'public.financial_profiles': (data) => [data.financial_profile].filter(Boolean),
  'public.goal_contributions': (data) => data.goal_contributions,
  'public.goals': (data) => data.goals,
  'public.lesson_progress': (data) => data.lesson_progress,
  'public.messages': (data) => data.conversations.flatMap((c) => c.messages),
  'public.notification_preferences': (data) => [data.notification_preferences].filter(Boolean),
  'public.profiles': (data) => [data.profile].filter(Boolean),
  'public.push_subscriptions': (data) => data.push_subscriptions,
};
const NOT_EXPORTED: Record<string, string> = {
  'public.career_interests':
    "the agent's record of what the person sent from the career page before the account existed; it goes with the account",
  'public.calendar_feed_tokens': 'a secret that reads the calendar: exported, it would leak with the file',
  'public.referrals':
    "the row naming the user is the inviting agent's record; the agent's own export lists the users they invited",
};

describe('delete account', () => {
  it('refuses without a user: the anon key, the service role key, no token', async () => {
    const someone = await confirmedUser();
    for (const authorization of [`Bearer ${stack.anonKey}`, `Bearer ${stack.serviceRoleKey}`, '']) {
      const response = await deleteAccount(authorization, { email: someone.email });
      expect(response.status).toBe(401);
    }
    expect((await service().auth.admin.getUserById(someone.id)).data.user?.id).toBe(someone.id);
  });

  it('refuses an email that is not the account’s, and keeps everything', async () => {
    const user = await userWithData();
    const before = await rowsNaming(user.id);
    for (const email of ['', 'someone@example.com', null, 42]) {
      const response = await deleteAccount(await bearer(user), { email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Type the email address of this account to confirm.' });
    }
    expect(await rowsNaming(user.id)).toEqual(before);
  });

  it('deletes the auth user and every row it owns, and leaves the inviting agent and other users intact', async () => {
    const agent = await affiliateUser();
    // An agent too, so that the agent's own tables are filled as well.
    const user = await userWithData({ user_type: 'affiliate', referral_code: agent.agentCode });
    const other = await userWithData();
    const otherBefore = await rowsNaming(other.id);
    const agentBefore = await rowsNaming(agent.id);
    const before = await rowsNaming(user.id);
    // Every table that holds a user's data has a row of this user's: one the fixture does not
    // fill fails here, so that what follows checks it goes.
    expect(nonZero(before).map(([table]) => table)).toEqual(Object.keys(before));

    const response = await deleteAccount(await bearer(user), { email: ` ${user.email.toUpperCase()} ` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });

    expect((await service().auth.admin.getUserById(user.id)).error).not.toBeNull();
    expect(nonZero(await rowsNaming(user.id))).toEqual([]);
    expect(await rowsNaming(other.id)).toEqual(otherBefore);
    expect(await rowsNaming(agent.id)).toEqual(agentBefore);
    const agentCode = await service()
      .from('affiliates')
      .select('agent_code')
      .eq('user_id', agent.id)
      .single();
    expect(agentCode.data).toEqual({ agent_code: agent.agentCode });
    // The session is gone with the user: the old token no longer reads anything.
    expect((await user.client.auth.getUser()).data.user).toBeNull();
  });

  it("an agent's deletion takes their code and the referral rows naming it, not the referred users' data", async () => {
    const agent = await affiliateUser();
    const referred = await userWithData({ referral_code: agent.agentCode });
    const referredBefore = await rowsNaming(referred.id);
    expect(referredBefore['public.referrals']).toBe(1);
    expect(referredBefore['private.referral_signups']).toBe(1);

    expect((await deleteAccount(await bearer(agent), { email: agent.email })).status).toBe(200);

    expect(nonZero(await rowsNaming(agent.id))).toEqual([]);
    // The sign-up the agent's funnel counted goes with the agent, as the referral does.
    expect(await rowsNaming(referred.id)).toEqual({
      ...referredBefore,
      'public.referrals': 0,
      'private.referral_signups': 0,
      // The plan shared with the agent goes with them (docs/decisions/020-consultations.md).
      'public.consultation_plans': 0,
    });
  });

  it('"Download my data" holds every public table of the user\'s, but those it leaves out on purpose', async () => {
    const agent = await affiliateUser();
    const user = await userWithData({ user_type: 'affiliate', referral_code: agent.agentCode });
    const data = await readMyData(user.client, user.id);
    const publicTables = Object.keys(await userTables()).filter((table) => table.startsWith('public.'));
    expect(publicTables.filter((table) => !(table in EXPORTED) && !(table in NOT_EXPORTED))).toEqual([]);
    for (const [table, rows] of Object.entries(EXPORTED)) expect(rows(data).length, table).toBeGreaterThan(0);
  });
});
