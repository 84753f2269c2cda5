/**
 * A date a question asks by, for a goal (docs/decisions/027): "by march", "by june 2027", "in 6
 * months", "by the end of the year". The last day of that month, with how to say it; null when
 * the question names none.
 */

/** Each month's first three letters, January first: what a month named is read by. */
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const MONTH_ASKED =
  /\b(?:by|before|until|till|in|for|come|(?:mov|push|chang|bump|shift)\w*\b[^.?!]{0,30}?\bto) (?:the end of |end of )?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:,?\s+(20\d\d))?/;
const MONTHS_AHEAD = /\b(?:in|within) (?:the next )?(\d{1,2}) months?\b/;
const YEAR_END = /\bby (?:the )?end of (?:the |this )?year\b/;

export interface AskedDate {
  /** The last day of the month asked, yyyy-MM-dd. */
  end: string;
  /** "March 2027". */
  label: string;
}

/** The last day of a month (0 for January; past 11 runs on into the next years), yyyy-MM-dd. */
export const lastDay = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);

export function askedDate(text: string, today: string): AskedDate | null {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const at = (y: number, m: number): AskedDate => ({ end: lastDay(y, m), label: `${NAMES[m]} ${y}` });
  const named = MONTH_ASKED.exec(text);
  if (named) {
    const m = MONTHS.indexOf(named[1]!.slice(0, 3));
    // The next such month, this one included, unless a year is said.
    return at(named[2] ? Number(named[2]) : m + 1 >= month ? year : year + 1, m);
  }
  const ahead = MONTHS_AHEAD.exec(text);
  if (ahead) {
    const total = month - 1 + Number(ahead[1]);
    return at(year + Math.floor(total / 12), total % 12);
  }
  if (YEAR_END.test(text)) return at(year, 11);
  return null;
}
