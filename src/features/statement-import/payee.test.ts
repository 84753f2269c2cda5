import { describe, expect, it } from 'vitest';
import { payeeKey, payeeKeys, payeeTitle } from './payee';

describe('payeeKey', () => {
  it.each([
    [
      'NETFLIX.COM 866-579-7172 CA',
      'NETFLIX.COM              LOS GATOS    CA',
      'PURCHASE AUTHORIZED ON 01/14 NETFLIX.COM 866-579-7172 CA S384015012345678 CARD 1234',
      'RECURRING PAYMENT AUTHORIZED ON 02/14 NETFLIX.COM 866-579-7172 CA S584045012345678 CARD 1234',
    ],
    ['POS PURCHASE STARBUCKS #10234 SEATTLE WA', 'STARBUCKS #883 SEATTLE WA', 'Starbucks Seattle 01/15'],
    [
      'DEBIT CARD PURCHASE XXXXXX1234 WHOLEFDS MKT 10234',
      'WHOLEFDS MKT 10522',
      'CHECKCARD 0115 WHOLEFDS MKT 88 ',
    ],
    [
      'ACME CORP DES:PAYROLL ID:XXXXX12345 INDN:DOE,JANE CO ID:XXXXX98765 PPD',
      'ACME CORP DES:PAYROLL ID:XXXXX54321 INDN:DOE,JANE CO ID:XXXXX98765 PPD',
    ],
    [
      'ONLINE PAYMENT TO CITY POWER CONF# 8273645',
      'City Power REF 12AB34',
      'BILL PAYMENT TO CITY POWER 2024-03-01',
    ],
    ['AMAZON PRIME*1A2B3C4D5', 'Amazon Prime*9Z8Y7X6W5'],
    ['BILL PAY MERRY MAIDS ON 12-05 REF #C6BAG3ED', 'BILL PAY MERRY MAIDS ON 12-12 REF #EWSAMCSK'],
    ['ZELLE TO JOHN SMITH ON 01/15 REF # PP0ABC123', 'ZELLE TO JOHN SMITH ON 02/15 REF # PP0DEF456'],
    ['Transfer to Savings ****5678', 'TRANSFER TO SAVINGS XXXX5678 JAN 5'],
  ])('gives every way a bank writes one payee the same key: %s', (...descriptions) => {
    expect(new Set(descriptions.map(payeeKey)).size).toBe(1);
  });

  it('keeps payees apart that share a prefix or a word', () => {
    const keys = [
      'CITY POWER',
      'CITY WATER',
      'AMAZON PRIME*1A2B3C',
      'AMZN MKTP US*2K4RT5XY3',
      'TRANSFER TO SAVINGS',
      'TRANSFER FROM SAVINGS',
    ].map(payeeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes the originator of an ACH line written in full', () => {
    expect(
      payeeKey(
        'ORIG CO NAME:ACME CORP ORIG ID:1234567890 DESC DATE:240115 CO ENTRY DESCR:PAYROLL SEC:PPD TRACE#:021000021234567',
      ),
    ).toBe('ACME');
  });

  it('keeps the short numbers of a name, and the description itself when nothing else is left', () => {
    expect(payeeKey('7-ELEVEN 23456')).toBe('7 ELEVEN');
    expect(payeeKey('24 HOUR FITNESS 01/15')).toBe('24 HOUR FITNESS');
    expect(payeeKey('12345678')).toBe('12345678');
  });
});

describe('payeeTitle', () => {
  it.each([
    ['PURCHASE AUTHORIZED ON 01/14 NETFLIX.COM 866-579-7172 CA S384015012345678 CARD 1234', 'Netflix.com'],
    ['ACME CORP DES:PAYROLL ID:XXXXX12345 INDN:DOE,JANE CO ID:XXXXX98765 PPD', 'Acme Corp Payroll'],
    ['SQ *BLUE BOTTLE COFFEE', 'Blue Bottle Coffee'],
    ['T-MOBILE AUTO PAY 240115', 'T-Mobile Auto Pay'],
    ['AT&T*BILL PAYMENT 800-288-2020 TX', 'AT&T Bill Payment'],
    ['24 HOUR FITNESS USA 01/15', '24 Hour Fitness USA'],
    ['APPLE.COM/BILL 866-712-7753 CA', 'Apple.com/Bill'],
  ])('names %s “%s”', (description, title) => {
    expect(payeeTitle(description)).toBe(title);
  });
});

describe('payeeKeys', () => {
  it('folds a key seen once into another payee’s it only adds a word to: a reference of letters', () => {
    const pay = [
      'REDWOOD SCHOOLS DIR DEP 4269VS',
      'REDWOOD SCHOOLS DIR DEP KMPZCX',
      'REDWOOD SCHOOLS DIR DEP 2RY80D',
    ];
    expect(payeeKeys(pay)).toEqual([
      'REDWOOD SCHOOLS DIR DEP',
      'REDWOOD SCHOOLS DIR DEP',
      'REDWOOD SCHOOLS DIR DEP',
    ]);
  });

  it('keeps a key seen more than once, and one whose shorter form is seen once only', () => {
    expect(payeeKeys(['STARBUCKS', 'STARBUCKS', 'STARBUCKS DENVER', 'STARBUCKS DENVER'])).toEqual([
      'STARBUCKS',
      'STARBUCKS',
      'STARBUCKS DENVER',
      'STARBUCKS DENVER',
    ]);
    expect(payeeKeys(['CITY POWER', 'CITY WATER'])).toEqual(['CITY POWER', 'CITY WATER']);
  });
});
