import { describe, expect, it } from 'vitest';
import { evaluationCases, type EvalCase } from './cases.ts';
import { failures, passRate } from './check.ts';

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

  it('reports the pass rate to one decimal', () => {
    expect(passRate(86, 90)).toBe(95.6);
    expect(passRate(0, 0)).toBe(0);
  });
});
