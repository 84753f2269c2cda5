import { describe, expect, it } from 'vitest';
import {
  enqueue,
  markRefused,
  markWaiting,
  nextToSend,
  outboxKey,
  outcomeOf,
  parseOutbox,
  toQueuedEntry,
  waitingCount,
  withoutItem,
  type QueuedEvent,
} from './outbox-logic';

const item = (id: string, queuedAt: number, refusal?: string): QueuedEvent => ({
  row: {
    id,
    user_id: 'u1',
    title: `Event ${id}`,
    event_date: '2027-01-31',
    amount: 12.5,
    event_type: 'bill',
  },
  queuedAt,
  ...(refusal === undefined ? {} : { refusal }),
});

const dbError = (code: string, message = 'refused') => Object.assign(new Error(message), { code });

describe('the queue of events added offline', () => {
  it('keeps them in the order they were added and sends the oldest not refused first', () => {
    let queue = enqueue([], item('a', 1));
    queue = enqueue(queue, item('b', 2));
    queue = enqueue(queue, item('c', 3));
    expect(queue.map((queued) => queued.row.id)).toEqual(['a', 'b', 'c']);
    expect(nextToSend(queue)?.row.id).toBe('a');
    queue = markRefused(queue, 'a', 'No');
    expect(nextToSend(queue)?.row.id).toBe('b');
    expect(waitingCount(queue)).toBe(2);
    queue = withoutItem(queue, 'b');
    expect(queue.map((queued) => queued.row.id)).toEqual(['a', 'c']);
  });

  it('never holds the same id twice', () => {
    const queue = enqueue(enqueue([], item('a', 1)), item('a', 2));
    expect(queue).toEqual([item('a', 2)]);
  });

  it('keeps a refused item, with its reason, until it is tried again in its place', () => {
    const refused = markRefused([item('a', 1), item('b', 2)], 'a', 'Enter an amount of 0 or more');
    expect(refused[0]).toEqual(item('a', 1, 'Enter an amount of 0 or more'));
    expect(nextToSend(refused)?.row.id).toBe('b');
    const again = markWaiting(refused, 'a');
    expect(again).toEqual([item('a', 1), item('b', 2)]);
    expect(nextToSend(again)?.row.id).toBe('a');
  });

  it('reads back what it wrote, and nothing from unreadable storage', () => {
    const queue = [item('a', 1), item('b', 2, 'No')];
    expect(parseOutbox(JSON.stringify(queue))).toEqual(queue);
    expect(parseOutbox(null)).toEqual([]);
    expect(parseOutbox('{not json')).toEqual([]);
    expect(parseOutbox('{"row":1}')).toEqual([]);
    expect(parseOutbox(JSON.stringify([{ row: null, queuedAt: 1 }, item('c', 3)]))).toEqual([item('c', 3)]);
    expect(outboxKey('u1')).toBe('event-outbox:u1');
  });
});

describe("what an insert's answer means", () => {
  it('no error: delivered', () => {
    expect(outcomeOf({ error: null, status: 201 })).toEqual({ kind: 'delivered' });
  });

  it("the id taken: a duplicate, to check whether it is the user's own", () => {
    const error = dbError('23505', 'duplicate key value violates unique constraint "calendar_events_pkey"');
    expect(outcomeOf({ error, status: 409 })).toEqual({ kind: 'duplicate' });
  });

  it('another unique violation, a check, RLS or a limit: refused', () => {
    for (const error of [
      dbError('23505', 'duplicate key value violates unique constraint "something_else"'),
      dbError('23514'),
      dbError('42501'),
      dbError('P0001', 'You can keep at most 2,000 open events.'),
    ]) {
      expect(outcomeOf({ error, status: 400 })).toEqual({ kind: 'refused', error });
    }
  });

  it('no answer, a server fault or an expired session: unreachable, to try later', () => {
    expect(outcomeOf({ error: dbError('', 'TypeError: Failed to fetch'), status: 0 })).toEqual({
      kind: 'unreachable',
    });
    expect(outcomeOf({ error: dbError('PGRST301', 'JWT expired'), status: 401 }).kind).toBe('unreachable');
    expect(outcomeOf({ error: dbError('XX000'), status: 503 }).kind).toBe('unreachable');
  });
});

describe('a queued item on the calendar', () => {
  it("is a pending event with the database's defaults, marked waiting or refused", () => {
    const entry = toQueuedEntry(item('a', Date.UTC(2027, 0, 1)));
    expect(entry).toMatchObject({
      id: 'a',
      title: 'Event a',
      amount: 12.5,
      completed: false,
      category: 'other',
      reminder_enabled: true,
      reminder_days_before: 1,
      recurrence_day: null,
      created_at: '2027-01-01T00:00:00.000Z',
      queued: { state: 'waiting' },
    });
    expect(toQueuedEntry(item('a', 1, 'No')).queued).toEqual({ state: 'refused', refusal: 'No' });
  });
});
