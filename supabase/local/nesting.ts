/**
 * How deeply a request nests, read from its raw bytes without parsing it (docs/decisions/018,
 * "The local stack"). PGlite spins forever on JSON nested a few thousand levels deep and answers
 * 5xx from about 3,000, so the gateway measures before anything parses.
 *
 * The scan is one pass over bytes: every byte of a multi-byte UTF-8 character is 0x80 or above, so
 * none is mistaken for a bracket or a quote. It never throws; unbalanced input counts the deepest
 * point it reaches, and a closer with nothing open is ignored.
 */

/** Deeper than any request of the app (its deepest, a forecast's what-if changes, nests 3). */
export const MAX_NESTING = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const JSON_OPEN = [0x5b, 0x7b]; // [ {
const JSON_CLOSE = [0x5d, 0x7d]; // ] }
const QUERY_OPEN = [...JSON_OPEN, 0x28]; // and ( : PostgREST's logic trees and embeds
const QUERY_CLOSE = [...JSON_CLOSE, 0x29];

function depthOf(bytes: Uint8Array, open: number[], close: number[], strings: boolean): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (strings && byte === QUOTE) {
      inString = true;
    } else if (open.includes(byte)) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (close.includes(byte) && depth > 0) {
      depth--;
    }
  }
  return deepest;
}

/** JSON's nesting: `[` and `{` outside strings, as a JSON parser would meet them. */
export function jsonDepth(bytes: Uint8Array): number {
  return depthOf(bytes, JSON_OPEN, JSON_CLOSE, true);
}

/**
 * Nesting in text that is not JSON (a query string's values, a form or CSV body): brackets,
 * braces and parentheses, quotes or not, since PostgREST reads a quote inside a value as a letter.
 */
export function textDepth(bytes: Uint8Array): number {
  return depthOf(bytes, QUERY_OPEN, QUERY_CLOSE, false);
}
