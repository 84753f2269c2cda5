/** A seeded pseudo-random source (mulberry32): the same seed writes the same corpus on every machine. */
export interface Random {
  /** A number in [0, 1). */
  next: () => number;
  /** An integer from `min` to `max`, both included. */
  int: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` different items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A number near `value`: uniformly within ±`spread` of it (a fraction). */
  around: (value: number, spread: number) => number;
}

export function random(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, count);
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)]!,
    sample,
    around: (value, spread) => value * (1 + (next() * 2 - 1) * spread),
  };
}
