import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { anon, confirmedUser, service, stack, type TestUser } from './support.ts';

// create_calendar_feed_token() and GET /functions/v1/calendar-feed?token=: a calendar app's
// subscription, with no apikey or JWT (calendar apps cannot send headers).

const feed = (token: string) => fetch(`${stack.apiUrl}/functions/v1/calendar-feed?token=${token}`);

async function newToken(user: TestUser): Promise<string> {
  const { data, error } = await user.client.rpc('create_calendar_feed_token');
  expect(error).toBeNull();
  expect(data).toMatch(/^[0-9a-f]{64}$/);
  return data!;
}

describe('the calendar feed', () => {
  it("serves the user's pending events as text/calendar, with RRULEs and VALARMs, without any header", async () => {
    const user = await confirmedUser({}, 'feed');
    // Rows with different columns: the missing ones take their defaults, not null. The service
    // role, because clients may not write `completed`.
    const { error } = await service()
      .from('calendar_events')
      .insert(
        [
          {
            user_id: user.id,
            title: 'Rent Payment',
            event_date: '2027-01-31',
            amount: 1200,
            event_type: 'bill',
            category: 'housing',
            is_recurring: true,
            recurrence_pattern: 'monthly',
            reminder_enabled: true,
            reminder_days_before: 3,
          },
          { user_id: user.id, title: 'Paid already', event_date: '2027-01-05', completed: true },
        ],
        { defaultToNull: false },
      );
    expect(error).toBeNull();
    const token = await newToken(user);

    const response = await feed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = ICAL.Component.fromString(await response.text());
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.summary)).toEqual(['Rent Payment']);
    const iterator = events[0]!.iterator();
    expect([iterator.next(), iterator.next(), iterator.next()].map(String)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
    expect(events[0]!.component.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=-1',
    );
    const alarm = events[0]!.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P2DT16H');
  });

  it('stops serving the old token once a new one is made', async () => {
    const user = await confirmedUser({}, 'feed');
    const first = await newToken(user);
    const second = await newToken(user);
    expect(second).not.toBe(first);
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);
    const { data } = await user.client.from('calendar_feed_tokens').select('token').single();
    expect(data?.token).toBe(second);
  });

  it('answers 404 to an unknown or malformed token', async () => {
    expect((await feed('0'.repeat(64))).status).toBe(404);
    expect((await feed('not-a-token')).status).toBe(404);
    expect((await fetch(`${stack.apiUrl}/functions/v1/calendar-feed`)).status).toBe(404);
  });

  it('keeps tokens private: no one else reads them, and signed-out callers cannot make one', async () => {
    const [a, b] = [await confirmedUser({}, 'feed'), await confirmedUser({}, 'feed')];
    await newToken(a);
    const seen = await b.client.from('calendar_feed_tokens').select('token').eq('user_id', a.id);
    expect(seen.data).toEqual([]);
    const { error } = await anon().rpc('create_calendar_feed_token');
    expect(error).not.toBeNull();
  });
});
