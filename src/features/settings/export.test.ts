import { describe, expect, it } from 'vitest';
import { csvField, EVENT_COLUMNS, toCsv } from './export';

describe('csvField', () => {
  it.each([
    ['Rent', 'Rent'],
    [1200.5, '1200.5'],
    [true, 'true'],
    [null, ''],
    ['Rent, flat 2', '"Rent, flat 2"'],
    ['The "big" one', '"The ""big"" one"'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1 555', "'+1 555"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Café ☕', 'Café ☕'],
  ])('%j becomes %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes a header of the columns and one CRLF line per row, in column order', () => {
    const rows = [
      { title: 'Rent', event_date: '2027-01-01', amount: 1200, extra: 'not exported' },
      { title: 'Gym, monthly', event_date: '2027-01-05', amount: null, extra: '' },
    ];
    expect(toCsv(rows, ['title', 'event_date', 'amount'])).toBe(
      'title,event_date,amount\r\nRent,2027-01-01,1200\r\n"Gym, monthly",2027-01-05,\r\n',
    );
  });

  it('gives an empty list its header only', () => {
    expect(toCsv([], EVENT_COLUMNS)).toBe(`${EVENT_COLUMNS.join(',')}\r\n`);
  });
});
