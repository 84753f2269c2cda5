import { describe, expect, it } from 'vitest';
import { findLayout, guessMapping, headerSignature } from './csv-columns';
import { readCsvRows } from './csv-rows';

const layoutOf = (text: string) => {
  const { rows } = readCsvRows(text);
  const layout = findLayout(rows);
  return { rows, layout, mapping: layout && guessMapping(layout, rows) };
};

describe('findLayout', () => {
  it('finds the header under a bank’s preamble, and the first transaction under it', () => {
    const { layout, rows } = layoutOf(
      [
        'Account Name:,Everyday Checking',
        'Account Number:,****1234',
        'Date Range:,01/01/2024 - 03/31/2024',
        '',
        'Date,Description,Amount,Running Bal.',
        '01/02/2024,RENT,-1200.00,800.00',
        '01/03/2024,PAYROLL,2500.00,3300.00',
        '01/04/2024,COFFEE,-4.75,3295.25',
      ].join('\n'),
    );
    expect(layout).toEqual({ header: ['Date', 'Description', 'Amount', 'Running Bal.'], first: 4, width: 4 });
    expect(rows[layout!.first]!.line).toBe(6);
  });

  it('knows a file with no header, whose first line is a transaction', () => {
    const { layout } = layoutOf(
      '"01/02/2024","-45.10","*","","AT&T"\n"01/03/2024","2500.00","*","","PAYROLL"\n',
    );
    expect(layout).toEqual({ header: null, first: 0, width: 5 });
  });

  it('finds nothing in a file without dates and amounts', () => {
    expect(layoutOf('Name,Email\nAnn,ann@example.com\nBob,bob@example.com').layout).toBeNull();
  });
});

describe('headerSignature', () => {
  it('is the same for the same header, whatever its case and spacing, and differs for another', () => {
    const one = layoutOf('Date,Description,Amount\n01/02/2024,A,-1\n01/03/2024,B,-2');
    const two = layoutOf('DATE, Description ,AMOUNT\n02/02/2024,C,-3\n02/03/2024,D,-4');
    const three = layoutOf('Date,Payee,Amount\n01/02/2024,A,-1\n01/03/2024,B,-2');
    expect(headerSignature(one.layout!, one.rows)).toBe('date|description|amount');
    expect(headerSignature(two.layout!, two.rows)).toBe(headerSignature(one.layout!, one.rows));
    expect(headerSignature(three.layout!, three.rows)).not.toBe(headerSignature(one.layout!, one.rows));
  });

  it('knows a file without a header by its columns’ kinds', () => {
    const { layout, rows } = layoutOf('01/02/2024,-45.10,*,,AT&T\n01/03/2024,2500.00,*,,PAYROLL\n');
    expect(headerSignature(layout!, rows)).toBe('(no header)|date|amount|text|empty|text');
  });
});

describe('guessMapping', () => {
  it('reads a signed amount and a balance by their names (Chase’s layout)', () => {
    const { mapping } = layoutOf(
      [
        'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
        'DEBIT,01/02/2024,NETFLIX.COM,-15.49,ACH_DEBIT,984.51,',
        'CREDIT,01/03/2024,ACME PAYROLL,2500.00,ACH_CREDIT,3484.51,',
        'DEBIT,01/04/2024,CHECK 1043,-120.00,CHECK_PAID,3364.51,1043',
      ].join('\n'),
    );
    expect(mapping).toEqual({ date: 1, description: 2, amount: { signed: 3 }, balance: 5 });
  });

  it('reads money out and money in apart (Capital One’s layout), the first date column first', () => {
    const { mapping } = layoutOf(
      [
        'Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit',
        '2024-01-02,2024-01-03,1234,NETFLIX.COM,Entertainment,15.49,',
        '2024-01-05,2024-01-05,1234,PAYMENT/CREDIT,Payment,,200.00',
        '2024-01-06,2024-01-07,1234,SHELL OIL,Gas,40.00,',
      ].join('\n'),
    );
    expect(mapping).toEqual({ date: 0, description: 3, amount: { debit: 5, credit: 6 }, balance: null });
  });

  it('reads a British layout: paid out, paid in, a balance', () => {
    const { mapping } = layoutOf(
      [
        'Date,Type,Description,Paid out,Paid in,Balance',
        '02/01/2024,DD,COUNCIL TAX,120.00,,880.00',
        '03/01/2024,BGC,SALARY,,2000.00,2880.00',
        '04/01/2024,POS,TESCO,30.00,,2850.00',
      ].join('\n'),
    );
    expect(mapping).toEqual({ date: 0, description: 2, amount: { debit: 3, credit: 4 }, balance: 5 });
  });

  it('reads a file without a header from its data: the date, the one column of numbers, the longest text', () => {
    const { mapping } = layoutOf(
      '01/02/2024,-45.10,*,,AT&T WIRELESS\n01/03/2024,2500.00,*,,ACME PAYROLL\n01/05/2024,-4.75,*,,STARBUCKS\n',
    );
    expect(mapping).toEqual({ date: 0, description: 4, amount: { signed: 1 }, balance: null });
  });

  it('leaves the mapping to the person when two unnamed columns of numbers could each be the amount', () => {
    const { layout, mapping } = layoutOf(
      '01/02/2024,STORE,-45.10,954.90\n01/03/2024,PAY,2500.00,3454.90\n01/05/2024,CAFE,-4.75,3450.15\n',
    );
    expect(layout).not.toBeNull();
    expect(mapping).toBeNull();
  });
});
