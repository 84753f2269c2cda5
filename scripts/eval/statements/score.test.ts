import { describe, expect, it } from 'vitest';
import type { Label } from './generate.ts';
import { rates, scoreStatement, type Found } from './score.ts';

const label = (over: Partial<Label>): Label => ({
  name: 'NETFLIX.COM',
  kind: 'payment',
  frequency: 'monthly',
  paycheck: false,
  dates: ['2024-01-15', '2024-02-15', '2024-03-15'],
  payments: ['2024-01-15', '2024-02-15', '2024-03-15'].map((date) => ({ date, cents: 1549 })),
  next: ['2024-04-15'],
  expected: true,
  ...over,
});
const finding = (over: Partial<Found>): Found => ({
  title: 'Netflix.com',
  kind: 'payment',
  frequency: 'monthly',
  next: ['2024-04-15'],
  support: ['2024-01-15', '2024-02-15', '2024-03-15'].map((date) => ({ date, cents: 1549 })),
  ...over,
});

describe('scoreStatement', () => {
  it('counts a finding right when its payments are an expected label’s and its interval the label’s', () => {
    const score = scoreStatement([label({})], [finding({})]);
    expect(score.tallies.monthly).toEqual({ truePositives: 1, falsePositives: 0, misses: 0 });
    expect([score.right, score.nextRight]).toEqual([1, 1]);
  });

  it('counts a wrong interval as a false positive and a miss, and a second finding of one label as false', () => {
    const score = scoreStatement([label({})], [finding({ frequency: 'semi-monthly' })]);
    expect(score.tallies['semi-monthly'].falsePositives).toBe(1);
    expect(score.tallies.monthly.misses).toBe(1);
    expect(scoreStatement([label({})], [finding({}), finding({})]).tallies.monthly).toEqual({
      truePositives: 1,
      falsePositives: 1,
      misses: 0,
    });
  });

  it('counts finding what was not to be found (a cancelled subscription) or nothing labelled as false', () => {
    const cancelled = label({ expected: false, unexpected: 'stopped' });
    expect(scoreStatement([cancelled], [finding({})]).tallies.monthly).toEqual({
      truePositives: 0,
      falsePositives: 1,
      misses: 0,
    });
    const coffee = finding({ support: [{ date: '2024-01-02', cents: 475 }] });
    expect(scoreStatement([label({})], [coffee]).wrong).toEqual([{ finding: coffee, label: null }]);
  });

  it('tells two labels on the same days apart by their amounts, and counts paydays', () => {
    const rent = label({ name: 'RENT', payments: label({}).payments.map((p) => ({ ...p, cents: 120_000 })) });
    const pay = label({ name: 'ACME', kind: 'income', paycheck: true });
    const score = scoreStatement([rent, label({}), pay], [finding({})]);
    expect(score.missed.map((l) => l.name)).toEqual(['RENT', 'ACME']);
    expect(score.paydays).toEqual({ found: 0, missed: [pay] });
  });

  it('checks the next date within four days', () => {
    expect(scoreStatement([label({})], [finding({ next: ['2024-04-19'] })]).nextRight).toBe(1);
    expect(scoreStatement([label({})], [finding({ next: ['2024-04-20'] })]).nextWrong).toHaveLength(1);
  });
});

describe('rates', () => {
  it('gives precision and recall in percent, null without a denominator', () => {
    expect(rates({ truePositives: 19, falsePositives: 1, misses: 0 })).toEqual({
      precision: 95,
      recall: 100,
    });
    expect(rates({ truePositives: 0, falsePositives: 0, misses: 0 })).toEqual({
      precision: null,
      recall: null,
    });
  });
});
