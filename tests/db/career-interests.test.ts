import { describe, expect, it } from 'vitest';
import {
  CAREER_INTERESTS_PER_AGENT_DAY,
  CAREER_INTERESTS_PER_EMAIL_DAY,
  CAREER_INTERESTS_PER_HOUSE_DAY,
  US_STATES,
} from '../../supabase/functions/_shared/career/states.ts';
import {
  affiliateUser,
  anon,
  confirmedUser,
  databaseForFile,
  mailsTo,
  service,
  staffUser,
  uniqueEmail,
  type InboxMail,
} from './support';

/**
 * Career interests (issue 41; docs/decisions/029-career-interest.md) against the running stack,
 * with supabase-js as each role: anyone sends an unconfirmed interest; only the e-mailed link
 * confirms it and then it reaches its agent (staff for the house) by e-mail and on their list;
 * the withdraw link deletes it; limits per address and per agent; one-line names, escaped e-mails;
 * joined on an affiliate sign-up with the same address; the funnel's career path; the cleanup.
 */

const db = databaseForFile();

async function eventually<T>(what: string, check: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const mailTo = (address: string, subject: RegExp): Promise<InboxMail> =>
  eventually(`a mail to ${address}`, async () =>
    (await mailsTo(address)).find((m) => subject.test(m.Subject)),
  );

interface Interest {
  code?: string | null;
  email?: string;
  first_name?: string;
  last_name?: string;
  note?: string | null;
  phone?: string | null;
  source?: string | null;
  state?: string;
}

function submit(fields: Interest = {}, client = anon()) {
  return client.rpc('submit_career_interest', {
    code: fields.code ?? null,
    source: fields.source ?? 'career',
    first_name: fields.first_name ?? 'Pat',
    last_name: fields.last_name ?? 'Prospect',
    email: fields.email ?? uniqueEmail('prospect'),
    phone: fields.phone ?? null,
    state: fields.state ?? 'TX',
    licence: 'studying',
    hours_per_week: 15,
    note: fields.note ?? null,
    consent: true,
  });
}

/** The token of the newest interest sent from `email` (read as the database's owner). */
async function tokenOf(email: string): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `select t.token from private.career_interest_tokens t
     join public.career_interests i on i.id = t.interest_id
     where lower(i.email) = lower($1) order by i.created_at desc limit 1`,
    [email],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.token;
}

const linkIn = (text: string, kind: 'confirm' | 'withdraw') => {
  const match = new RegExp(`https?://\\S+/career-opportunity/${kind}\\?token=([0-9a-f-]{36})`).exec(text);
  if (!match) throw new Error(`no ${kind} link in: ${text}`);
  return match[1]!;
};

describe('double opt-in', () => {
  it('anon sends, nobody reads it until the e-mailed link confirms it; then its agent alone does', async () => {
    const agent = await affiliateUser('career-agent');
    const other = await affiliateUser('career-other');
    const regular = await confirmedUser({}, 'career-regular');
    const staff = await staffUser();
    const email = uniqueEmail('prospect');

    const sent = await submit({ code: agent.agentCode.toLowerCase(), email, note: 'Evenings <b>only</b>' });
    expect(sent.error).toBeNull();

    // Anon reads nothing and writes nothing but through the functions.
    const anonRead = await anon().from('career_interests').select('*');
    expect(anonRead.error).not.toBeNull();
    const anonInsert = await anon()
      .from('career_interests')
      .insert({ email } as never);
    expect(anonInsert.error).not.toBeNull();
    // Unconfirmed: not even its agent sees it.
    expect((await agent.client.from('career_interests').select('id')).data).toEqual([]);

    const mail = await mailTo(email, /^Confirm your career interest for Test C\.$/);
    const token = linkIn(mail.Text, 'confirm');
    expect(linkIn(mail.Text, 'withdraw')).toBe(token);
    expect(token).toBe(await tokenOf(email));

    // A made-up token confirms nothing.
    expect((await anon().rpc('confirm_career_interest', { token: crypto.randomUUID() })).data).toBeNull();

    const confirmed = await anon().rpc('confirm_career_interest', { token });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toEqual({ confirmed: true, agent: 'Test C.' });

    const seen = await agent.client.from('career_interests').select('*');
    expect(seen.data).toHaveLength(1);
    expect(seen.data![0]).toMatchObject({
      email,
      first_name: 'Pat',
      state: 'TX',
      licence: 'studying',
      hours_per_week: 15,
      status: 'new',
      source: 'career',
    });
    for (const outsider of [other, regular, staff]) {
      expect((await outsider.client.from('career_interests').select('id')).data).toEqual([]);
    }

    // The agent's e-mail, the note quoted and escaped.
    const agentMail = await mailTo(agent.email, /^New career interest: Pat Prospect$/);
    expect(agentMail.Text).toContain(`Email: ${email}`);
    expect(agentMail.Text).toContain('> Evenings <b>only</b>');
    expect(agentMail.HTML).toContain('Evenings &#60;b&#62;only&#60;/b&#62;');
    expect(agentMail.HTML).not.toContain('<b>only');

    // Confirming twice sends nothing more.
    await anon().rpc('confirm_career_interest', { token });
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from private.career_emails e
       join public.career_interests i on i.id = e.interest_id where i.email = $1 and e.kind = 'confirmed'`,
      [email],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('the agent sets status and a private note; nobody else can', async () => {
    const agent = await affiliateUser('career-status');
    const other = await affiliateUser('career-status-other');
    const email = uniqueEmail('prospect');
    await submit({ code: agent.agentCode, email });
    await anon().rpc('confirm_career_interest', { token: await tokenOf(email) });
    const id = (await agent.client.from('career_interests').select('id')).data![0]!.id;

    const update = await agent.client.rpc('update_career_interest', {
      interest_id: id,
      status: 'contacted',
      agent_note: 'Called Monday',
    });
    expect(update.error).toBeNull();
    const bad = await agent.client.rpc('update_career_interest', {
      interest_id: id,
      status: 'hired',
      agent_note: null,
    });
    expect(bad.error?.message).toMatch(/Choose a status/);
    const foreign = await other.client.rpc('update_career_interest', {
      interest_id: id,
      status: 'not_now',
      agent_note: 'mine now',
    });
    expect(foreign.error?.message).toBe('Career interest not found.');
    const byAnon = await anon().rpc('update_career_interest', {
      interest_id: id,
      status: 'not_now',
      agent_note: null,
    });
    expect(byAnon.error).not.toBeNull();
    // Direct writes are refused for the agent too.
    const direct = await agent.client
      .from('career_interests')
      .update({ status: 'joined' } as never)
      .eq('id', id)
      .select();
    expect(direct.error ?? direct.data).not.toEqual([{ status: 'joined' }]);

    const row = (await agent.client.from('career_interests').select('status, agent_note').eq('id', id)).data;
    expect(row).toEqual([{ status: 'contacted', agent_note: 'Called Monday' }]);
  });

  it('without an agent it goes to staff and the house inbox', async () => {
    const staff = await staffUser();
    const agent = await affiliateUser('career-house-agent');
    const email = uniqueEmail('prospect');
    await submit({ code: 'NOSUCHCODE', email, last_name: 'House' });
    await mailTo(email, /^Confirm your career interest for our team$/);
    await anon().rpc('confirm_career_interest', { token: await tokenOf(email) });
    const staffSees = await staff.client.from('career_interests').select('id, email').eq('email', email);
    expect(staffSees.data?.map((row) => row.email)).toEqual([email]);
    expect((await agent.client.from('career_interests').select('id').eq('email', email)).data).toEqual([]);
    await mailTo('consultations@empowered-finance.local', /^New career interest: Pat House$/);
    const byStaff = await staff.client.rpc('update_career_interest', {
      interest_id: staffSees.data![0]!.id,
      status: 'contacted',
      agent_note: null,
    });
    expect(byStaff.error).toBeNull();
  });

  it('a second interest from the same address to the same agent updates the first', async () => {
    const agent = await affiliateUser('career-twice');
    const email = uniqueEmail('prospect');
    await submit({ code: agent.agentCode, email });
    await anon().rpc('confirm_career_interest', { token: await tokenOf(email) });
    const firstId = (await agent.client.from('career_interests').select('id')).data![0]!.id;
    await agent.client.rpc('update_career_interest', {
      interest_id: firstId,
      status: 'interviewing',
      agent_note: 'Keep',
    });
    // The same answer as the first time: nothing tells the sender the address was known.
    const again = await submit({ code: agent.agentCode, email, state: 'CA' });
    expect(again).toMatchObject({ error: null, data: null, status: 204 });
    const secondToken = await tokenOf(email);
    await anon().rpc('confirm_career_interest', { token: secondToken });
    const rows = (await agent.client.from('career_interests').select('id, state, status, agent_note')).data;
    expect(rows).toEqual([{ id: firstId, state: 'CA', status: 'interviewing', agent_note: 'Keep' }]);
    // Both links withdraw the one interest.
    expect((await anon().rpc('withdraw_career_interest', { token: secondToken })).data).toBe(true);
    expect((await agent.client.from('career_interests').select('id')).data).toEqual([]);
  });
});

describe('withdraw', () => {
  it('the link deletes the interest, its tokens and e-mails, confirmed or not', async () => {
    const agent = await affiliateUser('career-withdraw');
    const email = uniqueEmail('prospect');
    await submit({ code: agent.agentCode, email });
    const token = await tokenOf(email);
    await anon().rpc('confirm_career_interest', { token });
    expect((await anon().rpc('withdraw_career_interest', { token: crypto.randomUUID() })).data).toBe(false);
    expect((await anon().rpc('withdraw_career_interest', { token })).data).toBe(true);
    const { rows } = await db.query<{ n: string }>(
      `select (select count(*) from public.career_interests where email = $1)
        + (select count(*) from private.career_interest_tokens where token = $2) as n`,
      [email, token],
    );
    expect(rows[0]!.n).toBe('0');
    expect((await anon().rpc('withdraw_career_interest', { token })).data).toBe(false);
    expect((await anon().rpc('confirm_career_interest', { token })).data).toBeNull();
  });
});

describe('input rules and limits', () => {
  it('names are one line, lengths and values are checked', async () => {
    const refusals: [Interest, RegExp][] = [
      [{ first_name: 'Pat\nBcc: x@example.com' }, /line breaks/],
      [{ last_name: 'Pro\u202espect' }, /line breaks/],
      [{ first_name: 'x'.repeat(101) }, /at most 100/],
      [{ email: 'not-an-address' }, /valid email/],
      [{ email: 'a@b.co\n' + 'x' }, /valid email/],
      [{ phone: '12' }, /7 to 15 digits/],
      [{ state: 'ZZ' }, /Choose your state/],
      [{ note: 'x'.repeat(501) }, /500 characters/],
    ];
    for (const [fields, message] of refusals) {
      const { error } = await submit(fields);
      expect(error?.message, JSON.stringify(fields)).toMatch(message);
    }
    const noConsent = await anon().rpc('submit_career_interest', {
      code: null,
      source: null,
      first_name: 'A',
      last_name: 'B',
      email: uniqueEmail('p'),
      phone: null,
      state: 'TX',
      licence: 'none',
      hours_per_week: 5,
      note: null,
      consent: false,
    });
    expect(noConsent.error?.message).toMatch(/agree to be contacted/);
  });

  it('an address sends at most 3 a day, with a clear message', async () => {
    const email = uniqueEmail('prospect');
    for (let i = 0; i < CAREER_INTERESTS_PER_EMAIL_DAY; i += 1) {
      expect((await submit({ email })).error).toBeNull();
    }
    const over = await submit({ email: email.toUpperCase() });
    expect(over.error?.message).toBe(
      'You can send 3 career interests a day from one email address. Please try again tomorrow.',
    );
  });

  it("an agent's link takes at most 30 a day, under parallel calls too", async () => {
    const agent = await affiliateUser('career-flood');
    const results = await Promise.all(
      Array.from({ length: CAREER_INTERESTS_PER_AGENT_DAY + 5 }, () => submit({ code: agent.agentCode })),
    );
    const refused = results.filter((r) => r.error);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.error?.message).toMatch(/as many career interests as it can take today/);
  });

  it('the app and the database hold the same states and limits', async () => {
    const { rows } = await db.query<{ states: string[]; email: number; agent: number; house: number }>(
      `select private.us_states() as states, private.career_interests_per_email_day() as email,
        private.career_interests_per_agent_day() as agent, private.career_interests_per_house_day() as house`,
    );
    expect(rows[0]).toEqual({
      states: US_STATES.map(([code]) => code),
      email: CAREER_INTERESTS_PER_EMAIL_DAY,
      agent: CAREER_INTERESTS_PER_AGENT_DAY,
      house: CAREER_INTERESTS_PER_HOUSE_DAY,
    });
  });

  it('the agent name is first name and last initial, and nothing for an unknown code', async () => {
    const agent = await affiliateUser('career-name');
    expect((await anon().rpc('career_agent_name', { code: agent.agentCode })).data).toBe('Test C.');
    expect((await anon().rpc('career_agent_name', { code: 'NOSUCH' })).data).toBeNull();
    expect((await anon().rpc('career_agent_name', { code: 'x'.repeat(500) })).data).toBeNull();
  });
});

describe('joined, the funnel and the cleanup', () => {
  it('an affiliate sign-up with the same address and code marks the interest joined and counts', async () => {
    const agent = await affiliateUser('career-join');
    const email = uniqueEmail('prospect');
    await anon().rpc('record_referral_visit', {
      code: agent.agentCode,
      source: 'career:qr',
      visitor: crypto.randomUUID(),
    });
    await submit({ code: agent.agentCode, email, source: 'career:qr' });
    await anon().rpc('confirm_career_interest', { token: await tokenOf(email) });

    const joined = await confirmedUser(
      { user_type: 'affiliate', referral_code: agent.agentCode, referral_source: 'career:qr' },
      'joined',
      email.toUpperCase(),
    );
    const row = (await agent.client.from('career_interests').select('status, joined_user_id, joined_at'))
      .data![0]!;
    expect(row).toMatchObject({ status: 'joined', joined_user_id: joined.id });
    expect(row.joined_at).not.toBeNull();
    // Someone they brought in.
    const referrals = (await agent.client.from('referrals').select('user_id')).data;
    expect(referrals).toEqual([{ user_id: joined.id }]);

    const funnel = (await agent.client.rpc('agent_funnel', { since: null, until: null })).data as {
      visits: number;
      career: {
        visits: number;
        confirmed: number;
        joined: number;
        by_source: { source: string; visits: number; confirmed: number; joined: number }[];
      };
    };
    expect(funnel.visits).toBe(0);
    expect(funnel.career).toEqual({
      visits: 1,
      confirmed: 1,
      joined: 1,
      by_source: [{ source: 'career:qr', visits: 1, confirmed: 1, joined: 1 }],
    });
    // A window before today counts nothing.
    const before = (await agent.client.rpc('agent_funnel', { since: '2020-01-01', until: '2020-01-31' }))
      .data as { career: { visits: number; confirmed: number } };
    expect(before.career).toMatchObject({ visits: 0, confirmed: 0, joined: 0 });
  });

  it('a regular sign-up with the address does not join', async () => {
    const agent = await affiliateUser('career-nojoin');
    const email = uniqueEmail('prospect');
    await submit({ code: agent.agentCode, email });
    await anon().rpc('confirm_career_interest', { token: await tokenOf(email) });
    await confirmedUser({ referral_code: agent.agentCode }, 'regular', email);
    const row = (await agent.client.from('career_interests').select('status')).data;
    expect(row).toEqual([{ status: 'new' }]);
  });

  it('deletes interests not joined after 180 days and unconfirmed ones after 7', async () => {
    const agent = await affiliateUser('career-old');
    const emails = [
      uniqueEmail('old'),
      uniqueEmail('joined-old'),
      uniqueEmail('fresh'),
      uniqueEmail('unconf'),
    ];
    for (const email of emails) await submit({ code: agent.agentCode, email });
    for (const email of emails.slice(0, 3))
      await anon().rpc('confirm_career_interest', { token: await tokenOf(email) });
    await db.query(
      `update public.career_interests set created_at = now() - interval '181 days' where email = any ($1)`,
      [emails.slice(0, 2)],
    );
    await db.query(`update public.career_interests set status = 'joined' where email = $1`, [emails[1]]);
    await db.query(
      `update public.career_interests set created_at = now() - interval '8 days' where email = $1`,
      [emails[3]],
    );
    await db.query('select private.delete_stale_career_interests()');
    const { rows } = await db.query<{ email: string }>(
      `select email from public.career_interests where email = any ($1) order by email`,
      [emails],
    );
    expect(rows.map((r) => r.email).sort()).toEqual([emails[1], emails[2]].sort());
    // Not callable by clients.
    const byService = await service().rpc('delete_stale_career_interests' as never);
    expect(byService.error).not.toBeNull();
  });
});
