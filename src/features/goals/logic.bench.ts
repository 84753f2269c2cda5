import { bench, describe } from 'vitest';
import { CATEGORIES, PRIORITIES } from './content';
import { aGoal } from '@/testing/goals';
import { groupGoals, summarizeGoals } from './logic';

const goals = Array.from({ length: 10_000 }, (_, i) =>
  aGoal({
    category: CATEGORIES[i % CATEGORIES.length],
    priority: PRIORITIES[i % PRIORITIES.length],
    target_amount: 500 + (i % 97) * 12.34,
    current_amount: (i % 89) * 7.77,
    completed_at: i % 7 === 0 ? '2026-11-01T00:00:00+00:00' : null,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  }),
);

describe('10,000 goals', () => {
  bench('summarizeGoals', () => {
    summarizeGoals(goals);
  });
  bench('groupGoals', () => {
    groupGoals(goals);
  });
});
