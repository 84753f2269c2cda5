/**
 * What a one-line text (a name) may not hold (docs/decisions/018): control characters, the line
 * and paragraph separators (U+2028, U+2029), and the bidirectional embeddings, overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069), which make a name read as other text. The database
 * keeps the same class in private.not_one_line_class; tests/db/one-line.test.ts compares them.
 */
export const NOT_ONE_LINE_CLASS = '\\p{Cc}\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';

const NOT_ONE_LINE = new RegExp(`[${NOT_ONE_LINE_CLASS}]`, 'u');

export const isOneLine = (text: string): boolean => !NOT_ONE_LINE.test(text);
