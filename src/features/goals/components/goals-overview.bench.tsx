import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { bench, describe } from 'vitest';
import { CATEGORIES, PRIORITIES } from '../content';
import { aGoal } from '@/testing/goals';
import { GoalsOverview } from './goals-overview';

const nextYear = new Date().getFullYear() + 1;
const goals = Array.from({ length: 1_000 }, (_, i) =>
  aGoal({
    title: `Goal ${i + 1}`,
    description: i % 3 === 0 ? 'Saving a little every payday so this one happens without debt.' : null,
    category: CATEGORIES[i % CATEGORIES.length],
    priority: PRIORITIES[i % PRIORITIES.length],
    target_amount: 500 + (i % 97) * 12.34,
    current_amount: (i % 89) * 7.77,
    completed_at: i % 7 === 0 ? '2026-11-01T00:00:00+00:00' : null,
    target_date: i % 2 === 0 ? `${nextYear}-06-30` : null,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  }),
);

describe('goals page, loaded', () => {
  bench(
    'first render of 1,000 goals (jsdom)',
    () => {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <GoalsOverview goals={goals} onStart={() => undefined} />
        </QueryClientProvider>,
      );
      cleanup();
    },
    { time: 0, iterations: 10, warmupIterations: 1 },
  );
});
