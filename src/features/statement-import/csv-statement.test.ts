import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from './csv-columns';
import { readCsvStatement, type CsvReading } from './csv-statement';

const read = (lines: string[], choices = {}) => readCsvStatement(lines.join('\n'), choices);
const statementOf = (reading: CsvReading) => {
  if (reading.kind !== 'read') throw new Error(`expected a statement, got ${reading.kind}`);
  return reading.statement;
};

describe('readCsvStatement', () => {
  it('reads a signed amount, the description and the line of each transaction', () => {
    const reading = read([
      'Date,Description,Amount',
      '01/02/2024,RENT OAKWOOD,"-1,200.00"',
      '01/13/2024,ACME PAYROLL,"2,500.00"',
    ]);
    expect(statementOf(reading).transactions).toEqual([
      { date: '2024-01-02', cents: -120000, description: 'RENT OAKWOOD', line: 2 },
      { date: '2024-01-13', cents: 250000, description: 'ACME PAYROLL', line: 3 },
    ]);
    expect(reading).toMatchObject({
      mapping: { date: 0, description: 1, amount: { signed: 2 }, balance: null },
    });
  });

  it('reads money out and in from their own columns, either side written with or without a sign', () => {
    const reading = read([
      'Date,Description,Debit,Credit',
      '2024-01-02,RENT,1200.00,',
      '2024-01-03,PAYROLL,,2500.00',
      '2024-01-04,CAFE,-4.75,',
    ]);
    expect(statementOf(reading).transactions.map((t) => t.cents)).toEqual([-120000, 250000, -475]);
  });

  it('reads a European file: semicolons, day-first dates, decimal commas, a preamble', () => {
    const reading = read([
      'Konto;DE12 3456',
      '',
      'Date;Description;Amount;Balance',
      '02.01.2024;Miete;-1.200,00;800,00',
      '15.01.2024;Gehalt;2.500,00;3.300,00',
      '16.01.2024;Bäckerei;-3,5;3.296,50',
    ]);
    const statement = statementOf(reading);
    expect(statement.transactions.map((t) => [t.date, t.cents, t.line])).toEqual([
      ['2024-01-02', -120000, 4],
      ['2024-01-15', 250000, 5],
      ['2024-01-16', -350, 6],
    ]);
    expect(statement.balance).toEqual({ cents: 329650, date: '2024-01-16' });
  });

  it('takes the closing balance from the first row when the newest transactions come first', () => {
    const reading = read([
      'Date,Description,Amount,Balance',
      '03/05/2024,CAFE,-4.75,1995.25',
      '03/01/2024,PAYROLL,2500.00,2000.00',
      '02/28/2024,RENT,-1200.00,-500.00',
    ]);
    expect(statementOf(reading).balance).toEqual({ cents: 199525, date: '2024-03-05' });
  });

  it('skips summary lines without a date and a header repeated on a later page', () => {
    const reading = read([
      'Date,Description,Amount',
      '01/13/2024,RENT,-1200.00',
      ',Total for page 1,-1200.00',
      'Date,Description,Amount',
      '01/14/2024,PAYROLL,2500.00',
      '01/15/2024,CAFE,-4.75',
    ]);
    expect(statementOf(reading).transactions.map((t) => t.line)).toEqual([2, 5, 6]);
  });

  it('keeps identical transactions on the same day: both are real', () => {
    const reading = read([
      'Date,Description,Amount',
      '01/13/2024,CAFE,-4.75',
      '01/13/2024,CAFE,-4.75',
      '01/14/2024,CAFE,-4.75',
    ]);
    expect(statementOf(reading).transactions).toHaveLength(3);
  });

  it('asks for the mapping when the columns cannot be told, with the names and a sample', () => {
    const reading = read([
      '01/02/2024,STORE,-45.10,954.90',
      '01/03/2024,PAY,2500.00,3454.90',
      '01/05/2024,CAFE,-4.75,3450.15',
    ]);
    expect(reading).toEqual({
      kind: 'needs-mapping',
      columns: {
        signature: '(no header)|date|text|amount|amount',
        names: ['Column 1', 'Column 2', 'Column 3', 'Column 4'],
        sample: [
          ['01/02/2024', 'STORE', '-45.10', '954.90'],
          ['01/03/2024', 'PAY', '2500.00', '3454.90'],
          ['01/05/2024', 'CAFE', '-4.75', '3450.15'],
        ],
      },
    });
  });

  it('uses the mapping saved for the file’s header signature, and not one saved for another', () => {
    const lines = [
      '01/13/2024,STORE,-45.10,954.90',
      '01/14/2024,PAY,2500.00,3454.90',
      '01/15/2024,CAFE,-4.75,3450.15',
    ];
    const mapping: ColumnMapping = { date: 0, description: 1, amount: { signed: 2 }, balance: 3 };
    const reading = read(lines, { mappings: { '(no header)|date|text|amount|amount': mapping } });
    expect(statementOf(reading).balance).toEqual({ cents: 345015, date: '2024-01-15' });
    expect(read(lines, { mappings: { 'date|payee|amount|balance': mapping } }).kind).toBe('needs-mapping');
    // A saved mapping that does not fit the file's columns is not used.
    const wide = { ...mapping, balance: 9 };
    expect(read(lines, { mappings: { '(no header)|date|text|amount|amount': wide } }).kind).toBe(
      'needs-mapping',
    );
  });

  it('asks once for the date order when every date reads both ways, and reads it as chosen', () => {
    const lines = [
      'Date,Description,Amount',
      '01/02/2024,RENT,-1200.00',
      '01/05/2024,CAFE,-4.75',
      '02/03/2024,RENT,-1200.00',
    ];
    expect(read(lines)).toMatchObject({
      kind: 'needs-date-order',
      likely: 'mdy',
      examples: ['01/02/2024', '01/05/2024', '02/03/2024'],
    });
    expect(statementOf(read(lines, { dateOrder: 'dmy' })).transactions.map((t) => t.date)).toEqual([
      '2024-02-01',
      '2024-05-01',
      '2024-03-02',
    ]);
  });

  it.each([
    [
      ['Date,Description,Amount', '01/13/2024,RENT,-1200.00', '01/14/2024,PAY,2500.00', 'someday,CAFE,-4.75'],
      'Line 4: “someday” is not a date we can read.',
    ],
    [
      [
        'Date,Description,Amount',
        '01/13/2024,RENT,-1200.00',
        '01/14/2024,PAY,2500.00',
        '01/15/2024,CAFE,four',
      ],
      'Line 4: “four” is not an amount we can read.',
    ],
    [
      ['Date,Description,Amount', '01/13/2024,RENT,-1200.00', '01/14/2024,PAY,2500.00', '01/15/2024,CAFE,'],
      'Line 4: This transaction has no amount.',
    ],
    [
      [
        'Date,Description,Debit,Credit',
        '01/13/2024,RENT,1200.00,',
        '01/14/2024,PAY,,2500.00',
        '01/15/2024,CAFE,,',
      ],
      'Line 4: This transaction has no amount.',
    ],
    [
      ['Name,Email', 'Ann,ann@example.com', 'Bob,bob@example.com'],
      'No line of this file has both a date and an amount',
    ],
  ])('refuses a file that cannot be read, naming the line: %j', (lines, message) => {
    expect(() => read(lines)).toThrow(message);
  });

  it('refuses more than 100,000 transactions, naming the first line past them', () => {
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i <= 100_000; i += 1) lines.push('2024-01-02,CAFE,-4.75');
    expect(() => read(lines)).toThrow('Line 100002: This statement has more than 100,000 transactions.');
  });
});
