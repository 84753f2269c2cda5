import { describe, expect, it } from 'vitest';
import { EVENT_EDITABLE_COLUMNS } from '../../src/testing/event-columns.ts';
import type { RecurrencePattern } from '../../src/types/database.ts';
import { anon, confirmedUser, service, type TestUser } from './support.ts';

// toggle_event_completion(event_id): flips `completed` and, for a recurring event that becomes
// completed, inserts its next occurrence, all in one call.

// The next occurrence copies everything a client may write, but its date.
const COPIED = ['user_id' as const, ...EVENT_EDITABLE_COLUMNS.filter((column) => column !== 'event_date')];

async function eventOf(user: TestUser, event_date: string, recurrence_pattern: RecurrencePattern | null) {
  const { data, error } = await user.client
    .from('calendar_events')
    .insert({
      user_id: user.id,
      title: 'Rent Payment',
      description: 'First of the month',
      event_date,
      event_time: '09:00',
      amount: 1200,
      event_type: 'bill',
      category: 'housing',
      is_recurring: recurrence_pattern !== null,
      recurrence_pattern,
      reminder_enabled: false,
      reminder_days_before: 7,
    })
    .select()
    .single();
  expect(error).toBeNull();
  return data!;
}

async function eventsOf(user: TestUser) {
  const { data, error } = await user.client
    .from('calendar_events')
    .select('event_date, completed')
    .order('event_date');
  expect(error).toBeNull();
  return data!;
}

describe('toggle_event_completion(event_id)', () => {
  it.each([
    ['weekly', '2026-12-29', '2027-01-05'],
    ['bi-weekly', '2026-12-25', '2027-01-08'],
    ['monthly', '2026-03-15', '2026-04-15'],
    ['monthly', '2027-01-31', '2027-02-28'],
    ['monthly', '2028-01-31', '2028-02-29'],
    ['quarterly', '2026-11-30', '2027-02-28'],
    ['yearly', '2028-02-29', '2029-02-28'],
    ['yearly', '2026-07-04', '2027-07-04'],
  ] as const)('completes a %s event of %s and schedules the next on %s', async (pattern, day, next) => {
    const user = await confirmedUser();
    const event = await eventOf(user, day, pattern);

    const { data, error } = await user.client.rpc('toggle_event_completion', { event_id: event.id });

    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(data![0]).toMatchObject({ id: event.id, completed: true, event_date: day });
    const successor = data![1]!;
    expect(successor).toMatchObject({ event_date: next, completed: false });
    expect(successor.id).not.toBe(event.id);
    for (const column of COPIED) expect(successor[column], column).toEqual(event[column]);
    expect(await eventsOf(user)).toEqual([
      { event_date: day, completed: true },
      { event_date: next, completed: false },
    ]);
  });

  it('keeps the day of the month: Jan 31, Feb 28, then Mar 31 (the app and the .ics export agree)', async () => {
    const user = await confirmedUser();
    const january = await eventOf(user, '2027-01-31', 'monthly');
    expect(january.recurrence_day).toBe(31);

    const first = await user.client.rpc('toggle_event_completion', { event_id: january.id });
    const february = first.data![1]!;
    expect(february).toMatchObject({ event_date: '2027-02-28', recurrence_day: 31 });
    const second = await user.client.rpc('toggle_event_completion', { event_id: february.id });
    expect(second.data![1]).toMatchObject({ event_date: '2027-03-31', recurrence_day: 31 });
  });

  it("sets recurrence_day itself: the event's day, kept only while the date is that day or a short month's end", async () => {
    const user = await confirmedUser();
    const event = await eventOf(user, '2027-02-28', 'monthly');
    // The service role: clients may not write recurrence_day at all (tests/db/column-grants.test.ts).
    const update = async (patch: { event_date?: string; recurrence_day?: number; title?: string }) => {
      const { data, error } = await service()
        .from('calendar_events')
        .update(patch)
        .eq('id', event.id)
        .select('event_date, recurrence_day')
        .single();
      expect(error).toBeNull();
      return data;
    };
    expect(event.recurrence_day).toBe(28);
    expect(await update({ recurrence_day: 30 })).toEqual({ event_date: '2027-02-28', recurrence_day: 30 });
    expect(await update({ title: 'Renamed' })).toEqual({ event_date: '2027-02-28', recurrence_day: 30 });
    expect(await update({ recurrence_day: 12 })).toEqual({ event_date: '2027-02-28', recurrence_day: 28 });
    expect(await update({ event_date: '2027-03-15' })).toEqual({
      event_date: '2027-03-15',
      recurrence_day: 15,
    });
  });

  it('reopens a completed event and creates nothing', async () => {
    const user = await confirmedUser();
    const event = await eventOf(user, '2026-12-01', 'monthly');
    await user.client.rpc('toggle_event_completion', { event_id: event.id });

    const { data, error } = await user.client.rpc('toggle_event_completion', { event_id: event.id });

    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id: event.id, completed: false })]);
    expect(await eventsOf(user)).toEqual([
      { event_date: '2026-12-01', completed: false },
      { event_date: '2027-01-01', completed: false },
    ]);
  });

  it('does not schedule the next occurrence twice when completed again', async () => {
    const user = await confirmedUser();
    const event = await eventOf(user, '2026-12-01', 'monthly');
    for (let i = 0; i < 3; i++) await user.client.rpc('toggle_event_completion', { event_id: event.id });

    expect(await eventsOf(user)).toEqual([
      { event_date: '2026-12-01', completed: true },
      { event_date: '2027-01-01', completed: false },
    ]);
  });

  it('completes a one-off event and creates nothing', async () => {
    const user = await confirmedUser();
    const event = await eventOf(user, '2026-12-01', null);

    const { data, error } = await user.client.rpc('toggle_event_completion', { event_id: event.id });

    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id: event.id, completed: true })]);
    expect(await eventsOf(user)).toEqual([{ event_date: '2026-12-01', completed: true }]);
  });

  it("leaves another user's event untouched and says it was not found", async () => {
    const owner = await confirmedUser({}, 'owner');
    const other = await confirmedUser({}, 'other');
    const event = await eventOf(owner, '2026-12-01', 'monthly');

    const { data, error } = await other.client.rpc('toggle_event_completion', { event_id: event.id });

    expect(data).toBeNull();
    expect(error?.code).toBe('PT404');
    expect(await eventsOf(owner)).toEqual([{ event_date: '2026-12-01', completed: false }]);
    expect(await eventsOf(other)).toEqual([]);
  });

  it('is not callable by visitors', async () => {
    const owner = await confirmedUser();
    const event = await eventOf(owner, '2026-12-01', 'monthly');

    const { error } = await anon().rpc('toggle_event_completion', { event_id: event.id });

    expect(error?.code).toBe('42501');
    expect(await eventsOf(owner)).toEqual([{ event_date: '2026-12-01', completed: false }]);
  });
});
