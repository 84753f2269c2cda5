import { StatementError } from './statement-error';

/**
 * OFX and QFX read into a tree of elements, in one pass over the text (decisions/028). Version 1.x
 * is SGML: a value's closing tag is optional (`<TRNAMT>-45.10` then the next tag), while aggregates
 * (`<STMTTRN>...</STMTTRN>`) are closed; version 2.x is XML, where everything is closed. Both read
 * alike here: an element holding text ends at the next tag, and a closing tag closes the element it
 * names with everything still open inside it.
 */
export interface OfxElement {
  name: string;
  /** The value of an element that holds one (entities decoded), else null. */
  text: string | null;
  children: OfxElement[];
  /** The 1-based line of the file its tag is on. */
  line: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** XML's entities and numeric references; SGML files also write a bare & (AT&T), which stays. */
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/** Where the OFX body starts (after the 1.x header lines or the 2.x processing instructions), or -1. */
const ofxStart = (text: string): number => text.search(/<OFX[\s>]/i);

const NOT_OFX = 'This file has no <OFX> section, so it is not an OFX or QFX statement.';

/** Markup that holds no element, and how it ends; CDATA's content is a value. */
const SKIPPED = [
  { opens: '<!--', closes: '-->' },
  { opens: '<?', closes: '?>' },
  { opens: '<!', closes: '>' },
] as const;
const CDATA = { opens: '<![CDATA[', closes: ']]>' } as const;

/**
 * The file's <OFX> element. The text is scanned with indexOf only, each position once: a file
 * made to stall a regular expression (a tag or comment left open) costs no more than any other.
 */
export function parseOfx(text: string): OfxElement {
  const start = ofxStart(text);
  if (start < 0) throw new StatementError(NOT_OFX);
  const root: OfxElement = { name: '', text: null, children: [], line: 0 };
  const open: OfxElement[] = [root];
  let line = 1;
  let counted = 0;
  const lineOf = (index: number) => {
    for (let i = text.indexOf('\n', counted); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
    counted = Math.max(counted, index);
    return line;
  };
  const addValue = (value: string) => {
    const current = open[open.length - 1]!;
    if (current === root || current.children.length > 0) return;
    current.text = (current.text ?? '') + value;
  };

  let position = start;
  let closeAt = -1; // the last '>' found, reused while it lies ahead
  while (position < text.length) {
    const lt = text.indexOf('<', position);
    if (lt < 0) break;
    const between = text.slice(position, lt).trim();
    if (between !== '') addValue(decode(between));
    if (text.startsWith(CDATA.opens, lt)) {
      const end = text.indexOf(CDATA.closes, lt);
      if (end < 0) break;
      addValue(text.slice(lt + CDATA.opens.length, end));
      position = end + CDATA.closes.length;
      continue;
    }
    const skipped = SKIPPED.find(({ opens }) => text.startsWith(opens, lt));
    if (skipped) {
      const end = text.indexOf(skipped.closes, lt + skipped.opens.length);
      if (end < 0) break;
      position = end + skipped.closes.length;
      continue;
    }
    if (closeAt <= lt) closeAt = text.indexOf('>', lt);
    if (closeAt < 0) break;
    // A '<' that starts no tag (a stray one in a value, or a tag left open) is passed over.
    const nextLt = text.indexOf('<', lt + 1);
    const tag =
      nextLt >= 0 && nextLt < closeAt
        ? null
        : /^<(\/?)([A-Za-z][\w.]*)[^>]*?(\/?)>$/.exec(text.slice(lt, closeAt + 1));
    if (!tag) {
      position = nextLt >= 0 && nextLt < closeAt ? nextLt : closeAt + 1;
      continue;
    }
    position = closeAt + 1;
    const [, closing, name = '', selfClosing] = tag;
    const upper = name.toUpperCase();
    if (closing) {
      let at = open.length - 1;
      while (at > 0 && open[at]!.name !== upper) at -= 1;
      if (at > 0) open.length = at;
      continue;
    }
    // An element holding a value ends at the next tag, unless that tag closes it (XML).
    if (open[open.length - 1]!.text !== null) open.pop();
    const element: OfxElement = { name: upper, text: null, children: [], line: lineOf(lt) };
    open[open.length - 1]!.children.push(element);
    if (!selfClosing) open.push(element);
  }
  const ofx = root.children.find((element) => element.name === 'OFX');
  if (!ofx) throw new StatementError(NOT_OFX);
  return ofx;
}

/** Every element named `name` under `element`, at any depth, in the file's order. */
export function descendants(element: OfxElement, name: string): OfxElement[] {
  const found: OfxElement[] = [];
  const walk = (node: OfxElement) => {
    for (const child of node.children) {
      if (child.name === name) found.push(child);
      else walk(child);
    }
  };
  walk(element);
  return found;
}

/** The text of `element`'s child named `name`, trimmed, or null. */
export const childText = (element: OfxElement, name: string): string | null =>
  element.children.find((child) => child.name === name)?.text?.trim() ?? null;
