import { fullName, render } from '../consultations/emails.ts';
import { oneLine, type Email } from '../mail.ts';
import { paths } from '../paths.ts';
import { careerLinks } from './links.ts';
import { licenceLabel, stateName } from './states.ts';

/** Every kind of career interest email, as private.career_emails checks its kind. */
export const CAREER_EMAIL_KINDS = ['confirm', 'confirmed'] as const;

/** One queued email, as claim_career_emails returns it. */
export interface CareerEmailRow {
  id: number;
  kind: (typeof CAREER_EMAIL_KINDS)[number];
  interest_id: string;
  /** The prospect's link (confirm). */
  token: string | null;
  /** Null for a confirmed interest of the house: the sender puts CONSULTATION_INBOX there. */
  to_address: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  state: string;
  licence: string;
  hours_per_week: number;
  note: string | null;
  agent_first_name: string | null;
  agent_last_name: string | null;
}

export interface CareerEmailContext {
  appUrl: string;
  houseInbox: string;
}

/** The agent as the prospect's email names them: first name and last initial, or the house. */
export function invitingAgent(first: string | null, last: string | null): string {
  const given = oneLine(first ?? '');
  const initial = oneLine(last ?? '')
    .charAt(0)
    .toUpperCase();
  if (!given) return 'our team';
  return initial ? `${given} ${initial}.` : given;
}

export function careerEmail(row: CareerEmailRow, context: CareerEmailContext): Email {
  const headers = { 'X-Entity-Ref-ID': `career-${row.id}` };
  const name = fullName(row.first_name, row.last_name) || row.email;
  const agent = invitingAgent(row.agent_first_name, row.agent_last_name);
  const link = (path: string) => `${context.appUrl}${path}?token=${encodeURIComponent(row.token ?? '')}`;

  if (row.kind === 'confirm') {
    return {
      ...render(row.email, `Confirm your career interest for ${agent}`, [
        {
          lines: [
            `Hi ${oneLine(row.first_name) || 'there'},`,
            `You asked ${agent} to contact you about a career with Empowered Finance. Please confirm it was you: until you do, nobody sees your details.`,
            'The link works for 7 days. If it was not you, ignore this email and nothing is kept after that.',
          ],
          link: { label: 'Confirm my career interest', url: link(careerLinks.confirm) },
        },
        {
          lines: [
            'Changed your mind? This link withdraws your interest at any time and deletes your details.',
          ],
          link: { label: 'Withdraw my career interest', url: link(careerLinks.withdraw) },
        },
      ]),
      headers,
    };
  }
  return {
    ...render(row.to_address ?? context.houseInbox, `New career interest: ${name}`, [
      { lines: [`${name} would like to hear about joining your team. Please get in touch.`] },
      {
        lines: [
          `Name: ${name}`,
          `Email: ${row.email}`,
          ...(row.phone ? [`Phone: ${row.phone}`] : []),
          `State: ${stateName(row.state)}`,
          `Licence: ${licenceLabel(row.licence)}`,
          `Hours a week: ${row.hours_per_week}`,
        ],
        ...(row.note ? { quote: { intro: 'Their note, in their words:', text: row.note } } : {}),
        link: {
          label: 'Open your affiliate dashboard',
          url: `${context.appUrl}${paths.affiliate.dashboard}#career-interest`,
        },
      },
    ]),
    headers,
  };
}
