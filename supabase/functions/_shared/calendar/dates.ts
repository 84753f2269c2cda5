/** Calendar dates (yyyy-MM-dd) as the app and its emails write them, without a date library. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** 'Dec 05, 2026': docs/product-spec.md's 'MMM dd, yyyy'. */
export function formatDate(date: string): string {
  const [year, month, day] = parts(date);
  return `${MONTHS[month - 1]} ${String(day).padStart(2, '0')}, ${year}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Tuesday': the day of the week a date falls on (a calendar date, so no time zone enters). */
export function weekdayOf(date: string): string {
  const [year, month, day] = parts(date);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

/** 'Dec 5': a date in the current year's lists. */
export function formatShortDate(date: string): string {
  const [, month, day] = parts(date);
  return `${MONTHS[month - 1]} ${day}`;
}

/** The yyyy-MM-dd of a moment on this device's clock (its local day, not UTC's). */
export function localDayKey(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
