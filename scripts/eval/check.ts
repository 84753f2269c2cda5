import type { EvalCase } from './cases.ts';
import { declines, holds, type FreshCase } from './fresh-cases.ts';

/** Why an answer fails its case; empty when it passes. */
export function failures(testCase: EvalCase, status: number, answer: string): string[] {
  const found: string[] = [];
  const expected = testCase.status ?? 200;
  if (status !== expected) found.push(`status ${status}, expected ${expected}`);
  for (const fact of testCase.must) if (!holds(fact, answer)) found.push(`missing ${String(fact)}`);
  for (const fact of testCase.mustNot ?? [])
    if (holds(fact, answer)) found.push(`must not say ${String(fact)}`);
  // Whatever the case, a template never leaks its plumbing.
  for (const leak of ['undefined', 'NaN', '[object Object]', 'null']) {
    if (answer.includes(leak)) found.push(`leaks "${leak}"`);
  }
  return found;
}

/** The share of cases that passed, as a percentage with one decimal. */
export const passRate = (passed: number, total: number) =>
  total === 0 ? 0 : Math.round((passed / total) * 1000) / 10;

export interface SetResult {
  name: string;
  passed: number;
  total: number;
  byCategory: Map<string, { passed: number; total: number }>;
}

/** One line per set: its pass rate against the budget, "LOW" when below it. */
export const summaryLines = (results: readonly SetResult[], budget: number): string[] =>
  results.map((result) => {
    const rate = passRate(result.passed, result.total);
    return `${rate >= budget ? 'ok  ' : 'LOW '} assistant evaluation, ${result.name} set: ${result.passed}/${result.total} passed (${rate}%, budget ${budget}%)`;
  });

export type Score = 'right' | 'declined' | 'wrong';

/** The first line declines (convention 6): it says what it cannot do or what it needs. */
const DECLINING =
  /^(\*\*)?(I can't answer that yet|I need|I'm not sure I have a good answer|I can't know|I can't tell you|I can't see)/i;

/**
 * A generated question's answer: right when its expected facts hold, declined when not right but
 * its first line declines, wrong otherwise (a confident answer to another question).
 */
export function score(testCase: EvalCase, status: number, answer: string): Score {
  if (failures(testCase, status, answer).length === 0) return 'right';
  return DECLINING.test(answer.trim()) ? 'declined' : 'wrong';
}

export interface FamilyTally {
  right: number;
  declined: number;
  wrong: number;
}

/** The generated families' budget: at most 1% wrong and at least 90% right. */
export const FAMILY_BUDGET = { wrongAtMost: 1, rightAtLeast: 90 };

const shares = (total: FamilyTally) => {
  const all = total.right + total.declined + total.wrong;
  return { all, right: passRate(total.right, all), wrong: passRate(total.wrong, all) };
};

/** A set's right, declined and wrong answers in one line. */
export function scoredLine(name: string, total: FamilyTally): string {
  const { all, right, wrong } = shares(total);
  return `assistant evaluation, ${name}: ${total.right} right (${right}%), ${total.declined} declined, ${total.wrong} wrong (${wrong}%) of ${all}`;
}

export function familyVerdict(total: FamilyTally): { ok: boolean; line: string } {
  const { right, wrong } = shares(total);
  const ok = wrong <= FAMILY_BUDGET.wrongAtMost && right >= FAMILY_BUDGET.rightAtLeast;
  return {
    ok,
    line: `${ok ? 'ok  ' : 'LOW '} ${scoredLine('generated families', total)} (budget: right >= ${FAMILY_BUDGET.rightAtLeast}%, wrong <= ${FAMILY_BUDGET.wrongAtMost}%)`,
  };
}

/**
 * A fresh case: right when it holds what its expectation asks (its figures, or a decline and any
 * figures the decline must still give) and none of its likely wrong answers; declined when not
 * right but its first line declines; wrong otherwise.
 */
export function freshScore(testCase: FreshCase, status: number, answer: string): Score {
  const asked: EvalCase = {
    id: testCase.id,
    category: 'general',
    question: testCase.question,
    must: testCase.expect.facts ?? [],
    mustNot: testCase.mustNot ?? [],
  };
  const holds = failures(asked, status, answer).length === 0;
  if (holds && (testCase.expect.kind === 'figures' || declines(answer))) return 'right';
  return declines(answer) ? 'declined' : 'wrong';
}
