/**
 * Sliding-window counters with bounded memory, for the auth service's limits
 * (docs/decisions/018-data-control-and-security-review.md): each key keeps at most `limit`
 * timestamps, and at most `maxKeys` keys are kept (the least recently hit goes first), so no
 * stream of requests, however many addresses or clients it names, grows memory without bound.
 */
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  /** True once `key` has been hit `limit` times within the window. */
  exceeded(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  hit(key: string, now = Date.now()): void {
    const recent = [...this.recent(key, now), now].slice(-this.limit);
    // Re-inserting moves the key to the end: the Map's first key is the least recently hit.
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  get size(): number {
    return this.hits.size;
  }
}

/** The client's address as the auth service sees it: the TCP peer (a header could be forged). */
export function clientOf(req: { socket: { remoteAddress?: string } }): string {
  return req.socket.remoteAddress ?? 'unknown';
}
