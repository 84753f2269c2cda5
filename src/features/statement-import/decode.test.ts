import { describe, expect, it } from 'vitest';
import { decodeStatement, lineAt } from './decode';
import { MAX_BYTES } from './limits';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeStatement', () => {
  it('reads UTF-8, and drops its byte order mark', () => {
    expect(decodeStatement(utf8('Date,Café\n'))).toBe('Date,Café\n');
    expect(decodeStatement(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Date,Café')]))).toBe('Date,Café');
  });

  it('reads a file that is not valid UTF-8 as Windows-1252', () => {
    // "Café €5 “ok”" as Windows-1252: é is 0xE9, € 0x80, the quotes 0x93 and 0x94; none is valid UTF-8.
    expect(
      decodeStatement(bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35, 0x20, 0x93, 0x6f, 0x6b, 0x94)),
    ).toBe('Café €5 “ok”');
  });

  it('reads UTF-16 with a byte order mark (Excel’s Unicode text)', () => {
    expect(decodeStatement(bytes(0xff, 0xfe, 0x41, 0x00, 0x2c, 0x00, 0x42, 0x00))).toBe('A,B');
    expect(decodeStatement(bytes(0xfe, 0xff, 0x00, 0x41, 0x00, 0x2c, 0x00, 0x42))).toBe('A,B');
  });

  it('refuses an empty file, and one of blank lines only', () => {
    expect(() => decodeStatement(new Uint8Array())).toThrow('This file is empty');
    expect(() => decodeStatement(utf8(' \r\n\n\t'))).toThrow('This file is empty');
  });

  it('refuses a file over 10 MB, and reads one of exactly 10 MB', () => {
    expect(() => decodeStatement(new Uint8Array(MAX_BYTES + 1).fill(0x41))).toThrow('larger than 10 MB');
    expect(decodeStatement(new Uint8Array(MAX_BYTES).fill(0x41))).toHaveLength(MAX_BYTES);
  });

  it('names what a PDF, a spreadsheet and an old Excel file are, instead of reading them', () => {
    expect(() => decodeStatement(utf8('%PDF-1.7 ...'))).toThrow('This is a PDF');
    expect(() => decodeStatement(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toThrow('spreadsheet or a zip');
    expect(() => decodeStatement(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1))).toThrow('Excel workbook');
  });

  it('refuses binary content, naming the line it is on', () => {
    const read = () => decodeStatement(utf8('Date,Amount\n01/02/2024,5\nab\u0000cd'));
    expect(read).toThrow(/^Line 3: This file is not a text statement/);
    expect(read).toThrow(expect.objectContaining({ line: 3 }));
  });
});

describe('lineAt', () => {
  it('counts every kind of line end', () => {
    expect(lineAt('a\nb\r\nc\rd', 0)).toBe(1);
    expect(lineAt('a\nb\r\nc\rd', 2)).toBe(2);
    expect(lineAt('a\nb\r\nc\rd', 5)).toBe(3);
    expect(lineAt('a\nb\r\nc\rd', 7)).toBe(4);
  });
});
