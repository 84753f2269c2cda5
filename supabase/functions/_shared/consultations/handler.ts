import { createClient } from '@supabase/supabase-js';
import { roleOf } from '../auth.ts';
import { CORS, json } from '../http.ts';
import { sendEach, type Mailer } from '../mail.ts';
import { careerEmail, type CareerEmailRow } from '../career/emails.ts';
import { consultationEmail } from './emails.ts';
import { routeConsultationMessages, type ConsultationMessageRow } from './channels.ts';
import type { PushSender } from '../push/send.ts';

/**
 * POST /functions/v1/consultation-emails: sends the consultation emails the database queued
 * (claim_consultation_emails: the due ones, never twice) and marks them sent; a failed one is
 * tried again later, with its error recorded, and given up after 5 tries. A database webhook
 * calls it on every change and pg_cron every minute, with the service-role key; the app also
 * calls it with the user's token right after a change, for a project without pg_net. Either
 * way it only sends what the database queued: a caller chooses nothing. Each message goes by
 * e-mail, to the recipient's devices, both or neither, as the recipient chose; a push that reaches
 * no device is e-mailed instead, and a retried e-mail never pushes again
 * (docs/decisions/031-notifications.md). Answers {"emails": N, "pushes": N}; 401 without a
 * signed-in token.
 */

export interface ConsultationEmailsConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  appUrl: string;
  /** Where requests from users nobody invited go (CONSULTATION_INBOX). */
  houseInbox: string;
  /** Null when no email provider is configured: the function says so instead of claiming. */
  mailer: Mailer | null;
  /** Null without VAPID keys: every message goes by e-mail. */
  push?: PushSender | null;
  clientOptions?: Parameters<typeof createClient>[2];
}

export function createConsultationEmailsHandler(
  config: ConsultationEmailsConfig,
): (req: Request) => Promise<Response> {
  const service = createClient(config.supabaseUrl, config.serviceRoleKey, {
    ...config.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS });
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const role = roleOf(req.headers.get('authorization'), config.serviceRoleKey);
    if (role !== 'service_role' && role !== 'authenticated') {
      return json(401, { error: 'Sign in, or use the service-role key' });
    }
    if (!config.mailer)
      return json(503, { error: 'No email provider is configured (README: Email reminders)' });
    const send = config.mailer;

    const claimed = await service.rpc('claim_consultation_emails');
    if (claimed.error) return json(500, { error: `claim_consultation_emails: ${claimed.error.message}` });
    const rows = (claimed.data as ConsultationMessageRow[] | null) ?? [];

    const context = { appUrl: config.appUrl, houseInbox: config.houseInbox, now: new Date() };
    let routed;
    try {
      routed = await routeConsultationMessages(service, config.push ?? null, rows, context);
    } catch (error) {
      return json(500, { error: error instanceof Error ? error.message : String(error) });
    }
    const { sent, failed } = await sendEach(
      routed.email,
      (row) => send(consultationEmail(row, context)),
      (row) => `consultation-emails: email ${row.id}`,
    );
    // A message that needs no e-mail (pushed, or neither channel chosen) is done as well.
    const done = [...routed.done, ...sent];
    if (done.length || failed.length) {
      const finished = await service.rpc('finish_consultation_emails', {
        sent: done.map((row) => row.id),
        failed: failed.map((f) => f.item.id),
        errors: failed.map((f) => f.error),
      });
      if (finished.error)
        return json(500, { error: `finish_consultation_emails: ${finished.error.message}` });
    }

    const careerClaimed = await service.rpc('claim_career_emails');
    if (careerClaimed.error)
      return json(500, { error: `claim_career_emails: ${careerClaimed.error.message}` });
    const careerRows = (careerClaimed.data as CareerEmailRow[] | null) ?? [];
    const career = await sendEach(
      careerRows,
      (row) => send(careerEmail(row, context)),
      (row) => `consultation-emails: career email ${row.id}`,
    );
    if (career.sent.length || career.failed.length) {
      const finished = await service.rpc('finish_career_emails', {
        sent: career.sent.map((row) => row.id),
        failed: career.failed.map((f) => f.item.id),
        errors: career.failed.map((f) => f.error),
      });
      if (finished.error) return json(500, { error: `finish_career_emails: ${finished.error.message}` });
    }
    return json(200, { emails: sent.length + career.sent.length, pushes: routed.pushes });
  };
}
