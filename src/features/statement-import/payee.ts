/**
 * Who a statement line was with. Banks write the same payee differently each time: a card number,
 * a store number, the day, a reference or a terminal, a POS or ACH prefix. What stays is the payee:
 * payeeKey groups the lines, payeeTitle names the finding.
 */

// Phrases banks put before the payee. Longest first, so "POS PURCHASE" goes whole.
const PREFIXES = [
  'PURCHASE AUTHORIZED ON',
  'RECURRING PAYMENT AUTHORIZED ON',
  'DEBIT CARD PURCHASE',
  'DEBIT CARD PAYMENT',
  'RECURRING DEBIT CARD',
  'RECURRING PAYMENT',
  'RECURRING PURCHASE',
  'PREAUTHORIZED DEBIT',
  'PREAUTHORIZED CREDIT',
  'ELECTRONIC PAYMENT',
  'ELECTRONIC WITHDRAWAL',
  'ONLINE PAYMENT TO',
  'ONLINE PAYMENT',
  'ONLINE BANKING PAYMENT TO',
  'BILL PAYMENT TO',
  'BILL PAYMENT',
  'BILLPAY',
  'PAYMENT TO',
  'POS PURCHASE',
  'POS DEBIT',
  'POS WITHDRAWAL',
  'VISA PURCHASE',
  'VISA DEBIT',
  'CARD PURCHASE',
  'CONTACTLESS',
  'CHECKCARD',
  'CHECK CARD',
  'ACH DEBIT',
  'ACH CREDIT',
  'ACH WITHDRAWAL',
  'ACH DEPOSIT',
  'ACH',
  'DIRECT DEPOSIT',
  'DIRECT DEP',
  'DIRECT DEBIT',
  'DEBIT',
  'PURCHASE',
  'POS',
  'SQ',
  'TST',
  'PAYPAL',
  'APPLE PAY',
  'GOOGLE PAY',
];
const PREFIX = new RegExp(`^(?:(?:${PREFIXES.join('|')})\\b[\\s*:#-]*)+`);

const MONTHS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC';
const STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';

// What changes from one payment to the next, each replaced by a space.
const CHANGING: readonly RegExp[] = [
  // References after their label, digits or not: REF #ZSRYEXW, CONF# 8273645, ID:XXXXX12345, TRACE#...
  /\b(?:CO ID|PPD ID|WEB ID|ID|INDN|REF(?:ERENCE)?|CONF(?:IRMATION)?|TRACE|TRN|TXN|AUTH|SEQ|INV(?:OICE)?)\b\s*(?:NO\.?|NUM|#|:)?\s*[\w*#-]+/g,
  // Numbers after a word that may also be part of a name: CARD 1234, ACCT ENDING 5678, NO. 12.
  /\b(?:ACCT|TRANS(?:ACTION)?|CARD|NO|NUM|NR)\b\s*(?:NO\.?|NUM|ENDING(?: IN)?|#|:)?\s*[A-Z*#-]*\d[\w*#-]*/g,
  // Masked card and account numbers: XXXXXX1234, ****1234, XXXX-1234.
  /(?:\bX{2,}|\*{2,}|#{2,})[-\s]?\w*\d+\b/g,
  // Dates and times: ON 01/15, 01-15-24, 2024-01-15, JAN 15, 15JAN, 14:22.
  /\bON\s+\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g,
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g,
  new RegExp(`\\b(?:${MONTHS})[A-Z]*\\.?\\s*\\d{1,2}\\b|\\b\\d{1,2}\\s*(?:${MONTHS})[A-Z]*\\b`, 'g'),
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  // Phone numbers: 866-579-7172, 800.555.0100.
  /\b\d{3}[-.\s]\d{3}[-.\s]\d{4}\b/g,
  // Store and terminal numbers: #1234, STORE 0523, T-0231.
  /#\s*\d+/g,
  /\bSTORE\s*\d+/g,
  // Any word with a digit among six or more characters (S384015012345678, 2K4RT5XY3), and numbers
  // of three or more digits (store numbers, check numbers).
  /\b(?=[A-Z]*\d)[A-Z\d]{6,}\b/g,
  /\b\d{3,}\b/g,
];

/** The payee part of a description, upper case, in readable words. */
function payeePart(description: string): string {
  let text = description.toUpperCase();
  // ACH lines: "ORIG CO NAME:ACME CORP ORIG ID:..." and "ACME CORP DES:PAYROLL ID:... INDN:... PPD".
  const originator = /ORIG CO NAME:\s*(.+?)\s*(?:ORIG ID|CO ENTRY|DESC DATE|SEC:|$)/.exec(text);
  if (originator) text = originator[1]!;
  const described = /^(.+?)\s+DES:\s*(.+?)\s+(?:ID:|INDN:|CO ID:|PPD|CCD|WEB|$)/.exec(text);
  if (described) text = `${described[1]!} ${described[2]!}`;
  // Card processors pad the merchant's name, then the city: the first padded field is the payee.
  text = text.trim().replace(PREFIX, '');
  const padded = text.split(/\s{2,}|\t/).find((field) => /[A-Z]{2}/.test(field));
  if (padded) text = padded;
  for (const pattern of CHANGING) text = text.replace(pattern, ' ');
  text = text
    .replace(/[^A-Z0-9&.'/ -]+/g, ' ')
    .replace(/(^|\s)[-./']+|[-./']+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(PREFIX, '');
  // A number after the name is a store's ("WHOLEFDS MKT 88"); one before it is the name's ("24 HOUR
  // FITNESS"). A state after the city ("SEATTLE WA") says nothing of the payee.
  return text
    .replace(/(?<=\S)\s+\d+(?=\s|$)/g, '')
    .replace(new RegExp(`\\s(?:${STATES})$`), '')
    .trim();
}

const LEGAL = /\b(?:INC|LLC|LTD|CORP|CORPORATION|CO|COMPANY|PLC|GMBH)\b\.?/g;

/** The key lines of one payee share: upper case, no legal form, no punctuation. */
export function payeeKey(description: string): string {
  const key = payeePart(description)
    .replace(LEGAL, ' ')
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();
  return key === '' ? description.trim().toUpperCase() : key;
}

const KEEP_UPPER = new Set([
  'USA',
  'US',
  'UK',
  'TV',
  'HBO',
  'ATM',
  'IRS',
  'HOA',
  'DMV',
  'YMCA',
  'CVS',
  'LLC',
  'BP',
  'ADT',
]);

const titleWord = (word: string) => {
  if (KEEP_UPPER.has(word) || word.includes('&')) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-/])([a-z])/g, (_, mark: string, letter: string) => mark + letter.toUpperCase());
};

/** The payee as a title for the calendar: "NETFLIX.COM 866-579-7172 CA" is "Netflix.com". */
export function payeeTitle(description: string): string {
  const part = payeePart(description);
  const words = (part === '' ? description.trim().toUpperCase() : part).split(' ');
  return words.map(titleWord).join(' ');
}

/**
 * The keys of a statement's lines. A key seen once that is another key seen more than once plus
 * one word is that payee's: the word is a reference that changes with every payment
 * ("REDWOOD SCHOOLS DIR DEP KMPZCX"), which no pattern can tell from a name on its own.
 */
export function payeeKeys(descriptions: readonly string[]): string[] {
  const keys = descriptions.map(payeeKey);
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return keys.map((key) => {
    const stem = key.slice(0, Math.max(0, key.lastIndexOf(' ')));
    return counts.get(key) === 1 && (counts.get(stem) ?? 0) > 1 ? stem : key;
  });
}
