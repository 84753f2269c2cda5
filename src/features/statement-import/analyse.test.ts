import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, occurrencesBetween } from '@shared/calendar/recurrence.ts';
import { analyseStatement, type ImportResult } from './analyse';

interface Row {
  date: string;
  cents: number;
  description: string;
}

/** A year of an account: rent, pay every two weeks, a subscription and coffee on irregular days. */
function year(from = '2024-01-01', to = '2024-12-31'): Row[] {
  const monthly = (first: string) =>
    occurrencesBetween({ event_date: first, recurrence_pattern: 'monthly', recurrence_day: null }, from, to);
  const rows: Row[] = [
    ...monthly('2024-01-01').map((date) => ({
      date,
      cents: -120_000,
      description: 'OAKWOOD APARTMENTS RENT',
    })),
    ...monthly('2024-01-15').map((date) => ({
      date,
      cents: -1549,
      description: 'NETFLIX.COM 866-579-7172 CA',
    })),
    ...occurrencesBetween(
      { event_date: '2024-01-05', recurrence_pattern: 'bi-weekly', recurrence_day: null },
      from,
      to,
    ).map((date) => ({ date, cents: 210_000, description: 'ACME CORP DES:PAYROLL ID:XXXXX12345 PPD' })),
  ];
  for (let date = from, i = 0; date <= to; date = addDays(date, 2 + (i % 5)), i += 1)
    rows.push({ date, cents: -(400 + ((i * 37) % 300)), description: `STARBUCKS #${1000 + i} SEATTLE WA` });
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const money = (cents: number) => (cents / 100).toFixed(2);
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const bytes = (text: string) => new TextEncoder().encode(text);

function csv(rows: Row[], opening = 500_000): string {
  let balance = opening;
  const lines = rows.map(
    (row) => `${us(row.date)},"${row.description}",${money(row.cents)},${money((balance += row.cents))}`,
  );
  return ['Date,Description,Amount,Balance', ...lines].join('\n');
}

function ofx(rows: Row[]): string {
  const transactions = rows.map(
    (row, i) =>
      `<STMTTRN><TRNTYPE>${row.cents < 0 ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${row.date.replaceAll('-', '')}<TRNAMT>${money(row.cents)}<FITID>${i}<NAME>${row.description.slice(0, 32)}<MEMO>${row.description}</STMTTRN>`,
  );
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>',
    ...transactions,
    '</BANKTRANLIST><LEDGERBAL><BALAMT>4321.09<DTASOF>20241231</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
}

const options = { today: '2025-01-02' };
const analysed = (result: ImportResult) => {
  if (result.kind !== 'analysed') throw new Error(`expected an analysis, got ${JSON.stringify(result)}`);
  return result;
};
const found = (result: ImportResult) =>
  analysed(result).findings.map((f) => [f.kind, f.title, f.frequency, f.cents]);

const EXPECTED = [
  ['income', 'Acme Corp Payroll', 'bi-weekly', 210_000],
  ['payment', 'Oakwood Apartments Rent', 'monthly', 120_000],
  ['payment', 'Netflix.com', 'monthly', 1549],
];

describe('analyseStatement', () => {
  it('reads a CSV statement and finds what repeats, with the closing balance and the columns used', () => {
    const rows = year();
    const result = analysed(analyseStatement(bytes(csv(rows)), options));
    expect(found(result)).toEqual(EXPECTED);
    const closing = 500_000 + rows.reduce((sum, row) => sum + row.cents, 0);
    expect(result).toMatchObject({
      format: 'csv',
      balance: { amount: closing / 100, date: '2024-12-31' },
      from: '2024-01-01',
      to: '2024-12-31',
      transactions: rows.length,
      csv: {
        columns: { signature: 'date|description|amount|balance' },
        mapping: { date: 0, amount: { signed: 2 } },
      },
    });
  });

  it('reads the same statement as OFX alike, its ledger balance as the closing balance', () => {
    const result = analysed(analyseStatement(bytes(ofx(year())), options));
    expect(found(result)).toEqual(EXPECTED);
    expect(result).toMatchObject({
      format: 'ofx',
      balance: { amount: 4321.09, date: '2024-12-31' },
      csv: null,
    });
  });

  it('finds the same in a statement that overlaps the first by nine months', () => {
    expect(found(analyseStatement(bytes(csv(year('2024-04-01', '2025-03-31'))), options))).toEqual(EXPECTED);
  });

  it('refuses a statement shorter than two months: too short to see what repeats', () => {
    const eightWeeks = (last: string) =>
      csv([...year('2024-01-01', '2024-02-20'), { date: last, cents: -475, description: 'CAFE' }]);
    expect(analyseStatement(bytes(eightWeeks('2024-02-25')), options)).toEqual({
      kind: 'failed',
      message:
        'This statement covers 56 days, too short to see what repeats. Download at least two months (a year finds the most) and try again.',
      line: null,
    });
    expect(analyseStatement(bytes(eightWeeks('2024-02-26')), options).kind).toBe('analysed');
  });

  it('names the line it could not read, and saves nothing: the result is the failure alone', () => {
    const lines = csv(year()).split('\n');
    lines[40] = lines[40]!.replace(/,-?[\d.]+,/, ',twelve,');
    expect(analyseStatement(bytes(lines.join('\n')), options)).toEqual({
      kind: 'failed',
      message: 'Line 41: “twelve” is not an amount we can read.',
      line: 41,
    });
  });

  it.each([
    ['an empty file', '', 'This file is empty'],
    ['a letter', 'Dear customer\nplease find your statement attached.\n', 'not a CSV statement'],
    ['a table of contacts', 'Name,Email\nAnn,ann@example.com\nBob,bob@example.com', 'not a bank statement'],
    ['XML that is not OFX', '<?xml version="1.0"?><html></html>', 'not an OFX or QFX statement'],
  ])('refuses %s', (_, text, message) => {
    const result = analyseStatement(bytes(text), options);
    expect(result.kind).toBe('failed');
    expect(result.kind === 'failed' && result.message).toContain(message);
  });

  it('asks for the columns it cannot tell, and uses the mapping saved for that header', () => {
    const text = csv(year()).split('\n').slice(1).join('\n');
    const asked = analyseStatement(bytes(text), options);
    expect(asked).toMatchObject({
      kind: 'needs-mapping',
      columns: { signature: '(no header)|date|text|amount|amount' },
    });
    const mapping = { date: 0, description: 1, amount: { signed: 2 }, balance: 3 };
    const mappings = { '(no header)|date|text|amount|amount': mapping };
    expect(found(analyseStatement(bytes(text), { ...options, mappings }))).toEqual(EXPECTED);
  });

  it('asks for the date order when every date reads both ways, and reads it as chosen', () => {
    const rows = year().filter((row) => Number(row.date.slice(8)) <= 12);
    const text = csv(
      rows.map((row) => ({
        ...row,
        date: `${row.date.slice(0, 5)}${row.date.slice(8)}-${row.date.slice(5, 7)}`,
      })),
    );
    expect(analyseStatement(bytes(text), options)).toMatchObject({ kind: 'needs-date-order', likely: 'dmy' });
    expect(analysed(analyseStatement(bytes(text), { ...options, dateOrder: 'dmy' })).to).toBe(
      rows.at(-1)!.date,
    );
  });

  describe('sends nothing anywhere', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('makes no request of any kind while it reads and analyses a file', () => {
      const calls = vi.fn();
      vi.stubGlobal('fetch', calls);
      vi.stubGlobal('XMLHttpRequest', calls);
      vi.stubGlobal('WebSocket', calls);
      vi.stubGlobal('EventSource', calls);
      vi.stubGlobal('navigator', { sendBeacon: calls });
      analyseStatement(bytes(csv(year())), options);
      analyseStatement(bytes(ofx(year())), options);
      expect(calls).not.toHaveBeenCalled();
    });
  });
});
