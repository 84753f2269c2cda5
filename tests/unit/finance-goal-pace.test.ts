import { describe, expect, it } from 'vitest';
import { goalOnPace, paceDueCents } from '../../supabase/functions/_shared/finance/goal-pace.ts';

/** The one pace rule (docs/decisions/026-one-pace-rule.md) at the cases the decision names. */

const goal = (over: Partial<Parameters<typeof goalOnPace>[0]>) => ({
  targetCents: 1_000_000,
  savedCents: 0,
  targetDate: '2027-09-30',
  createdOn: '2026-09-01',
  today: '2026-12-07',
  ...over,
});

describe('goalOnPace', () => {
  it('keeps a goal ahead of its plan on pace without recent deposits (issue 37: $2,500 of $10,000 by Sep 2027)', () => {
    // 12 whole months from Sep 1 2026 to Sep 30 2027; 3 have passed: the plan holds $2,500.
    expect(paceDueCents(goal({}))).toBe(250_000);
    expect(goalOnPace(goal({ savedCents: 250_000 }))).toBe(true);
    expect(goalOnPace(goal({ savedCents: 249_999 }))).toBe(false);
  });

  it('asks nothing of a goal in its first month, and a month share after it', () => {
    expect(goalOnPace(goal({ createdOn: '2026-12-07' }))).toBe(true);
    expect(goalOnPace(goal({ createdOn: '2026-11-08' }))).toBe(true); // 29 days
    expect(goalOnPace(goal({ createdOn: '2026-11-07' }))).toBe(false); // a whole month
    expect(paceDueCents(goal({ createdOn: '2026-11-07' }))).toBe(Math.ceil(1_000_000 / 10));
  });

  it('finds steady deposits below the plan behind once the plan passes them', () => {
    // $700 a month for 3 months against a $10,000 plan over 12: $2,100 < $2,500.
    expect(goalOnPace(goal({ savedCents: 210_000 }))).toBe(false);
  });

  it('rounds the plan up to the cent: saved at least k/N of the target, exactly', () => {
    // 1 of 3 months of $100: $33.333... is due, so $33.33 is behind and $33.34 on pace.
    const third = {
      targetCents: 10_000,
      createdOn: '2027-01-15',
      targetDate: '2027-04-15',
      today: '2027-02-15',
    };
    expect(paceDueCents(goal(third))).toBe(3_334);
    expect(goalOnPace(goal({ ...third, savedCents: 3_333 }))).toBe(false);
    expect(goalOnPace(goal({ ...third, savedCents: 3_334 }))).toBe(true);
  });

  it('needs all of it on the target date, finds a passed date unreached behind and a reached one on pace', () => {
    expect(goalOnPace(goal({ today: '2027-09-30', savedCents: 999_999 }))).toBe(false);
    expect(goalOnPace(goal({ today: '2027-10-01', savedCents: 999_999 }))).toBe(false);
    expect(goalOnPace(goal({ today: '2027-10-01', savedCents: 1_000_000 }))).toBe(true);
    // A date set before the day the goal was made: behind once it has passed, as any other.
    expect(goalOnPace(goal({ createdOn: '2026-12-07', targetDate: '2026-12-01' }))).toBe(false);
  });

  it('has no pace without a target date', () => {
    expect(goalOnPace(goal({ targetDate: null }))).toBeNull();
    expect(paceDueCents(goal({ targetDate: null }))).toBeNull();
  });

  it('is exact at the largest amounts (target × months passes 2^53)', () => {
    const max = 99_999_999_999_999;
    const big = { targetCents: max, createdOn: '1900-01-01', targetDate: '2200-12-31', today: '2050-06-15' };
    const due = paceDueCents(goal(big))!;
    expect(goalOnPace(goal({ ...big, savedCents: due }))).toBe(true);
    expect(goalOnPace(goal({ ...big, savedCents: due - 1 }))).toBe(false);
  });
});
