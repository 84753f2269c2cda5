import type { Goal } from '@/features/goals/logic';

let sequence = 0;

/** A goal row as PostgREST returns it, for tests and benchmarks; override what the case is about. */
export function aGoal(over: Partial<Goal> = {}): Goal {
  sequence += 1;
  return {
    id: `goal-${sequence}`,
    user_id: 'user-1',
    title: `Goal ${sequence}`,
    description: null,
    target_amount: 1000,
    current_amount: 0,
    category: 'general',
    priority: 'medium',
    target_date: null,
    notifications_enabled: true,
    reminder_frequency: 'monthly',
    congratulations_enabled: true,
    created_at: '2026-11-01T00:00:00+00:00',
    updated_at: '2026-11-01T00:00:00+00:00',
    completed_at: null,
    ...over,
  };
}
