import { describe, expect, it } from 'vitest';
import { evaluationCases, type EvalCase } from './cases.ts';
import { reachFor } from './seed.ts';
import { failures, passRate, summaryLines } from './check.ts';
import { heldOutCases } from './held-out-cases.ts';

const testCase: EvalCase = {
  id: 'demo',
  category: 'general',
  question: 'How much should I keep in an emergency fund?',
  must: ['3 to 6 MONTHS', /^Aim/],
  mustNot: ['/dashboard/solutions/'],
};

describe('evaluation checks', () => {
  it('passes an answer that holds every must fact and none of the must-not ones', () => {
    expect(failures(testCase, 200, 'Aim for 3 to 6 months of essential expenses.')).toEqual([]);
  });

  it('names each missing fact, forbidden fact, wrong status and leaked placeholder', () => {
    expect(
      failures(
        testCase,
        500,
        'You could buy [Life Insurance](/dashboard/solutions/life-insurance) for undefined.',
      ),
    ).toEqual([
      'status 500, expected 200',
      'missing 3 to 6 MONTHS',
      'missing /^Aim/',
      'must not say /dashboard/solutions/',
      'leaks "undefined"',
    ]);
  });

  it('has at least 80 questions with unique ids, in every category', () => {
    const cases = evaluationCases('2026-11-24');
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.category))).toEqual(
      new Set(['general', 'personal', 'calculation', 'out-of-scope', 'adversarial']),
    );
  });

  it('holds a separate held-out set of at least 60 questions, none of them in the tuning set', () => {
    const tuning = evaluationCases('2026-11-24');
    const heldOut = heldOutCases('2026-11-24');
    expect(heldOut.length).toBeGreaterThanOrEqual(60);
    expect(new Set(heldOut.map((c) => c.id)).size).toBe(heldOut.length);
    const tuned = new Set(tuning.map((c) => c.question.toLowerCase()));
    expect(heldOut.filter((c) => tuned.has(c.question.toLowerCase()))).toEqual([]);
    expect(new Set(heldOut.map((c) => c.category))).toEqual(
      new Set([
        'general',
        'personal',
        'calculation',
        'out-of-scope',
        'adversarial',
        'two-part',
        'ambiguous',
        'debt-vs-invest',
      ]),
    );
  });

  it("works out a goal's rest, months and date at a monthly amount on its own (date-fns)", () => {
    const reach = reachFor('Emergency Fund', 300, '2026-01-31');
    expect(reach).toEqual({ remaining: '$7,500.00', months: '25 months', date: 'Feb 29, 2028' });
  });

  it('marks each set below the budget as LOW', () => {
    const set = (name: string, passed: number) => ({ name, passed, total: 100, byCategory: new Map() });
    expect(summaryLines([set('tuning', 95), set('held-out', 94)], 95)).toEqual([
      'ok   assistant evaluation, tuning set: 95/100 passed (95%, budget 95%)',
      'LOW  assistant evaluation, held-out set: 94/100 passed (94%, budget 95%)',
    ]);
  });

  it('reports the pass rate to one decimal', () => {
    expect(passRate(86, 90)).toBe(95.6);
    expect(passRate(0, 0)).toBe(0);
  });
});
