import { afterEach, describe, expect, it } from 'vitest';
import { outboxKey, type QueuedRow } from './outbox-logic';
import { sendQueuedEvents, type OutboxTransport } from './outbox-send';
import { queueNewEvent, readOutbox, refuseQueued } from './outbox-store';

/**
 * A database as the sender meets it: rows by id, a unique id, checks, and a connection that can
 * drop an answer after the row was stored (the case the client-made id exists for).
 */
function fakeDatabase(userId: string) {
  const rows = new Map<string, QueuedRow>();
  const inserts: string[] = [];
  let loseNextAnswer = false;
  let down = false;
  const transport: OutboxTransport = {
    insert: async (row) => {
      await Promise.resolve();
      inserts.push(row.id);
      if (down) throw new TypeError('Failed to fetch');
      if (rows.has(row.id)) {
        const error = Object.assign(
          new Error('duplicate key value violates unique constraint "calendar_events_pkey"'),
          {
            code: '23505',
          },
        );
        return { error, status: 409 };
      }
      if (row.title === 'Refused') {
        return { error: Object.assign(new Error('Enter a title'), { code: '22023' }), status: 400 };
      }
      rows.set(row.id, row);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new TypeError('Failed to fetch');
      }
      return { error: null, status: 201 };
    },
    isOwn: async (id) => {
      await Promise.resolve();
      return rows.get(id)?.user_id === userId;
    },
  };
  return {
    rows,
    inserts,
    transport,
    loseNextAnswer: () => {
      loseNextAnswer = true;
    },
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

const USER = 'user-1';
const add = (title: string, at: number) =>
  queueNewEvent(USER, { title, event_date: '2027-02-01', event_type: 'bill' }, at);

function recorder() {
  const delivered: string[] = [];
  const refused: [string, string][] = [];
  return {
    delivered,
    refused,
    report: {
      delivered: (item: { row: QueuedRow }) => delivered.push(item.row.title),
      refused: (item: { row: QueuedRow }, refusal: string) => refused.push([item.row.title, refusal]),
    },
  };
}

afterEach(() => {
  localStorage.clear();
});

describe('sending the queue', () => {
  it('sends every waiting event once, oldest first, and empties the queue', async () => {
    const db = fakeDatabase(USER);
    add('Rent', 1);
    add('Salary', 2);
    const { delivered, report } = recorder();
    await sendQueuedEvents(USER, db.transport, () => true, report);
    expect(delivered).toEqual(['Rent', 'Salary']);
    expect([...db.rows.values()].map((row) => row.title)).toEqual(['Rent', 'Salary']);
    expect(db.inserts).toHaveLength(2);
    expect(readOutbox(USER)).toEqual([]);
    expect(localStorage.getItem(outboxKey(USER))).toBeNull();
  });

  it('asked twice at once, sends each event once', async () => {
    const db = fakeDatabase(USER);
    add('Rent', 1);
    const { delivered, report } = recorder();
    await Promise.all([
      sendQueuedEvents(USER, db.transport, () => true, report),
      sendQueuedEvents(USER, db.transport, () => true, report),
    ]);
    expect(db.inserts).toHaveLength(1);
    expect(delivered).toEqual(['Rent']);
  });

  it('a send whose answer was lost is tried again, found there already, and counted as delivered', async () => {
    const db = fakeDatabase(USER);
    const rent = add('Rent', 1);
    db.loseNextAnswer();
    const first = recorder();
    await sendQueuedEvents(USER, db.transport, () => true, first.report);
    // No answer: still queued, nothing reported.
    expect(first.delivered).toEqual([]);
    expect(readOutbox(USER).map((item) => item.row.id)).toEqual([rent.row.id]);

    const second = recorder();
    await sendQueuedEvents(USER, db.transport, () => true, second.report);
    expect(second.delivered).toEqual(['Rent']);
    expect(second.refused).toEqual([]);
    expect(db.inserts).toEqual([rent.row.id, rent.row.id]);
    expect(db.rows.size).toBe(1);
    expect(readOutbox(USER)).toEqual([]);
  });

  it("an id taken by someone else's row is a conflict: kept and shown, not counted as delivered", async () => {
    const db = fakeDatabase(USER);
    const rent = add('Rent', 1);
    db.rows.set(rent.row.id, { ...rent.row, user_id: 'someone-else' });
    const { delivered, refused, report } = recorder();
    await sendQueuedEvents(USER, db.transport, () => true, report);
    expect(delivered).toEqual([]);
    expect(refused).toHaveLength(1);
    expect(refused[0]![1]).toMatch(/already has this one’s id/);
    expect(readOutbox(USER)[0]?.refusal).toBe(refused[0]![1]);
  });

  it('keeps a refused event, marked with the reason, and sends the ones after it', async () => {
    const db = fakeDatabase(USER);
    add('Refused', 1);
    add('Salary', 2);
    const { delivered, refused, report } = recorder();
    await sendQueuedEvents(USER, db.transport, () => true, report);
    expect(refused).toEqual([['Refused', 'Enter a title']]);
    expect(delivered).toEqual(['Salary']);
    const [kept] = readOutbox(USER);
    expect(kept).toMatchObject({ row: { title: 'Refused' }, refusal: 'Enter a title' });
    // Not sent again on its own.
    await sendQueuedEvents(USER, db.transport, () => true, recorder().report);
    expect(db.inserts).toHaveLength(2);
  });

  it('offline or unreachable, sends nothing more and keeps the rest in order', async () => {
    const db = fakeDatabase(USER);
    add('Rent', 1);
    add('Salary', 2);
    await sendQueuedEvents(USER, db.transport, () => false, recorder().report);
    expect(db.inserts).toEqual([]);
    db.setDown(true);
    await sendQueuedEvents(USER, db.transport, () => true, recorder().report);
    expect(db.inserts).toHaveLength(1);
    expect(readOutbox(USER).map((item) => item.row.title)).toEqual(['Rent', 'Salary']);
  });

  it('never sends another user’s queue', async () => {
    const db = fakeDatabase(USER);
    queueNewEvent('user-2', { title: 'Theirs', event_date: '2027-02-01' }, 1);
    await sendQueuedEvents(USER, db.transport, () => true, recorder().report);
    expect(db.inserts).toEqual([]);
    expect(readOutbox('user-2')).toHaveLength(1);
    refuseQueued('user-2', readOutbox('user-2')[0]!.row.id, 'No');
    expect(readOutbox('user-2')[0]?.refusal).toBe('No');
  });
});
