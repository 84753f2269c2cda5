import { describe, expect, it } from 'vitest';
import { childText, descendants, parseOfx, type OfxElement } from './ofx-tree';

/** The tree without line numbers: names, values and children. */
const shape = (element: OfxElement): unknown =>
  element.children.length === 0
    ? { [element.name]: element.text }
    : { [element.name]: element.children.map(shape) };

describe('parseOfx', () => {
  it('reads 1.x SGML, whose values have no closing tag', () => {
    const ofx = parseOfx(
      'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<STMTTRN>\n<TRNAMT>-45.10\n<NAME>AT&T\n</STMTTRN>\n<STMTTRN><TRNAMT>5<NAME>B</STMTTRN>\n</OFX>',
    );
    expect(shape(ofx)).toEqual({
      OFX: [
        { STMTTRN: [{ TRNAMT: '-45.10' }, { NAME: 'AT&T' }] },
        { STMTTRN: [{ TRNAMT: '5' }, { NAME: 'B' }] },
      ],
    });
  });

  it('reads 2.x XML the same way, its processing instructions, comments and entities too', () => {
    const ofx = parseOfx(
      '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX><!-- a comment -->\n' +
        '<STMTTRN><TRNAMT>-45.10</TRNAMT><NAME>AT&amp;T &#8212; &#x41;</NAME><MEMO><![CDATA[<raw>]]></MEMO></STMTTRN>\n</OFX>',
    );
    expect(shape(ofx)).toEqual({
      OFX: [{ STMTTRN: [{ TRNAMT: '-45.10' }, { NAME: 'AT&T — A' }, { MEMO: '<raw>' }] }],
    });
  });

  it('closes what a closing tag leaves open inside it (SGML aggregates)', () => {
    const ofx = parseOfx('<OFX><A><B><C>1</A><D>2</OFX>');
    expect(shape(ofx)).toEqual({ OFX: [{ A: [{ B: [{ C: '1' }] }] }, { D: '2' }] });
  });

  it('ignores a closing tag with nothing open to close, and lower-case tag names are upper-cased', () => {
    const ofx = parseOfx('<ofx><a>1</b></a><c>2</OFX>');
    expect(shape(ofx)).toEqual({ OFX: [{ A: '1' }, { C: '2' }] });
  });

  it('gives each element the line of its tag', () => {
    const ofx = parseOfx(
      'OFXHEADER:100\r\n\r\n<OFX>\r\n<STMTTRN>\r\n<TRNAMT>1\r\n<NAME>x\r\n</STMTTRN></OFX>',
    );
    const [transaction] = descendants(ofx, 'STMTTRN');
    expect([ofx.line, transaction!.line, ...transaction!.children.map((c) => c.line)]).toEqual([3, 4, 5, 6]);
  });

  it('passes over a stray < in a value and a tag never closed', () => {
    const ofx = parseOfx('<OFX><NAME>A <B>1<C>2</OFX>');
    expect(childText(ofx, 'C')).toBe('2');
    expect(shape(parseOfx('<OFX><A>1<B'))).toEqual({ OFX: [{ A: '1' }] });
  });

  it('refuses text without an <OFX> section', () => {
    expect(() => parseOfx('<?xml version="1.0"?><html><body>hi</body></html>')).toThrow('no <OFX> section');
  });

  it('reads a file made to stall a regular expression in linear time', () => {
    // Long tag names (ofx-js's SGML conversion backtracks on them), runs of '<' before one '>', and
    // comments left open: each would make a backtracking or rescanning reader take minutes.
    const n = 100_000;
    const hostile = `<OFX><${'A'.repeat(60)}>x${'<'.repeat(n)}>${'<A'.repeat(n)}>${'<!--'.repeat(n)}`;
    const started = performance.now();
    expect(childText(parseOfx(hostile), 'A'.repeat(60))).toBe('x');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('descendants and childText', () => {
  it('find elements at any depth, and a child’s trimmed value', () => {
    const ofx = parseOfx('<OFX><X><STMTTRN><FITID> 1 </STMTTRN></X><STMTTRN><FITID>2</STMTTRN></OFX>');
    const found = descendants(ofx, 'STMTTRN');
    expect(found.map((t) => childText(t, 'FITID'))).toEqual(['1', '2']);
    expect(childText(found[0]!, 'NAME')).toBeNull();
  });
});
