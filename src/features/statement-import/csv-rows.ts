import Papa from 'papaparse';
import { StatementError } from './statement-error';

export type Delimiter = ',' | ';' | '\t';
const DELIMITERS: readonly Delimiter[] = [',', ';', '\t'];

/** One record of the file and the 1-based line it starts on (a quoted cell may span lines). */
export interface CsvRow {
  cells: string[];
  line: number;
}

/** How many lines of the file the delimiter is guessed from: preambles are a few lines. */
const SAMPLE_LINES = 50;

/**
 * The delimiter that splits the most sample lines into the same number of cells, the most cells
 * winning a tie: `15/01/2024;Rent;-1.200,00` is four cells split by `;` and three, as consistently,
 * by `,`. Papa Parse's own guess reads the first lines only, where banks put an account preamble.
 */
function chooseDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const { data } = Papa.parse<string[]>(text, { delimiter, preview: SAMPLE_LINES, skipEmptyLines: true });
    const counts = new Map<number, number>();
    for (const row of data) if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    for (const [cells, rows] of counts) {
      const score = rows * cells;
      if (!best || score > best.score) best = { delimiter, score };
    }
  }
  if (!best) throw new StatementError('This file has no columns, so it is not a CSV statement.', 1);
  return best.delimiter;
}

const LINE_BREAKS = /\r\n|\r|\n/g;
const breaksIn = (cell: string) =>
  cell.includes('\n') || cell.includes('\r') ? (cell.match(LINE_BREAKS) ?? []).length : 0;

/**
 * The file's records, blank ones left out, each with its line. Refuses a quote that is never
 * closed (everything after it would be one cell) and a file with no columns.
 */
export function readCsvRows(text: string): { delimiter: Delimiter; rows: CsvRow[] } {
  const delimiter = chooseDelimiter(text);
  const { data, errors } = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const rows: CsvRow[] = [];
  const lines: number[] = [];
  let line = 1;
  for (const cells of data) {
    lines.push(line);
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ cells, line });
    line += 1;
    for (const cell of cells) line += breaksIn(cell);
  }
  const unclosed = errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed)
    throw new StatementError(
      'A quoted value starts here and is never closed, so the file cannot be read.',
      lines[unclosed.row ?? 0] ?? 1,
    );
  return { delimiter, rows };
}
