/** The arithmetic of the charts: a linear scale and round tick values. */

/** Maps [d0, d1] onto [r0, r1]; a flat domain maps to the middle of the range. */
export function chartScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** About `count` round ticks (1, 2 or 5 times a power of ten) covering [min, max]. */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max === min) return max === 0 ? [0, 1] : [Math.min(0, min), Math.max(0, max)];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  // From the step at or below min to the first at or above max.
  for (let t = Math.floor(min / step) * step; ; t += step) {
    ticks.push(Math.round(t * 1e6) / 1e6);
    if (t >= max) return ticks;
  }
}
