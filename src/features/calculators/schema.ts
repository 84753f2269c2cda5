import { formatFigure, formatMoneyPlain } from '@/lib/money';

/**
 * The calculators' inputs live in the address (?balance=8000&apr=24), so a result can be shared or
 * bookmarked. Each is read from its text with a clear message for anything unusable: a calculator
 * never shows NaN, and never a result from a figure it could not read.
 */

export type Unit = 'dollars' | 'percent' | 'years' | 'months';

export interface NumberInput {
  name: string;
  label: string;
  unit: Unit;
  min: number;
  max: number;
  /** Shown when the address has no value for it. */
  fallback: number;
  /** Years and months are whole numbers. */
  whole?: boolean;
  description?: string;
}

export type Parsed = { value: number; error?: undefined } | { value?: undefined; error: string };

function range(input: NumberInput): string {
  switch (input.unit) {
    case 'dollars':
      return `an amount from ${formatMoneyPlain(input.min)} to ${formatMoneyPlain(input.max)}`;
    case 'percent':
      return `a rate from ${formatFigure(input.min)}% to ${formatFigure(input.max)}%`;
    case 'years':
      return `a whole number of years from ${input.min} to ${input.max}`;
    case 'months':
      return `a whole number of months from ${input.min} to ${input.max}`;
  }
}

/** "$8,000", "8000", "24%", " 6.5 " all read; "abc", "", "1e5" and out-of-range values get a message. */
export function parseNumber(raw: string, input: NumberInput): Parsed {
  const text = raw.replace(/[$,%\s]/g, '');
  if (text === '') return { error: `Enter ${input.label.toLowerCase()}.` };
  if (!/^-?\d*\.?\d+$|^-?\d+\.$/.test(text)) return { error: `Enter ${range(input)}, using digits only.` };
  const value = Number(text);
  if (value < input.min || value > input.max || (input.whole && !Number.isInteger(value))) {
    return { error: `Enter ${range(input)}.` };
  }
  return { value };
}

export interface DebtRow {
  name: string;
  balance: string;
  apr: string;
  minimum: string;
}

export const DEBT_FIELDS = {
  balance: { name: 'balance', label: 'Balance', unit: 'dollars', min: 1, max: 10_000_000, fallback: 0 },
  apr: { name: 'apr', label: 'APR', unit: 'percent', min: 0, max: 100, fallback: 0 },
  minimum: {
    name: 'minimum',
    label: 'Minimum payment',
    unit: 'dollars',
    min: 1,
    max: 1_000_000,
    fallback: 0,
  },
} as const satisfies Record<string, NumberInput>;

/** One `debt` parameter per debt: name~balance~apr~minimum ("~" is never in a number). */
export const encodeDebt = (row: DebtRow) =>
  [row.name.replaceAll('~', '-'), row.balance, row.apr, row.minimum].join('~');

export function decodeDebt(value: string): DebtRow {
  const [name = '', balance = '', apr = '', minimum = ''] = value.split('~');
  return { name, balance, apr, minimum };
}
