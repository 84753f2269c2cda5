import type { ColumnMapping } from './csv-columns';
import { readCsvStatement, type CsvColumns } from './csv-statement';
import type { DateOrder } from './dates';
import { decodeStatement } from './decode';
import { readOfxStatement } from './ofx-statement';
import { findRecurring, type Finding } from './recurring';
import { dayNumber } from './schedule';
import type { Statement } from './statement';
import { StatementError } from './statement-error';

/**
 * A statement file in, what repeats in it out: the whole import between the bytes and the review
 * screen, run in the worker. Nothing here sends anything anywhere.
 */

export interface ImportOptions {
  /** The device's today (yyyy-MM-dd): next dates are on or after it. */
  today: string;
  /** Column mappings the person chose for earlier files, by header signature. */
  mappings?: Readonly<Record<string, ColumnMapping>>;
  /** The date order the person chose for this file, when it was ambiguous. */
  dateOrder?: DateOrder;
}

export type ImportResult =
  | {
      kind: 'analysed';
      format: 'csv' | 'ofx';
      findings: Finding[];
      /** The closing balance in dollars and its day, when the file has one. */
      balance: { amount: number; date: string } | null;
      /** The first and last day of the statement, and how many transactions it has. */
      from: string;
      to: string;
      transactions: number;
      /** A CSV's columns and the mapping used (to remember it for this header). */
      csv: { columns: CsvColumns; mapping: ColumnMapping } | null;
    }
  | { kind: 'needs-mapping'; columns: CsvColumns }
  | {
      kind: 'needs-date-order';
      columns: CsvColumns;
      mapping: ColumnMapping;
      likely: 'mdy' | 'dmy' | null;
      examples: string[];
    }
  | { kind: 'failed'; message: string; line: number | null };

/** Eight weeks: two months of the shortest kind, so February and March are enough. */
const SHORTEST_DAYS = 56;

function analysed(
  statement: Statement,
  format: 'csv' | 'ofx',
  options: ImportOptions,
  csv: { columns: CsvColumns; mapping: ColumnMapping } | null,
): ImportResult {
  const { transactions, balance } = statement;
  if (transactions.length === 0) throw new StatementError('This statement has no transactions.');
  const dates = transactions.map((t) => t.date).sort();
  const [from, to] = [dates[0]!, dates[dates.length - 1]!];
  const days = dayNumber(to) - dayNumber(from);
  if (days < SHORTEST_DAYS)
    throw new StatementError(
      `This statement covers ${days + 1} ${days === 0 ? 'day' : 'days'}, too short to see what repeats. ` +
        'Download at least two months (a year finds the most) and try again.',
    );
  return {
    kind: 'analysed',
    format,
    findings: findRecurring(transactions, options.today),
    balance: balance && { amount: balance.cents / 100, date: balance.date },
    from,
    to,
    transactions: transactions.length,
    csv,
  };
}

/** Reads, checks and analyses a statement file: CSV, or OFX / QFX (1.x SGML or 2.x XML). */
export function analyseStatement(bytes: Uint8Array, options: ImportOptions): ImportResult {
  try {
    const text = decodeStatement(bytes);
    // OFX 1.x starts with its header lines, 2.x with <?xml; QFX is OFX with an Intuit header.
    if (/^\s*(OFXHEADER|<\?xml|<\?OFX|<OFX)/i.test(text))
      return analysed(readOfxStatement(text), 'ofx', options, null);
    const reading = readCsvStatement(text, { mappings: options.mappings, dateOrder: options.dateOrder });
    if (reading.kind !== 'read') return reading;
    return analysed(reading.statement, 'csv', options, {
      columns: reading.columns,
      mapping: reading.mapping,
    });
  } catch (error) {
    if (error instanceof StatementError) return { kind: 'failed', message: error.message, line: error.line };
    throw error;
  }
}
