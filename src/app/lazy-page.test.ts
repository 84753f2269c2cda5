import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeUser, SESSION_KEY } from '@/testing/msw';
import { lazyPage } from './lazy-page';

/** docs/decisions/032-signed-in-speed.md: a data page's queries start with its code. */

const Page = () => null;
const module = { Page, PAGE: { title: 'Goals' }, prefetchPage: vi.fn<(userId: string) => void>() };
const load = () => Promise.resolve(module);

function storeSessionExpiringIn(seconds: number, user = fakeUser()) {
  const session = { ...fakeSession(user), expires_at: Math.floor(Date.now() / 1000) + seconds };
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

afterEach(() => {
  localStorage.clear();
  module.prefetchPage.mockClear();
});

describe('a lazy page with data', () => {
  it("starts its queries for the stored session's user when its code loads", async () => {
    const user = fakeUser();
    storeSessionExpiringIn(3600, user);
    const loaded = await lazyPage(
      load,
      (m) => [m.Page, m.PAGE],
      (m) => m.prefetchPage,
    )();
    expect(module.prefetchPage).toHaveBeenCalledExactlyOnceWith(user.id);
    expect(loaded).toEqual({ Component: Page, handle: { title: 'Goals' } });
  });

  it('starts none with no session, or one supabase-js would refresh first', async () => {
    await lazyPage(
      load,
      (m) => [m.Page, m.PAGE],
      (m) => m.prefetchPage,
    )();
    storeSessionExpiringIn(30);
    await lazyPage(
      load,
      (m) => [m.Page, m.PAGE],
      (m) => m.prefetchPage,
    )();
    expect(module.prefetchPage).not.toHaveBeenCalled();
  });

  it('starts none for a page without data', async () => {
    storeSessionExpiringIn(3600);
    await lazyPage(load, (m) => [m.Page, m.PAGE])();
    expect(module.prefetchPage).not.toHaveBeenCalled();
  });
});
