import { describe, expect, it } from 'vitest';
import { aGoal } from '@/testing/goals';
import {
  formatPercent,
  goalHeadline,
  groupGoals,
  progressPercent,
  savingsPlan,
  summarizeGoals,
} from './logic';

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

describe('progress in cents', () => {
  it('lets 0.1 + 0.2 reach a target of 0.3', () => {
    expect(progressPercent({ current_amount: 0.1 + 0.2, target_amount: 0.3 })).toBe(100);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 100, 0],
    [50, 100, 50],
    [33.33, 100, 33],
    [99.99, 100, 99],
    [100, 100, 100],
    [250, 100, 100],
  ])('%s of %s is %s %', (current, target, percent) => {
    expect(progressPercent({ current_amount: current, target_amount: target })).toBe(percent);
  });
});

describe('summarizeGoals', () => {
  it('counts, totals and gives saved / targets with one decimal', () => {
    const summary = summarizeGoals([
      aGoal({ current_amount: 0.1, target_amount: 1 }),
      aGoal({ current_amount: 0.2, target_amount: 2 }),
      aGoal({ current_amount: 3, target_amount: 3, completed_at: '2026-11-01T00:00:00Z' }),
    ]);
    expect(summary).toEqual({ total: 3, active: 2, completed: 1, saved: 3.3, target: 6, percent: 55 });
  });
  it('rounds the percent to one decimal', () => {
    expect(summarizeGoals([aGoal({ current_amount: 1, target_amount: 3 })]).percent).toBe(33.3);
    expect(summarizeGoals([aGoal({ current_amount: 2, target_amount: 3 })]).percent).toBe(66.7);
  });
  it('is 0.0% without targets', () => {
    const summary = summarizeGoals([]);
    expect(summary).toEqual({ total: 0, active: 0, completed: 0, saved: 0, target: 0, percent: 0 });
    expect(formatPercent(summary.percent)).toBe('0.0%');
  });
  it('adds many small amounts without drifting', () => {
    const goals = Array.from({ length: 1000 }, () => aGoal({ current_amount: 0.1, target_amount: 0.3 }));
    const summary = summarizeGoals(goals);
    expect(summary.saved).toBe(100);
    expect(summary.target).toBe(300);
    expect(formatPercent(summary.percent)).toBe('33.3%');
  });
});

describe('groupGoals', () => {
  it('groups by category in label order, newest first inside each group', () => {
    const goals = [
      aGoal({ id: 'car', category: 'transportation', created_at: '2026-11-03T00:00:00Z' }),
      aGoal({ id: 'old', category: 'security', created_at: '2026-01-01T00:00:00Z' }),
      aGoal({ id: 'new', category: 'security', created_at: '2026-11-01T00:00:00Z' }),
      aGoal({ id: 'now', category: 'immediate', created_at: '2026-02-01T00:00:00+00:00' }),
      aGoal({ id: 'mid', category: 'security', created_at: '2026-06-01T00:00:00.123456+00:00' }),
    ];
    expect(groupGoals(goals).map((g) => [g.label, g.goals.map((goal) => goal.id)])).toEqual([
      ['Immediate Goals', ['now']],
      ['Security', ['new', 'mid', 'old']],
      ['Transportation', ['car']],
    ]);
  });
  it('labels every category as docs/decisions/005-goals.md says', () => {
    const categories = [
      'immediate',
      'short-term',
      'long-term',
      'retirement',
      'security',
      'lifestyle',
      'general',
      'home',
      'education',
      'transportation',
    ] as const;
    const groups = groupGoals(categories.map((category) => aGoal({ category })));
    expect(groups.map((g) => g.label)).toEqual([
      'Immediate Goals',
      'Short Term Goals',
      'Long Term Goals',
      'Retirement',
      'Security',
      'Lifestyle',
      'General',
      'Home',
      'Education',
      'Transportation',
    ]);
  });
  it('has no groups without goals', () => {
    expect(groupGoals([])).toEqual([]);
  });
});

describe('savingsPlan', () => {
  const now = new Date(2026, 10, 22, 12);
  const dated = (over: Parameters<typeof aGoal>[0]) =>
    aGoal({ created_at: new Date(2026, 4, 22).toISOString(), target_date: '2027-06-30', ...over });

  it('spreads what is left over the whole months until the target date, rounded up to the cent', () => {
    const plan = savingsPlan(dated({ target_amount: 3000, current_amount: 112.5 }), now);
    expect(plan).toEqual({ kind: 'monthly', perMonth: 412.5, by: new Date(2027, 5, 30), onTrack: false });
    expect(savingsPlan(dated({ target_amount: 100, current_amount: 0 }), now)).toMatchObject({
      perMonth: 14.29,
    });
  });
  it('counts month ends as the assistant and the reminder emails do (Jan 31 to Apr 30 is 2 months)', () => {
    const plan = savingsPlan(
      dated({ target_amount: 300, current_amount: 0, target_date: '2027-04-30' }),
      new Date(2027, 0, 31, 12),
    );
    expect(plan).toMatchObject({ perMonth: 150 });
  });
  it('is on track by the one pace rule: k/N of the target after k of N whole months', () => {
    // Created 2026-05-22, due 2027-06-30: 6 of 13 whole months have passed, $461.54 of $1,000.
    expect(savingsPlan(dated({ target_amount: 1000, current_amount: 461.54 }), now)).toMatchObject({
      onTrack: true,
    });
    expect(savingsPlan(dated({ target_amount: 1000, current_amount: 461.53 }), now)).toMatchObject({
      onTrack: false,
    });
  });
  it('is on track in a goal’s first month with nothing saved', () => {
    expect(
      savingsPlan(dated({ created_at: new Date(2026, 9, 23, 9).toISOString(), current_amount: 0 }), now),
    ).toMatchObject({ onTrack: true });
  });
  it('keeps issue 37’s Emergency Fund on track: $2,500 of $10,000 by Sep 2027, nothing put in lately', () => {
    const goal = aGoal({
      created_at: new Date(2026, 8, 1, 9).toISOString(),
      target_date: '2027-09-30',
      target_amount: 10_000,
      current_amount: 2500,
    });
    expect(savingsPlan(goal, new Date(2026, 11, 7, 12))).toMatchObject({ perMonth: 833.34, onTrack: true });
  });
  it('asks for everything left within a month when the date is this month', () => {
    expect(
      savingsPlan(dated({ target_amount: 100, current_amount: 40, target_date: '2026-11-30' }), now),
    ).toMatchObject({ kind: 'monthly', perMonth: 60 });
    expect(
      savingsPlan(dated({ target_amount: 100, current_amount: 40, target_date: '2026-11-22' }), now),
    ).toMatchObject({ kind: 'monthly', perMonth: 60 });
  });
  it('says what is left once the target date has passed', () => {
    expect(
      savingsPlan(dated({ target_amount: 100, current_amount: 0.1 + 0.2, target_date: '2026-11-21' }), now),
    ).toEqual({ kind: 'overdue', remaining: 99.7, by: new Date(2026, 10, 21) });
  });
  it('has nothing to say without a date, once complete, or once the target is reached', () => {
    expect(savingsPlan(dated({ target_date: null }), now)).toBeNull();
    expect(savingsPlan(dated({ completed_at: '2026-11-01T00:00:00Z' }), now)).toBeNull();
    expect(savingsPlan(dated({ target_amount: 0.3, current_amount: 0.1 + 0.2 }), now)).toBeNull();
  });
});
