import { useCallback, useSyncExternalStore } from 'react';
import {
  enqueue,
  markRefused,
  markWaiting,
  OUTBOX_PREFIX,
  outboxKey,
  parseOutbox,
  withoutItem,
  type QueuedEvent,
  type QueuedRow,
} from './outbox-logic';

/**
 * The queue of events added offline, in localStorage under the user's own key: it survives closing
 * the tab, and every tab of the app sees the same queue (the storage event tells the others).
 * docs/decisions/030-installable-and-offline.md.
 */

const listeners = new Set<() => void>();
const notify = () => {
  listeners.forEach((listener) => {
    listener();
  });
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab queued, sent or discarded one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(OUTBOX_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readRaw(userId: string): string | null {
  try {
    return localStorage.getItem(outboxKey(userId));
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same array for the same stored text.
const parsed = new Map<string, { raw: string | null; queue: QueuedEvent[] }>();
export function readOutbox(userId: string): QueuedEvent[] {
  const raw = readRaw(userId);
  const cached = parsed.get(userId);
  if (cached && cached.raw === raw) return cached.queue;
  const queue = parseOutbox(raw);
  parsed.set(userId, { raw, queue });
  return queue;
}

/** Applies a change to the stored queue; throws when the storage refuses it (nothing was kept). */
function change(userId: string, update: (queue: QueuedEvent[]) => QueuedEvent[]): void {
  const queue = update(readOutbox(userId));
  if (queue.length === 0) localStorage.removeItem(outboxKey(userId));
  else localStorage.setItem(outboxKey(userId), JSON.stringify(queue));
  notify();
}

export const queueEvent = (userId: string, item: QueuedEvent) => {
  change(userId, (queue) => enqueue(queue, item));
};
export const removeQueued = (userId: string, id: string) => {
  change(userId, (queue) => withoutItem(queue, id));
};
export const refuseQueued = (userId: string, id: string, refusal: string) => {
  change(userId, (queue) => markRefused(queue, id, refusal));
};
export const retryQueued = (userId: string, id: string) => {
  change(userId, (queue) => markWaiting(queue, id));
};

const NONE: QueuedEvent[] = [];

/** The user's queue, kept current across changes here and in other tabs. */
export function useOutbox(userId: string | undefined): QueuedEvent[] {
  const read = useCallback(() => (userId ? readOutbox(userId) : NONE), [userId]);
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** Removes every user's queue from this device: on sign-out, as the kept offline data. */
export function forgetEventOutbox(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(OUTBOX_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Refused storage holds nothing of ours.
  }
  notify();
}

/**
 * Queues a new event added offline, under an id made here so that sending it twice can never store
 * it twice. Throws when the device refuses to keep it (nothing was queued).
 */
export function queueNewEvent(
  userId: string,
  row: Omit<QueuedRow, 'id' | 'user_id'>,
  now = Date.now(),
): QueuedEvent {
  const item: QueuedEvent = { row: { ...row, id: crypto.randomUUID(), user_id: userId }, queuedAt: now };
  queueEvent(userId, item);
  return item;
}
