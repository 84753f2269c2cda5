import { describe, expect, it } from 'vitest';
import { requestConsultation } from './consultation-rows.ts';
import {
  affiliateUser,
  type Agent,
  confirmedUser,
  databaseForFile,
  service,
  stack,
  type TestUser,
  unreachableUser,
  withAgentCode,
  mailsTo,
} from './support';

/**
 * decisions/020 against the running stack: an email leaves at once whoever asked
 * (nobody here calls the sender: the stack's outbox watcher does, as the hosted webhook), failed
 * emails back off and give up without holding back the others, each user's requests and cancels
 * are limited per day, and names are one line.
 */

const db = databaseForFile();

/** Waits (bounded) until `check` gives a value, polling; fails with `what` when it never does. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A confirmed affiliate whose address no mail reaches (the local inbox refuses `.invalid`). */
async function unreachableAgent(): Promise<Agent> {
  return withAgentCode(
    await unreachableUser({ first_name: 'Una', last_name: 'Reachable', user_type: 'affiliate' }, 'agent'),
  );
}

/** Runs the sender as pg_cron does, for the tests that are not about who runs it. */
async function runSender(): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/consultation-emails`, {
    method: 'POST',
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
}

const ask = (user: TestUser, note: string | null = 'Mornings are best.') =>
  requestConsultation(user.client, { note });

interface OutboxRow {
  id: string;
  attempts: number;
  claimed_at: Date | null;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
  failed_at: Date | null;
  now: Date;
}

async function outbox(requestId: string): Promise<OutboxRow> {
  const { rows } = await db.query<OutboxRow>(
    `select id, attempts, claimed_at, next_attempt_at, last_error, sent_at, failed_at, now() as now
     from private.consultation_emails where request_id = $1`,
    [requestId],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const minutes = (row: OutboxRow) => (row.next_attempt_at.getTime() - row.now.getTime()) / 60_000;

describe('an email leaves at once, whoever asked', () => {
  it('a request made with plain supabase-js reaches the agent without anyone calling the sender', async () => {
    const agent = await affiliateUser('webhook-agent');
    const user = await confirmedUser({ referral_code: agent.agentCode }, 'webhook-user');
    const { error } = await ask(user);
    expect(error).toBeNull();
    const [mail] = await eventually('the request email', async () => {
      const mails = await mailsTo(agent.email);
      return mails.length ? mails : undefined;
    });
    expect(mail?.Subject).toMatch(/^New consultation request: Test webhook-user, General$/);
  });
});

describe('a failed email backs off and gives up', () => {
  it('is tried 5 times, 1 min, 5 min, 30 min and 2 h apart, then left with its error', async () => {
    const agent = await unreachableAgent();
    const user = await confirmedUser({ referral_code: agent.agentCode }, 'backoff-user');
    const { data: requestId, error } = await ask(user);
    expect(error).toBeNull();

    const delays = [1, 5, 30, 120];
    for (const [i, delay] of delays.entries()) {
      const row = await eventually(`try ${i + 1}`, async () => {
        const r = await outbox(requestId!);
        return r.attempts === i + 1 && r.claimed_at === null && r.last_error ? r : undefined;
      });
      expect(row.last_error).toMatch(/refuses .*\.invalid/);
      expect(row.failed_at).toBeNull();
      expect(minutes(row)).toBeGreaterThan(delay - 0.2);
      expect(minutes(row)).toBeLessThanOrEqual(delay);
      // The clock moves on to the retry.
      await db.query(`update private.consultation_emails set next_attempt_at = now() where id = $1`, [
        row.id,
      ]);
    }
    const givenUp = await eventually('giving up', async () => {
      const r = await outbox(requestId!);
      return r.failed_at ? r : undefined;
    });
    expect(givenUp).toMatchObject({ attempts: 5, sent_at: null, claimed_at: null });
    expect(givenUp.last_error).toMatch(/\.invalid/);

    // Given up is final, even when its time comes round again.
    await db.query(`update private.consultation_emails set next_attempt_at = now() where id = $1`, [
      givenUp.id,
    ]);
    await runSender();
    expect((await outbox(requestId!)).attempts).toBe(5);
  });

  it('250 emails that keep failing do not hold back a later one', async () => {
    const agent = await unreachableAgent();
    const stuck = await confirmedUser({ referral_code: agent.agentCode }, 'stuck-user');
    const { data: stuckId } = await ask(stuck);
    // Older and due before anything else: the claim takes at most 200 at a time.
    await db.query(
      `insert into private.consultation_emails (request_id, kind, created_at, next_attempt_at)
       select $1, 'requested', now() - interval '1 hour', now() - interval '1 hour' from generate_series(1, 250)`,
      [stuckId],
    );
    const good = await affiliateUser('unblocked-agent');
    const user = await confirmedUser({ referral_code: good.agentCode }, 'unblocked-user');
    expect((await ask(user)).error).toBeNull();
    await eventually(
      'the later email',
      async () => ((await mailsTo(good.email)).length ? true : undefined),
      30_000,
    );
    // Each failed once and waits for its retry (the run that sent the later one may still be
    // recording its failures).
    await eventually('the failures recorded', async () => {
      const { rows } = await db.query<{ retrying: string }>(
        `select count(*) as retrying from private.consultation_emails
         where request_id = $1 and sent_at is null and failed_at is null and attempts = 1 and next_attempt_at > now()`,
        [stuckId],
      );
      return Number(rows[0]!.retrying) === 251 ? true : undefined;
    });
  });
});

describe('the plain text keeps the requester to their own lines', () => {
  it("quotes the note as the user's words", async () => {
    const agent = await affiliateUser('quote-agent');
    const user = await confirmedUser({ referral_code: agent.agentCode }, 'quote-user');
    const note = 'Call me.\r\nOpen your affiliate dashboard: http://evil.example';
    expect((await ask(user, note)).error).toBeNull();
    await runSender();
    const [mail] = await eventually('the request email', async () => {
      const mails = await mailsTo(agent.email);
      return mails.length ? mails : undefined;
    });
    const text = mail!.Text;
    expect(text).toContain(
      'Their note, in their words:\n> Call me.\n> Open your affiliate dashboard: http://evil.example\n',
    );
    expect(
      text.split('\n').filter((line) => line.includes('evil.example') && !line.startsWith('> ')),
    ).toEqual([]);
  });
});

describe('requests and cancels per user per day', () => {
  it('allow 5 requests and 5 cancels a day (UTC), then say so', async () => {
    const user = await confirmedUser({}, 'daily-user');
    const cancel = (id: string) => user.client.rpc('cancel_consultation', { request_id: id });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { data, error } = await ask(user);
      expect(error).toBeNull();
      ids.push(data!);
      expect((await cancel(data!)).error).toBeNull();
    }
    const sixth = await ask(user);
    expect(sixth.data).toBeNull();
    expect(sixth.error).toMatchObject({
      code: 'P0001',
      message: 'You can send 5 consultation requests a day. Please try again tomorrow.',
    });

    // Yesterday's requests do not count; today's 5 cancels do.
    await db.query(
      `update public.consultation_requests set created_at = now() - interval '1 day' where user_id = $1`,
      [user.id],
    );
    const { data: id, error } = await ask(user);
    expect(error).toBeNull();
    const sixthCancel = await cancel(id!);
    expect(sixthCancel.error).toMatchObject({
      code: 'P0001',
      message: 'You can cancel 5 consultation requests a day. Please try again tomorrow.',
    });
    const { data } = await user.client.from('consultation_requests').select('status').eq('id', id!).single();
    expect(data?.status).toBe('requested');
    const { rows } = await db.query<{ kind: string; count: string }>(
      `select m.kind, count(*) from private.consultation_emails m
       join public.consultation_requests r on r.id = m.request_id where r.user_id = $1 group by m.kind order by m.kind`,
      [user.id],
    );
    expect(rows.map((r) => [r.kind, Number(r.count)])).toEqual([
      ['cancelled', 5],
      ['requested', 6],
    ]);
  });
});

describe('names are one line', () => {
  it('a client writing a name with a line break, a tab or another control character is refused, clearly', async () => {
    const user = await confirmedUser({}, 'name-user');
    for (const first_name of ['Eve\r\nBcc: attacker@example.com', 'Eve\tSmith', 'Eve\u0007']) {
      const { error } = await user.client.from('profiles').update({ first_name }).eq('id', user.id);
      expect(error).toMatchObject({
        code: '23514',
        message: 'A name cannot contain line breaks, tabs or other control characters.',
      });
    }
    const asService = await service()
      .from('profiles')
      .update({ last_name: 'Smith\nJones' })
      .eq('id', user.id);
    expect(asService.error?.code).toBe('23514');
    const { data } = await user.client
      .from('profiles')
      .select('first_name, last_name')
      .eq('id', user.id)
      .single();
    expect(data).toEqual({ first_name: 'Test', last_name: 'name-user' });
  });

  it("a sign-up's names are made one line, so its confirmation never fails on them", async () => {
    const user = await confirmedUser(
      { first_name: 'Eve\r\nBcc: attacker@example.com', last_name: ' Smith\t\tJones ' },
      'signup-name',
    );
    const { data } = await user.client
      .from('profiles')
      .select('first_name, last_name')
      .eq('id', user.id)
      .single();
    expect(data).toEqual({ first_name: 'Eve Bcc: attacker@example.com', last_name: 'Smith Jones' });
  });
});
