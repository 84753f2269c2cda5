import { describe, expect, it } from 'vitest';
import { chartScale, niceTicks } from './scale';

describe('chart scales', () => {
  it('maps a domain onto a range, and a flat domain to the middle', () => {
    expect(chartScale([0, 100], [0, 200])(25)).toBe(50);
    expect(chartScale([0, 100], [200, 0])(25)).toBe(150);
    expect(chartScale([5, 5], [0, 10])(5)).toBe(5);
  });

  it('picks round ticks that cover the data', () => {
    expect(niceTicks(0, 108_959.2, 4)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(niceTicks(0, 33, 5)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(0, 0, 4)).toEqual([0, 1]);
  });
});
