import { addDays } from '../../calendar/recurrence.ts';
import { lastDay, MONTHS } from './asked-date.ts';

/**
 * A day of the calendar a question asks through (docs/decisions/027), for the bills due and the
 * forecast: "before the 15th of next month" (through the 14th), "by the 1st" (through the next 1st),
 * "by Sunday", "by December 20", "until 12/15", "by the end of the month", "before New Year's", "the
 * next 48 hours", "between now and Labor Day". The last day included, yyyy-MM-dd; null when the
 * question names none.
 */

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const UNTIL = '(before|by|until|till|til|through|thru|up to|between now and|from now (?:until|till|to))';
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
/** Holidays by name, each with its date in a year (months from 0). */
const HOLIDAYS: [RegExp, (year: number) => string][] = [
  [/new year'?s eve/, (y) => iso(y, 11, 31)],
  [/christmas eve|xmas eve/, (y) => iso(y, 11, 24)],
  [/christmas|xmas/, (y) => iso(y, 11, 25)],
  [/thanksgiving/, (y) => nthWeekday(y, 10, 4, 4)],
  [/labou?r day/, (y) => nthWeekday(y, 8, 1, 1)],
  [/memorial day/, (y) => nthWeekday(y, 4, 1, -1)],
  [/independence day|(?:the )?(?:4th|fourth) of july|july (?:4th|fourth)/, (y) => iso(y, 6, 4)],
  [/tax day/, (y) => iso(y, 3, 15)],
  [/halloween/, (y) => iso(y, 9, 31)],
  [/valentine'?s(?: day)?/, (y) => iso(y, 1, 14)],
];
/** The holidays' names, for any phrase that reads them. */
export const HOLIDAY_NAMES = HOLIDAYS.map(([name]) => name.source).join('|');
const HOLIDAY = new RegExp(`\\b${UNTIL} (?:the )?(${HOLIDAY_NAMES})`);
const HOURS = /\b(?:the )?(?:next|coming) (\d{1,3}) (?:hours|hrs)\b/;

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
/**
 * The `nth` such weekday (0 Sunday) of a month, or its last with -1: Thanksgiving is the fourth
 * Thursday of November.
 */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth < 0) {
    const last = lastDay(year, month);
    const back = (new Date(`${last}T00:00:00Z`).getUTCDay() - weekday + 7) % 7;
    return addDays(last, -back);
  }
  const first = iso(year, month, 1);
  const ahead = (weekday - new Date(`${first}T00:00:00Z`).getUTCDay() + 7) % 7;
  return addDays(first, ahead + (nth - 1) * 7);
}

/** The last day of the month `ahead` months from today's (0: this month). */
const monthEnd = (today: string, ahead: number) => {
  const [year, month] = parts(today);
  return lastDay(year, month - 1 + ahead);
};

export function throughDate(text: string, today: string): string | null {
  const [year, month, day] = parts(today);
  const holiday = HOLIDAY.exec(text);
  if (holiday) {
    const [, word, name] = holiday;
    const dateIn = HOLIDAYS.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`).test(name!))![1];
    // This year's, or next year's once this year's has gone.
    const date = dateIn(year) < today ? dateIn(year + 1) : dateIn(year);
    return word === 'before' ? addDays(date, -1) : date;
  }
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
