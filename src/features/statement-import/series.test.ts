import { describe, expect, it } from 'vitest';
import { addDays, occurrencesBetween } from '@shared/calendar/recurrence.ts';
import { dayNumber, positionOf } from './schedule';
import { findSeries, sameAmount, type Occurrence } from './series';

let nextLine = 1;
const paid = (date: string, cents: number): Occurrence => ({
  ...positionOf(date),
  cents,
  items: [{ date, cents: -cents, description: 'PAYEE', line: nextLine++ }],
});
const monthly = (first: string, count: number) =>
  occurrencesBetween(
    { event_date: first, recurrence_pattern: 'monthly', recurrence_day: null },
    first,
    '2099-12-31',
  ).slice(0, count);
const byDay = (payments: Occurrence[]) => [...payments].sort((a, b) => a.day - b.day);
/** The series found, as its frequency and the days of its payments; null when none is. */
const found = (payments: Occurrence[], end: string) => {
  const series = findSeries(byDay(payments), dayNumber(end));
  return (
    series && {
      frequency: series.fit.schedule.frequency,
      dates: series.kept.map((i) => series.run[i]!.items[0]!.date),
    }
  );
};

describe('sameAmount', () => {
  it('allows a payment to drift 20% from the typical amount, or a dollar on a small one', () => {
    expect([sameAmount(12_000, 10_000), sameAmount(12_001, 10_000), sameAmount(8000, 10_000)]).toEqual([
      true,
      false,
      true,
    ]);
    expect([sameAmount(399, 300), sameAmount(401, 300)]).toEqual([true, false]);
  });
});

describe('findSeries', () => {
  it('believes three monthly payments only when their amounts agree within 5%, six when they drift', () => {
    const exact = monthly('2024-01-10', 3).map((d) => paid(d, 2000));
    expect(found(exact, '2024-03-20')).toEqual({
      frequency: 'monthly',
      dates: ['2024-01-10', '2024-02-10', '2024-03-10'],
    });
    const drifting = monthly('2024-01-10', 3).map((d, i) => paid(d, [2000, 2200, 1900][i]!));
    expect(found(drifting, '2024-03-20')).toBeNull();
    const longer = monthly('2024-01-10', 6).map((d, i) => paid(d, [2000, 2200, 1900, 2100, 2300, 2000][i]!));
    expect(found(longer, '2024-06-20')?.dates).toHaveLength(6);
  });

  it('needs six weekly payments, five every two weeks, four quarterly, two yearly', () => {
    const weekly = (count: number) =>
      Array.from({ length: count }, (_, i) => paid(addDays('2024-03-04', 7 * i), 5000));
    expect(found(weekly(5), '2024-04-02')).toBeNull();
    expect(found(weekly(6), '2024-04-09')?.frequency).toBe('weekly');
    const quarterly = (count: number) =>
      monthly('2023-04-10', 12)
        .filter((_, i) => i % 3 === 0)
        .slice(0, count)
        .map((d) => paid(d, 9000));
    expect(found(quarterly(3), '2023-10-20')).toBeNull();
    expect(found(quarterly(4), '2024-01-20')?.frequency).toBe('quarterly');
    expect(found([paid('2023-05-02', 13_900), paid('2024-05-02', 13_900)], '2024-05-20')?.frequency).toBe(
      'yearly',
    );
  });

  it('allows one skipped payment in ten, and a long run’s last one, but not a short run’s', () => {
    const year = monthly('2024-01-10', 12).map((d) => paid(d, 2000));
    expect(
      found(
        year.filter((_, i) => i !== 5),
        '2024-12-20',
      )?.dates,
    ).toHaveLength(11);
    expect(
      found(
        year.filter((_, i) => i !== 5 && i !== 8),
        '2024-12-20',
      ),
    ).toBeNull();
    expect(found(year.slice(0, 11), '2024-12-20')?.dates).toHaveLength(11);
    expect(found(year.slice(0, 3), '2024-04-20')).toBeNull();
  });

  it('is not misled by payments of the same amount off the schedule', () => {
    const year = monthly('2024-01-10', 12).map((d) => paid(d, 2000));
    expect(found([...year, paid('2024-06-22', 2050)], '2024-12-20')?.dates).toHaveLength(12);
    expect(found([...year, paid('2024-03-22', 2050), paid('2024-06-22', 1980)], '2024-12-20')).toBeNull();
  });

  it('does not look for a schedule among more of the payee’s other payments than its own', () => {
    const subscription = monthly('2024-01-10', 6).map((d) => paid(d, 2000));
    const shopping = (count: number) =>
      Array.from({ length: count }, (_, i) => paid(addDays('2024-01-12', 23 * i), 9000 + 731 * i));
    expect(found([...subscription, ...shopping(6)], '2024-06-20')?.dates).toHaveLength(6);
    expect(found([...subscription, ...shopping(7)], '2024-06-20')).toBeNull();
    // A yearly fee rests on two payments: no other payment to the payee between them.
    const fee = [paid('2023-05-02', 13_900), paid('2024-05-02', 13_900)];
    expect(found([...fee, paid('2023-11-20', 2500)], '2024-05-20')).toBeNull();
  });

  it('takes twice a month with one amount on one day and another on the other as two monthly payments', () => {
    const one = monthly('2024-01-05', 12).map((d) => paid(d, 1099));
    const other = monthly('2024-01-20', 12).map((d) => paid(d, 1299));
    expect(found([...one, ...other], '2024-12-25')).toMatchObject({ frequency: 'monthly' });
    const alike = [...one, ...monthly('2024-01-20', 12).map((d) => paid(d, 1099))];
    expect(found(alike, '2024-12-25')).toMatchObject({ frequency: 'semi-monthly' });
  });
});
