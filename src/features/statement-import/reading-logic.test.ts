import { describe, expect, it } from 'vitest';
import { dateOrderOptions, defaultMappingInput } from './reading-logic';
import { mappingSchema } from './schema';

describe('dateOrderOptions', () => {
  it('shows an example that reads differently each way, the likely order first', () => {
    expect(dateOrderOptions(['01/01/2024', '05/01/2024'], 'dmy')).toEqual([
      { order: 'dmy', label: 'Day first (DD/MM)', example: '05/01/2024', reads: 'Jan 05, 2024' },
      { order: 'mdy', label: 'Month first (MM/DD)', example: '05/01/2024', reads: 'May 01, 2024' },
    ]);
    expect(dateOrderOptions(['03/04/24'], null).map((option) => [option.order, option.reads])).toEqual([
      ['mdy', 'Mar 04, 2024'],
      ['dmy', 'Apr 03, 2024'],
    ]);
  });
});

describe('defaultMappingInput and mappingSchema', () => {
  const columns = { signature: 's', names: ['Column 1', 'Column 2', 'Column 3', 'Column 4'], sample: [] };

  it('starts with date, description and amount in the first three columns, which the schema reads as a mapping', () => {
    expect(mappingSchema.parse(defaultMappingInput(columns))).toEqual({
      date: 0,
      description: 1,
      amount: { signed: 2 },
      balance: null,
    });
  });

  it('reads money out and in from two columns', () => {
    const input = { ...defaultMappingInput(columns), amountKind: 'split' as const, debit: '2', credit: '3' };
    expect(mappingSchema.parse(input)).toMatchObject({ amount: { debit: 2, credit: 3 }, balance: null });
  });

  it('refuses one column for two fields, naming the later field', () => {
    const result = mappingSchema.safeParse({ ...defaultMappingInput(columns), balance: '0' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['balance'], 'Choose a column no other field uses'],
    ]);
  });
});
