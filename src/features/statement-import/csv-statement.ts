import { detectDecimalMark, parseAmount, type DecimalMark } from './amounts';
import { findLayout, guessMapping, headerSignature, type ColumnMapping, type CsvLayout } from './csv-columns';
import { readCsvRows, type CsvRow } from './csv-rows';
import { detectDateOrder, parseDate, type DateOrder } from './dates';
import { checkRowCount } from './limits';
import type { Balance, Statement, Transaction } from './statement';
import { StatementError } from './statement-error';

/** What the person chose when asked: the columns for each header signature (kept on the device), the date order. */
export interface CsvChoices {
  mappings?: Readonly<Record<string, ColumnMapping>>;
  dateOrder?: DateOrder;
}

/** The file's columns as the mapping screen shows them. */
export interface CsvColumns {
  signature: string;
  /** The header's names, or "Column 1", "Column 2"... */
  names: string[];
  /** The first few transactions' cells, so the person sees what each column holds. */
  sample: string[][];
}

export type CsvReading =
  | { kind: 'read'; statement: Statement; columns: CsvColumns; mapping: ColumnMapping }
  | { kind: 'needs-mapping'; columns: CsvColumns }
  | {
      kind: 'needs-date-order';
      columns: CsvColumns;
      mapping: ColumnMapping;
      likely: 'mdy' | 'dmy' | null;
      examples: string[];
    };

const SAMPLE_ROWS = 5;

const fits = (mapping: ColumnMapping, width: number) =>
  [mapping.date, mapping.description, mapping.balance ?? 0, ...Object.values(mapping.amount)].every(
    (column) => Number.isInteger(column) && column >= 0 && column < width,
  );

function columnsOf(layout: CsvLayout, rows: readonly CsvRow[]): CsvColumns {
  return {
    signature: headerSignature(layout, rows),
    names: layout.header ?? Array.from({ length: layout.width }, (_, i) => `Column ${i + 1}`),
    sample: rows.slice(layout.first, layout.first + SAMPLE_ROWS).map((row) => row.cells),
  };
}

const cell = (row: CsvRow, column: number) => (row.cells[column] ?? '').trim();

function amountOf(row: CsvRow, mapping: ColumnMapping, mark: DecimalMark): number {
  const read = (column: number) => {
    const value = cell(row, column);
    if (value === '') return null;
    const cents = parseAmount(value, mark);
    if (cents === null) throw new StatementError(`“${value}” is not an amount we can read.`, row.line);
    return cents;
  };
  const { amount } = mapping;
  const cents =
    'signed' in amount
      ? read(amount.signed)
      : (() => {
          const [debit, credit] = [read(amount.debit), read(amount.credit)];
          return debit === null && credit === null ? null : Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
        })();
  if (cents === null) throw new StatementError('This transaction has no amount.', row.line);
  return cents;
}

/** The balance after the statement's last transaction: the last row, or the first when newest come first. */
function closingBalance(
  rows: readonly CsvRow[],
  transactions: readonly Transaction[],
  column: number,
  mark: DecimalMark,
): Balance | null {
  const newestFirst = transactions[0]!.date > transactions[transactions.length - 1]!.date;
  const order = newestFirst ? rows.map((_, i) => i) : rows.map((_, i) => rows.length - 1 - i);
  for (const i of order) {
    const cents = parseAmount(cell(rows[i]!, column), mark);
    if (cents !== null) return { cents, date: transactions[i]!.date };
  }
  return null;
}

/**
 * A CSV statement read with the person's choices, or with the columns and date order guessed
 * from the file; when a guess cannot be made, what the person must choose.
 */
export function readCsvStatement(text: string, choices: CsvChoices = {}): CsvReading {
  const { delimiter, rows } = readCsvRows(text);
  const layout = findLayout(rows);
  if (!layout)
    throw new StatementError(
      'No line of this file has both a date and an amount, so it is not a bank statement we can read.',
    );
  const columns = columnsOf(layout, rows);
  const saved =
    choices.mappings && Object.hasOwn(choices.mappings, columns.signature)
      ? choices.mappings[columns.signature]
      : undefined;
  const mapping = saved && fits(saved, layout.width) ? saved : guessMapping(layout, rows);
  if (!mapping) return { kind: 'needs-mapping', columns };

  const headerLine = layout.header?.join('\u0000');
  // Summary lines (totals, a balance brought forward) have no date; a header may repeat on each page.
  const dated = rows
    .slice(layout.first)
    .filter(
      (row) => cell(row, mapping.date) !== '' && row.cells.map((c) => c.trim()).join('\u0000') !== headerLine,
    );
  if (dated.length === 0) throw new StatementError('This file has no transactions.');
  checkRowCount(dated);

  let order = choices.dateOrder;
  if (!order) {
    const reading = detectDateOrder(dated.map((row) => ({ value: cell(row, mapping.date), line: row.line })));
    if (reading.kind === 'ambiguous')
      return {
        kind: 'needs-date-order',
        columns,
        mapping,
        likely: reading.likely,
        examples: reading.examples,
      };
    order = reading.order;
  }
  const amountColumns = Object.values(mapping.amount);
  const mark = detectDecimalMark(
    dated.flatMap((row) => amountColumns.map((column) => cell(row, column))),
    delimiter,
  );
  const transactions = dated.map((row): Transaction => {
    const value = cell(row, mapping.date);
    const date = parseDate(value, order);
    if (date === null) throw new StatementError(`“${value}” is not a date we can read.`, row.line);
    return {
      date,
      cents: amountOf(row, mapping, mark),
      description: cell(row, mapping.description),
      line: row.line,
    };
  });
  const balance =
    mapping.balance === null ? null : closingBalance(dated, transactions, mapping.balance, mark);
  return { kind: 'read', statement: { transactions, balance }, columns, mapping };
}
