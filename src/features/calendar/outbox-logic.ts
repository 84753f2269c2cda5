import type { TablesInsert } from '@/types/database';
import type { CalendarEntry, CalendarEvent } from './logic';

/**
 * The rules of the queue of events added offline (docs/decisions/030-installable-and-offline.md),
 * pure so that each is tested on its own: kept in order, sent once each with the id the device
 * made, a refusal kept and shown until the person discards or retries it.
 */

/** The row as it will be inserted: with the id made on the device and the user's own id. */
export type QueuedRow = TablesInsert<'calendar_events'> & { id: string; user_id: string };

export interface QueuedEvent {
  row: QueuedRow;
  /** When it was queued (ms): the order it is sent in. */
  queuedAt: number;
  /** Why the database refused it; such an item waits for the person, not for the connection. */
  refusal?: string;
}

/** One localStorage entry per user, removed on sign-out like the kept offline data. */
export const OUTBOX_PREFIX = 'event-outbox:';
export const outboxKey = (userId: string) => `${OUTBOX_PREFIX}${userId}`;

const isQueuedEvent = (item: unknown): item is QueuedEvent => {
  if (typeof item !== 'object' || item === null) return false;
  const { row, queuedAt } = item as { row?: unknown; queuedAt?: unknown };
  return (
    typeof queuedAt === 'number' &&
    typeof row === 'object' &&
    row !== null &&
    typeof (row as { id?: unknown }).id === 'string'
  );
};

/** The stored queue, or none when it is missing or unreadable (never a half-read item). */
export function parseOutbox(raw: string | null): QueuedEvent[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isQueuedEvent);
  } catch {
    return [];
  }
}

/** Added at the end: the queue is sent oldest first. */
export const enqueue = (queue: readonly QueuedEvent[], item: QueuedEvent): QueuedEvent[] => [
  ...queue.filter((queued) => queued.row.id !== item.row.id),
  item,
];

/** The next item to send: the oldest one not refused. */
export const nextToSend = (queue: readonly QueuedEvent[]): QueuedEvent | undefined =>
  queue.find((item) => item.refusal === undefined);

/** How many are waiting for the connection (refused ones wait for the person instead). */
export const waitingCount = (queue: readonly QueuedEvent[]): number =>
  queue.filter((item) => item.refusal === undefined).length;

/** Delivered or discarded: gone from the queue. */
export const withoutItem = (queue: readonly QueuedEvent[], id: string): QueuedEvent[] =>
  queue.filter((item) => item.row.id !== id);

/** Refused: kept, marked with the reason, never sent again on its own. */
export const markRefused = (queue: readonly QueuedEvent[], id: string, refusal: string): QueuedEvent[] =>
  queue.map((item) => (item.row.id === id ? { ...item, refusal } : item));

/** Tried again at the person's request: waiting once more, in its place. */
export const markWaiting = (queue: readonly QueuedEvent[], id: string): QueuedEvent[] =>
  queue.map((item) => (item.row.id === id ? { row: item.row, queuedAt: item.queuedAt } : item));

/** What an insert's answer means for the queued item. */
export type SendOutcome =
  | { kind: 'delivered' }
  /** The id is taken: delivered already if the row is the user's own (a retry), else a conflict. */
  | { kind: 'duplicate' }
  /** No answer from the database (no connection, a server fault, an expired session): try later. */
  | { kind: 'unreachable' }
  | { kind: 'refused'; error: Error };

interface InsertAnswer {
  error: (Error & { code?: string }) | null;
  /** The HTTP status; 0 when the request never got an answer. */
  status: number;
}

export function outcomeOf({ error, status }: InsertAnswer): SendOutcome {
  if (!error) return { kind: 'delivered' };
  if (error.code === '23505' && error.message.includes('calendar_events_pkey')) return { kind: 'duplicate' };
  // PGRST301/303: the session's token expired or was refused; it is refreshed before the next try.
  if (!error.code || status === 0 || status >= 500 || status === 401 || error.code.startsWith('PGRST3'))
    return { kind: 'unreachable' };
  return { kind: 'refused', error };
}

/** A queued row as the stored event it becomes (the database's defaults filled in). */
export function toStoredEvent(row: QueuedRow, queuedAt: number): CalendarEvent {
  const at = new Date(queuedAt).toISOString();
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    description: row.description ?? null,
    event_date: row.event_date,
    event_time: row.event_time ?? null,
    amount: row.amount ?? null,
    event_type: row.event_type ?? 'general',
    category: row.category ?? 'other',
    is_recurring: row.is_recurring ?? false,
    recurrence_pattern: row.recurrence_pattern ?? null,
    // The database's trigger sets the day a series keeps; until then it is the first date's.
    recurrence_day: row.is_recurring ? Number(row.event_date.slice(8, 10)) : null,
    reminder_enabled: row.reminder_enabled ?? true,
    reminder_days_before: row.reminder_days_before ?? 1,
    completed: false,
    created_at: at,
    updated_at: at,
  };
}

/** A queued item as the calendar shows it: a pending event, marked as not yet sent. */
export const toQueuedEntry = ({ row, queuedAt, refusal }: QueuedEvent): CalendarEntry => ({
  ...toStoredEvent(row, queuedAt),
  queued: refusal === undefined ? { state: 'waiting' } : { state: 'refused', refusal },
});
