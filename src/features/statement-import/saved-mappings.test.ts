import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from './csv-columns';
import { savedMappings, saveMapping } from './saved-mappings';

const mapping: ColumnMapping = { date: 0, description: 1, amount: { debit: 2, credit: 3 }, balance: null };

describe('saved mappings', () => {
  it('keeps a mapping by its header signature in this browser, the newest replacing the last', () => {
    saveMapping('date|payee|out|in', mapping);
    saveMapping('date|description|amount', { ...mapping, amount: { signed: 2 } });
    saveMapping('date|payee|out|in', { ...mapping, balance: 4 });
    expect(savedMappings()).toEqual({
      'date|description|amount': { ...mapping, amount: { signed: 2 } },
      'date|payee|out|in': { ...mapping, balance: 4 },
    });
  });

  it('keeps the newest twenty', () => {
    for (let i = 0; i < 25; i += 1) saveMapping(`header ${i}`, mapping);
    expect(Object.keys(savedMappings())).toEqual(Array.from({ length: 20 }, (_, i) => `header ${i + 5}`));
  });

  it('reads nothing from storage that holds something else, or none', () => {
    localStorage.setItem('statement-import:column-mappings', '{"x":{"date":-1}}');
    expect(savedMappings()).toEqual({});
    localStorage.setItem('statement-import:column-mappings', 'not json');
    expect(savedMappings()).toEqual({});
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(savedMappings(broken)).toEqual({});
    expect(() => {
      saveMapping('date|amount', mapping, broken);
    }).not.toThrow();
  });
});
