import { describe, expect, it } from 'vitest';
import { readCsvRows } from './csv-rows';

describe('readCsvRows', () => {
  it('splits by the delimiter that splits the lines alike: comma, semicolon or tab', () => {
    expect(readCsvRows('Date,Payee,Amount\n01/02/2024,Rent,-1200\n').delimiter).toBe(',');
    expect(
      readCsvRows('Datum;Name;Betrag\n02.01.2024;Miete;-1.200,00\n03.01.2024;Lohn;2.500,00').delimiter,
    ).toBe(';');
    expect(readCsvRows('Date\tPayee\tAmount\n01/02/2024\tA, B and C\t-5\n').delimiter).toBe('\t');
  });

  it('is not misled by a preamble above the transactions', () => {
    const text =
      'Account: Checking; 1234\nExported: 2024-03-01\n\nDate,Payee,Amount\n01/02/2024,Rent,-1200\n01/03/2024,Pay,2500';
    const { delimiter, rows } = readCsvRows(text);
    expect(delimiter).toBe(',');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 4, 5, 6]);
  });

  it('keeps quoted delimiters and line breaks in their cell, and counts lines across them', () => {
    const { rows } = readCsvRows(
      'Date,Payee,Amount\r\n01/02/2024,"Rent, ""Oak""\r\nApt 4",-1200\r\n01/03/2024,Pay,2500\r\n',
    );
    expect(rows[1]).toEqual({ cells: ['01/02/2024', 'Rent, "Oak"\r\nApt 4', '-1200'], line: 2 });
    expect(rows[2]).toEqual({ cells: ['01/03/2024', 'Pay', '2500'], line: 4 });
  });

  it('leaves blank lines out and keeps counting them', () => {
    const { rows } = readCsvRows('A,B\n\n  \n1,2\n');
    expect(rows).toEqual([
      { cells: ['A', 'B'], line: 1 },
      { cells: ['1', '2'], line: 4 },
    ]);
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(() =>
      readCsvRows('Date,Payee,Amount\n01/02/2024,Rent,-1200\n01/03/2024,"Pay,2500\n01/04/2024,X,1'),
    ).toThrow('Line 3: A quoted value starts here and is never closed');
  });

  it('refuses text without columns', () => {
    expect(() => readCsvRows('Dear customer\nYour statement is attached.\n')).toThrow('not a CSV statement');
  });
});
