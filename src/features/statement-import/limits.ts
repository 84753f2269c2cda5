import { StatementError } from './statement-error';

/** The largest file read (10 MB, as the issue names it: 10 × 1024 × 1024 bytes). */
export const MAX_BYTES = 10 * 1024 * 1024;
/** The most transactions one statement may hold: ten years of a busy account. */
const MAX_ROWS = 100_000;

/** Refuses a file before it is read at all: the screen checks `File.size`, the worker the bytes. */
export function checkFileSize(bytes: number): void {
  if (bytes === 0)
    throw new StatementError('This file is empty. Download the statement again and choose it.');
  if (bytes > MAX_BYTES)
    throw new StatementError(
      'This file is larger than 10 MB. Download a shorter period (a year is plenty) and try again.',
    );
}

/** Refuses a statement with more transactions than the limit, naming the first line past it. */
export function checkRowCount(transactions: readonly { line: number }[]): void {
  const past = transactions[MAX_ROWS];
  if (past)
    throw new StatementError(
      'This statement has more than 100,000 transactions. Download a shorter period and try again.',
      past.line,
    );
}
