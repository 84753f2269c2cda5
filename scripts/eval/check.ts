import type { EvalCase, Fact } from './cases.ts';

/** Why an answer fails its case; empty when it passes. */
export function failures(testCase: EvalCase, status: number, answer: string): string[] {
  const found: string[] = [];
  const expected = testCase.status ?? 200;
  if (status !== expected) found.push(`status ${status}, expected ${expected}`);
  const holds = (fact: Fact) =>
    typeof fact === 'string' ? answer.toLowerCase().includes(fact.toLowerCase()) : fact.test(answer);
  for (const fact of testCase.must) if (!holds(fact)) found.push(`missing ${String(fact)}`);
  for (const fact of testCase.mustNot ?? []) if (holds(fact)) found.push(`must not say ${String(fact)}`);
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

export function familyVerdict(total: FamilyTally): { ok: boolean; line: string } {
  const all = total.right + total.declined + total.wrong;
  const right = passRate(total.right, all);
  const wrong = passRate(total.wrong, all);
  const ok = wrong <= FAMILY_BUDGET.wrongAtMost && right >= FAMILY_BUDGET.rightAtLeast;
  return {
    ok,
    line: `${ok ? 'ok  ' : 'LOW '} assistant evaluation, generated families: ${total.right} right (${right}%), ${total.declined} declined, ${total.wrong} wrong (${wrong}%) of ${all} (budget: right >= ${FAMILY_BUDGET.rightAtLeast}%, wrong <= ${FAMILY_BUDGET.wrongAtMost}%)`,
  };
}
