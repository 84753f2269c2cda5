import { beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGE,
  FIRST_DATE,
  isDateInRange,
  LAST_DATE,
} from '../../supabase/functions/_shared/calendar/date-range.ts';
import { refusalOr } from '../../src/lib/database-refusal.ts';
import { asBeforeCheck, confirmedUser, type TestUser, withDatabase } from './support.ts';

/**
 * The dates a user can write have two homes: the forms' (supabase/functions/_shared/calendar/
 * date-range.ts) and the database's (private.is_user_date, the tables' checks, the what-if's
 * private.check_user_date). Each date at and around the edges must be taken by both or refused by
 * both, and a refusal must reach the user in the range's words (docs/decisions/024).
 */
const DATES = ['0001-01-01', '1899-12-31', FIRST_DATE, '2026-12-06', LAST_DATE, '2201-01-01', '9999-12-31'];

let user: TestUser;
beforeAll(async () => {
  user = await confirmedUser({}, 'dates');
});

const shownFor = (error: Error) => refusalOr('fallback')(error);

describe('the range of a date a user writes', () => {
  it('is the same in TypeScript and in the database, with the same words', async () => {
    await withDatabase(async (db) => {
      for (const day of DATES) {
        const { rows } = await db.query<{ ok: boolean }>('select private.is_user_date($1::date) as ok', [
          day,
        ]);
        expect(rows[0]!.ok, day).toBe(isDateInRange(day));
      }
      await expect(db.query("select private.check_user_date('2201-01-01')")).rejects.toThrow(
        DATE_RANGE_MESSAGE,
      );
    });
  });

  it('holds for an event date, inserted or changed, and the app shows its words', async () => {
    for (const day of DATES) {
      const inserted = await user.client
        .from('calendar_events')
        .insert({ user_id: user.id, title: 'Rent', event_date: day })
        .select('id')
        .single();
      if (isDateInRange(day)) {
        expect(inserted.error, day).toBeNull();
      } else {
        expect(inserted.error?.code, day).toBe('23514');
        expect(shownFor(inserted.error as unknown as Error)).toBe(DATE_RANGE_MESSAGE);
      }
    }
    const { data } = await user.client
      .from('calendar_events')
      .insert({ user_id: user.id, title: 'Moved', event_date: '2026-12-06' })
      .select('id')
      .single();
    const moved = await user.client
      .from('calendar_events')
      .update({ event_date: '2201-01-01' })
      .eq('id', data!.id);
    expect(moved.error?.code).toBe('23514');
    expect(shownFor(moved.error as unknown as Error)).toBe(DATE_RANGE_MESSAGE);
  });

  it('holds for a goal target date, inserted or changed, and the app shows its words', async () => {
    for (const day of DATES) {
      const inserted = await user.client
        .from('goals')
        .insert({ user_id: user.id, title: 'Car', target_amount: 100, target_date: day })
        .select('id')
        .single();
      if (isDateInRange(day)) {
        expect(inserted.error, day).toBeNull();
      } else {
        expect(inserted.error?.code, day).toBe('23514');
        expect(shownFor(inserted.error as unknown as Error)).toBe(DATE_RANGE_MESSAGE);
      }
    }
    const { data } = await user.client
      .from('goals')
      .insert({ user_id: user.id, title: 'No date', target_amount: 100 })
      .select('id')
      .single();
    const changed = await user.client.from('goals').update({ target_date: '1899-12-31' }).eq('id', data!.id);
    expect(changed.error?.code).toBe('23514');
  });

  it("holds for the what-if's added and moved dates", async () => {
    const { data: rent } = await user.client
      .from('calendar_events')
      .insert({ user_id: user.id, title: 'Rent', event_date: '2026-12-06', amount: 10, event_type: 'bill' })
      .select('id')
      .single();
    for (const day of DATES) {
      for (const change of [
        { op: 'add', title: 'Gym', amount: 45, event_type: 'bill', date: day, pattern: 'monthly' },
        { op: 'move', id: rent!.id, date: day },
      ]) {
        const { error } = await user.client.rpc('cash_flow_forecast', {
          start_balance: 0,
          days: 7,
          changes: [change] as never,
        });
        if (isDateInRange(day)) {
          expect(error, `${change.op} ${day}`).toBeNull();
        } else {
          expect(error?.code, `${change.op} ${day}`).toBe('22023');
          expect(error?.message).toBe(DATE_RANGE_MESSAGE);
        }
      }
    }
  });

  it('ends a series at the last date: completing it adds no date after', async () => {
    const { data } = await user.client
      .from('calendar_events')
      .insert({
        user_id: user.id,
        title: 'Last rent',
        event_date: '2200-12-15',
        is_recurring: true,
        recurrence_pattern: 'monthly',
      })
      .select('id')
      .single();
    const toggled = await user.client.rpc('toggle_event_completion', { event_id: data!.id });
    expect(toggled.error).toBeNull();
    expect(toggled.data).toHaveLength(1);
    expect(toggled.data![0]!.completed).toBe(true);
  });

  it('keeps a row from before the check readable and deletable', async () => {
    const id = await asBeforeCheck(
      'public.calendar_events',
      'calendar_events_event_date_range',
      async (db) => {
        const { rows } = await db.query<{ id: string }>(
          "insert into public.calendar_events (user_id, title, event_date) values ($1, 'Old', '5874897-12-31') returning id",
          [user.id],
        );
        return rows[0]!.id;
      },
    );
    const read = await user.client.from('calendar_events').select('event_date').eq('id', id).single();
    expect(read.data?.event_date).toBe('5874897-12-31');
    const deleted = await user.client.from('calendar_events').delete().eq('id', id).select('id');
    expect(deleted.data).toHaveLength(1);
  });
});
