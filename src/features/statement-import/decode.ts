import { checkFileSize } from './limits';
import { StatementError } from './statement-error';

/** Files people pick by mistake, known by their first bytes, and what to do instead. */
const NOT_A_STATEMENT: readonly { magic: readonly number[]; message: string }[] = [
  {
    magic: [0x25, 0x50, 0x44, 0x46], // %PDF
    message: 'This is a PDF. Download your statement as CSV, OFX or QFX from your bank’s website instead.',
  },
  {
    magic: [0x50, 0x4b, 0x03, 0x04], // a zip: .xlsx, .numbers, .zip
    message: 'This looks like a spreadsheet or a zip file. Save it as CSV, or download CSV from your bank.',
  },
  {
    magic: [0xd0, 0xcf, 0x11, 0xe0], // an old Excel .xls
    message: 'This is an Excel workbook. Save it as CSV, or download CSV from your bank.',
  },
];

// Windows-1252's characters for bytes 0x80-0x9F (the Encoding Standard's table; the five it leaves
// undefined stay as they are). Browsers decode them so; Node 20 reads them as Latin-1 controls.
const WINDOWS_1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const fromC1 = (c: string) => WINDOWS_1252_80_9F[c.charCodeAt(0) - 0x80]!;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);

function decodeText(bytes: Uint8Array): string {
  // Excel's "Unicode text" is UTF-16 with a byte order mark.
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // A UTF-8 byte order mark is dropped by the decoder.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not valid UTF-8: banks that do not write UTF-8 write Windows-1252, which decodes any byte.
    return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, fromC1);
  }
}

/**
 * A statement file's text: UTF-8 with or without a byte order mark, else Windows-1252 (UTF-16
 * with a mark too). Refuses an empty or too large file, and one that is not text.
 */
export function decodeStatement(bytes: Uint8Array): string {
  checkFileSize(bytes.length);
  const known = NOT_A_STATEMENT.find(({ magic }) => startsWith(bytes, magic));
  if (known) throw new StatementError(known.message);
  const text = decodeText(bytes);
  const nul = text.indexOf('\u0000');
  if (nul >= 0)
    throw new StatementError(
      'This file is not a text statement. Download CSV, OFX or QFX from your bank.',
      lineAt(text, nul),
    );
  if (text.trim() === '')
    throw new StatementError('This file is empty. Download the statement again and choose it.');
  return text;
}

/** The 1-based line of a position in the text, whichever line ends it uses. */
export function lineAt(text: string, index: number): number {
  return (text.slice(0, index).match(/\r\n|\r|\n/g) ?? []).length + 1;
}
