import { addDays } from '../../calendar/recurrence.ts';
import { lastDay, MONTHS } from './asked-date.ts';

/**
 * A day of the calendar a question asks through (docs/decisions/027), for the bills due and the
 * forecast: "before the 15th of next month" (through the 14th), "by the 1st" (through the next 1st),
 * "by Sunday", "by December 20", "until 12/15", "by the end of the month", "before New Year's", "the
 * next 48 hours". The last day included, yyyy-MM-dd; null when the question names none.
 */

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const UNTIL = '(before|by|until|till|til|through|thru|up to)';
const DAY_OF_MONTH = new RegExp(
  `\\b${UNTIL} (?:the )?(\\d{1,2})(?:st|nd|rd|th)(?: of (next month|this month|the month|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*))?\\b`,
);
const MONTH_DAY = new RegExp(
  `\\b${UNTIL} (?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.? (\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})\\/(\\d{1,2}))\\b(?!\\/|,? ?\\d{3})`,
);
const WEEKDAY = new RegExp(
  `\\b${UNTIL} (?:this |next |the )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend)\\b`,
);
const MONTH_END = new RegExp(
  `\\b${UNTIL}? ?(?:the )?end of (?:the |this )?month\\b|\\bmonth[- ]end\\b|\\brest of (?:the|this) month\\b`,
);
const NEXT_MONTH_END = /\bend of next month\b/;
const NEW_YEAR = new RegExp(`\\b${UNTIL} (?:the )?new year(?:'?s)?\\b`);
const HOURS = /\b(?:the )?(?:next|coming) (\d{1,3}) (?:hours|hrs)\b/;

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
/** The last day of the month `ahead` months from today's (0: this month). */
const monthEnd = (today: string, ahead: number) => {
  const [year, month] = parts(today);
  return lastDay(year, month - 1 + ahead);
};

export function throughDate(text: string, today: string): string | null {
  const [year, month, day] = parts(today);
  const dated = DAY_OF_MONTH.exec(text);
  if (dated) {
    const [, word, nth, of] = dated;
    const asked = Number(nth);
    if (asked < 1 || asked > 31) return null;
    const before = word === 'before';
    // The month: the one said, else this month's day when it is still ahead, else next month's.
    let ahead: number;
    if (of === 'next month') ahead = 1;
    else if (of === 'this month' || of === 'the month') ahead = 0;
    else if (of) {
      const m = MONTHS.indexOf(of.slice(0, 3));
      ahead = (m - (month - 1) + 12) % 12;
    } else ahead = asked > day || (!before && asked === day) ? 0 : 1;
    const date = iso(year, month - 1 + ahead, asked);
    return before ? addDays(date, -1) : date;
  }
  const monthDay = MONTH_DAY.exec(text);
  if (monthDay) {
    const [, word, name, nth, numericMonth, numericDay] = monthDay;
    const m = name ? MONTHS.indexOf(name) : Number(numericMonth) - 1;
    const asked = Number(nth ?? numericDay);
    if (m < 0 || m > 11 || asked < 1 || asked > 31) return null;
    // This year's, or next year's once this year's has gone.
    const thisYear = iso(year, m, asked);
    const date = thisYear < today ? iso(year + 1, m, asked) : thisYear;
    return word === 'before' ? addDays(date, -1) : date;
  }
  const weekday = WEEKDAY.exec(text);
  if (weekday) {
    const target = weekday[2] === 'weekend' ? 0 : WEEKDAYS.indexOf(weekday[2]!);
    const now = new Date(`${today}T00:00:00Z`).getUTCDay();
    // The next such day after today.
    const date = addDays(today, (target - now + 7) % 7 || 7);
    return weekday[1] === 'before' ? addDays(date, -1) : date;
  }
  if (NEXT_MONTH_END.test(text)) return monthEnd(today, 1);
  if (MONTH_END.test(text)) return monthEnd(today, 0);
  const newYear = NEW_YEAR.exec(text);
  if (newYear) return iso(year, 11, 31);
  const hours = HOURS.exec(text);
  if (hours) return addDays(today, Math.max(1, Math.ceil(Number(hours[1]) / 24)) - 1);
  return null;
}

/** Days from today through `through`, both included. */
export const daysThrough = (today: string, through: string) =>
  Math.round((Date.parse(through) - Date.parse(today)) / 86_400_000) + 1;
