import type { PushMessage } from '../push/send.ts';
import { paths } from '../paths.ts';
import { advisorName, fullName, type ConsultationEmailRow } from './emails.ts';
import { formatMoment, topicTitle } from './topics.ts';

/**
 * A consultation message as a notification (docs/decisions/031-notifications.md): the e-mail's
 * subject as its title, its news in one line, and the page the e-mail links to. The details (a
 * note, a reason, the calendar invitation) stay in the e-mail and the app.
 */
export function consultationPush(row: ConsultationEmailRow, subject: string): PushMessage {
  const name = fullName(row.user_first_name, row.user_last_name) || row.user_email;
  const topic = topicTitle(row.topic);
  const forAgent = { url: paths.affiliate.dashboard, tag: `consultation-${row.request_id}` };
  const forUser = { url: paths.dashboard.consultation, tag: `consultation-${row.request_id}` };
  switch (row.kind) {
    case 'requested':
      return { title: subject, body: `${name} asks for a free consultation about ${topic}.`, ...forAgent };
    case 'cancelled':
      return {
        title: subject,
        body: `${name} cancelled their consultation request about ${topic}.`,
        ...forAgent,
      };
    case 'scheduled':
      return {
        title: subject,
        body: `With ${advisorName(row)}, about ${topic}, on ${formatMoment(row.scheduled_at ?? row.updated_at, row.time_zone)}.`,
        ...forUser,
      };
    case 'declined':
      return {
        title: subject,
        body: `${advisorName(row)} could not take your request. You can send a new one at any time.`,
        ...forUser,
      };
    case 'handed_to_house':
      return {
        title: subject,
        body: 'An advisor from our team handles your request now and will contact you.',
        ...forUser,
      };
  }
}
