/** What every statement format is read into: its transactions and, when the file says it, the closing balance. */

/** One line of the statement: a day, an amount in cents (negative for money out), who it was with. */
export interface Transaction {
  /** yyyy-MM-dd */
  date: string;
  cents: number;
  description: string;
  /** The 1-based line of the file it was read from. */
  line: number;
}

/** The account's balance at the end of a day, in cents. */
export interface Balance {
  cents: number;
  date: string;
}

export interface Statement {
  transactions: Transaction[];
  balance: Balance | null;
}
