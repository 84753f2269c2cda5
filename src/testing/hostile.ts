import fc from 'fast-check';

/**
 * Random and hostile values for the fuzz tests (docs/decisions/018-data-control-and-security-review.md):
 * NaN, infinities, huge and tiny numbers, numbers written as text, 10,000-character and unicode
 * strings, nulls, wrong types.
 */
export const hostileNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e308, -1e308, 5e-324, 1e12, 999_999_999_999.99),
  fc.double(),
  fc.integer(),
);

export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '0x10',
    '1,000.50',
    '$5',
    '١٢٣',
    '\u0000',
  ),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ minLength: 10_000, maxLength: 10_000 }),
  hostileNumber.map(String),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileString,
  fc.constantFrom(null, undefined, true, false),
  fc.constant([]),
  fc.constant({}),
);

/** An object whose listed keys each hold a hostile value. */
export const hostileRecord = (keys: readonly string[]) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])));
