/**
 * Amounts as banks write them, read to whole cents: 1,234.56 or 1.234,56 (the file's decimal mark),
 * -45.10, 45.10-, (45.10), −45.10, $45.10, 45.10 CR / 45.10 DR, 1 234,56. A file uses one decimal
 * mark throughout, so it is decided once from all its amounts (detectDecimalMark), never per cell:
 * 1,234 is a thousand and more in one file and one and a bit in another.
 */
export type DecimalMark = '.' | ',';

/** The cap on every amount the app stores (numeric(14,2)). */
const MAX_CENTS = 99_999_999_999_999;

const SPACES = /[\s\u00a0\u202f']/g;
const CURRENCY = /[$€£¥₹]|USD|EUR|GBP|CAD|AUD|CHF|NZD/gi;
const MINUS = /^[-−–]/;

interface Unsigned {
  digits: string;
  negative: boolean;
}

/** The number without its sign, currency, spaces or thousands' spaces; null when there is none. */
function unsign(value: string): Unsigned | null {
  let text = value.trim();
  let negative = false;
  const creditDebit = /\s*(CR|DR)\.?$/i.exec(text);
  if (creditDebit) {
    negative = creditDebit[1]!.toUpperCase() === 'DR';
    text = text.slice(0, creditDebit.index);
  }
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    negative = true;
    text = parenthesised[1]!;
  }
  text = text.replace(CURRENCY, '').replace(SPACES, '');
  if (MINUS.test(text)) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  else if (/[-−–]$/.test(text)) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  return /^[\d.,]*\d[\d.,]*$/.test(text) ? { digits: text, negative } : null;
}

/**
 * The decimal mark the amounts use. A value with both marks ends in its decimal one; a mark seen
 * once with one or two digits after it is decimal; a mark seen twice groups thousands. Without
 * such a value, a file split by semicolons is taken to be European (decimal comma).
 */
export function detectDecimalMark(values: readonly string[], delimiter: string): DecimalMark {
  const votes = { '.': 0, ',': 0 };
  for (const value of values) {
    const digits = unsign(value)?.digits;
    if (!digits) continue;
    const dot = digits.lastIndexOf('.');
    const comma = digits.lastIndexOf(',');
    if (dot >= 0 && comma >= 0) votes[dot > comma ? '.' : ','] += 1;
    else if (dot >= 0 || comma >= 0) {
      const mark = dot >= 0 ? '.' : ',';
      const count = digits.split(mark).length - 1;
      const after = digits.length - Math.max(dot, comma) - 1;
      if (count > 1) votes[mark === '.' ? ',' : '.'] += 1;
      else if (after === 1 || after === 2) votes[mark] += 1;
    }
  }
  if (votes['.'] !== votes[',']) return votes['.'] > votes[','] ? '.' : ',';
  return delimiter === ';' ? ',' : '.';
}

/** The amount in cents, negative for money out; null when the cell is not an amount with `mark`. */
export function parseAmount(value: string, mark: DecimalMark): number | null {
  const unsigned = unsign(value);
  if (!unsigned) return null;
  const group = mark === '.' ? ',' : '.';
  const [whole = '', fraction = '', ...rest] = unsigned.digits.split(mark);
  if (rest.length > 0 || fraction.includes(group)) return null;
  const grouped = whole.includes(group);
  // Thousands are grouped in threes, or not at all: 12,5 in a file of decimal points is a mistake.
  if (grouped && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return null;
  const integer = grouped ? whole.split(group).join('') : whole;
  if (integer === '' && fraction === '') return null;
  const thousandths = Number(`${integer || '0'}${fraction.padEnd(3, '0').slice(0, 3)}`);
  const cents = Math.round(thousandths / 10);
  if (!Number.isSafeInteger(thousandths) || cents > MAX_CENTS) return null;
  return unsigned.negative ? -cents : cents;
}
