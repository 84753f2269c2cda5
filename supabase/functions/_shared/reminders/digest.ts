import { formatDate } from '../calendar/dates.ts';
import { formatEventAmount, formatMoney } from '../money.ts';
import { escapeHtml, oneLine, subjectLine, type Email } from '../mail.ts';
import { nextLesson, type Lesson } from './lessons.ts';
import { paths } from '../paths.ts';

/** One user's reminder email: what claim_due_reminders returns for them, as text and HTML. */

export interface EventItem {
  kind: 'event';
  log_id: number;
  id: string;
  title: string;
  date: string;
  amount: number | null;
  event_type: string;
  days_before: number;
}

export interface GoalItem {
  kind: 'goal';
  log_id: number;
  id: string;
  title: string;
  saved: number;
  target: number;
  target_date: string | null;
  per_month: number | null;
}

export interface GoalCompletedItem {
  kind: 'goal_completed';
  log_id: number;
  id: string;
  title: string;
  saved: number;
  target: number;
}

/** Monday's digest (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md). */
export interface WeeklyDigestItem {
  kind: 'weekly_digest';
  log_id: number;
  id: string;
  /** The Monday it is for. */
  date: string;
  /** The next 7 days' bills and paydays. */
  events: { date: string; title: string; amount: number; event_type: string }[];
  /** With a balance typed on the calendar: it, when, and the forecast's lowest point in 60 days. */
  balance: { amount: number; updated_at: string; lowest: { date: string; balance: number } } | null;
  goals_behind: {
    title: string;
    saved: number;
    target: number;
    target_date: string;
    per_month: number | null;
  }[];
  /** lesson_progress ids, for the one lesson to suggest. */
  lessons_done: string[];
}

export type ReminderItem = EventItem | GoalItem | GoalCompletedItem | WeeklyDigestItem;

/**
 * Every kind of reminder, as private.reminder_log checks its kind (tests/db/value-lists.test.ts);
 * the record makes a kind missing here a type error.
 */
const REMINDER_KIND_SET: Record<ReminderItem['kind'], true> = {
  event: true,
  goal: true,
  goal_completed: true,
  weekly_digest: true,
};
export const REMINDER_KINDS = Object.keys(REMINDER_KIND_SET) as ReminderItem['kind'][];

/** A kind's channels, as notification_preferences holds them (docs/decisions/031-notifications.md). */
export interface Channels {
  email: boolean;
  push: boolean;
}

export interface DigestRow {
  user_id: string;
  email: string;
  first_name: string | null;
  unsubscribe_token: string;
  /** Each item also says whether its push already reached a device (`pushed`, a retried e-mail's). */
  items: (ReminderItem & { pushed?: boolean })[];
  /** Each kind's channels; without them (older rows) every kind is e-mailed only. */
  channels?: Record<ReminderItem['kind'], Channels>;
}

const dueWhen = (days: number) => (days === 1 ? 'tomorrow' : `in ${days} days`);

export function eventLine(item: EventItem): string {
  const amount = formatEventAmount(item);
  return `${item.title}: ${formatDate(item.date)} (${dueWhen(item.days_before)})${amount ? `, ${amount}` : ''}`;
}

export function goalLine(item: GoalItem): string {
  const progress = `${item.title}: ${formatMoney(item.saved)} saved of ${formatMoney(item.target)}`;
  if (item.per_month === null || item.target_date === null) return progress;
  return `${progress}. Save ${formatMoney(item.per_month)} a month to reach it by ${formatDate(item.target_date)}.`;
}

export const completedLine = (item: GoalCompletedItem) =>
  `You reached ${item.title}: ${formatMoney(item.saved)} saved of ${formatMoney(item.target)}.`;

/** The e-mail's subject, and a push notification's title. */
export function subjectOf(items: readonly ReminderItem[], weekly: WeeklyDigestItem | undefined): string {
  if (weekly) return `Your week ahead from ${formatDate(weekly.date)}`;
  if (items.length === 1) {
    const [item] = items as [ReminderItem];
    if (item.kind === 'event') return `Reminder: ${item.title} on ${formatDate(item.date)}`;
    if (item.kind === 'goal')
      return `Your goal ${item.title}: ${formatMoney(item.saved)} of ${formatMoney(item.target)}`;
    if (item.kind === 'goal_completed') return `Congratulations! You reached ${item.title}`;
  }
  return `Your reminders: ${items.length} items`;
}

interface Section {
  heading: string;
  lines: string[];
  link: { label: string; url: string };
}

function lowestLine(balance: NonNullable<WeeklyDigestItem['balance']>): string {
  const { lowest } = balance;
  const from = `from the ${formatMoney(balance.amount)} you entered on ${formatDate(balance.updated_at.slice(0, 10))}`;
  return lowest.balance < 0
    ? `Your balance may go below zero: ${formatMoney(lowest.balance)} on ${formatDate(lowest.date)} (${from}).`
    : `Your lowest balance in the next 60 days: ${formatMoney(lowest.balance)} on ${formatDate(lowest.date)} (${from}).`;
}

/** The weekly digest's sections: the week's bills and paydays, the forecast, goals behind, a lesson. */
function weeklySections(item: WeeklyDigestItem, appUrl: string, lessons: readonly Lesson[]): Section[] {
  const calendarUrl = `${appUrl}${paths.dashboard.calendar}`;
  const lesson = nextLesson(lessons, item.lessons_done);
  return [
    {
      heading: 'Your week ahead',
      lines: [
        ...(item.events.length
          ? item.events.map(
              (event) => `${event.title}: ${formatDate(event.date)}, ${formatEventAmount(event) ?? ''}`,
            )
          : ['No bills or paydays in the next 7 days.']),
        item.balance
          ? lowestLine(item.balance)
          : 'Enter your balance today on the calendar to see where your money will be.',
      ],
      link: { label: 'Open your calendar', url: calendarUrl },
    },
    ...(item.goals_behind.length
      ? [
          {
            heading: 'Goals behind pace',
            lines: item.goals_behind.map(
              (goal) =>
                `${goal.title}: ${formatMoney(goal.saved)} saved of ${formatMoney(goal.target)} by ${formatDate(goal.target_date)}` +
                (goal.per_month === null
                  ? '.'
                  : `. Save ${formatMoney(goal.per_month)} a month to catch up.`),
            ),
            link: { label: 'Add to a goal', url: `${appUrl}${paths.dashboard.goals}` },
          },
        ]
      : []),
    ...(lesson
      ? [
          {
            heading: 'One lesson to read',
            lines: [lesson.title],
            link: { label: `Read ${lesson.title}`, url: `${appUrl}${lesson.path}` },
          },
        ]
      : []),
  ];
}

/**
 * `appUrl` is the app (the links and the /unsubscribe page); `apiUrl` is the project's API, whose
 * unsubscribe function takes mail apps' one-click POST (RFC 8058).
 */
export function buildDigest(
  row: DigestRow,
  appUrl: string,
  apiUrl: string,
  lessons: readonly Lesson[] = [],
): Email {
  const weekly = row.items.find((item): item is WeeklyDigestItem => item.kind === 'weekly_digest');
  const events = row.items.filter((item): item is EventItem => item.kind === 'event');
  const goals = row.items.filter((item): item is GoalItem => item.kind === 'goal');
  const completed = row.items.filter((item): item is GoalCompletedItem => item.kind === 'goal_completed');
  const calendarUrl = `${appUrl}${paths.dashboard.calendar}`;
  const goalsUrl = `${appUrl}${paths.dashboard.goals}`;
  const unsubscribeUrl = `${appUrl}${paths.unsubscribe}?token=${encodeURIComponent(row.unsubscribe_token)}`;
  const sections: Section[] = [
    ...(weekly ? weeklySections(weekly, appUrl, lessons) : []),
    ...(completed.length
      ? [
          {
            heading: 'Congratulations!',
            lines: completed.map(completedLine),
            link: { label: 'See your goals', url: goalsUrl },
          },
        ]
      : []),
    ...(events.length
      ? [
          {
            heading: 'Coming up',
            lines: events.map(eventLine),
            link: { label: 'Open your calendar', url: calendarUrl },
          },
        ]
      : []),
    ...(goals.length
      ? [
          {
            heading: 'Your goals',
            lines: goals.map(goalLine),
            link: { label: 'Add to a goal', url: goalsUrl },
          },
        ]
      : []),
  ];
  const greeting = `Hi ${oneLine(row.first_name ?? '') || 'there'},`;
  const footer = `You get these emails because you turned them on in your settings. Unsubscribe: ${unsubscribeUrl}`;

  const text = [
    greeting,
    '',
    ...sections.flatMap((s) => [
      s.heading,
      // Titles are the user's text: one line each, so none can add lines of its own.
      ...s.lines.map((line) => `- ${oneLine(line)}`),
      `${s.link.label}: ${s.link.url}`,
      '',
    ]),
    footer,
  ].join('\n');

  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...sections.map(
      (s) =>
        `<h2>${escapeHtml(s.heading)}</h2><ul>${s.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `<p><a href="${escapeHtml(s.link.url)}">${escapeHtml(s.link.label)}</a></p>`,
    ),
    `<p style="color:#666;font-size:12px">You get these emails because you turned them on in your settings. ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
  ].join('\n');

  return {
    to: row.email,
    subject: subjectLine(subjectOf(row.items, weekly)),
    text,
    html,
    links: [...new Set(sections.map((s) => s.link.url)), unsubscribeUrl],
    headers: {
      'List-Unsubscribe': `<${apiUrl}/functions/v1/unsubscribe?token=${encodeURIComponent(row.unsubscribe_token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
