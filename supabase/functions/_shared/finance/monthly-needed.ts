/**
 * What to save each month to reach a goal by its date: one rule for the Goals page, the
 * assistant and the reminder emails (the migration's `per_month` computes the same with age()).
 */

/**
 * Whole months from `from` to `to` (yyyy-MM-dd), 0 or less when `to` is earlier: a month counts
 * once its day of the month is reached, as PostgreSQL's age() counts (Jan 31 to Apr 30 is 2).
 */
export function calendarMonthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** calendarMonthsBetween, at least one. */
export function wholeMonthsBetween(from: string, to: string): number {
  return Math.max(1, calendarMonthsBetween(from, to));
}

/** Cents a month to save `remainingCents` from `today` to `targetDate`, rounded up so that saving it does reach the target. */
export function monthlyNeededCents(remainingCents: number, today: string, targetDate: string): number {
  return Math.ceil(remainingCents / wholeMonthsBetween(today, targetDate));
}
