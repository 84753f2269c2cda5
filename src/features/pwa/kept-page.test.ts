import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptPageKey, type KeptPage } from '@/lib/kept-page';
import { keepPage, keepPageViews, KEPT_PAGE_MAX_CHARS } from './kept-page';
import { forgetOfflineData } from './query-persistence';

/** docs/decisions/032-signed-in-speed.md: the kept pages' last view, for the boot script. */

const ADA = 'user-ada';
const GOALS = '/dashboard/goals';

const kept = (user: string, path: string) => {
  const raw = localStorage.getItem(keptPageKey(user, path));
  return raw === null ? null : (JSON.parse(raw) as KeptPage);
};

function showPage(path: string, markup: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${markup}</div>`;
}

describe("a kept page's last view", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
    document.body.replaceChildren();
  });

  it("is the root element's markup, without live regions (toasts, the route's announcement)", () => {
    showPage(
      GOALS,
      '<main><h1>Financial Goals</h1></main><section aria-live="polite"><li>Saved!</li></section>',
    );
    expect(keepPage(ADA, GOALS, document.getElementById('root')!, 1234)).toBe(true);
    expect(kept(ADA, GOALS)).toEqual({ savedAt: 1234, html: '<main><h1>Financial Goals</h1></main>' });
  });

  it('is not kept when too large for the storage it shares', () => {
    showPage(GOALS, `<p>${'x'.repeat(KEPT_PAGE_MAX_CHARS)}</p>`);
    expect(keepPage(ADA, GOALS, document.getElementById('root')!)).toBe(false);
    expect(kept(ADA, GOALS)).toBeNull();
  });

  it('is kept a second after the page shows, and again after each load once nothing is loading', async () => {
    const client = new QueryClient();
    showPage(GOALS, '<main>Loading goals</main>');
    const stop = keepPageViews(client, ADA, GOALS);
    vi.advanceTimersByTime(999);
    expect(kept(ADA, GOALS)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(kept(ADA, GOALS)?.html).toBe('<main>Loading goals</main>');

    // A load under way: nothing kept until it has ended.
    let finish: (value: string[]) => void = () => undefined;
    void client.query({
      queryKey: ['goals'],
      queryFn: () => new Promise<string[]>((r) => (finish = r)),
    });
    document.getElementById('root')!.innerHTML = '<main>Skeleton</main>';
    vi.advanceTimersByTime(1000);
    expect(kept(ADA, GOALS)?.html).toBe('<main>Loading goals</main>');
    document.getElementById('root')!.innerHTML = '<main>Emergency Fund</main>';
    finish(['Emergency Fund']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(kept(ADA, GOALS)?.html).toBe('<main>Emergency Fund</main>');
    stop();
  });

  it('is not kept offline (the offline line is not part of it), nor for another page or after stopping', () => {
    const client = new QueryClient();
    showPage(GOALS, '<main>Offline: showing what you saw</main>');
    onlineManager.setOnline(false);
    const stop = keepPageViews(client, ADA, GOALS);
    vi.advanceTimersByTime(1000);
    expect(kept(ADA, GOALS)).toBeNull();
    stop();
    onlineManager.setOnline(true);

    // The assistant's conversations are not kept on the device (decisions/030), nor its page.
    showPage('/dashboard/empowered-ai', '<main>Chats</main>');
    keepPageViews(client, ADA, '/dashboard/empowered-ai');
    vi.advanceTimersByTime(1000);
    expect(kept(ADA, '/dashboard/empowered-ai')).toBeNull();

    // Left for another page before the second passed.
    showPage(GOALS, '<main>Goals</main>');
    const left = keepPageViews(client, ADA, GOALS);
    window.history.replaceState(null, '', '/dashboard/calendar');
    vi.advanceTimersByTime(1000);
    expect(kept(ADA, GOALS)).toBeNull();
    left();

    showPage(GOALS, '<main>Goals</main>');
    keepPageViews(client, ADA, GOALS)();
    vi.advanceTimersByTime(1000);
    expect(kept(ADA, GOALS)).toBeNull();
  });

  it('is removed from the device with the kept data on sign-out', () => {
    showPage(GOALS, '<main>Goals</main>');
    keepPage(ADA, GOALS, document.getElementById('root')!);
    forgetOfflineData();
    expect(kept(ADA, GOALS)).toBeNull();
  });
});
