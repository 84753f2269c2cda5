import type { LabelledStatement, Line } from './generate.ts';

/**
 * The corpus's statements written as banks write them: three CSV layouts (a signed amount, money
 * out and in apart in a European file, a file without a header) and OFX 1.x (SGML) and 2.x (XML).
 */

export type Layout = 'csv-signed' | 'csv-split' | 'csv-no-header' | 'ofx-sgml' | 'ofx-xml';
export const LAYOUTS: readonly Layout[] = ['csv-signed', 'csv-split', 'csv-no-header', 'ofx-sgml', 'ofx-xml'];

const [y, m, d] = [
  (date: string) => date.slice(0, 4),
  (date: string) => date.slice(5, 7),
  (date: string) => date.slice(8, 10),
];
const usDate = (date: string) => `${m(date)}/${d(date)}/${y(date)}`;
const euDate = (date: string) => `${d(date)}/${m(date)}/${y(date)}`;
const ofxDate = (date: string) => date.replaceAll('-', '');

const plain = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;
/** 1.234,56: thousands by dots, decimals by a comma. */
const european = (cents: number) => {
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`;
};
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Each line with the balance after it. */
function withBalances(statement: LabelledStatement): (Line & { balance: number })[] {
  let balance = statement.openingCents;
  return statement.lines.map((line) => ({ ...line, balance: (balance += line.cents) }));
}

const utf8 = (text: string, bom = false) => new TextEncoder().encode(`${bom ? '\ufeff' : ''}${text}`);

// Windows-1252's characters above Latin-1's controls, for writing a file the way older banks do.
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    const high = WINDOWS_1252.indexOf(c);
    if (high >= 0) return 0x80 + high;
    if (code < 0x100) return code;
    return 0x3f; // '?', as such exports write what they cannot encode
  });
}

function csvSigned(statement: LabelledStatement): Uint8Array {
  // Newest first, as most US banks export; UTF-8 with a byte order mark, CRLF.
  const rows = withBalances(statement)
    .reverse()
    .map((line) =>
      [usDate(line.date), quoted(line.description), plain(line.cents), plain(line.balance)].join(','),
    );
  return utf8(['Date,Description,Amount,Balance', ...rows, ''].join('\r\n'), true);
}

function csvSplit(statement: LabelledStatement): Uint8Array {
  const rows = withBalances(statement).map((line) =>
    [
      euDate(line.date),
      line.description.replaceAll(';', ','),
      line.cents < 0 ? european(-line.cents) : '',
      line.cents > 0 ? european(line.cents) : '',
      `${line.balance < 0 ? '-' : ''}${european(Math.abs(line.balance))}`,
    ].join(';'),
  );
  const preamble = [
    'Compte chèque;****1234',
    `Période;${euDate(statement.from)} - ${euDate(statement.to)}`,
    '',
  ];
  return windows1252([...preamble, 'Date;Description;Debit;Credit;Balance', ...rows, ''].join('\n'));
}

function csvNoHeader(statement: LabelledStatement): Uint8Array {
  const rows = [...statement.lines]
    .reverse()
    .map((line) => [usDate(line.date), plain(line.cents), '*', '', line.description].map(quoted).join(','));
  return utf8(rows.join('\n'));
}

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A transaction's fields: NAME holds 32 characters in OFX 1.x, so a longer description goes whole in MEMO. */
function transactionFields(line: Line, index: number): [string, string][] {
  const fields: [string, string][] = [
    ['TRNTYPE', line.cents < 0 ? 'DEBIT' : 'CREDIT'],
    ['DTPOSTED', `${ofxDate(line.date)}120000.000[-5:EST]`],
    ['TRNAMT', plain(line.cents)],
    ['FITID', `${ofxDate(line.date)}${String(index).padStart(6, '0')}`],
    ['NAME', line.description.slice(0, 32)],
  ];
  if (line.description.length > 32) fields.push(['MEMO', line.description]);
  return fields;
}

function ofxSgml(statement: LabelledStatement): Uint8Array {
  const closing = withBalances(statement).at(-1)!.balance;
  const transactions = statement.lines.map(
    (line, i) =>
      `<STMTTRN>\n${transactionFields(line, i)
        .map(([tag, value]) => `<${tag}>${value}`)
        .join('\n')}\n</STMTTRN>`,
  );
  const text = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<DTSERVER>${ofxDate(statement.to)}<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>USD',
    '<BANKACCTFROM><BANKID>121000248<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>${ofxDate(statement.from)}<DTEND>${ofxDate(statement.to)}`,
    ...transactions,
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${plain(closing)}<DTASOF>${ofxDate(statement.to)}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\n');
  return windows1252(text);
}

function ofxXml(statement: LabelledStatement): Uint8Array {
  const closing = withBalances(statement).at(-1)!.balance;
  const transactions = statement.lines.map(
    (line, i) =>
      `        <STMTTRN>${transactionFields(line, i)
        .map(([tag, value]) => `<${tag}>${xml(value)}</${tag}>`)
        .join('')}</STMTTRN>`,
  );
  const text = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    '<OFX>',
    '  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>',
    `    <DTSERVER>${ofxDate(statement.to)}</DTSERVER><LANGUAGE>ENG</LANGUAGE><INTU.BID>3000</INTU.BID></SONRS></SIGNONMSGSRSV1>`,
    '  <BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>',
    '    <STMTRS><CURDEF>USD</CURDEF>',
    '      <BANKACCTFROM><BANKID>121000248</BANKID><ACCTID>000123456789</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>',
    `      <BANKTRANLIST><DTSTART>${ofxDate(statement.from)}</DTSTART><DTEND>${ofxDate(statement.to)}</DTEND>`,
    ...transactions,
    '      </BANKTRANLIST>',
    `      <LEDGERBAL><BALAMT>${plain(closing)}</BALAMT><DTASOF>${ofxDate(statement.to)}</DTASOF></LEDGERBAL>`,
    '    </STMTRS>',
    '  </STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\n');
  return utf8(text);
}

const WRITERS: Record<Layout, (statement: LabelledStatement) => Uint8Array> = {
  'csv-signed': csvSigned,
  'csv-split': csvSplit,
  'csv-no-header': csvNoHeader,
  'ofx-sgml': ofxSgml,
  'ofx-xml': ofxXml,
};

/** The statement's file in `layout`, as the bytes a bank's download holds. */
export const writeStatement = (statement: LabelledStatement, layout: Layout): Uint8Array =>
  WRITERS[layout](statement);

/** The balance after the statement's last line, in cents. */
export const closingCents = (statement: LabelledStatement): number => withBalances(statement).at(-1)!.balance;
