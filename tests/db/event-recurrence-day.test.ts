import { describe, expect, it } from 'vitest';
import { confirmedUser, service, type TestUser } from './support.ts';

// A client may send recurrence_day on insert (20261209090000_event_recurrence_day_on_insert.sql):
// a statement's series on the 31st, next due on a short month's last day, keeps the 31st after it
// (docs/decisions/028-statement-import.md). private.keep_recurrence_day decides what is kept.

async function insert(user: TestUser, event_date: string, recurrence_day: number, pattern: 'monthly' | null) {
  const { data, error } = await user.client
    .from('calendar_events')
    .insert({
      user_id: user.id,
      title: 'Rent',
      event_date,
      amount: 1450,
      event_type: 'bill',
      category: 'housing',
      is_recurring: pattern !== null,
      recurrence_pattern: pattern,
      recurrence_day,
    })
    .select('id, event_date, recurrence_day')
    .single();
  expect(error).toBeNull();
  return data!;
}

describe('calendar_events.recurrence_day from a client', () => {
  it('keeps a later day for a series starting on a month’s last day, and the next occurrence lands on it', async () => {
    const user = await confirmedUser();
    const event = await insert(user, '2026-11-30', 31, 'monthly');
    expect(event.recurrence_day).toBe(31);

    const { error } = await user.client.rpc('toggle_event_completion', { event_id: event.id });
    expect(error).toBeNull();
    const { data: next } = await service()
      .from('calendar_events')
      .select('event_date, recurrence_day')
      .eq('user_id', user.id)
      .eq('completed', false)
      .single();
    expect(next).toEqual({ event_date: '2026-12-31', recurrence_day: 31 });
  });

  it('sets the first date’s day where the day sent cannot be kept', async () => {
    const user = await confirmedUser();
    // The 15th is no month's last day; February 28th is, but 27 is not later than it.
    expect((await insert(user, '2026-11-15', 31, 'monthly')).recurrence_day).toBe(15);
    expect((await insert(user, '2027-02-28', 27, 'monthly')).recurrence_day).toBe(28);
    // An event that does not repeat keeps no day.
    expect((await insert(user, '2026-11-30', 31, null)).recurrence_day).toBeNull();
  });

  it('still refuses it on update: the trigger keeps it right when the date changes', async () => {
    const user = await confirmedUser();
    const event = await insert(user, '2026-11-30', 31, 'monthly');
    const updated = await user.client
      .from('calendar_events')
      .update({ recurrence_day: 5 })
      .eq('id', event.id);
    expect(updated.error?.code).toBe('42501');
    const { data } = await service()
      .from('calendar_events')
      .select('recurrence_day')
      .eq('id', event.id)
      .single();
    expect(data).toEqual({ recurrence_day: 31 });
  });
});
