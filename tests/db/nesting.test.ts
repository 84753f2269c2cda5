import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepth, textDepth } from '../../supabase/local/nesting.ts';

// The gateway's nesting scanner (supabase/local/nesting.ts) measures what a JSON parser would
// meet, without parsing: it must agree with JSON.parse on every valid JSON and never throw.

const bytes = (text: string) => new TextEncoder().encode(text);

/** Nesting as JSON.parse's result has it: a scalar 0, an array or object one more than its deepest child. */
function parsedDepth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(parsedDepth));
}

// Strings made of what could fool a scanner: brackets, quotes, backslashes, multi-byte characters.
const trickyUnit = fc.constantFrom(
  '[',
  ']',
  '{',
  '}',
  '(',
  '"',
  '\\',
  'a',
  'é',
  '€',
  '😀',
  '\u2028',
  '\n',
  '\u0000',
);
const json = fc.jsonValue({ maxDepth: 12, stringUnit: trickyUnit });

describe('jsonDepth', () => {
  it('equals the nesting JSON.parse finds, for every valid JSON, compact or indented', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(undefined, 0, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        expect(jsonDepth(bytes(text))).toBe(parsedDepth(JSON.parse(text)));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts each level of arrays, objects and both mixed', () => {
    expect(jsonDepth(bytes('1'))).toBe(0);
    expect(jsonDepth(bytes('[]'))).toBe(1);
    expect(jsonDepth(bytes('{"a":[{"b":[]}]}'))).toBe(4);
    expect(jsonDepth(bytes('"[[[[" '))).toBe(0);
    expect(jsonDepth(bytes('["\\"[[", ["\\\\"], [[]]]'))).toBe(3);
    expect(jsonDepth(bytes(`{"code":${'['.repeat(6000)}${']'.repeat(6000)}}`))).toBe(6001);
  });

  it('never throws on any bytes, and counts no more levels than the input opens', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), (input) => {
        const depth = jsonDepth(input);
        const opened = input.filter((b) => b === 0x5b || b === 0x7b).length;
        expect(depth).toBeGreaterThanOrEqual(0);
        expect(depth).toBeLessThanOrEqual(opened);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a truncated or unbalanced body as deep as it reaches', () => {
    fc.assert(
      fc.property(json, fc.nat(), (value, cut) => {
        const text = JSON.stringify(value);
        const prefix = text.slice(0, cut % (text.length + 1));
        expect(jsonDepth(bytes(prefix))).toBeLessThanOrEqual(jsonDepth(bytes(text)));
      }),
    );
    expect(jsonDepth(bytes('[[[[['))).toBe(5);
    expect(jsonDepth(bytes(']]]]][[['))).toBe(3);
    expect(jsonDepth(bytes('"unterminated [[['))).toBe(0);
  });
});

describe('textDepth', () => {
  it('counts brackets, braces and parentheses, inside quotes too', () => {
    expect(textDepth(bytes('select=*,goals(id)&id=in.(1,2)'))).toBe(1);
    expect(textDepth(bytes('or(and(or(a.eq.1)))'))).toBe(3);
    expect(textDepth(bytes('eq."x,and([{'))).toBe(3);
  });

  it('never throws on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), (input) => {
        expect(textDepth(input)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
