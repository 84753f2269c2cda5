import { describe, expect, it } from 'vitest';
import { suggestCategory } from './category';
import { payeeKey } from './payee';

const suggest = (description: string, kind: 'income' | 'payment' = 'payment') =>
  suggestCategory(payeeKey(description), kind);

describe('suggestCategory', () => {
  it('makes income income, whoever pays it', () => {
    expect(suggest('STATE FARM REFUND', 'income')).toEqual({ eventType: 'income', category: 'income' });
  });

  it.each([
    ['GEICO *AUTO 800-841-3000 DC', 'bill', 'insurance'],
    ['OAKWOOD APARTMENTS RENT', 'bill', 'housing'],
    ['WELLS FARGO HOME MTG', 'bill', 'housing'],
    ['CITY POWER', 'bill', 'utilities'],
    ['T-MOBILE AUTO PAY 240115', 'bill', 'utilities'],
    ['AT&T*BILL PAYMENT', 'bill', 'utilities'],
    ['TOYOTA FINANCIAL SERVICES', 'bill', 'transportation'],
    ['NAVIENT STUDENT LOAN', 'bill', 'debt'],
    ['CAPITAL ONE CRCARDPMT', 'bill', 'debt'],
    ['VANGUARD BUY INVESTMENT', 'investment', 'investment'],
    ['TRANSFER TO SAVINGS ****5678', 'saving', 'other'],
    ['NETFLIX.COM', 'bill', 'other'],
  ])('suggests for %s a %s in %s', (description, eventType, category) => {
    expect(suggest(description)).toEqual({ eventType, category });
  });
});
