import { base64, escapeHtml, oneLine, quoted, subjectLine, type Email } from '../mail.ts';
import { consultationIcs } from './ics.ts';
import { contactMethodLabel, formatMoment, topicTitle } from './topics.ts';
import { paths } from '../paths.ts';

/** Every kind of consultation email, as private.consultation_emails checks its kind (tests/db/value-lists.test.ts). */
export const CONSULTATION_EMAIL_KINDS = [
  'requested',
  'scheduled',
  'declined',
  'cancelled',
  'handed_to_house',
] as const;

/** One queued consultation email, as claim_consultation_emails returns it. */
export interface ConsultationEmailRow {
  id: number;
  kind: (typeof CONSULTATION_EMAIL_KINDS)[number];
  request_id: string;
  /** Null when the request is the house's: the sender puts CONSULTATION_INBOX there. */
  to_address: string | null;
  user_email: string;
  user_first_name: string | null;
  user_last_name: string | null;
  agent_first_name: string | null;
  agent_last_name: string | null;
  topic: string;
  contact_method: string;
  phone: string | null;
  preferred_times: string[];
  time_zone: string;
  note: string | null;
  scheduled_at: string | null;
  decline_reason: string | null;
  /** handed_to_house: the plan the user shared with the agent who left was deleted. */
  shared_plan_deleted: boolean;
  /** When the request last changed: orders the invitations a calendar receives. */
  updated_at: string;
}

export interface EmailContext {
  appUrl: string;
  houseInbox: string;
  now: Date;
}

/** What became of the plan shared with an agent who left: nobody else reads it. */
export const PLAN_DELETED_LINE =
  'The check-up and goals you shared with them were deleted: nobody else can read them. To share them with our team, send a new request.';

/** How long the calendar invitation blocks; the agent can say otherwise when they call. */
export const CONSULTATION_MINUTES = 30;

// Names are one line in the database already; made so here too, as every single-line field is.
export const fullName = (first: string | null, last: string | null) =>
  oneLine([first, last].filter((part) => part?.trim()).join(' '));

const greeting = (first: string | null) => `Hi ${oneLine(first ?? '') || 'there'},`;

export const advisorName = (row: Pick<ConsultationEmailRow, 'agent_first_name' | 'agent_last_name'>) =>
  fullName(row.agent_first_name, row.agent_last_name) || 'an advisor from our team';

/** A part of an email (the career interest's emails are built the same way). */
export interface Section {
  /** Our lines, each one line of text. */
  lines: string[];
  /** Someone's own words (a note, a reason), under `intro` and quoted, never passing for ours. */
  quote?: { intro: string; text: string };
  link?: { label: string; url: string };
}

export function render(to: string, subject: string, sections: Section[]): Omit<Email, 'headers'> {
  const links = sections.flatMap((s) => (s.link ? [s.link.url] : []));
  const text = sections
    .map((s) =>
      [
        ...s.lines.map(oneLine),
        ...(s.quote ? [s.quote.intro, ...quoted(s.quote.text)] : []),
        ...(s.link ? [`${s.link.label}: ${s.link.url}`] : []),
      ].join('\n'),
    )
    .join('\n\n');
  const html = sections
    .map(
      (s) =>
        s.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
        (s.quote
          ? `<p>${escapeHtml(s.quote.intro)}</p><blockquote>${s.quote.text
              .split(/\r\n?|\n/)
              .map(escapeHtml)
              .join('<br>')}</blockquote>`
          : '') +
        (s.link ? `<p><a href="${escapeHtml(s.link.url)}">${escapeHtml(s.link.label)}</a></p>` : ''),
    )
    .join('');
  return { to, subject: subjectLine(subject), text: `${text}\n`, html, links };
}

/** The request as the agent needs it to reach the person: who, about what, how and when. */
function requestDetails(row: ConsultationEmailRow, name: string): string[] {
  return [
    `Name: ${name}`,
    `Email: ${row.user_email}`,
    `Topic: ${topicTitle(row.topic)}`,
    `Contact by: ${contactMethodLabel(row.contact_method)}${row.phone ? ` (${row.phone})` : ''}`,
    `Preferred times (${row.time_zone}): ${row.preferred_times.map((t) => formatMoment(t, row.time_zone)).join('; ')}`,
  ];
}

export function consultationEmail(row: ConsultationEmailRow, context: EmailContext): Email {
  const headers = { 'X-Entity-Ref-ID': `consultation-${row.id}` };
  const name = fullName(row.user_first_name, row.user_last_name) || row.user_email;
  const topic = topicTitle(row.topic);
  const agentTo = row.to_address ?? context.houseInbox;
  const dashboard = {
    label: 'Open your affiliate dashboard',
    url: `${context.appUrl}${paths.affiliate.dashboard}`,
  };
  const requests = {
    label: 'See your consultation requests',
    url: `${context.appUrl}${paths.dashboard.consultation}`,
  };

  switch (row.kind) {
    case 'requested':
      return {
        ...render(agentTo, `New consultation request: ${name}, ${topic}`, [
          { lines: [`${name} asks for a free consultation. Please get in touch within one business day.`] },
          {
            lines: requestDetails(row, name),
            ...(row.note ? { quote: { intro: 'Their note, in their words:', text: row.note } } : {}),
            link: dashboard,
          },
        ]),
        headers,
      };
    case 'cancelled':
      return {
        ...render(agentTo, `Consultation request cancelled: ${name}, ${topic}`, [
          { lines: [`${name} cancelled their consultation request about ${topic}.`], link: dashboard },
        ]),
        headers,
      };
    case 'scheduled': {
      const at = row.scheduled_at ?? context.now.toISOString();
      const when = formatMoment(at, row.time_zone);
      const advisor = advisorName(row);
      const title = `Consultation with ${advisor}`;
      const how =
        row.contact_method === 'phone'
          ? `${advisor} will call you${row.phone ? ` at ${row.phone}` : ''}.`
          : row.contact_method === 'video_call'
            ? `${advisor} will email you a video call link before then.`
            : `${advisor} will email you at ${row.user_email}.`;
      const ics = consultationIcs({
        requestId: row.request_id,
        title,
        description: `Your free consultation about ${topic}. ${how}`,
        start: at,
        durationMinutes: CONSULTATION_MINUTES,
        sequence: Math.floor(new Date(row.updated_at).getTime() / 1000),
        now: context.now,
      });
      return {
        ...render(row.user_email, `Your consultation is scheduled: ${when}`, [
          {
            lines: [
              greeting(row.user_first_name),
              `Your free consultation about ${topic} with ${advisor} is on ${when}. ${how}`,
              'It is in your calendar in the app, and attached here for any other calendar.',
            ],
            link: requests,
          },
        ]),
        headers,
        attachments: [{ filename: 'consultation.ics', contentType: 'text/calendar', content: base64(ics) }],
      };
    }
    case 'declined':
      return {
        ...render(row.user_email, `About your consultation request on ${topic}`, [
          {
            lines: [
              greeting(row.user_first_name),
              `${advisorName(row)} could not take your consultation request about ${topic}.`,
              'You can send a new request at any time.',
            ],
            quote: { intro: 'Their reason, in their words:', text: row.decline_reason ?? '' },
            link: requests,
          },
        ]),
        headers,
      };
    case 'handed_to_house':
      return {
        ...render(row.user_email, `Your consultation request on ${topic} is with our team now`, [
          {
            lines: [
              greeting(row.user_first_name),
              `The advisor you asked for a consultation about ${topic} has left. An advisor from our team handles your request now and will contact you.`,
              ...(row.scheduled_at
                ? [
                    `Your appointment on ${formatMoment(row.scheduled_at, row.time_zone)} stands, with our team.`,
                  ]
                : []),
              ...(row.shared_plan_deleted ? [PLAN_DELETED_LINE] : []),
            ],
            link: requests,
          },
        ]),
        headers,
      };
  }
}
