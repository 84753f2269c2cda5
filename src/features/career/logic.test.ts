import { describe, expect, it } from 'vitest';
import { linkToken, newestFirst } from './logic';

describe('career interest rules', () => {
  it('orders newest first by arrival, then by sending', () => {
    const rows = [
      { id: 'a', confirmed_at: '2026-12-01T10:00:00Z', created_at: '2026-12-01T09:00:00Z' },
      { id: 'b', confirmed_at: '2026-12-03T10:00:00Z', created_at: '2026-11-01T09:00:00Z' },
      { id: 'c', confirmed_at: null, created_at: '2026-12-02T09:00:00Z' },
    ];
    expect(newestFirst(rows).map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });

  it("reads a link's token only when it is one", () => {
    expect(linkToken('?token=0E8A6E55-0B6C-4E5B-9C0A-1F2E3D4C5B6A')).toBe(
      '0e8a6e55-0b6c-4e5b-9c0a-1f2e3d4c5b6a',
    );
    expect(linkToken('?token=abc')).toBeNull();
    expect(linkToken('')).toBeNull();
  });
});
