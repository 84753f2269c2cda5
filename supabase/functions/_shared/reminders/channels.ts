import {
  completedLine,
  eventLine,
  goalLine,
  subjectOf,
  type DigestRow,
  type ReminderItem,
} from './digest.ts';
import type { PushMessage } from '../push/send.ts';
import { formatDate } from '../calendar/dates.ts';
import { paths } from '../paths.ts';

/**
 * Which of a user's claimed reminders go by which channel (docs/decisions/031-notifications.md):
 * by push those whose kind has the device channel and that no device got yet; by e-mail those
 * whose kind has e-mail. A push that reached no device falls back to e-mail (fallbackToEmail).
 */

type Item = DigestRow['items'][number];

export function splitByChannel(row: DigestRow): { push: Item[]; email: Item[] } {
  const channel = (item: Item) => row.channels?.[item.kind] ?? { email: true, push: false };
  return {
    push: row.items.filter((item) => channel(item).push && !item.pushed),
    email: row.items.filter((item) => channel(item).email),
  };
}

/** The e-mail's items once the push reached no device: the pushed ones join, each once. */
export function fallbackToEmail(email: readonly Item[], push: readonly Item[]): Item[] {
  const logged = new Set(email.map((item) => item.log_id));
  return [...email, ...push.filter((item) => !logged.has(item.log_id))];
}

const MAX_BODY_LINES = 3;

function lineOf(item: ReminderItem): string {
  switch (item.kind) {
    case 'event':
      return eventLine(item);
    case 'goal':
      return goalLine(item);
    case 'goal_completed':
      return completedLine(item);
    case 'weekly_digest':
      return `Your week ahead from ${formatDate(item.date)}: ${item.events.length} bills and paydays.`;
  }
}

/** One notification for a user's pushed reminders of a run: the e-mail's subject and lines. */
export function reminderPush(items: readonly ReminderItem[]): PushMessage {
  const weekly = items.find((item) => item.kind === 'weekly_digest');
  const lines = items.map(lineOf);
  const more = lines.length - MAX_BODY_LINES;
  const onlyGoals = items.every((item) => item.kind === 'goal' || item.kind === 'goal_completed');
  return {
    title: subjectOf(items, weekly),
    body: [...lines.slice(0, MAX_BODY_LINES), ...(more > 0 ? [`and ${more} more`] : [])].join('\n'),
    url: onlyGoals ? paths.dashboard.goals : paths.dashboard.calendar,
    tag: 'reminders',
  };
}
