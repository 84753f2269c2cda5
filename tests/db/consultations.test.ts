import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONSULTATION_INBOX } from '../../supabase/local/functions.ts';
import {
  consultationId,
  inHours,
  requestConsultation,
  type ConsultationFields,
} from './consultation-rows.ts';
import {
  affiliateUser,
  type Agent,
  anon,
  confirmedUser,
  service,
  stack,
  type TestUser,
  withDatabase,
  mailsTo,
} from './support';

/**
 * decisions/020: consultation requests routed to the inviting agent (or the house inbox),
 * readable only by their user and agent, changed only through the functions, with the emails
 * queued in the same transaction and sent by /functions/v1/consultation-emails.
 */

const HOUR = 3_600_000;

async function invitedBy(agent: Agent, label: string): Promise<TestUser> {
  return confirmedUser({ referral_code: agent.agentCode, first_name: 'Grace', last_name: label }, label);
}

/** A request by phone about income for life, with two times and a note. */
const byPhone = (): Partial<ConsultationFields> => ({
  topic: 'income-for-life',
  contact_method: 'phone',
  phone: '+1 (555) 010-2030',
  preferred_times: [inHours(30), inHours(54)],
  note: 'Mornings are best.',
});

const ask = (user: TestUser, overrides: Partial<ConsultationFields> = {}) =>
  requestConsultation(user.client, { ...byPhone(), ...overrides });

const requestId = (user: TestUser): Promise<string> => consultationId(user.client, byPhone());

async function rowOf(id: string) {
  const { data } = await service().from('consultation_requests').select('*').eq('id', id).single();
  return data!;
}

/**
 * Waits (bounded) until every queued email has been tried and no run is sending: the stack's
 * outbox watcher may have claimed an email just before the run a test makes itself.
 */
async function outboxSettled(): Promise<void> {
  await withDatabase(async (db) => {
    const until = Date.now() + 15_000;
    for (;;) {
      const { rows } = await db.query<{ busy: boolean }>(
        `select exists (
           select 1 from private.consultation_emails m
           where m.sent_at is null and m.failed_at is null
             and (m.attempts = 0 or m.claimed_at > now() - interval '10 minutes')
         ) as busy`,
      );
      if (!rows[0]!.busy) return;
      if (Date.now() > until) throw new Error('the consultation outbox never settled');
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}

/** Runs the sender as pg_cron does and returns the mails now in the inbox to `address`. */
async function sendAndRead(address: string) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/consultation-emails`, {
    method: 'POST',
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  await outboxSettled();
  return mailsTo(address);
}

describe('request_consultation', () => {
  let agent: Agent;
  beforeAll(async () => {
    agent = await affiliateUser('consult-agent');
  });

  it('routes a request to the agent whose code the user signed up with, taken from referrals', async () => {
    const user = await invitedBy(agent, 'routed');
    const id = await requestId(user);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      user_id: user.id,
      agent_code: agent.agentCode,
      topic: 'income-for-life',
      contact_method: 'phone',
      status: 'requested',
      scheduled_at: null,
    });
    const { data: asAgent } = await agent.client.from('consultation_requests').select('id').eq('id', id);
    expect(asAgent).toEqual([{ id }]);
  });

  it('sends a request from a user nobody invited to the house, never to an agent', async () => {
    const user = await confirmedUser({ first_name: 'Nobody' }, 'uninvited');
    const id = await requestId(user);
    expect((await rowOf(id)).agent_code).toBeNull();
    const { data: asAgent } = await agent.client.from('consultation_requests').select('id').eq('id', id);
    expect(asAgent).toEqual([]);
    const mails = await sendAndRead(LOCAL_CONSULTATION_INBOX);
    expect(mails.some((m) => m.Text.includes(user.email))).toBe(true);
  });

  it('refuses without consent, with an unknown topic, a time in the past or too far, and a bad phone', async () => {
    const user = await invitedBy(agent, 'refused');
    const cases: [Parameters<typeof ask>[1], RegExp][] = [
      [{ consent: false }, /agree to share/],
      [{ topic: 'crypto' }, /Unknown topic/],
      [{ preferred_times: [new Date(Date.now() - HOUR).toISOString()] }, /in the past/],
      [{ preferred_times: [inHours(24 * 61)] }, /within the next 60 days/],
      [{ preferred_times: [] }, /one to three/],
      [{ preferred_times: [inHours(10), inHours(20), inHours(30), inHours(40)] }, /one to three/],
      [{ phone: null }, /phone number/],
      [{ phone: '12' }, /7 to 15 digits/],
      [{ contact_method: 'carrier pigeon' }, /phone, email or video call/],
      [{ note: 'x'.repeat(1001) }, /1,000 characters/],
    ];
    for (const [overrides, message] of cases) {
      const { data, error } = await ask(user, overrides);
      expect(data, JSON.stringify(overrides)).toBeNull();
      expect(error?.message).toMatch(message);
    }
    const { count } = await service()
      .from('consultation_requests')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', user.id);
    expect(count).toBe(0);
  });

  it('accepts email and "video call" without a phone', async () => {
    const user = await invitedBy(agent, 'video');
    const { error } = await ask(user, { contact_method: 'video call', phone: null, topic: 'general' });
    expect(error).toBeNull();
    const { data } = await user.client.from('consultation_requests').select('contact_method, topic');
    expect(data).toEqual([{ contact_method: 'video_call', topic: 'general' }]);
  });

  it('leaves exactly 3 open after 20 parallel calls, and says why to the rest', async () => {
    const user = await invitedBy(agent, 'parallel');
    const results = await Promise.all(Array.from({ length: 20 }, () => ask(user)));
    expect(results.filter((r) => r.error === null)).toHaveLength(3);
    for (const r of results.filter((r) => r.error)) expect(r.error?.message).toMatch(/already have 3 open/);
    const { data } = await user.client.from('consultation_requests').select('status');
    expect(data?.map((r) => r.status)).toEqual(['requested', 'requested', 'requested']);
  });

  it('is not callable by a visitor, and the table takes no direct writes', async () => {
    const { error } = await requestConsultation(anon());
    expect(error).not.toBeNull();
    const user = await invitedBy(agent, 'direct');
    const insert = await user.client
      .from('consultation_requests')
      .insert({ user_id: user.id, topic: 'general', contact_method: 'email' } as never);
    expect(insert.error).not.toBeNull();
    const id = await requestId(user);
    await user.client
      .from('consultation_requests')
      .update({ status: 'completed' } as never)
      .eq('id', id);
    await user.client.from('consultation_requests').delete().eq('id', id);
    expect((await rowOf(id)).status).toBe('requested');
  });
});

describe('who sees and changes a request', () => {
  let agent: Agent;
  let otherAgent: Agent;
  let user: TestUser;
  let id: string;
  beforeAll(async () => {
    agent = await affiliateUser('owner-agent');
    otherAgent = await affiliateUser('other-agent');
    user = await invitedBy(agent, 'owner');
    id = await requestId(user);
  });

  it('another agent, another user and a visitor see nothing', async () => {
    const stranger = await invitedBy(otherAgent, 'stranger');
    for (const client of [otherAgent.client, stranger.client, anon()]) {
      const { data } = await client.from('consultation_requests').select('id').eq('id', id);
      expect(data ?? []).toEqual([]);
    }
  });

  it('only the agent schedules, completes or declines; anyone else gets an error and nothing changes', async () => {
    const stranger = await invitedBy(otherAgent, 'stranger-2');
    for (const client of [user.client, otherAgent.client, stranger.client, anon()]) {
      expect(
        (await client.rpc('schedule_consultation', { request_id: id, at: inHours(48) })).error,
      ).not.toBeNull();
      expect((await client.rpc('complete_consultation', { request_id: id })).error).not.toBeNull();
      expect(
        (await client.rpc('decline_consultation', { request_id: id, reason: 'No.' })).error,
      ).not.toBeNull();
    }
    expect((await rowOf(id)).status).toBe('requested');
  });

  it('only the user cancels', async () => {
    for (const client of [agent.client, otherAgent.client, anon()]) {
      expect((await client.rpc('cancel_consultation', { request_id: id })).error).not.toBeNull();
    }
    expect((await rowOf(id)).status).toBe('requested');
  });
});

describe('the agent schedules, the user hears of it', () => {
  let agent: Agent;
  beforeAll(async () => {
    agent = await affiliateUser('scheduling-agent');
    await service().from('profiles').update({ first_name: 'Ada', last_name: 'Lovelace' }).eq('id', agent.id);
  });

  it("puts the appointment in the user's calendar on that date, titled with the agent's name, and emails an .ics", async () => {
    const user = await invitedBy(agent, 'scheduled');
    const zone = await user.client
      .from('notification_preferences')
      .update({ time_zone: 'America/New_York' })
      .eq('user_id', user.id)
      .select('time_zone');
    expect(zone.data).toEqual([{ time_zone: 'America/New_York' }]);
    const id = await requestId(user);
    // 15:30 UTC on a January day is 10:30 in New York.
    const at = `${new Date().getUTCFullYear() + (new Date().getUTCMonth() >= 10 ? 1 : 0)}-01-20T15:30:00Z`;
    const atDate = new Date(at);
    const { error } = await agent.client.rpc('schedule_consultation', { request_id: id, at });
    expect(error).toBeNull();

    const row = await rowOf(id);
    expect(row.status).toBe('scheduled');
    expect(new Date(row.scheduled_at!).toISOString()).toBe(atDate.toISOString());
    const { data: events } = await user.client.from('calendar_events').select('*');
    expect(events).toHaveLength(1);
    expect(events![0]).toMatchObject({
      title: 'Consultation with Ada Lovelace',
      event_date: at.slice(0, 10),
      event_time: '10:30',
    });

    const [mail] = await sendAndRead(user.email);
    expect(mail?.Subject).toMatch(/Your consultation is scheduled/);
    expect(mail?.Text).toContain('Ada Lovelace');
    expect(mail?.Attachments).toEqual([
      expect.objectContaining({ FileName: 'consultation.ics', ContentType: 'text/calendar' }),
    ]);
    const ics = await (
      await fetch(`${stack.inboxUrl}/api/v1/message/${mail!.ID}/part/${mail!.Attachments[0]!.PartID}`)
    ).text();
    const vevent = ICAL.Component.fromString(ics).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Consultation with Ada Lovelace');
    expect(event.startDate.toJSDate().toISOString()).toBe(atDate.toISOString());
    expect(event.endDate.toJSDate().getTime() - atDate.getTime()).toBe(30 * 60_000);

    // Cancelling takes the appointment off the calendar.
    expect((await user.client.rpc('cancel_consultation', { request_id: id })).error).toBeNull();
    expect((await rowOf(id)).status).toBe('cancelled');
    const { data: after } = await user.client.from('calendar_events').select('id');
    expect(after).toEqual([]);
    expect((await user.client.rpc('cancel_consultation', { request_id: id })).error?.message).toMatch(
      /open request/,
    );
  });

  it('refuses a time in the past; completes; declines with a reason the user reads', async () => {
    const user = await invitedBy(agent, 'declined');
    const first = await requestId(user);
    const past = await agent.client.rpc('schedule_consultation', {
      request_id: first,
      at: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.error?.message).toMatch(/future/);
    expect((await agent.client.rpc('complete_consultation', { request_id: first })).error).toBeNull();
    expect((await rowOf(first)).status).toBe('completed');

    const second = await requestId(user);
    expect(
      (await agent.client.rpc('decline_consultation', { request_id: second, reason: ' ' })).error,
    ).not.toBeNull();
    const reason = 'I only cover <Texas> & "Ohio" residents';
    expect((await agent.client.rpc('decline_consultation', { request_id: second, reason })).error).toBeNull();
    const { data } = await user.client
      .from('consultation_requests')
      .select('status, decline_reason')
      .eq('id', second);
    expect(data).toEqual([{ status: 'declined', decline_reason: reason }]);

    const mails = await sendAndRead(user.email);
    const declined = mails.find((m) => m.Subject.startsWith('About your consultation request'));
    expect(declined?.Text).toContain(reason);
    expect(declined?.HTML).toContain('&#60;Texas&#62; &#38; &#34;Ohio&#34;');
    expect(declined?.HTML).not.toContain('<Texas>');
  });

  it("emails the agent at once with the request's details, escaped", async () => {
    const user = await confirmedUser(
      { referral_code: agent.agentCode, first_name: '<b>Eve</b>', last_name: 'Smith' },
      'escaped',
    );
    const { error } = await ask(user, { note: '<script>alert(1)</script>' });
    expect(error).toBeNull();
    const mails = await sendAndRead(agent.email);
    const mail = mails.find((m) => m.Text.includes(user.email));
    expect(mail?.Subject).toBe('New consultation request: <b>Eve</b> Smith, Income For Life');
    expect(mail?.Text).toContain('Their note, in their words:\n> <script>alert(1)</script>');
    expect(mail?.HTML).not.toContain('<script>');
    expect(mail?.HTML).not.toContain('<b>Eve');
    expect(mail?.HTML).toContain('&#60;script&#62;');
    // Sent once: a second run finds nothing left to send for it.
    const again = await sendAndRead(agent.email);
    expect(again.filter((m) => m.Text.includes(user.email))).toHaveLength(1);
  });

  it('the sender refuses a visitor', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/consultation-emails`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(response.status).toBe(401);
  });
});

describe('consultation_advisor', () => {
  it("names the inviting agent by first name for the consent, and nobody for the house's users", async () => {
    const agent = await affiliateUser('advisor-agent');
    await service().from('profiles').update({ first_name: 'Marie' }).eq('id', agent.id);
    const invited = await invitedBy(agent, 'advised');
    expect((await invited.client.rpc('consultation_advisor')).data).toBe('Marie');
    const uninvited = await confirmedUser({}, 'unadvised');
    expect((await uninvited.client.rpc('consultation_advisor')).data).toBeNull();
    expect((await anon().rpc('consultation_advisor')).error).not.toBeNull();
  });

  it("lets the agent read the asker's name and email with the request", async () => {
    const agent = await affiliateUser('embed-agent');
    const user = await invitedBy(agent, 'embedded');
    const id = await requestId(user);
    const { data, error } = await agent.client
      .from('consultation_requests')
      .select('id, profile:profiles(first_name, last_name, email)')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data?.profile).toEqual({ first_name: 'Grace', last_name: 'embedded', email: user.email });
  });
});
