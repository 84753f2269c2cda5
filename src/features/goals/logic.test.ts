import { describe, expect, it } from 'vitest';
import { goalHeadline } from './logic';

describe('goalHeadline', () => {
  const now = new Date(2026, 10, 22, 12);
  it('counts active goals and the ones completed this calendar month', () => {
    const goals = [
      { completed_at: null },
      { completed_at: null },
      { completed_at: new Date(2026, 10, 1, 0, 5).toISOString() },
      { completed_at: new Date(2026, 9, 31, 23).toISOString() },
      { completed_at: new Date(2025, 10, 15).toISOString() },
    ];
    expect(goalHeadline(goals, now)).toEqual({ active: 2, completedThisMonth: 1 });
  });
  it('is all zeros for no goals', () => {
    expect(goalHeadline([], now)).toEqual({ active: 0, completedThisMonth: 0 });
  });
});
