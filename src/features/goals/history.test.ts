import { describe, expect, it } from 'vitest';
import { aGoal } from '@/testing/goals';
import { progressPoints, projectedPace, type Contribution } from './history';

const now = new Date('2026-11-24T12:00:00Z');
const contribution = (amount: number, createdAt: string, undone = false): Contribution => ({
  id: `${amount}-${createdAt}`,
  goal_id: 'g',
  user_id: 'u',
  amount,
  kind: amount > 0 ? 'deposit' : 'withdrawal',
  undone_at: undone ? '2026-11-20T00:00:00Z' : null,
  created_at: createdAt,
});

describe('progressPoints', () => {
  it('rebuilds the saved amount from the start, skipping undone changes', () => {
    const goal = aGoal({ current_amount: 650, created_at: '2026-09-01T00:00:00Z' });
    const history = [
      contribution(300, '2026-10-01T00:00:00Z'),
      contribution(999, '2026-10-05T00:00:00Z', true),
      contribution(-50, '2026-11-01T00:00:00Z'),
    ];
    expect(progressPoints(goal, history, now).map((p) => p.y)).toEqual([400, 700, 650, 650]);
  });
});

describe('projectedPace', () => {
  const goal = aGoal({
    current_amount: 1000,
    target_amount: 4000,
    target_date: '2027-03-24',
    created_at: '2026-01-01T00:00:00Z',
    completed_at: null,
  });

  it('projects the month the goal is reached at the last 90 days’ pace', () => {
    // $900 over the last 90 days: $900 × 30.44 / 90 = $304.40 a month; $3,000 to go takes 10 months: Sep 2027.
    // Whether that is late is the one pace rule's to say (goal-pace.ts), not the projection's.
    const history = [
      contribution(300, '2026-09-10T00:00:00Z'),
      contribution(300, '2026-10-10T00:00:00Z'),
      contribution(300, '2026-11-10T00:00:00Z'),
      contribution(5000, '2026-03-01T00:00:00Z'),
    ];
    const pace = projectedPace(goal, history, now);
    expect(pace).toMatchObject({ kind: 'projected', perMonth: 304.4 });
    if (pace.kind === 'projected') expect(pace.reachedOn.toISOString().slice(0, 7)).toBe('2027-09');
  });

  it('has no projection without recent saving, or once reached', () => {
    expect(projectedPace(goal, [contribution(-100, '2026-11-01T00:00:00Z')], now)).toEqual({ kind: 'none' });
    expect(projectedPace({ ...goal, completed_at: '2026-11-01T00:00:00Z' }, [], now)).toEqual({
      kind: 'none',
    });
  });
});
