import { describe, expect, it } from 'vitest';
import { detectDecimalMark, parseAmount } from './amounts';

describe('parseAmount', () => {
  it.each([
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['1,234,567.8', 123456780],
    ['-45.10', -4510],
    ['+45.10', 4510],
    ['45.10-', -4510],
    ['(45.10)', -4510],
    ['($1,045.10)', -104510],
    ['−45.10', -4510],
    ['$45.10', 4510],
    ['-$45.10', -4510],
    ['$-45.10', -4510],
    ['USD 45.10', 4510],
    ['45.10 CR', 4510],
    ['45.10 DR', -4510],
    ['45.10DR', -4510],
    ['.5', 50],
    ['5', 500],
    ['0.005', 1],
    ['12.344', 1234],
  ])('reads %s with decimal points as %d cents', (value, cents) => {
    expect(parseAmount(value, '.')).toBe(cents);
  });

  it.each([
    ['1.234,56', 123456],
    ['-1.234,56', -123456],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['45,1', 4510],
    ['€ 12,00', 1200],
    ['12,00 €', 1200],
  ])('reads %s with decimal commas as %d cents', (value, cents) => {
    expect(parseAmount(value, ',')).toBe(cents);
  });

  it.each([
    ['', '.'],
    ['abc', '.'],
    ['12,5', '.'],
    ['1,23,456.00', '.'],
    ['1.2.3', '.'],
    ['1,234.56', ','],
    ['--5', '.'],
    ['1000000000000000', '.'],
  ] as const)('cannot read %j with %s as the decimal mark', (value, mark) => {
    expect(parseAmount(value, mark)).toBeNull();
  });
});

describe('detectDecimalMark', () => {
  it('takes the mark a value ends with when it has both', () => {
    expect(detectDecimalMark(['1.234,56'], ',')).toBe(',');
    expect(detectDecimalMark(['1,234.56'], ';')).toBe('.');
  });

  it('takes a mark seen once with one or two digits after it as decimal', () => {
    expect(detectDecimalMark(['12,5', '3'], ',')).toBe(',');
    expect(detectDecimalMark(['-45.10'], ';')).toBe('.');
  });

  it('takes a mark seen twice as the thousands’ one', () => {
    expect(detectDecimalMark(['1.234.567'], ',')).toBe(',');
    expect(detectDecimalMark(['1,234,567'], ';')).toBe('.');
  });

  it('follows the majority when values disagree', () => {
    expect(detectDecimalMark(['1,50', '2,75', '3.10'], ',')).toBe(',');
  });

  it('without a telling value, takes a semicolon file as European', () => {
    expect(detectDecimalMark(['1.234', '12', ''], ';')).toBe(',');
    expect(detectDecimalMark(['1.234', '12', ''], ',')).toBe('.');
    expect(detectDecimalMark([], '\t')).toBe('.');
  });
});
