import { formatDate } from './dates.ts';

/**
 * The dates a user can write: an event's date, a goal's target date, a what-if change's date
 * (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md). A date far outside them broke the
 * date arithmetic of everyone's reminders run. The database holds the same bounds in
 * private.is_user_date (tests/db/date-range.test.ts compares the two).
 */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2200-12-31';

export const DATE_RANGE_MESSAGE = `Choose a date from ${formatDate(FIRST_DATE)} to ${formatDate(LAST_DATE)}.`;

/** A yyyy-MM-dd within FIRST_DATE and LAST_DATE (yyyy-MM-dd strings sort as their dates). */
export const isDateInRange = (date: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= FIRST_DATE && date <= LAST_DATE;
