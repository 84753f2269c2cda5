import { createClient } from '@supabase/supabase-js';
import { json, startScheduledRun } from '../scheduled-run.ts';
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

export function createAgentSummariesHandler(
  config: AgentSummariesConfig,
): (req: Request) => Promise<Response> {
  const service = createClient(config.supabaseUrl, config.serviceRoleKey, {
    ...config.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async (req) => {
    const now = await startScheduledRun(
      req,
      config.serviceRoleKey,
      'Only the service role sends the agent summaries',
    );
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
