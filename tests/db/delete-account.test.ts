import { describe, expect, it } from 'vitest';
import { consultationId, inHours } from './consultation-rows.ts';
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

/** Every row of every table, public or private, that names the user: by user_id, or profiles.id. */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  return withDatabase(async (db) => {
    const { rows: tables } = await db.query<{ table_schema: string; table_name: string }>(
      `select table_schema, table_name from information_schema.columns
       where table_schema in ('public', 'private') and column_name = 'user_id'
       order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const { table_schema, table_name } of tables) {
      const { rows } = await db.query<{ n: string }>(
        `select count(*) as n from ${table_schema}.${table_name} where user_id = $1`,
        [userId],
      );
      counts[`${table_schema}.${table_name}`] = Number(rows[0]!.n);
    }
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from public.profiles where id = $1',
      [userId],
    );
    counts['public.profiles'] = Number(rows[0]!.n);
    return counts;
  });
}

const nonZero = (counts: Record<string, number>) => Object.entries(counts).filter(([, n]) => n > 0);

/** A user with something in every table a user fills. */
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
  await consultationId(user.client, { preferred_times: [inHours(24)], note: 'Before I go' });
  return user;
}

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
    const user = await userWithData({ referral_code: agent.agentCode });
    const other = await userWithData();
    const otherBefore = await rowsNaming(other.id);
    const agentBefore = await rowsNaming(agent.id);
    expect(nonZero(await rowsNaming(user.id)).map(([table]) => table)).toEqual(
      expect.arrayContaining([
        'public.calendar_events',
        'public.calendar_feed_tokens',
        'public.cash_balances',
        'public.consultation_requests',
        'public.conversations',
        'public.goal_contributions',
        'public.goals',
        'public.lesson_progress',
        'public.messages',
        'public.notification_preferences',
        'public.profiles',
        'public.referrals',
      ]),
    );

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
    });
  });
});
