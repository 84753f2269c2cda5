import { parseAmount } from './amounts';
import type { CsvRow } from './csv-rows';
import { parseDate } from './dates';

/**
 * Which column holds what. Amounts are one signed column, or money out and money in apart.
 * Column numbers count from 0 within a row.
 */
export interface ColumnMapping {
  date: number;
  description: number;
  amount: { signed: number } | { debit: number; credit: number };
  balance: number | null;
}

/** Where the transactions start, and the header above them when the file has one. */
export interface CsvLayout {
  /** The header's cells, or null when the first transaction is the file's first record. */
  header: string[] | null;
  /** The index in the rows of the first transaction. */
  first: number;
  /** How many cells a transaction has (the most common count). */
  width: number;
}

type Kind = 'date' | 'amount' | 'text' | 'empty';

const kindOf = (value: string): Kind => {
  const text = value.trim();
  if (text === '') return 'empty';
  if (parseDate(text, 'mdy') ?? parseDate(text, 'dmy')) return 'date';
  if (/\d/.test(text) && (parseAmount(text, '.') !== null || parseAmount(text, ',') !== null))
    return 'amount';
  return 'text';
};

const isTransaction = (cells: readonly string[]) => {
  const kinds = cells.map(kindOf);
  return kinds.includes('date') && kinds.includes('amount');
};

/** How far into the file the header or first transaction is looked for: banks' preambles are short. */
const SEARCH_ROWS = 100;

// Header names banks use, each list in order of preference: a file with Details and Description
// columns describes the payee under Description.
const NAMES = {
  date: [
    /^(transaction |trans\.? |posting |posted |post |booking |value |effective )?date$|^date (posted|of transaction)$/,
  ],
  description: [
    /^(transaction )?description$/,
    /^(payee|merchant)( name)?$/,
    /^name$/,
    /^(narrative|particulars)$/,
    /^(transaction )?details$/,
    /^(memo|reference|notes?)$/,
  ],
  amount: [/^(transaction )?amount( \(\w+\))?$|^value$/],
  debit: [
    /^(debit|debits|withdrawals?|money out|paid out|outflow|debit amount|amount debit|spent|charges?)( \(\w+\))?$/,
  ],
  credit: [
    /^(credit|credits|deposits?|money in|paid in|inflow|credit amount|amount credit|received)( \(\w+\))?$/,
  ],
  balance: [/^(running |ledger |closing )?balance( \(\w+\))?$/],
} as const;

/** The first column named by the first pattern any column matches, or -1. */
function columnNamed(header: readonly string[], patterns: readonly RegExp[]): number {
  const names = header.map((cell) => cell.toLowerCase().replace(/\s+/g, ' ').trim());
  for (const pattern of patterns) {
    const column = names.findIndex((name) => pattern.test(name));
    if (column >= 0) return column;
  }
  return -1;
}

const namesDateAndAmount = (cells: readonly string[]) =>
  columnNamed(cells, NAMES.date) >= 0 &&
  (columnNamed(cells, NAMES.amount) >= 0 ||
    (columnNamed(cells, NAMES.debit) >= 0 && columnNamed(cells, NAMES.credit) >= 0));

/**
 * Where the transactions start. A header is the first record naming a date and an amount (or
 * money out and in); the transactions start at the first record under it with a date and an
 * amount. Without such a header, they start at the first record that begins a run of them (it
 * and half or more of the next three, as many cells each), under the header it may have: a record
 * as wide with no date or amount in it. Null when neither is found: the file holds no statement.
 */
export function findLayout(rows: readonly CsvRow[]): CsvLayout | null {
  const limit = Math.min(rows.length, SEARCH_ROWS);
  for (let i = 0; i < limit; i += 1) {
    const { cells } = rows[i]!;
    if (!namesDateAndAmount(cells)) continue;
    const first = rows.findIndex((row, j) => j > i && isTransaction(row.cells));
    if (first >= 0) return { header: cells.map((cell) => cell.trim()), first, width: cells.length };
  }
  for (let i = 0; i < limit; i += 1) {
    const width = rows[i]!.cells.length;
    if (width < 2 || !isTransaction(rows[i]!.cells)) continue;
    const next = rows.slice(i + 1, i + 4);
    const alike = next.filter((row) => row.cells.length === width && isTransaction(row.cells)).length;
    if (alike < Math.ceil(next.length / 2)) continue;
    const above = rows[i - 1];
    const header =
      above &&
      above.cells.length === width &&
      above.cells.every((cell) => kindOf(cell) !== 'date' && kindOf(cell) !== 'amount')
        ? above.cells.map((cell) => cell.trim())
        : null;
    return { header, first: i, width };
  }
  return null;
}

/**
 * The same header always gives the same signature, so a mapping the person chose is used again
 * for the next file from that bank. A file without a header is known by its columns' kinds.
 */
export function headerSignature(layout: CsvLayout, rows: readonly CsvRow[]): string {
  if (layout.header) return layout.header.map((cell) => cell.toLowerCase().replace(/\s+/g, ' ')).join('|');
  return `(no header)|${rows[layout.first]!.cells.map(kindOf).join('|')}`;
}

/** Columns whose cells (in the first transactions) are mostly of `kind`, empty cells aside. */
function columnsOf(rows: readonly CsvRow[], layout: CsvLayout, kind: Kind): number[] {
  const sample = rows
    .slice(layout.first, layout.first + 200)
    .filter((row) => row.cells.length === layout.width);
  const columns: number[] = [];
  for (let column = 0; column < layout.width; column += 1) {
    const kinds = sample.map((row) => kindOf(row.cells[column]!)).filter((k) => k !== 'empty');
    if (kinds.length > 0 && kinds.filter((k) => k === kind).length >= 0.9 * kinds.length)
      columns.push(column);
  }
  return columns;
}

/** The longest text column: where banks write who was paid. */
function widestText(rows: readonly CsvRow[], layout: CsvLayout, except: readonly number[]): number {
  const sample = rows.slice(layout.first, layout.first + 200);
  let best = -1;
  let bestLength = 0;
  for (let column = 0; column < layout.width; column += 1) {
    if (except.includes(column)) continue;
    const length = sample.reduce((sum, row) => {
      const cell = row.cells[column] ?? '';
      return kindOf(cell) === 'text' ? sum + cell.trim().length : sum;
    }, 0);
    if (length > bestLength) [best, bestLength] = [column, length];
  }
  return best;
}

/**
 * The mapping read from the header's names, the data filling what the names do not say; null
 * when the date, the description or the amounts cannot be told (the person maps them).
 */
export function guessMapping(layout: CsvLayout, rows: readonly CsvRow[]): ColumnMapping | null {
  const header = layout.header ?? [];
  const dates = columnsOf(rows, layout, 'date');
  const numbers = columnsOf(rows, layout, 'amount');
  const named = (patterns: readonly RegExp[]) => columnNamed(header, patterns);
  const date = named(NAMES.date) >= 0 ? named(NAMES.date) : (dates[0] ?? -1);
  const balance = named(NAMES.balance) >= 0 ? named(NAMES.balance) : null;
  const signed = named(NAMES.amount);
  const [debit, credit] = [named(NAMES.debit), named(NAMES.credit)];
  let amount: ColumnMapping['amount'] | null = null;
  if (signed >= 0) amount = { signed };
  else if (debit >= 0 && credit >= 0) amount = { debit, credit };
  else {
    // Without names, only a lone column of numbers can be the amount; two could be money out and
    // in, or an amount and a balance, and which is which cannot be told.
    const candidates = numbers.filter((column) => column !== date && column !== balance);
    if (candidates.length === 1) amount = { signed: candidates[0]! };
  }
  const taken = [date, balance ?? -1, ...(amount ? Object.values(amount) : [])];
  const description =
    named(NAMES.description) >= 0 ? named(NAMES.description) : widestText(rows, layout, taken);
  if (date < 0 || description < 0 || !amount) return null;
  return { date, description, amount, balance };
}
