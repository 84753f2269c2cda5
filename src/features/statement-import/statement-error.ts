/**
 * Why a statement cannot be read, in words the person can act on. `line` is the 1-based line of
 * the file where reading failed, when one line is to blame; the import screen names it.
 */
export class StatementError extends Error {
  readonly line: number | null;

  constructor(message: string, line: number | null = null) {
    super(line === null ? message : `Line ${line}: ${message}`);
    this.name = 'StatementError';
    this.line = line;
  }
}
