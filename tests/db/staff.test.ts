import { describe, expect, it } from 'vitest';
import { consultationId, inHours, requestConsultation } from './consultation-rows.ts';
import {
  affiliateUser,
  client,
  confirmedUser,
  PASSWORD,
  service,
  signedUpUser,
  staffUser,
  type TestUser,
  uniqueEmail,
} from './support.ts';

/**
 * The house's requests handled in the app (docs/decisions/022-agent-funnel.md): staff, made only
 * by the service role, see and act on the requests with no agent; nobody else can.
 */

async function houseRequest(): Promise<{ user: TestUser; id: string }> {
  const user = await confirmedUser({ first_name: 'Ada' }, 'house');
  return { user, id: await consultationId(user.client, { note: 'Nobody invited me.' }) };
}

describe('staff', () => {
  it('is never taken from sign-up data nor set by a client', async () => {
    const signUp = await signedUpUser({ user_type: 'staff' }, 'would-be-staff');
    const { data: made } = await service().from('profiles').select('user_type').eq('id', signUp.id).single();
    expect(made?.user_type).toBe('regular');

    const user = await confirmedUser({ user_type: 'staff' });
    const { data: own } = await user.client.from('profiles').select('user_type').single();
    expect(own?.user_type).toBe('regular');
    const promoted = await user.client
      .from('profiles')
      .update({ user_type: 'staff' } as never)
      .eq('id', user.id);
    expect(promoted.error?.code).toBe('42501');
    // A client's own profile insert (the sign-up fallback) cannot make staff either.
    const { data: fresh } = await service().auth.admin.createUser({
      email: uniqueEmail('no-profile'),
      password: PASSWORD,
      email_confirm: true,
    });
    await service().from('profiles').delete().eq('id', fresh.user!.id);
    const freshClient = client();
    await freshClient.auth.signInWithPassword({ email: fresh.user!.email!, password: PASSWORD });
    const inserted = await freshClient
      .from('profiles')
      .insert({ id: fresh.user!.id, email: fresh.user!.email!, user_type: 'staff' });
    expect(inserted.error?.code).toBe('42501');
  });

  it('is set and taken back by the service role, between regular and staff only', async () => {
    const user = await staffUser();
    const back = await service()
      .from('profiles')
      .update({ user_type: 'regular' } as never)
      .eq('id', user.id);
    expect(back.error).toBeNull();
    const agent = await affiliateUser();
    const agentToStaff = await service()
      .from('profiles')
      .update({ user_type: 'staff' } as never)
      .eq('id', agent.id);
    expect(agentToStaff.error?.code).toBe('42501');
    const regularToAgent = await service()
      .from('profiles')
      .update({ user_type: 'affiliate' } as never)
      .eq('id', user.id);
    expect(regularToAgent.error?.code).toBe('42501');
  });

  it('sees the house requests with the name of who asked, and schedules, completes and declines them', async () => {
    const staff = await staffUser();
    const first = await houseRequest();
    const second = await houseRequest();
    const agent = await affiliateUser();
    const invited = await confirmedUser({ referral_code: agent.agentCode });
    const { data: agentsRequest } = await requestConsultation(invited.client);

    const { data: seen } = await staff.client
      .from('consultation_requests')
      .select('id, agent_code, profile:profiles(first_name, email)')
      .in('id', [first.id, second.id, agentsRequest!]);
    expect(seen?.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
    expect(seen?.find((r) => r.id === first.id)?.profile).toEqual({
      first_name: 'Ada',
      email: first.user.email,
    });

    expect(
      (await staff.client.rpc('schedule_consultation', { request_id: first.id, at: inHours(50) })).error,
    ).toBeNull();
    const { data: event } = await first.user.client
      .from('calendar_events')
      .select('title')
      .like('title', 'Consultation%')
      .single();
    expect(event?.title).toBe('Consultation with an advisor from our team');
    expect((await staff.client.rpc('complete_consultation', { request_id: first.id })).error).toBeNull();
    expect(
      (await staff.client.rpc('decline_consultation', { request_id: second.id, reason: 'Fully booked.' }))
        .error,
    ).toBeNull();
    const { data: statuses } = await service()
      .from('consultation_requests')
      .select('id, status')
      .in('id', [first.id, second.id]);
    expect(Object.fromEntries(statuses!.map((r) => [r.id, r.status]))).toEqual({
      [first.id]: 'completed',
      [second.id]: 'declined',
    });

    // An agent's request is not the house's: staff can do nothing with it.
    const touched = await staff.client.rpc('complete_consultation', { request_id: agentsRequest! });
    expect(touched.error?.code).toBe('PT404');
  });

  it('nobody else sees or changes a house request', async () => {
    const { id } = await houseRequest();
    const agent = await affiliateUser();
    const regular = await confirmedUser();
    for (const who of [agent, regular]) {
      const { data } = await who.client.from('consultation_requests').select('id').eq('id', id);
      expect(data).toEqual([]);
      const { error } = await who.client.rpc('complete_consultation', { request_id: id });
      expect(error?.code).toBe('PT404');
    }
    const { data: row } = await service()
      .from('consultation_requests')
      .select('status')
      .eq('id', id)
      .single();
    expect(row?.status).toBe('requested');
  });
});
