import { devicesOf, pushToDevices, type Service } from '../push/deliver.ts';
import type { PushSender } from '../push/send.ts';
import { consultationEmail, type ConsultationEmailRow, type EmailContext } from './emails.ts';
import { consultationPush } from './push.ts';

/**
 * Which claimed consultation messages go by which channel (docs/decisions/031-notifications.md):
 * each is pushed to its recipient's devices when the recipient chose them and no push of it
 * reached a device yet, and e-mailed when the recipient chose e-mail or its push reached none.
 */

/** A claimed message with its recipient's choice (claim_consultation_emails). */
export interface ConsultationMessageRow extends ConsultationEmailRow {
  /** Null for the house's requests: they go to CONSULTATION_INBOX by e-mail. */
  recipient_id: string | null;
  email: boolean;
  push: boolean;
  /** A push of it reached a device already (an earlier try): never pushed twice. */
  pushed: boolean;
}

export async function routeConsultationMessages(
  service: Service,
  send: PushSender | null,
  rows: readonly ConsultationMessageRow[],
  context: EmailContext,
): Promise<{ email: ConsultationMessageRow[]; done: ConsultationMessageRow[]; pushes: number }> {
  const pushing = rows.filter((row) => row.push && !row.pushed && row.recipient_id !== null);
  const devices =
    send && pushing.length
      ? await devicesOf(service, [...new Set(pushing.map((row) => row.recipient_id!))])
      : null;
  const pushed = new Set<number>();
  for (const row of pushing) {
    const targets = devices?.get(row.recipient_id!) ?? [];
    const message = consultationPush(row, consultationEmail(row, context).subject);
    if (
      send &&
      targets.length &&
      (await pushToDevices(service, send, targets, message, `consultation-emails: message ${row.id}`))
    )
      pushed.add(row.id);
  }
  // Marked before any e-mail goes: a run that stops now never pushes these again.
  if (pushed.size) {
    const marked = await service.rpc('mark_consultation_emails_pushed', { ids: [...pushed] });
    if (marked.error) throw new Error(`mark_consultation_emails_pushed: ${marked.error.message}`);
  }
  const reached = (row: ConsultationMessageRow) => row.pushed || pushed.has(row.id);
  const byEmail = (row: ConsultationMessageRow) => row.email || (row.push && !reached(row));
  return {
    email: rows.filter(byEmail),
    done: rows.filter((row) => !byEmail(row)),
    pushes: pushed.size,
  };
}
