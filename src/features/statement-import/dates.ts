import { isDateInRange } from '@shared/calendar/date-range.ts';
import { daysInMonth } from '@shared/calendar/recurrence.ts';
import { StatementError } from './statement-error';

/**
 * A statement's dates, in one of the orders banks write them: year first (2024-01-15, 2024/01/15,
 * 20240115), month first (01/15/2024, 1/15/24) or day first (15/01/2024, 15.01.24). Month names
 * (15 Jan 2024, Jan 15, 2024) read the same in every order. A time after the date is ignored.
 */
export type DateOrder = 'ymd' | 'mdy' | 'dmy';
const ORDERS: readonly DateOrder[] = ['ymd', 'mdy', 'dmy'];

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TIME = /[ T]+\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*([ap]\.?m\.?)?\s*(z|[+-]\d{2}:?\d{2})?$/i;

const monthOf = (token: string): number | null => {
  const index = MONTH_NAMES.indexOf(token.slice(0, 3).toLowerCase());
  return index >= 0 && /^[a-z]+\.?$/i.test(token) ? index + 1 : null;
};

/** A two-digit year: 00-69 is 2000-2069, 70-99 is 1970-1999 (the POSIX rule). */
const fullYear = (token: string): number | null => {
  if (token.length === 4) return Number(token);
  if (token.length === 2) return Number(token) + (Number(token) < 70 ? 2000 : 1900);
  return null;
};

function ymd(year: number | null, month: number | null, day: number): string | null {
  if (year === null || month === null || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isDateInRange(date) ? date : null;
}

const isNumber = (token: string) => /^\d{1,4}$/.test(token);

/** The date a cell holds, read in `order`, as yyyy-MM-dd; null when it is not a date that way. */
export function parseDate(value: string, order: DateOrder): string | null {
  const text = value.trim().replace(TIME, '');
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return ymd(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const tokens = text.split(/[\s/.,-]+/).filter(Boolean);
  if (tokens.length !== 3) return null;
  const [a, b, c] = tokens as [string, string, string];
  const named = [a, b, c].findIndex((token) => monthOf(token) !== null);
  if (named >= 0) {
    const month = monthOf(tokens[named]!);
    const [first, second] = tokens.filter((_, i) => i !== named) as [string, string];
    if (!isNumber(first) || !isNumber(second)) return null;
    // 15 Jan 2024, Jan 15 2024, 2024 Jan 15: the year is the four-digit number, else the last.
    const yearFirst = first.length === 4;
    const [day, year] = yearFirst ? [second, first] : [first, second];
    return day.length > 2 ? null : ymd(fullYear(year), month, Number(day));
  }
  if (![a, b, c].every(isNumber)) return null;
  if (a.length === 4) return b.length <= 2 && c.length <= 2 ? ymd(Number(a), Number(b), Number(c)) : null;
  if (order === 'ymd' || a.length > 2 || b.length > 2) return null;
  const [month, day] = order === 'mdy' ? [a, b] : [b, a];
  return ymd(fullYear(c), Number(month), Number(day));
}

export type DateReading =
  | { kind: 'known'; order: DateOrder }
  /** Every date reads both month first and day first: the person chooses once. `likely` is the
   * reading that keeps the rows in date order, when only one does. */
  | { kind: 'ambiguous'; likely: 'mdy' | 'dmy' | null; examples: string[] };

const inOrder = (dates: readonly string[]) => {
  const ascending = dates.every((date, i) => i === 0 || dates[i - 1]! <= date);
  const descending = dates.every((date, i) => i === 0 || dates[i - 1]! >= date);
  return ascending || descending;
};

/**
 * The order every date of the statement reads in. Fails at the first line no order can read,
 * or, when one order reads more lines than the others, at the first line it cannot.
 */
export function detectDateOrder(cells: readonly { value: string; line: number }[]): DateReading {
  const readable = ORDERS.map(
    (order) => cells.filter((cell) => parseDate(cell.value, order) !== null).length,
  );
  const best = Math.max(...readable);
  if (best < cells.length) {
    const order = ORDERS[readable.indexOf(best)]!;
    const bad = cells.find((cell) => parseDate(cell.value, order) === null)!;
    throw new StatementError(`“${bad.value}” is not a date we can read.`, bad.line);
  }
  const fits = ORDERS.filter((_, i) => readable[i] === cells.length);
  // Year first or month names only: every order reads them alike.
  if (fits.includes('ymd')) return { kind: 'known', order: 'ymd' };
  if (fits.length === 1) return { kind: 'known', order: fits[0]! };
  const values = cells.map((cell) => cell.value);
  const sorted = (['mdy', 'dmy'] as const).filter((order) =>
    inOrder(values.map((value) => parseDate(value, order)!)),
  );
  return {
    kind: 'ambiguous',
    likely: sorted.length === 1 ? sorted[0]! : null,
    examples: [...new Set(values)].slice(0, 3),
  };
}
