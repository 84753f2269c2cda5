import { describe, expect, it } from 'vitest';
import { readOfxStatement } from './ofx-statement';

const SGML_HEADER =
  'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\n\n';

const sgml = (
  transactions: string,
  balance = '<LEDGERBAL><BALAMT>1234.56<DTASOF>20240131120000[-5:EST]</LEDGERBAL>',
) =>
  `${SGML_HEADER}<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20240201</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>1234<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131
${transactions}
</BANKTRANLIST>
${balance}
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>`;

describe('readOfxStatement', () => {
  it('reads a 1.x bank statement: dates, amounts, names, memos, lines, the ledger balance', () => {
    const statement = readOfxStatement(
      sgml(`<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102120000.000[-5:EST]<TRNAMT>-45.10<FITID>1<NAME>AT&T<MEMO>WIRELESS AUTOPAY</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240115<TRNAMT>2500.00<FITID>2<NAME>ACME PAYROLL</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240116<TRNAMT>-15.49<FITID>3<NAME>NETFLIX.COM<MEMO>NETFLIX.COM</STMTTRN>`),
    );
    expect(statement).toEqual({
      transactions: [
        { date: '2024-01-02', cents: -4510, description: 'AT&T WIRELESS AUTOPAY', line: 13 },
        { date: '2024-01-15', cents: 250000, description: 'ACME PAYROLL', line: 14 },
        { date: '2024-01-16', cents: -1549, description: 'NETFLIX.COM', line: 15 },
      ],
      balance: { cents: 123456, date: '2024-01-31' },
    });
  });

  it('reads a 2.x card statement, the payee aggregate’s name, and a memo holding the whole name', () => {
    const statement = readOfxStatement(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <CREDITCARDMSGSRSV1>
    <CCSTMTTRNRS>
      <CCSTMTRS>
        <BANKTRANLIST>
          <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240105</DTPOSTED><TRNAMT>-9.99</TRNAMT><FITID>a</FITID><PAYEE><NAME>SPOTIFY</NAME></PAYEE></STMTTRN>
          <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240106</DTPOSTED><TRNAMT>-20.00</TRNAMT><FITID>b</FITID><NAME>PURCHASE AUTHORIZED ON 01/0</NAME><MEMO>PURCHASE AUTHORIZED ON 01/05 SHELL OIL 5744</MEMO></STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>-29.99</BALAMT><DTASOF>20240131</DTASOF></LEDGERBAL>
      </CCSTMTRS>
    </CCSTMTTRNRS>
  </CREDITCARDMSGSRSV1>
</OFX>`);
    expect(statement.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['SPOTIFY', -999],
      ['PURCHASE AUTHORIZED ON 01/05 SHELL OIL 5744', -2000],
    ]);
    expect(statement.balance).toEqual({ cents: -2999, date: '2024-01-31' });
  });

  it('keeps alike transactions with their own FITIDs, and reads one listed twice under one FITID once', () => {
    const coffee = (id: string) =>
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>-4.75<FITID>${id}<NAME>CAFE</STMTTRN>`;
    const statement = readOfxStatement(sgml([coffee('1'), coffee('2'), coffee('2')].join('\n')));
    expect(statement.transactions).toHaveLength(2);
  });

  it('reads decimal commas, and a statement without a balance', () => {
    const statement = readOfxStatement(
      sgml('<STMTTRN><DTPOSTED>20240102<TRNAMT>-1234,50<FITID>1<NAME>MIETE</STMTTRN>', ''),
    );
    expect(statement).toEqual({
      transactions: [{ date: '2024-01-02', cents: -123450, description: 'MIETE', line: 13 }],
      balance: null,
    });
  });

  it.each([
    [
      '<STMTTRN><DTPOSTED>2024-1-2<TRNAMT>-1<NAME>X</STMTTRN>',
      'Line 13: The date “2024-1-2” is not a date we can read.',
    ],
    [
      '<STMTTRN><DTPOSTED>20240102<TRNAMT>ten<NAME>X</STMTTRN>',
      'Line 13: The amount “ten” is not an amount we can read.',
    ],
    [
      '<STMTTRN>\n<DTPOSTED>20240102\n<NAME>X</STMTTRN>',
      'Line 13: The amount “” is not an amount we can read.',
    ],
  ])('names the line of a value it cannot read: %j', (transactions, message) => {
    expect(() => readOfxStatement(sgml(transactions))).toThrow(message);
  });

  it('refuses a file with no statement, or with several accounts', () => {
    expect(() => readOfxStatement(`${SGML_HEADER}<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>`)).toThrow(
      'holds no bank or card statement',
    );
    expect(() => readOfxStatement(`<OFX><STMTRS></STMTRS><CCSTMTRS></CCSTMTRS></OFX>`)).toThrow(
      'This file holds 2 accounts.',
    );
  });
});
