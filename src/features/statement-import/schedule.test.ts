import { describe, expect, it } from 'vitest';
import { occurrencesBetween } from '@shared/calendar/recurrence.ts';
import { bestFit, candidateSchedules, dateOfDay, dayNumber, fit, positionOf, type Dated } from './schedule';

const payment = (date: string, cents = 1000): Dated => ({ ...positionOf(date), cents });
const dates = (fitted: ReturnType<typeof fit>, run: readonly Dated[]) =>
  fitted.matched.map((m) => dateOfDay(run[m.index]!.day));

describe('positionOf, dayNumber and dateOfDay', () => {
  it('read a date as its day number, month and day of the month, and back', () => {
    expect(positionOf('1970-02-03')).toEqual({ day: 33, month: 1970 * 12 + 1, dom: 3 });
    expect(dateOfDay(dayNumber('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('candidateSchedules', () => {
  it('keeps a day of the month by the calendar’s rule: the 31st falls on each month’s last day', () => {
    const run = ['2024-01-31', '2024-02-29', '2024-03-29'].map((d) => payment(d));
    const lastDay = candidateSchedules(run, 'monthly').find((s) => s.daysOfMonth[0] === 31)!;
    const slot = lastDay.nearest(positionOf('2024-01-31'));
    const calendar = occurrencesBetween(
      { event_date: '2024-01-31', recurrence_pattern: 'monthly', recurrence_day: 31 },
      '2024-01-01',
      '2025-12-31',
    );
    expect(calendar.map((_, k) => dateOfDay(lastDay.dayOf(slot + k)))).toEqual(calendar);
  });
});

describe('fit', () => {
  it('places payments moved by a weekend in their slot, and one off the schedule aside', () => {
    // The 1st of June 2024 was a Saturday: paid on Monday the 3rd. The 20th is no slot.
    const run = ['2024-04-01', '2024-05-01', '2024-05-20', '2024-06-03', '2024-07-01'].map((d) => payment(d));
    const monthly = candidateSchedules(run, 'monthly').find((s) => s.daysOfMonth[0] === 1)!;
    const fitted = fit(run, monthly, 1000);
    expect(dates(fitted, run)).toEqual(['2024-04-01', '2024-05-01', '2024-06-03', '2024-07-01']);
    expect(fitted.extras).toEqual([2]);
    expect(fitted.missed).toBe(0);
    expect(fitted.off).toBe(2);
  });

  it('keeps, of two payments in one slot, the one nearer the typical amount, and counts a skipped slot', () => {
    const run = [
      payment('2024-01-05'),
      payment('2024-02-05', 5000),
      payment('2024-02-06'),
      payment('2024-04-05'),
    ];
    const monthly = candidateSchedules(run, 'monthly').find((s) => s.daysOfMonth[0] === 5)!;
    const fitted = fit(run, monthly, 1000);
    expect(dates(fitted, run)).toEqual(['2024-01-05', '2024-02-06', '2024-04-05']);
    expect(fitted.extras).toEqual([1]);
    expect(fitted.missed).toBe(1);
  });
});

describe('bestFit', () => {
  it('finds the weekday of a weekly payment', () => {
    const run = Array.from({ length: 8 }, (_, i) => payment(dateOfDay(dayNumber('2024-03-01') + 7 * i)));
    const fitted = bestFit(run, 'weekly', 1000)!;
    expect(fitted.matched).toHaveLength(8);
    expect(fitted.off).toBe(0);
  });

  it('finds both days of a payment twice a month, the 15th and the last day, paid early on a weekend', () => {
    // 2024: June 15 was a Saturday (paid Friday the 14th); June 30 a Sunday (paid the 28th).
    const run = ['2024-05-15', '2024-05-31', '2024-06-14', '2024-06-28', '2024-07-15', '2024-07-31'].map(
      (d) => payment(d),
    );
    const fitted = bestFit(run, 'semi-monthly', 1000)!;
    expect(fitted.schedule.daysOfMonth).toEqual([15, 31]);
    expect(fitted.matched).toHaveLength(6);
  });

  it('finds the month a quarterly payment keeps', () => {
    const run = ['2024-02-10', '2024-05-10', '2024-08-12', '2024-11-11'].map((d) => payment(d));
    const fitted = bestFit(run, 'quarterly', 1000)!;
    expect(fitted.matched).toHaveLength(4);
    expect(dateOfDay(fitted.schedule.dayOf(fitted.matched[3]!.slot + 1))).toBe('2025-02-10');
  });

  it('fits a payment every two weeks badly to twice a month', () => {
    const run = Array.from({ length: 13 }, (_, i) => payment(dateOfDay(dayNumber('2024-01-05') + 14 * i)));
    expect(bestFit(run, 'bi-weekly', 1000)!.matched).toHaveLength(13);
    expect(bestFit(run, 'semi-monthly', 1000)!.matched.length).toBeLessThan(11);
  });
});
