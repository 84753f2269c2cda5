import { describe, expect, it } from 'vitest';
import {
  occurrencesBetween,
  type RecurrencePattern,
} from '../../supabase/functions/_shared/calendar/recurrence.ts';
import type { TablesInsert } from '../../src/types/database.ts';
import { anon, confirmedUser, type TestUser, withDatabase } from './support.ts';

// cash_flow_forecast(start_balance, days, changes) and private.event_occurrences
// (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md).

interface Forecast {
  points: { date: string; balance: number }[];
  lowest: { date: string; balance: number };
  next_payday: string | null;
  bills_before_payday: {
    count: number;
    total: number;
    items: { date: string; title: string; amount: number }[];
  };
}

type EventInsert = TablesInsert<'calendar_events'>;

const addDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

/** Today in UTC, as the database sees it for a user in UTC. */
async function today(user: TestUser): Promise<string> {
  const { data, error } = await user.client.rpc('cash_flow_forecast', { start_balance: 0, days: 1 });
  expect(error).toBeNull();
  return (data as unknown as Forecast).points[0]!.date;
}

async function addEvent(user: TestUser, event: Omit<EventInsert, 'user_id'>) {
  const { data, error } = await user.client
    .from('calendar_events')
    .insert({ user_id: user.id, ...event })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

async function forecast(user: TestUser, start_balance: number, days = 60, changes: unknown[] = []) {
  const { data, error } = await user.client.rpc('cash_flow_forecast', {
    start_balance,
    days,
    changes: changes as never,
  });
  expect(error).toBeNull();
  return data as unknown as Forecast;
}

describe('private.event_occurrences', () => {
  // The SQL home of the recurrence rule against the app's (recurrence.ts), date by date for four
  // years, and the reminders' test of a single date (private.is_occurrence) against both.
  const CASES: { start: string; pattern: RecurrencePattern | null; anchor: number | null }[] = [
    ['2026-01-31', 31],
    ['2026-01-30', 30],
    ['2026-02-28', 31],
    ['2026-03-15', null],
    ['2024-02-29', 29],
    ['2026-12-31', 31],
  ].flatMap(([start, anchor]) =>
    (['weekly', 'bi-weekly', 'monthly', 'quarterly', 'yearly', null] as const).map((pattern) => ({
      start: start as string,
      pattern,
      anchor: anchor as number | null,
    })),
  );
  const FROM = '2025-12-01';
  const TO = '2029-12-31';

  it('gives the dates recurrence.ts gives, and is_occurrence agrees on every day', async () => {
    await withDatabase(async (db) => {
      for (const { start, pattern, anchor } of CASES) {
        const expected = pattern
          ? occurrencesBetween(
              { event_date: start, recurrence_pattern: pattern, recurrence_day: anchor },
              FROM,
              TO,
            )
          : [start].filter((day) => day >= FROM && day <= TO);
        const { rows } = await db.query<{ listed: string[]; tested: string[] }>(
          `select
             (select coalesce(array_agg(d::text order by d), '{}')
              from unnest(private.event_occurrences($1, $2, $3, $4, $5)) d) as listed,
             (select coalesce(array_agg(d::date::text order by d), '{}')
              from generate_series($4::date, $5::date, interval '1 day') d
              where private.is_occurrence($1, $2, $3, d::date)) as tested`,
          [start, pattern, anchor, FROM, TO],
        );
        expect(rows[0]!.listed, `${start} ${pattern} ${anchor}`).toEqual(expected);
        expect(rows[0]!.tested, `${start} ${pattern} ${anchor}`).toEqual(expected);
      }
      const window = await db.query<{ days: string[] }>(
        `select array_agg(o::text order by o) as days
         from unnest(private.event_occurrences('2026-01-31', 'monthly', 31, '2026-02-15', '2026-05-01')) o`,
      );
      expect(window.rows[0]!.days).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    });
  });
});

describe('cash_flow_forecast', () => {
  it('adds income, subtracts every other amount, repeats series and leaves completed events out', async () => {
    const user = await confirmedUser({ time_zone: 'UTC' }, 'forecast');
    const day0 = await today(user);
    await addEvent(user, {
      title: 'Paycheck',
      event_type: 'income',
      amount: 2000,
      event_date: addDays(day0, 10),
      recurrence_pattern: 'bi-weekly',
      is_recurring: true,
    });
    await addEvent(user, { title: 'Rent', event_type: 'bill', amount: 1200, event_date: addDays(day0, 3) });
    await addEvent(user, {
      title: 'Phone',
      event_type: 'bill',
      amount: 50,
      event_date: addDays(day0, -20),
      recurrence_pattern: 'weekly',
      is_recurring: true,
    });
    await addEvent(user, {
      title: 'Savings',
      event_type: 'saving',
      amount: 100,
      event_date: addDays(day0, 5),
    });
    await addEvent(user, { title: 'Note', event_type: 'general', event_date: addDays(day0, 6) });
    const paid = await addEvent(user, {
      title: 'Paid already',
      event_type: 'bill',
      amount: 999,
      event_date: addDays(day0, 2),
    });
    await user.client.rpc('toggle_event_completion', { event_id: paid });

    const result = await forecast(user, 1000, 30);
    expect(result.points).toHaveLength(30);
    expect(result.points[0]!.date).toBe(day0);
    // Phone every 7 days from 20 days ago: day 1, 8, 15, 22, 29.
    const at = (n: number) => result.points[n]!.balance;
    expect(at(0)).toBe(1000);
    expect(at(1)).toBe(950);
    expect(at(3)).toBe(-250);
    expect(at(5)).toBe(-350);
    expect(at(8)).toBe(-400);
    expect(at(10)).toBe(1600);
    expect(at(29)).toBe(1000 - 5 * 50 - 1200 - 100 + 2 * 2000);
    expect(result.lowest).toEqual({ date: addDays(day0, 8), balance: -400 });
    expect(result.next_payday).toBe(addDays(day0, 10));
    expect(result.bills_before_payday).toEqual({
      count: 4,
      total: 1400,
      items: [
        { date: addDays(day0, 1), title: 'Phone', amount: 50 },
        { date: addDays(day0, 3), title: 'Rent', amount: 1200 },
        { date: addDays(day0, 5), title: 'Savings', amount: 100 },
        { date: addDays(day0, 8), title: 'Phone', amount: 50 },
      ],
    });
  });

  it('shows what-ifs without saving them: an added bill, a removed one, a moved one', async () => {
    const user = await confirmedUser({ time_zone: 'UTC' }, 'forecast');
    const day0 = await today(user);
    const rent = await addEvent(user, {
      title: 'Rent',
      event_type: 'bill',
      amount: 800,
      event_date: addDays(day0, 2),
      recurrence_pattern: 'monthly',
      is_recurring: true,
    });
    const gym = await addEvent(user, {
      title: 'Gym',
      event_type: 'bill',
      amount: 40,
      event_date: addDays(day0, 4),
    });
    await addEvent(user, { title: 'Pay', event_type: 'income', amount: 900, event_date: addDays(day0, 6) });

    const before = await forecast(user, 500, 7);
    expect(before.lowest).toEqual({ date: addDays(day0, 4), balance: -340 });

    const moved = await forecast(user, 500, 7, [{ op: 'move', id: rent, date: addDays(day0, 6) }]);
    expect(moved.lowest).toEqual({ date: addDays(day0, 4), balance: 460 });
    expect(moved.points[6]!.balance).toBe(560);

    const removed = await forecast(user, 500, 7, [{ op: 'remove', id: gym }]);
    expect(removed.lowest.balance).toBe(-300);

    const added = await forecast(user, 500, 7, [
      {
        op: 'add',
        title: 'Into Emergency Fund',
        amount: 100,
        event_type: 'saving',
        date: addDays(day0, 1),
        pattern: 'weekly',
      },
    ]);
    expect(added.lowest).toEqual({ date: addDays(day0, 4), balance: -440 });
    expect(added.points[6]!.balance).toBe(500 - 800 - 40 + 900 - 100);

    // Nothing was saved.
    const { data } = await user.client.from('calendar_events').select('title, event_date').order('title');
    expect(data).toEqual([
      { title: 'Gym', event_date: addDays(day0, 4) },
      { title: 'Pay', event_date: addDays(day0, 6) },
      { title: 'Rent', event_date: addDays(day0, 2) },
    ]);
    expect((await forecast(user, 500, 7)).lowest.balance).toBe(-340);
  });

  it('counts a series once where a stored event of it already stands, as the calendar shows it', async () => {
    const user = await confirmedUser({ time_zone: 'UTC' }, 'forecast');
    const day0 = await today(user);
    const series = {
      title: 'Loan',
      event_type: 'bill' as const,
      amount: 100,
      recurrence_pattern: 'weekly' as const,
      is_recurring: true,
    };
    await addEvent(user, { ...series, event_date: day0 });
    await addEvent(user, { ...series, event_date: addDays(day0, 7) });
    const result = await forecast(user, 0, 14);
    expect(result.points[13]!.balance).toBe(-200);
  });

  it('reads only the caller own events, and refuses bad input and visitors', async () => {
    const owner = await confirmedUser({ time_zone: 'UTC' }, 'forecast');
    const other = await confirmedUser({ time_zone: 'UTC' }, 'forecast');
    const day0 = await today(owner);
    const id = await addEvent(owner, {
      title: 'Rent',
      event_type: 'bill',
      amount: 700,
      event_date: addDays(day0, 1),
    });
    expect((await forecast(other, 100, 5)).lowest.balance).toBe(100);
    // Another user's event id in a what-if changes nothing.
    expect((await forecast(other, 100, 5, [{ op: 'move', id, date: day0 }])).lowest.balance).toBe(100);
    expect((await forecast(owner, 100, 5)).lowest.balance).toBe(-600);

    const refuse = async (args: Record<string, unknown>) =>
      (await owner.client.rpc('cash_flow_forecast', args as never)).error?.code;
    expect(await refuse({ start_balance: 'NaN' })).toBe('22023');
    expect(await refuse({ start_balance: 1e12 })).toBe('22023');
    expect(await refuse({ start_balance: 0, days: 0 })).toBe('22023');
    expect(await refuse({ start_balance: 0, days: 400 })).toBe('22023');
    expect(await refuse({ start_balance: 0, changes: [{ op: 'explode' }] })).toBe('22023');
    expect(
      await refuse({
        start_balance: 0,
        changes: [{ op: 'add', title: 'x', amount: -5, event_type: 'bill', date: day0 }],
      }),
    ).toBe('22023');
    expect(await refuse({ start_balance: 0, changes: [{ op: 'move', id: 'not-a-uuid', date: day0 }] })).toBe(
      '22023',
    );
    expect(await refuse({ start_balance: 0, changes: [{ op: 'move', id, date: '2026-02-31' }] })).toBe(
      '22023',
    );
    expect((await anon().rpc('cash_flow_forecast', { start_balance: 0 })).error?.code).toBe('42501');
  });

  it('dates the forecast in the user own time zone', async () => {
    const tokyo = await confirmedUser({ time_zone: 'Pacific/Kiritimati' }, 'forecast');
    const samoa = await confirmedUser({ time_zone: 'Pacific/Pago_Pago' }, 'forecast');
    // UTC+14 and UTC-11: always a day or more apart.
    const ahead = (await forecast(tokyo, 0, 1)).points[0]!.date;
    const behind = (await forecast(samoa, 0, 1)).points[0]!.date;
    expect(ahead > behind).toBe(true);
  });
});

describe('cash_balances', () => {
  it('keeps one balance per user, their own, below zero allowed, never NaN', async () => {
    const user = await confirmedUser({}, 'balance');
    const other = await confirmedUser({}, 'balance');
    const set = (who: TestUser, amount: number | string) =>
      who.client
        .from('cash_balances')
        .upsert({ amount } as never, { onConflict: 'user_id' })
        .select('amount')
        .single();
    expect((await set(user, 1234.5)).data).toEqual({ amount: 1234.5 });
    expect((await set(user, -20)).data).toEqual({ amount: -20 });
    expect((await set(user, 'NaN')).error?.code).toBe('23514');
    expect((await set(user, 1e12)).error).not.toBeNull();
    const forged = await other.client.from('cash_balances').insert({ user_id: user.id, amount: 5 });
    expect(forged.error?.code).toBe('42501');
    expect((await other.client.from('cash_balances').select('amount')).data).toEqual([]);
    const wiped = await other.client.from('cash_balances').delete().eq('user_id', user.id).select();
    expect(wiped.data).toEqual([]);
    expect((await user.client.from('cash_balances').select('amount')).data).toEqual([{ amount: -20 }]);
    const backdated = await user.client
      .from('cash_balances')
      .update({ updated_at: '2000-01-01' } as never)
      .eq('user_id', user.id);
    expect(backdated.error?.code).toBe('42501');
  });
});
