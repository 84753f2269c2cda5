import { describe, expect, it } from 'vitest';
import { addDays, occurrencesBetween } from '@shared/calendar/recurrence.ts';
import { findRecurring, type Finding } from './recurring';
import type { Transaction } from './statement';

let nextLine = 2;
const line = (date: string, cents: number, description: string): Transaction => ({
  date,
  cents,
  description,
  line: nextLine++,
});

/** A monthly series' dates from `first` (its day kept, the last day in a shorter month). */
const monthly = (first: string, count: number) =>
  occurrencesBetween(
    { event_date: first, recurrence_pattern: 'monthly', recurrence_day: null },
    first,
    '2099-12-31',
  ).slice(0, count);
const everyDays = (first: string, days: number, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(first, days * i));

// Coffee on irregular days, at one of two prices: it must never be found.
const GAPS = [1, 3, 2, 5, 1, 4, 6, 2, 3, 1, 2, 7, 1, 3];
const coffee = (from: string, count: number) => {
  let date = from;
  return Array.from({ length: count }, (_, i) => {
    date = addDays(date, GAPS[i % GAPS.length]!);
    return line(date, i % 3 === 0 ? -525 : -475, `STARBUCKS #${1000 + i} SEATTLE WA`);
  });
};

const today = '2025-01-10';
const found = (transactions: Transaction[]) => findRecurring(transactions, today);
const summary = (findings: Finding[]) => findings.map((f) => [f.kind, f.title, f.frequency, f.cents]);

describe('findRecurring', () => {
  it('finds a monthly subscription with a skipped month, its title, amount, day, next date and support', () => {
    const dates = monthly('2024-01-15', 12).filter((d) => d !== '2024-06-15');
    const transactions = dates.map((d) => line(d, -1549, `NETFLIX.COM 866-579-7172 CA`));
    const [finding] = found(transactions);
    expect(finding).toMatchObject({
      title: 'Netflix.com',
      payee: 'NETFLIX COM',
      kind: 'payment',
      frequency: 'monthly',
      cents: 1549,
      next: ['2025-01-15'],
      daysOfMonth: [15],
      suggestion: { eventType: 'bill', category: 'other' },
    });
    expect(finding!.support.map((s) => s.date)).toEqual(dates);
    expect(finding!.support[0]).toEqual({
      date: '2024-01-15',
      cents: 1549,
      description: 'NETFLIX.COM 866-579-7172 CA',
      line: transactions[0]!.line,
    });
  });

  it('finds pay every two weeks, every week and twice a month, income with its next dates', () => {
    const fortnightly = everyDays('2024-01-05', 14, 26).map((d, i) =>
      line(d, 210_000 + (i % 3) * 1500, 'ACME CORP DES:PAYROLL ID:XXXXX12345 PPD'),
    );
    const weekly = everyDays('2024-01-01', 7, 53).map((d) =>
      line(d, -25_000, `ZELLE TO MARIA GARCIA ON ${d.slice(5)} REF # PP0${d.slice(8)}X`),
    );
    // The 15th and the last day, paid on the Friday before when it falls on a weekend.
    const twice = [
      '2024-07-15',
      '2024-07-31',
      '2024-08-15',
      '2024-08-30',
      '2024-09-13',
      '2024-09-30',
      '2024-10-15',
      '2024-10-31',
      '2024-11-15',
      '2024-11-29',
      '2024-12-13',
      '2024-12-31',
    ];
    const semi = twice.map((d) => line(d, 180_000, 'GLOBEX INC DIR DEP'));
    const findings = found([...fortnightly, ...weekly, ...semi]);
    expect(summary(findings)).toEqual([
      ['income', 'Acme Corp Payroll', 'bi-weekly', 211_500],
      ['income', 'Globex Inc Dir Dep', 'semi-monthly', 180_000],
      ['payment', 'Zelle To Maria Garcia', 'weekly', 25_000],
    ]);
    expect(findings.map((f) => f.next)).toEqual([
      ['2025-01-17'],
      ['2025-01-15', '2025-01-31'],
      ['2025-01-13'],
    ]);
  });

  it('finds a quarterly bill of four payments and a yearly fee of two, not a fee seen once', () => {
    const quarterly = ['2024-01-10', '2024-04-10', '2024-07-10', '2024-10-10'].map((d) =>
      line(d, -9000, 'CITY WATER SEWER'),
    );
    const yearly = ['2024-01-03', '2025-01-03'].map((d) => line(d, -13_900, 'AMAZON PRIME*1A2B3C'));
    const once = [line('2024-05-01', -6500, 'COSTCO ANNUAL RENEWAL')];
    expect(summary(found([...quarterly, ...yearly, ...once]))).toEqual([
      ['payment', 'City Water Sewer', 'quarterly', 9000],
      ['payment', 'Amazon Prime', 'yearly', 13_900],
    ]);
  });

  it('finds nothing in everyday spending, a cancelled subscription, two payments or refunds', () => {
    const cancelled = monthly('2024-01-20', 7).map((d) => line(d, -1099, 'SPOTIFY USA'));
    const twice = ['2024-09-01', '2024-10-01'].map((d) => line(d, -4000, 'PLANET FITNESS'));
    const shopping = monthly('2024-01-08', 12).map((d, i) =>
      line(d, -(2000 + i * 731), 'AMAZON.COM AMZN.COM/BILL'),
    );
    const refunds = monthly('2024-02-12', 11).map((d) => line(d, 1500, 'AMAZON.COM AMZN.COM/BILL'));
    expect(found([...coffee('2024-01-01', 160), ...cancelled, ...twice, ...shopping, ...refunds])).toEqual(
      [],
    );
  });

  it('adds identical payments on one day: two lines of one plan are one payment of their sum', () => {
    const transactions = monthly('2024-01-09', 12).flatMap((d) => [
      line(d, -1500, 'T-MOBILE'),
      line(d, -1500, 'T-MOBILE'),
    ]);
    const [finding] = found(transactions);
    expect(finding).toMatchObject({ frequency: 'monthly', cents: 3000 });
    expect(finding!.support).toHaveLength(24);
  });

  it('follows a price increase and a bill that drifts, taking the median of the last three', () => {
    const netflix = monthly('2024-01-15', 12).map((d, i) => line(d, i < 6 ? -1549 : -1799, 'NETFLIX.COM'));
    const power = monthly('2024-01-25', 12).map((d, i) =>
      line(d, -[9000, 10400, 8100, 7700, 9800, 11200][i % 6]!, 'CITY POWER & LIGHT'),
    );
    expect(summary(found([...netflix, ...power]))).toEqual([
      ['payment', 'City Power & Light', 'monthly', 9800],
      ['payment', 'Netflix.com', 'monthly', 1799],
    ]);
  });

  it('keeps two subscriptions from one merchant apart by their amounts and days', () => {
    const music = monthly('2024-01-03', 12).map((d) => line(d, -1099, 'APPLE.COM/BILL'));
    const storage = monthly('2024-01-21', 12).map((d) => line(d, -299, 'APPLE.COM/BILL'));
    expect(found([...music, ...storage]).map((f) => [f.frequency, f.cents, f.daysOfMonth])).toEqual([
      ['monthly', 1099, [3]],
      ['monthly', 299, [21]],
    ]);
  });

  it('gives the same findings whatever the order of the lines, and for an overlapping statement', () => {
    const year = [
      ...monthly('2024-01-01', 13).map((d) => line(d, -120_000, 'OAKWOOD APARTMENTS RENT')),
      ...everyDays('2024-01-05', 14, 28).map((d) => line(d, 210_000, 'ACME PAYROLL')),
      ...monthly('2024-01-15', 13).map((d) => line(d, -1549, 'NETFLIX.COM')),
      ...coffee('2024-01-01', 100),
    ];
    const shuffled = [...year].sort((a, b) => ((a.line * 7919) % 101) - ((b.line * 7919) % 101));
    expect(found(shuffled)).toEqual(found(year));
    const later = year.filter((t) => t.date >= '2024-04-01');
    const key = (findings: Finding[]) => findings.map((f) => [f.kind, f.payee, f.frequency, f.cents, f.next]);
    expect(key(found(later))).toEqual(key(found(year)));
  });
});
