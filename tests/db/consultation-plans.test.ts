import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationPlan } from '../../src/types/database.ts';
import { consultationId, inHours } from './consultation-rows.ts';
import {
  accessToken,
  affiliateUser,
  type Agent,
  anon,
  confirmedUser,
  databaseForFile,
  latestMailTo,
  service,
  stack,
  staffUser,
  type TestUser,
} from './support';

/**
 * Prepared consultations (docs/decisions/023-financial-checkup.md): request_consultation's
 * share_plan keeps a snapshot with the request; consultation_plan() gives it to the request's
 * agent only; revoke_plan_share, closing the request and 90 days make it go.
 */

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const ask = (user: TestUser, sharePlan?: boolean): Promise<string> =>
  consultationId(user.client, sharePlan === undefined ? {} : { share_plan: sharePlan });

async function planAs(reader: TestUser | null, requestId: string): Promise<ConsultationPlan | null> {
  const { data, error } = await (reader ? reader.client : anon()).rpc('consultation_plan', {
    request_id: requestId,
  });
  if (reader === null) {
    expect(error).not.toBeNull();
    return null;
  }
  expect(error).toBeNull();
  return data;
}

async function stored(requestId: string): Promise<number> {
  const { count } = await service()
    .from('consultation_plans')
    .select('request_id', { count: 'exact', head: true })
    .eq('request_id', requestId);
  return count ?? 0;
}

let agent: Agent;
const db = databaseForFile();
beforeAll(async () => {
  agent = await affiliateUser('plan-agent');
});

async function invited(label: string): Promise<TestUser> {
  return confirmedUser({ referral_code: agent.agentCode, first_name: 'Ada' }, label);
}

describe('sharing a plan with a consultation request', () => {
  it('shares nothing by default', async () => {
    const user = await invited('no-share');
    const id = await ask(user);
    expect(await stored(id)).toBe(0);
    expect(await planAs(agent, id)).toBeNull();
  });

  it('gives the agent the check-up, goals and next 30 days as they were when asked', async () => {
    const user = await invited('shares');
    await user.client.from('financial_profiles').insert({
      user_id: user.id,
      monthly_income: 4000,
      monthly_essentials: 2000,
      savings_balance: 5000,
    });
    await user.client.from('goals').insert({
      user_id: user.id,
      title: 'House',
      target_amount: 12_000,
      target_date: day(366),
    });
    const events = await user.client.from('calendar_events').insert([
      {
        user_id: user.id,
        title: 'Pay',
        event_date: day(0),
        amount: 1000,
        event_type: 'income',
        category: 'income',
        is_recurring: true,
        recurrence_pattern: 'weekly',
      },
      {
        user_id: user.id,
        title: 'Rent',
        event_date: day(2),
        amount: 1500,
        event_type: 'bill',
        category: 'housing',
        is_recurring: true,
        recurrence_pattern: 'monthly',
      },
      {
        user_id: user.id,
        title: 'Later',
        event_date: day(40),
        amount: 99,
        event_type: 'bill',
        category: 'other',
        is_recurring: false,
        recurrence_pattern: null,
      },
    ] as never);
    expect(events.error).toBeNull();
    const id = await ask(user, true);

    const plan = await planAs(agent, id);
    expect(plan).not.toBeNull();
    expect(plan!.checkup.map((c) => c.id)).toEqual([
      'emergency-fund',
      'high-interest-debt',
      'bills-share',
      'life-cover',
      'goals-on-pace',
      'retirement-saving',
    ]);
    expect(plan!.checkup[0]!.detail).toContain('2.5 months');
    expect(plan!.goals).toEqual([
      { title: 'House', target: 12_000, saved: 0, target_date: day(366), per_month: 1000 },
    ]);
    // Weekly pay on days 0, 7, 14, 21, 28; rent once; the bill on day 40 is outside.
    expect(plan!.next_30_days).toEqual({ from: day(0), to: day(29), income: 5000, bills: 1500 });

    // A snapshot: later changes do not reach it.
    await user.client.from('financial_profiles').update({ savings_balance: 0 }).eq('user_id', user.id);
    expect((await planAs(agent, id))!.checkup[0]!.detail).toContain('2.5 months');
  });

  it('is null for the user, another agent, another user, and refused to a visitor', async () => {
    const user = await invited('private');
    const id = await ask(user, true);
    const otherAgent = await affiliateUser('other-agent');
    const stranger = await confirmedUser({}, 'stranger');
    expect(await planAs(user, id)).toBeNull();
    expect(await planAs(otherAgent, id)).toBeNull();
    expect(await planAs(stranger, id)).toBeNull();
    await planAs(null, id);
    expect((await otherAgent.client.from('consultation_plans').select('request_id')).data).toEqual([]);
    expect((await stranger.client.from('consultation_plans').select('request_id')).data).toEqual([]);
    // The user sees what they shared; the agent too, in their list.
    expect((await user.client.from('consultation_plans').select('request_id')).data).toEqual([
      { request_id: id },
    ]);
    expect(await planAs(agent, id)).not.toBeNull();
  });

  it('for a house request, goes to staff only: no agent, no other user', async () => {
    const user = await confirmedUser({}, 'house');
    const id = await ask(user, true);
    expect(await stored(id)).toBe(1);
    expect(await planAs(agent, id)).toBeNull();
    expect(await planAs(await confirmedUser({}, 'house-stranger'), id)).toBeNull();
    expect(await planAs(await staffUser(), id)).not.toBeNull();
  });

  it('is gone after the user revokes it, and only the user can revoke', async () => {
    const user = await invited('revokes');
    const id = await ask(user, true);
    const stranger = await confirmedUser({}, 'revoke-stranger');
    const refused = await stranger.client.rpc('revoke_plan_share', { request_id: id });
    expect(refused.error).not.toBeNull();
    const byAgent = await agent.client.rpc('revoke_plan_share', { request_id: id });
    expect(byAgent.error).not.toBeNull();
    expect(await stored(id)).toBe(1);

    expect((await user.client.rpc('revoke_plan_share', { request_id: id })).error).toBeNull();
    expect(await stored(id)).toBe(0);
    expect(await planAs(agent, id)).toBeNull();
  });

  it('is deleted when the request is completed, declined or cancelled', async () => {
    const user = await invited('closed');
    const [completed, declined, cancelled, open] = [
      await ask(user, true),
      await ask(user, true),
      await ask(user, true),
      null,
    ];
    expect(open).toBeNull();
    await agent.client.rpc('schedule_consultation', { request_id: completed, at: inHours(48) });
    expect(await stored(completed)).toBe(1);
    expect((await agent.client.rpc('complete_consultation', { request_id: completed })).error).toBeNull();
    expect(
      (await agent.client.rpc('decline_consultation', { request_id: declined, reason: 'Away' })).error,
    ).toBeNull();
    expect((await user.client.rpc('cancel_consultation', { request_id: cancelled })).error).toBeNull();
    for (const id of [completed, declined, cancelled]) expect(await stored(id)).toBe(0);
  });

  it('is unreadable after 90 days, and deleted by the next request anyone makes', async () => {
    const user = await invited('expired');
    const id = await ask(user, true);
    await db.query(
      `update public.consultation_plans set expires_at = now() - interval '1 second' where request_id = $1`,
      [id],
    );
    expect(await planAs(agent, id)).toBeNull();
    expect((await user.client.from('consultation_plans').select('request_id')).data).toEqual([]);
    expect(await stored(id)).toBe(1);

    const someoneElse = await confirmedUser({}, 'next-asker');
    await ask(someoneElse);
    expect(await stored(id)).toBe(0);
  });

  it('keeps 90 days from when it was shared', async () => {
    const user = await invited('ninety');
    const id = await ask(user, true);
    const { rows } = await db.query<{ days: string }>(
      `select extract(epoch from expires_at - created_at) / 86400 as days from public.consultation_plans where request_id = $1`,
      [id],
    );
    expect(Number(rows[0]!.days)).toBe(90);
  });

  it('goes with the account', async () => {
    const user = await invited('deleted');
    const id = await ask(user, true);
    expect((await service().auth.admin.deleteUser(user.id)).error).toBeNull();
    expect(await stored(id)).toBe(0);
  });
});

describe('a plan shared with an agent who leaves', () => {
  /** The agent deletes their account as the app does: Settings → Delete account. */
  async function leaves(leaving: Agent): Promise<void> {
    const response = await fetch(`${stack.apiUrl}/functions/v1/delete-account`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${await accessToken(leaving)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: leaving.email }),
    });
    expect(response.status).toBe(200);
  }

  async function sharedWith(label: string): Promise<{ leaving: Agent; user: TestUser; id: string }> {
    const leaving = await affiliateUser(`${label}-agent`);
    const user = await confirmedUser({ referral_code: leaving.agentCode, first_name: 'Ada' }, label);
    return { leaving, user, id: await ask(user, true) };
  }

  it('is deleted with the agent, read by no staff member, and the user is told', async () => {
    const { leaving, user, id } = await sharedWith('left');
    const staff = await staffUser();
    expect(await planAs(leaving, id)).not.toBeNull();
    expect(await planAs(staff, id)).toBeNull();

    await leaves(leaving);

    expect(await stored(id)).toBe(0);
    expect(await planAs(staff, id)).toBeNull();
    expect(
      (await staff.client.from('consultation_plans').select('request_id').eq('request_id', id)).data,
    ).toEqual([]);
    // The request is the house's now, and says so to the user; the e-mail tells them too.
    const { data: request } = await user.client
      .from('consultation_requests')
      .select('agent_code, status, handed_to_house_at, shared_plan_deleted')
      .eq('id', id)
      .single();
    expect(request).toMatchObject({ agent_code: null, status: 'requested', shared_plan_deleted: true });
    expect(request!.handed_to_house_at).not.toBeNull();
    const mail = await latestMailTo(user.email);
    expect(mail.Subject).toBe('Your consultation request on General is with our team now');
    expect(mail.Text).toContain('The check-up and goals you shared with them were deleted');
  });

  it('tells the user of a request that shared nothing, and takes the agent off the appointment', async () => {
    const leaving = await affiliateUser('left-unshared-agent');
    const user = await confirmedUser({ referral_code: leaving.agentCode }, 'left-unshared');
    const id = await ask(user);
    await leaving.client.rpc('schedule_consultation', { request_id: id, at: inHours(48) });
    await leaves(leaving);

    const { data: request } = await user.client
      .from('consultation_requests')
      .select('status, handed_to_house_at, shared_plan_deleted, calendar_event_id')
      .eq('id', id)
      .single();
    expect(request).toMatchObject({ status: 'scheduled', shared_plan_deleted: false });
    expect(request!.handed_to_house_at).not.toBeNull();
    const { data: event } = await user.client
      .from('calendar_events')
      .select('title')
      .eq('id', request!.calendar_event_id!)
      .single();
    expect(event?.title).toBe('Consultation with an advisor from our team');
  });

  it('is read by the one it was shared with only, never by whoever handles the request now', async () => {
    const { leaving, user, id } = await sharedWith('moved');
    const next = await affiliateUser('moved-next-agent');
    await db.query(`update public.consultation_requests set agent_code = $1 where id = $2`, [
      next.agentCode,
      id,
    ]);
    expect(await stored(id)).toBe(0);

    // A snapshot that names another reader than the request's agent (as one taken before a move
    // would): neither the request's agent nor the one it names reads it.
    await db.query(
      `insert into public.consultation_plans (request_id, user_id, snapshot, shared_with) values ($1, $2, '{}', $3)`,
      [id, user.id, leaving.id],
    );
    expect(await planAs(next, id)).toBeNull();
    expect(
      (await next.client.from('consultation_plans').select('request_id').eq('request_id', id)).data,
    ).toEqual([]);
    expect(await planAs(leaving, id)).toBeNull();
  });
});
