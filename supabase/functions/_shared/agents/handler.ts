import { createClient } from '@supabase/supabase-js';
import { roleOf } from '../auth.ts';
import { json as jsonResponse } from '../http.ts';
import { sendEach, type Mailer } from '../mail.ts';
import { buildSummary, type SummaryRow } from './summary.ts';

/**
 * POST /functions/v1/agent-summaries {"now"?: ISO 8601} with the service-role key: claims the
 * monthly summaries of the month before `now`'s (claim_agent_summaries: once per agent and month)
 * and emails each agent theirs. Answers {"emails": N}; 401 for any other key, 403 for a user's
 * JWT. The same code serves the Deno edge function (pg_cron, hourly on the 1st) and the local stack.
 */

export interface AgentSummariesConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The app's address, for the links in the emails. */
  appUrl: string;
  /** Null when no email provider is configured: the function says so instead of claiming. */
  mailer: Mailer | null;
  clientOptions?: Parameters<typeof createClient>[2];
}

// Called by pg_cron and the local timer, never by a browser: no CORS headers.
const json = (status: number, body: Record<string, unknown>) => jsonResponse(status, body, {});

async function readNow(req: Request): Promise<Date | Response> {
  const text = await req.text();
  if (!text.trim()) return new Date();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: 'The body must be JSON: {"now": "<ISO 8601>"}' });
  }
  const now = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).now : undefined;
  if (now === undefined || now === null) return new Date();
  const date = typeof now === 'string' ? new Date(now) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) return json(400, { error: '"now" must be an ISO 8601 date and time' });
  return date;
}

export function createAgentSummariesHandler(
  config: AgentSummariesConfig,
): (req: Request) => Promise<Response> {
  const service = createClient(config.supabaseUrl, config.serviceRoleKey, {
    ...config.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async (req) => {
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const role = roleOf(req.headers.get('authorization'), config.serviceRoleKey);
    if (role !== 'service_role') {
      return role === 'authenticated'
        ? json(403, { error: 'Only the service role sends the agent summaries' })
        : json(401, { error: 'The service-role key is required' });
    }
    const now = await readNow(req);
    if (now instanceof Response) return now;
    if (!config.mailer)
      return json(503, { error: 'No email provider is configured (README: Email reminders)' });
    const send = config.mailer;

    const claimed = await service.rpc('claim_agent_summaries', { at: now.toISOString() });
    if (claimed.error) return json(500, { error: `claim_agent_summaries: ${claimed.error.message}` });
    const rows = (claimed.data as SummaryRow[] | null) ?? [];

    const { sent, failed } = await sendEach(
      rows,
      (row) => send(buildSummary(row, config.appUrl)),
      (row) => `agent-summaries: email to user ${row.user_id}`,
    );
    for (const { item: row, error } of failed) {
      await service.rpc('fail_agent_summaries', { log_ids: [row.log_id], error });
    }
    return json(200, { emails: sent.length });
  };
}
