import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDataKey } from './logic';
import { forgetOfflineData, keepOfflineData, restoreOfflineData } from './query-persistence';

const ADA = 'user-ada';
const BOB = 'user-bob';
const goals = [{ id: 'g1', title: 'Emergency fund' }];

function loaded(client: QueryClient, key: readonly unknown[], data: unknown) {
  client.setQueryData(key, data);
}

describe('the signed-in data kept for offline use', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a user's goals, calendar and check-up under their own key, and nothing else", () => {
    const client = new QueryClient();
    const stop = keepOfflineData(client, ADA);
    loaded(client, ['goals', 'list', ADA], goals);
    loaded(client, ['calendar-events', 'list', ADA], [{ id: 'e1' }]);
    loaded(client, ['checkup', 'checks', ADA], { checks: [] });
    loaded(client, ['conversations', ADA], [{ id: 'c1', title: 'private chat' }]);
    expect(localStorage.getItem(offlineDataKey(ADA))).toBeNull();

    vi.advanceTimersByTime(1000);
    const kept = JSON.parse(localStorage.getItem(offlineDataKey(ADA))!) as {
      state: { queries: { queryKey: unknown[] }[] };
    };
    expect(kept.state.queries.map((query) => query.queryKey[0]).sort()).toEqual([
      'calendar-events',
      'checkup',
      'goals',
    ]);
    expect(localStorage.getItem(offlineDataKey(BOB))).toBeNull();
    stop();
  });

  it('puts the kept data back into a new session’s cache, with its load time', () => {
    const before = new QueryClient();
    const stop = keepOfflineData(before, ADA);
    loaded(before, ['goals', 'list', ADA], goals);
    const loadedAt = before.getQueryState(['goals', 'list', ADA])!.dataUpdatedAt;
    vi.advanceTimersByTime(1000);
    stop();

    const after = new QueryClient();
    restoreOfflineData(after, ADA);
    expect(after.getQueryData(['goals', 'list', ADA])).toEqual(goals);
    expect(after.getQueryState(['goals', 'list', ADA])!.dataUpdatedAt).toBe(loadedAt);
    // Shown at once, and loaded afresh over it however recent: never taken for the server's data.
    expect(after.getQueryState(['goals', 'list', ADA])!.isInvalidated).toBe(true);
    // Another user finds nothing of Ada's.
    const bob = new QueryClient();
    restoreOfflineData(bob, BOB);
    expect(bob.getQueryCache().getAll()).toEqual([]);
  });

  it('drops data kept more than two weeks ago instead of showing it', () => {
    const before = new QueryClient();
    const stop = keepOfflineData(before, ADA);
    loaded(before, ['goals', 'list', ADA], goals);
    vi.advanceTimersByTime(1000);
    stop();

    const after = new QueryClient();
    restoreOfflineData(after, ADA, Date.now() + 15 * 24 * 60 * 60 * 1000);
    expect(after.getQueryData(['goals', 'list', ADA])).toBeUndefined();
    expect(localStorage.getItem(offlineDataKey(ADA))).toBeNull();
  });

  it('writes nothing once stopped, and sign-out forgets every user’s data on the device', () => {
    const client = new QueryClient();
    const stop = keepOfflineData(client, ADA);
    loaded(client, ['goals', 'list', ADA], goals);
    stop();
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem(offlineDataKey(ADA))).toBeNull();

    localStorage.setItem(offlineDataKey(ADA), '{}');
    localStorage.setItem(offlineDataKey(BOB), '{}');
    localStorage.setItem('unrelated', 'kept');
    forgetOfflineData();
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
  });
});
