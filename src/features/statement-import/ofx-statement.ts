import { detectDecimalMark, parseAmount, type DecimalMark } from './amounts';
import { parseDate } from './dates';
import { checkRowCount } from './limits';
import { childText, descendants, parseOfx, type OfxElement } from './ofx-tree';
import type { Balance, Statement, Transaction } from './statement';
import { StatementError } from './statement-error';

/** A value's text and the line to name when it cannot be read: its own, or its parent's when it is missing. */
function valueOf(parent: OfxElement, name: string): { text: string; line: number } {
  const element = parent.children.find((child) => child.name === name);
  return { text: element?.text?.trim() ?? '', line: element?.line ?? parent.line };
}

/** yyyy-MM-dd from an OFX date (20240115, 20240115120000.000[-5:EST]): the day the bank wrote. */
function dateOf(parent: OfxElement, name: string, what: string): string {
  const { text, line } = valueOf(parent, name);
  const date = /^\d{8}/.test(text) ? parseDate(text.slice(0, 8), 'ymd') : null;
  if (!date) throw new StatementError(`The ${what} “${text}” is not a date we can read.`, line);
  return date;
}

function amountOf(parent: OfxElement, name: string, mark: DecimalMark, what: string): number {
  const { text, line } = valueOf(parent, name);
  const cents = parseAmount(text, mark);
  if (cents === null) throw new StatementError(`The ${what} “${text}” is not an amount we can read.`, line);
  return cents;
}

/** Who the money went to or came from: the name, and the memo when it adds to it. */
function descriptionOf(transaction: OfxElement): string {
  const payee = transaction.children.find((child) => child.name === 'PAYEE');
  const name = childText(transaction, 'NAME') ?? (payee ? childText(payee, 'NAME') : null) ?? '';
  const memo = childText(transaction, 'MEMO') ?? '';
  return memo === '' || name.includes(memo) ? name : memo.includes(name) ? memo : `${name} ${memo}`.trim();
}

function ledgerBalance(statement: OfxElement, mark: DecimalMark): Balance | null {
  const ledger = statement.children.find((child) => child.name === 'LEDGERBAL');
  if (!ledger) return null;
  return {
    cents: amountOf(ledger, 'BALAMT', mark, 'balance'),
    date: dateOf(ledger, 'DTASOF', 'balance date'),
  };
}

/**
 * An OFX or QFX file's transactions (a bank account's or a card's) and its ledger balance.
 * A transaction listed twice under one FITID is one transaction (banks repeat them when statements
 * overlap inside a download); two with different FITIDs are two, even when alike in every field.
 */
export function readOfxStatement(text: string): Statement {
  const ofx = parseOfx(text);
  const statements = [...descendants(ofx, 'STMTRS'), ...descendants(ofx, 'CCSTMTRS')];
  if (statements.length === 0)
    throw new StatementError(
      'This OFX file holds no bank or card statement (investment files are not read).',
    );
  if (statements.length > 1)
    throw new StatementError(
      `This file holds ${statements.length} accounts. Download one account at a time, so each balance stays its own.`,
    );
  const statement = statements[0]!;
  const rows = descendants(statement, 'STMTTRN');
  checkRowCount(rows);
  const mark = detectDecimalMark(
    rows.map((row) => childText(row, 'TRNAMT') ?? ''),
    '',
  );
  const seen = new Set<string>();
  const transactions: Transaction[] = [];
  for (const row of rows) {
    const id = childText(row, 'FITID');
    if (id !== null && id !== '') {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    transactions.push({
      date: dateOf(row, 'DTPOSTED', 'date'),
      cents: amountOf(row, 'TRNAMT', mark, 'amount'),
      description: descriptionOf(row),
      line: row.line,
    });
  }
  return { transactions, balance: ledgerBalance(statement, mark) };
}
