/**
 * How every benchmark ends, so CI can tell a slow minute from a wrong answer: 0 when the results
 * are right and within budget, 1 when a result is wrong (never measured again), 3 when the results
 * are right but a timing budget is over (`.ci/run` measures once more before failing the run).
 */
export const OVER_BUDGET_EXIT = 3;

export function exitBench(results: { correct: boolean; withinBudget: boolean }): never {
  process.exit(!results.correct ? 1 : results.withinBudget ? 0 : OVER_BUDGET_EXIT);
}
