/**
 * When a goal is reached at a steady monthly amount: the rest, in whole months
 * rounded up, and the date that many calendar months from today, as the Goals page's pace
 * projects it (src/features/goals/history.ts, date-fns addMonths: Jan 31 + 1 month is Feb 28).
 */

export interface GoalReach {
  remainingCents: number;
  months: number;
  /** yyyy-MM-dd */
  reachedOn: string;
}

/** `date` (yyyy-MM-dd) plus whole calendar months, on the same day or the month's last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y}-${pad(m)}-${pad(Math.min(day, last))}`;
}

/** Null when nothing is left or the monthly amount is not positive. */
export function goalReach(remainingCents: number, monthlyCents: number, today: string): GoalReach | null {
  if (remainingCents <= 0 || monthlyCents <= 0) return null;
  const months = Math.ceil(remainingCents / monthlyCents);
  return { remainingCents, months, reachedOn: addMonths(today, months) };
}
