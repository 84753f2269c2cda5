import { describe, expect, it } from 'vitest';
import type { Tables } from '@/types/database';
import { defaultChoice, toEventRows, type EventRow } from './planned';
import type { Finding } from './recurring';
import {
  isEmptySave,
  keptFigures,
  NO_FIGURES,
  planFindings,
  saveSummary,
  toSave,
  type ReviewItem,
} from './review-logic';

const finding = (over: Partial<Finding> = {}): Finding => ({
  id: 'payment:NETFLIX COM:monthly:2024-01-15',
  title: 'Netflix.com',
  payee: 'NETFLIX COM',
  kind: 'payment',
  frequency: 'monthly',
  cents: 1549,
  next: ['2025-01-15'],
  daysOfMonth: [15],
  suggestion: { eventType: 'bill', category: 'other' },
  support: [{ date: '2024-12-15', cents: 1549, description: 'NETFLIX.COM 866-579-7172 CA', line: 7 }],
  ...over,
});

const netflix = finding();
const rent = finding({
  id: 'payment:OAKWOOD RENT:monthly:2024-01-01',
  title: 'Oakwood Rent',
  cents: 120_000,
  next: ['2025-01-01'],
  suggestion: { eventType: 'bill', category: 'housing' },
});
const pay = finding({
  id: 'income:ACME:semi-monthly:2024-01-15',
  title: 'Acme Payroll',
  kind: 'income',
  frequency: 'semi-monthly',
  cents: 180_000,
  next: ['2025-01-15', '2025-01-31'],
  daysOfMonth: [15, 31],
  suggestion: { eventType: 'income', category: 'income' },
});

const item = (f: Finding, ticked = true): ReviewItem => ({ finding: f, choice: defaultChoice(f), ticked });

let nextId = 0;
const event = (row: EventRow): Tables<'calendar_events'> => ({
  id: `event-${(nextId += 1)}`,
  user_id: 'user-1',
  completed: false,
  created_at: '2025-01-10T00:00:00Z',
  updated_at: '2025-01-10T00:00:00Z',
  ...row,
});

describe('planFindings', () => {
  it('marks a finding planned only when the calendar holds every one of its events', () => {
    const [first] = toEventRows(pay, defaultChoice(pay));
    const plans = planFindings([item(netflix), item(pay)], [event(first!)]);
    expect(plans.map((plan) => [plan.plannedRows, plan.planned])).toEqual([
      [[false], false],
      [[true, false], false],
    ]);
  });

  it('lets one event plan one finding only, however many look like it', () => {
    const [row] = toEventRows(netflix, defaultChoice(netflix));
    const twin = finding({ id: 'payment:NETFLIX COM:monthly:2024-02-15' });
    expect(planFindings([item(netflix), item(twin)], [event(row!)]).map((p) => p.planned)).toEqual([
      true,
      false,
    ]);
  });
});

describe('toSave', () => {
  it('adds the ticked events the calendar lacks, and only the figures chosen', () => {
    const [payFirst] = toEventRows(pay, defaultChoice(pay));
    const items = [item(netflix, false), item(pay), item(rent)];
    const plans = planFindings(items, [event(payFirst!)]);
    const figures = keptFigures(items, plans);
    expect(figures).toEqual({ income: 3600, essentials: 1200 });

    const save = toSave(items, plans, figures, 2500.5, { ...NO_FIGURES, essentials: true, balance: true });
    expect(save.events.map((row) => [row.title, row.event_date])).toEqual([
      ['Acme Payroll', '2025-01-31'],
      ['Oakwood Rent', '2025-01-01'],
    ]);
    expect(save.profile).toEqual({ monthly_essentials: 1200 });
    expect(save.balance).toBe(2500.5);
    expect(saveSummary(save)).toBe(
      '2 repeating events to your calendar, your monthly essential costs to your check-up and your balance today to your forecast.',
    );
  });

  it('counts what the calendar already plans in the figures, though it adds nothing', () => {
    const rows = toEventRows(pay, defaultChoice(pay));
    const items = [item(pay, false)];
    const plans = planFindings(items, rows.map(event));
    expect(plans[0]!.planned).toBe(true);
    const figures = keptFigures(items, plans);
    expect(figures.income).toBe(3600);
    const save = toSave(items, plans, figures, null, { income: true, essentials: true, balance: true });
    // Nothing essential is kept and no balance was read: neither is sent.
    expect(save).toEqual({ events: [], profile: { monthly_income: 3600 }, balance: null });
    expect(saveSummary(save)).toBe('Your monthly take-home income to your check-up.');
  });

  it('is empty when nothing is ticked or chosen', () => {
    const items = [item(netflix, false)];
    const plans = planFindings(items, []);
    const save = toSave(items, plans, keptFigures(items, plans), 100, NO_FIGURES);
    expect(isEmptySave(save)).toBe(true);
    expect(saveSummary(save)).toBe('');
  });
});
