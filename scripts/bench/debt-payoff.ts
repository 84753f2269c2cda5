import { payoffPlan, type Debt } from '../../supabase/functions/_shared/finance/debt-payoff.ts';
import { exitBench } from '../../supabase/local/bench-exit.ts';

/**
 * npm run bench:calculators — the debt payoff calculator's worst case (decisions/017): 20 debts whose
 * minimums take 600 months, planned both ways. Prints the median of RUNS and fails above 5 ms.
 */

const RUNS = 101;
const BUDGET_MS = 5;

const debts: Debt[] = Array.from({ length: 20 }, (_, i) => ({
  name: `Debt ${i + 1}`,
  balance: 10_000,
  apr: 10,
  // The payment that amortizes $10,000 at 10% over 600 months.
  minimum: 83.92,
}));

const samples: Record<'avalanche' | 'snowball', number[]> = { avalanche: [], snowball: [] };
let months = 0;
for (let run = 0; run < RUNS; run += 1) {
  for (const strategy of ['avalanche', 'snowball'] as const) {
    const started = performance.now();
    const plan = payoffPlan(debts, 0, strategy);
    samples[strategy].push(performance.now() - started);
    if (plan.kind === 'paid') months = plan.months;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
let withinBudget = true;
console.log(`20 debts, ${months} months, ${RUNS} runs each`);
for (const [strategy, values] of Object.entries(samples)) {
  const ms = median(values);
  withinBudget &&= ms <= BUDGET_MS;
  console.log(
    `${ms <= BUDGET_MS ? 'ok  ' : 'OVER'} ${strategy}: median ${ms.toFixed(3)} ms (budget ${BUDGET_MS} ms)`,
  );
}
if (months < 590) console.log(`the plan took ${months} months, not the ~600 the benchmark is about`);
exitBench({ correct: months >= 590, withinBudget });
