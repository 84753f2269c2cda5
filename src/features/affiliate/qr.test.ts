import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrSymbol } from './qr';

/** Reads the path back into the set of dark cells, to compare with the encoder's own matrix. */
function darkCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) cells.add(`${Number(x) + i},${y}`);
  }
  return cells;
}

describe('qrSymbol', () => {
  const link = 'https://app.example/affiliate/AGT123ABC';

  it('draws exactly the dark modules of the QR code, inside a 4-module quiet zone', () => {
    const { modules } = create(link, { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) expected.add(`${col + 4},${row + 4}`);

    const { size, path } = qrSymbol(link);
    expect(size).toBe(modules.size + 8);
    expect(darkCells(path)).toEqual(expected);
  });

  it('has the three finder patterns in their corners', () => {
    const { size, path } = qrSymbol(link);
    const cells = darkCells(path);
    for (const [x, y] of [
      [4, 4],
      [size - 5, 4],
      [4, size - 5],
    ])
      expect(cells.has(`${x},${y}`)).toBe(true);
  });
});
