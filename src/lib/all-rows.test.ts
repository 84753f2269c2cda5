import { describe, expect, it } from 'vitest';
import { allRows, PAGE_ROWS } from './all-rows';

describe('allRows', () => {
  it('reads page after page until a short one, asking for each range once', async () => {
    const table = Array.from({ length: PAGE_ROWS * 2 + 5 }, (_, i) => i);
    const asked: [number, number][] = [];
    const rows = await allRows((from, to) => {
      asked.push([from, to]);
      return Promise.resolve({ data: table.slice(from, to + 1), error: null });
    });
    expect(rows).toEqual(table);
    expect(asked).toEqual([
      [0, PAGE_ROWS - 1],
      [PAGE_ROWS, PAGE_ROWS * 2 - 1],
      [PAGE_ROWS * 2, PAGE_ROWS * 3 - 1],
    ]);
  });

  it('asks once more after a full last page, and stops at the empty one', async () => {
    const table = Array.from({ length: PAGE_ROWS }, (_, i) => i);
    let pages = 0;
    const rows = await allRows((from, to) => {
      pages += 1;
      return Promise.resolve({ data: table.slice(from, to + 1), error: null });
    });
    expect(rows).toHaveLength(PAGE_ROWS);
    expect(pages).toBe(2);
  });

  it('throws the first error instead of answering part of the rows', async () => {
    const failure = new Error('boom');
    await expect(
      allRows((from) =>
        Promise.resolve(
          from === 0
            ? { data: Array<number>(PAGE_ROWS).fill(1), error: null }
            : { data: null, error: failure },
        ),
      ),
    ).rejects.toBe(failure);
  });
});
