import { describe, expect, it } from 'vitest';
import { monthlyFigures } from './figures';
import { defaultChoice, type ReviewChoice } from './planned';
import type { Finding } from './recurring';

const finding = (frequency: Finding['frequency'], kind: Finding['kind'] = 'payment'): Finding => ({
  id: frequency,
  title: frequency,
  payee: frequency.toUpperCase(),
  kind,
  frequency,
  cents: 100,
  next: [],
  daysOfMonth: [],
  suggestion: {
    eventType: kind === 'income' ? 'income' : 'bill',
    category: kind === 'income' ? 'income' : 'other',
  },
  support: [],
});
const kept = (frequency: Finding['frequency'], choice: Partial<ReviewChoice>) => {
  const found = finding(frequency);
  return { finding: found, choice: { ...defaultChoice(found), ...choice } };
};

describe('monthlyFigures', () => {
  it('turns each kind of pay monthly the app’s one way: weekly × 52/12, every two weeks × 26/12, twice a month × 2', () => {
    expect(
      monthlyFigures([
        kept('weekly', { event_type: 'income', amount: 600 }),
        kept('bi-weekly', { event_type: 'income', amount: 1200 }),
        kept('semi-monthly', { event_type: 'income', amount: 1000 }),
        kept('monthly', { event_type: 'income', amount: 500 }),
      ]).income,
    ).toBe((600 * 52) / 12 + (1200 * 26) / 12 + 2000 + 500);
  });

  it('counts as essential only bills for a roof, the lights, getting around, cover and debts, as the person left them', () => {
    expect(
      monthlyFigures([
        kept('monthly', { event_type: 'bill', category: 'housing', amount: 1200 }),
        kept('quarterly', { event_type: 'bill', category: 'utilities', amount: 90 }),
        kept('yearly', { event_type: 'bill', category: 'insurance', amount: 600 }),
        kept('monthly', { event_type: 'bill', category: 'transportation', amount: 300 }),
        kept('monthly', { event_type: 'bill', category: 'debt', amount: 150.5 }),
        kept('monthly', { event_type: 'bill', category: 'other', amount: 15.49 }),
        kept('monthly', { event_type: 'saving', category: 'other', amount: 200 }),
        kept('monthly', { event_type: 'general', category: 'housing', amount: 99 }),
      ]),
    ).toEqual({ income: 0, essentials: 1200 + 30 + 50 + 300 + 150.5 });
  });

  it('is nothing a month when nothing is kept', () => {
    expect(monthlyFigures([])).toEqual({ income: 0, essentials: 0 });
  });
});
