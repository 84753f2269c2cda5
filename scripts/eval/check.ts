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
