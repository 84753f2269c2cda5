import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  accessToken,
  affiliateUser,
  anon,
  confirmedUser,
  databaseForFile,
  service,
  stack,
  unreachableUser,
  mailsTo,
} from './support.ts';

/**
 * POST /functions/v1/agent-summaries {"now"}: each agent whose monthly summary is on gets last
 * month's funnel against the month before, once (docs/decisions/022-agent-funnel.md).
 */

async function run(now: string, key: string = stack.serviceRoleKey, token = key) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/agent-summaries`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  return { status: response.status, body: (await response.json()) as { emails?: number; error?: string } };
}

/** Only these users' summaries are on: every other user of the shared test stack is switched off. */
async function onlySummarize(ids: readonly string[]): Promise<void> {
  const off = await service()
    .from('notification_preferences')
    .update({ monthly_summary: false })
    .not('user_id', 'in', `(${ids.join(',')})`);
  expect(off.error).toBeNull();
}

// The month of today's visits and sign-ups is the one summed up on the 1st of the next.
const today = new Date();
const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1, 8)).toISOString();
const monthName = today.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const db = databaseForFile();

describe('agent summaries', () => {
  it('takes only the service role: 401 for another key, 403 for a user', async () => {
    const user = await confirmedUser();
    expect((await run(nextMonth, stack.anonKey)).status).toBe(401);
    expect((await run(nextMonth, stack.anonKey, await accessToken(user))).status).toBe(403);
  });

  it('emails each agent with the switch on last month’s funnel once, and retries a failed one', async () => {
    const agent = await affiliateUser('summary');
    const quiet = await affiliateUser('quiet');
    await quiet.client
      .from('notification_preferences')
      .update({ monthly_summary: false })
      .eq('user_id', quiet.id);
    const regular = await confirmedUser();
    const bounced = await unreachableUser({ user_type: 'affiliate' }, 'summary');
    await onlySummarize([agent.id, quiet.id, regular.id, bounced.id]);

    for (const source of ['qr', 'qr', 'link']) {
      await anon().rpc('record_referral_visit', {
        code: agent.agentCode,
        source,
        visitor: randomBytes(12).toString('base64url'),
      });
    }
    await confirmedUser({ referral_code: agent.agentCode, referral_source: 'qr' });

    const first = await run(nextMonth);
    expect(first).toEqual({ status: 200, body: { emails: 1 } });
    const mails = await mailsTo(agent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.Subject).toBe(`Your ${monthName} summary: 3 visits, 1 sign-ups`);
    expect(mails[0]!.Text).toContain('- Visits: 3, +3 on the month before');
    expect(mails[0]!.Text).toContain('- Sign-ups: 1 (33% of visits), +1 on the month before');
    expect(mails[0]!.Text).toContain('- QR code: 2 visits, 1 sign-ups');
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await mailsTo(regular.email)).toEqual([]);

    // The same month again: nothing more, whoever calls it how often.
    expect((await run(nextMonth)).body.emails).toBe(0);
    expect(await mailsTo(agent.email)).toHaveLength(1);

    const { rows } = await db.query<{ attempts: number; next_attempt_at: Date | null }>(
      'select attempts, next_attempt_at from private.agent_summary_log where user_id = $1',
      [bounced.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.next_attempt_at).not.toBeNull();
    const retryAt = new Date(rows[0]!.next_attempt_at!.getTime() + 1000).toISOString();
    expect((await run(retryAt)).body.emails).toBe(0);
    const { rows: after } = await db.query<{ attempts: number }>(
      'select attempts from private.agent_summary_log where user_id = $1',
      [bounced.id],
    );
    expect(after[0]!.attempts).toBe(2);
  });
});
