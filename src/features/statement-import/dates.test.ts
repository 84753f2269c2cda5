import { describe, expect, it } from 'vitest';
import { detectDateOrder, parseDate } from './dates';

describe('parseDate', () => {
  it.each([
    ['2024-01-15', 'mdy', '2024-01-15'],
    ['2024/1/5', 'dmy', '2024-01-05'],
    ['20240115', 'mdy', '2024-01-15'],
    ['2024-01-15T00:00:00Z', 'mdy', '2024-01-15'],
    ['2024-01-15 13:45:00', 'dmy', '2024-01-15'],
    ['01/15/2024', 'mdy', '2024-01-15'],
    ['1/5/2024 12:00:00 AM', 'mdy', '2024-01-05'],
    ['15/01/2024', 'dmy', '2024-01-15'],
    ['15.01.2024', 'dmy', '2024-01-15'],
    ['15-01-24', 'dmy', '2024-01-15'],
    ['01/15/99', 'mdy', '1999-01-15'],
    ['15 Jan 2024', 'mdy', '2024-01-15'],
    ['15-JAN-24', 'dmy', '2024-01-15'],
    ['Jan 15, 2024', 'dmy', '2024-01-15'],
    ['January 5 2024', 'mdy', '2024-01-05'],
    ['29/02/2024', 'dmy', '2024-02-29'],
  ] as const)('reads %s (%s) as %s', (value, order, date) => {
    expect(parseDate(value, order)).toBe(date);
  });

  it.each([
    ['15/01/2024', 'mdy'],
    ['01/15/2024', 'dmy'],
    ['01/15/2024', 'ymd'],
    ['29/02/2023', 'dmy'],
    ['2024-13-01', 'ymd'],
    ['1899-12-31', 'ymd'],
    ['2024-01', 'ymd'],
    ['01/15/2024/1', 'mdy'],
    ['Foo 15 2024', 'mdy'],
    ['15 Jan 202', 'mdy'],
    ['yesterday', 'mdy'],
    ['', 'mdy'],
  ] as const)('cannot read %j as %s', (value, order) => {
    expect(parseDate(value, order)).toBeNull();
  });
});

const cells = (...values: string[]) => values.map((value, i) => ({ value, line: i + 2 }));

describe('detectDateOrder', () => {
  it('knows year-first dates and month names, whatever the order', () => {
    expect(detectDateOrder(cells('2024-01-02', '2024-02-01'))).toEqual({ kind: 'known', order: 'ymd' });
    expect(detectDateOrder(cells('02 Jan 2024', 'Feb 1 2024'))).toEqual({ kind: 'known', order: 'ymd' });
  });

  it('knows month first or day first from one date that reads only one way', () => {
    expect(detectDateOrder(cells('01/02/2024', '01/13/2024'))).toEqual({ kind: 'known', order: 'mdy' });
    expect(detectDateOrder(cells('01/02/2024', '13/01/2024'))).toEqual({ kind: 'known', order: 'dmy' });
  });

  it('says when every date reads both ways, with the reading that keeps the rows in order', () => {
    expect(detectDateOrder(cells('01/02/2024', '01/03/2024', '02/01/2024'))).toEqual({
      kind: 'ambiguous',
      likely: 'mdy',
      examples: ['01/02/2024', '01/03/2024', '02/01/2024'],
    });
    expect(detectDateOrder(cells('02/01/2024', '03/01/2024', '01/02/2024'))).toMatchObject({ likely: 'dmy' });
    expect(detectDateOrder(cells('01/01/2024', '02/02/2024'))).toMatchObject({
      kind: 'ambiguous',
      likely: null,
    });
  });

  it('names the first line no reading can read', () => {
    expect(() => detectDateOrder(cells('01/02/2024', 'soon', '01/04/2024'))).toThrow(
      'Line 3: “soon” is not a date we can read.',
    );
  });

  it('names the first line the best reading cannot read', () => {
    // Month first reads three of the four; 31/01/2024 is day first.
    expect(() => detectDateOrder(cells('01/13/2024', '01/14/2024', '31/01/2024', '01/15/2024'))).toThrow(
      expect.objectContaining({ line: 4 }),
    );
  });
});
