import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPTS_META,
  bootScript,
  HELD_CLICK,
  PAGE_SCRIPTS_META,
  PRERENDERED_ROUTE_META,
} from './boot-script';
import { signUpWithReferral } from '@/lib/paths';
import { keptPageKey } from '@/lib/kept-page';
import { REFERRAL_STORAGE_KEY, referralMark } from '@/lib/referral-code';

const API = 'http://127.0.0.1:54321';
const html = document.documentElement;

/** The document listeners the last boot added: its page's, gone with the next page or test. */
const listeners: Parameters<typeof document.addEventListener>[] = [];
/** The mutation observers the boot scripts made: a page's is gone with the page too. */
const observers: MutationObserver[] = [];
class TrackedObserver extends MutationObserver {
  constructor(callback: MutationCallback) {
    super(callback);
    observers.push(this);
  }
}
function leavePage() {
  for (const [type, listener, options] of listeners.splice(0)) {
    document.removeEventListener(type, listener, options);
  }
  for (const observer of observers.splice(0)) observer.disconnect();
}

/** Runs the boot script as the page would, on `path`, with the page's metas. */
function boot(path: string, metas: Record<string, string> = {}) {
  leavePage();
  window.history.replaceState(null, '', path);
  document.head.replaceChildren();
  for (const [name, content] of Object.entries(metas)) {
    document.head.append(Object.assign(document.createElement('meta'), { name, content }));
  }
  const add = vi.spyOn(document, 'addEventListener');
  vi.stubGlobal('MutationObserver', TrackedObserver);
  // The script as the page runs it: a string, evaluated once per page load.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(bootScript(API)) as () => void)();
  listeners.push(...add.mock.calls);
  add.mockRestore();
}

/** The parser reaching the end of the document. */
const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));

/** A browser that reports paints: `paint()` reports the first contentful one. */
function reportPaints() {
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(
      callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void,
    ) {
      report = (list) => {
        callback(list, this);
      };
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name = 'first-contentful-paint') =>
      report?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
  };
}

const appScript = () => document.querySelector('script[type="module"]');
const preloads = () =>
  [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  leavePage();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.head.replaceChildren();
  html.className = '';
  delete html.dataset.render;
  delete html.dataset.hydrated;
  delete html.dataset.scripts;
  delete html.dataset.keptPage;
  vi.useRealTimers();
});

describe('the boot script', () => {
  it('lets a prerendered page hydrate at its own address, with or without a trailing slash', () => {
    boot('/sign-in', { [PRERENDERED_ROUTE_META]: '/sign-in' });
    expect(html.dataset.render).toBeUndefined();
    boot('/sign-in/', { [PRERENDERED_ROUTE_META]: '/sign-in' });
    expect(html.dataset.render).toBeUndefined();
    boot('/', { [PRERENDERED_ROUTE_META]: '/' });
    expect(html.dataset.render).toBeUndefined();
  });

  it('marks a prerendered page served for another address (a static host fallback) for the browser to render', () => {
    boot('/dashboard/goals', { [PRERENDERED_ROUTE_META]: '/' });
    expect(html.dataset.render).toBe('client');
  });

  it('takes a route parameter as any one segment, and the not-found page for any address', () => {
    boot('/affiliate/AGENT42', { [PRERENDERED_ROUTE_META]: '/affiliate/:agentCode' });
    expect(html.dataset.render).toBeUndefined();
    boot('/affiliate/AGENT42/more', { [PRERENDERED_ROUTE_META]: '/affiliate/:agentCode' });
    expect(html.dataset.render).toBe('client');
    delete html.dataset.render;
    boot('/anything/at/all', { [PRERENDERED_ROUTE_META]: '*' });
    expect(html.dataset.render).toBeUndefined();
  });

  it("marks the page when supabase-js has a stored session, by the project's storage key", () => {
    boot('/');
    expect(html.classList.contains('has-session')).toBe(false);
    localStorage.setItem('sb-127-auth-token', '{}');
    boot('/');
    expect(html.classList.contains('has-session')).toBe(true);
  });

  it('never lets a form submit natively (before hydration that would put a password in the address)', () => {
    boot('/sign-in');
    const form = document.createElement('form');
    document.body.append(form);
    const event = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    form.remove();
  });

  it("holds a click on the app's own link or button until the app has hydrated, and lets other clicks through", () => {
    boot('/');
    const own = Object.assign(document.createElement('a'), { href: '/sign-in?from=home' });
    const away = Object.assign(document.createElement('a'), { href: 'https://example.com/' });
    const jump = Object.assign(document.createElement('a'), { href: '/#start' });
    const button = document.createElement('button');
    document.body.append(own, away, jump, button);
    const held = () => (window as unknown as Record<typeof HELD_CLICK, Element | undefined>)[HELD_CLICK];
    // Whether a click reaches the page's own listeners (this one also keeps jsdom from navigating).
    let reached = false;
    const listen = (event: Event) => {
      reached = true;
      event.preventDefault();
    };
    document.body.addEventListener('click', listen);
    const reaches = (link: HTMLElement) => {
      reached = false;
      link.click();
      return reached;
    };

    expect(reaches(own)).toBe(false);
    expect(held()).toBe(own);
    expect(reaches(button)).toBe(false);
    expect(held()).toBe(button);
    expect(reaches(away)).toBe(true);
    expect(reaches(jump)).toBe(true);
    expect(held()).toBe(button);

    html.dataset.hydrated = '';
    expect(reaches(own)).toBe(true);
    expect(reaches(button)).toBe(true);
    document.body.removeEventListener('click', listen);
    own.remove();
    away.remove();
    jump.remove();
    button.remove();
  });

  it('requests the app, entry and preloads, once the parsed page has painted', () => {
    vi.useFakeTimers();
    boot('/', { [APP_SCRIPTS_META]: '/assets/index.js /assets/react.js /assets/router.js' });
    parsed();
    expect(appScript()).toBeNull();

    vi.runAllTimers(); // the next frame, then a task after it

    expect(appScript()?.getAttribute('src')).toBe('/assets/index.js');
    expect(preloads()).toEqual(['/assets/react.js', '/assets/router.js']);
  });

  it("requests the page's own scripts after the app's, one a task, and says when all are requested", () => {
    vi.useFakeTimers();
    boot('/learn', {
      [PRERENDERED_ROUTE_META]: '/learn',
      [APP_SCRIPTS_META]: '/assets/index.js /assets/react.js',
      [PAGE_SCRIPTS_META]: '/assets/learn-page.js /assets/card.js',
    });
    parsed();
    expect(html.dataset.scripts).toBeUndefined();
    vi.advanceTimersToNextTimer(); // the frame after the paint
    vi.advanceTimersToNextTimer(); // the entry
    expect(html.dataset.scripts).toBe('requesting');
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/react.js']);

    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/react.js', '/assets/learn-page.js', '/assets/card.js']);
    expect(html.dataset.scripts).toBe('requested');
  });

  it("leaves out the page's own scripts when the page is another address's, which the app replaces", () => {
    reportPaints();
    boot('/dashboard/goals', {
      [PRERENDERED_ROUTE_META]: '/',
      [APP_SCRIPTS_META]: '/assets/index.js /assets/react.js',
      [PAGE_SCRIPTS_META]: '/assets/landing-page.js',
    });
    vi.useFakeTimers();
    parsed();
    vi.runAllTimers();
    expect(appScript()?.getAttribute('src')).toBe('/assets/index.js');
    expect(preloads()).toEqual(['/assets/react.js']);
    expect(html.dataset.scripts).toBe('requested');
  });

  it('waits for the first contentful paint and the whole document, whichever comes last', () => {
    vi.useFakeTimers();
    const browser = reportPaints();
    boot('/', { [PRERENDERED_ROUTE_META]: '/', [APP_SCRIPTS_META]: '/assets/index.js' });
    browser.paint('first-paint');
    browser.paint();
    vi.advanceTimersByTime(100);
    expect(appScript()).toBeNull(); // painted while the parser was still in the body

    parsed();
    vi.advanceTimersByTime(100);
    expect(appScript()).not.toBeNull();
  });

  it('after the document is parsed, waits for its first contentful paint, or 2 s without one', () => {
    vi.useFakeTimers();
    const browser = reportPaints();
    boot('/sign-up', { [PRERENDERED_ROUTE_META]: '/sign-up', [APP_SCRIPTS_META]: '/assets/index.js' });
    parsed();
    vi.advanceTimersByTime(500);
    expect(appScript()).toBeNull();
    browser.paint();
    vi.advanceTimersByTime(100);
    expect(appScript()).not.toBeNull();

    appScript()?.remove();
    boot('/sign-in', { [PRERENDERED_ROUTE_META]: '/sign-in', [APP_SCRIPTS_META]: '/assets/index.js' });
    parsed();
    vi.advanceTimersByTime(1900);
    expect(appScript()).toBeNull();
    vi.advanceTimersByTime(100);
    expect(appScript()).not.toBeNull();
  });

  it('loads the app as soon as the document is parsed when the page will not paint: replaced or hidden', () => {
    reportPaints();
    boot('/dashboard/goals', { [PRERENDERED_ROUTE_META]: '/', [APP_SCRIPTS_META]: '/assets/index.js' });
    parsed();
    expect(appScript()).not.toBeNull();
  });

  it('fills the referral shell with the code of its address as it is parsed, and keeps the code for sign-up', async () => {
    boot('/affiliate/%20Agent%2042%26co', { [PRERENDERED_ROUTE_META]: '/affiliate/:agentCode' });
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('Agent 42&co');

    // The parser adds the shell; before the document is parsed (a paint may come first).
    const code = document.createElement('strong');
    code.setAttribute('data-referral', referralMark.code['data-referral']);
    code.textContent = '\u00a0';
    const links = ['Get Started for Free', 'Create Your Free Account'].map((text) =>
      Object.assign(document.createElement('a'), { href: '/sign-up', textContent: text }),
    );
    for (const link of links) link.setAttribute('data-referral', referralMark.link['data-referral']);
    const signIn = Object.assign(document.createElement('a'), { href: '/sign-in' });
    document.body.append(code, ...links, signIn);
    await Promise.resolve();

    // What the page renders in the browser, so that hydration finds it.
    expect(code.textContent).toBe('Agent 42&co');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      signUpWithReferral('Agent 42&co'),
      signUpWithReferral('Agent 42&co'),
    ]);
    expect(signIn.getAttribute('href')).toBe('/sign-in');
    parsed();
    expect(code.textContent).toBe('Agent 42&co');

    // A blank code is no invitation: the page goes home once hydrated.
    sessionStorage.clear();
    code.textContent = '';
    boot('/affiliate/%20', { [PRERENDERED_ROUTE_META]: '/affiliate/:agentCode' });
    parsed();
    expect(code.textContent).toBe('');
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('carries ?ref= of a shared lesson or calculator into its sign-up links and keeps it for sign-up', async () => {
    sessionStorage.clear();
    boot('/learn/rule-of-72?ref=AGT9%2042', { [PRERENDERED_ROUTE_META]: '/learn/:topicId' });
    const link = Object.assign(document.createElement('a'), {
      href: '/sign-up',
      textContent: 'Create a free account',
    });
    link.setAttribute('data-referral', referralMark.link['data-referral']);
    document.body.append(link);
    await Promise.resolve();
    expect(link.getAttribute('href')).toBe(signUpWithReferral('AGT9 42'));
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('AGT9 42');
    parsed();

    // Without ?ref= nothing is rewritten or kept.
    sessionStorage.clear();
    link.setAttribute('href', '/sign-up');
    boot('/learn/rule-of-72', { [PRERENDERED_ROUTE_META]: '/learn/:topicId' });
    parsed();
    expect(link.getAttribute('href')).toBe('/sign-up');
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it("fills the sign-up form's referral field before hydration: the link's code, else the one kept", () => {
    const field = Object.assign(document.createElement('input'), { name: 'referralCode' });
    document.body.append(field);

    sessionStorage.setItem(REFERRAL_STORAGE_KEY, 'KEPT42');
    boot('/sign-up', { [PRERENDERED_ROUTE_META]: '/sign-up' });
    parsed();
    expect(field.value).toBe('KEPT42');

    boot('/sign-up?ref=LINK42', { [PRERENDERED_ROUTE_META]: '/sign-up' });
    parsed();
    expect(field.value).toBe('LINK42');
    // A reload, or a way back to sign-up without the link's code, still has it.
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('LINK42');
  });

  describe("a signed-in page's kept view (docs/decisions/032-signed-in-speed.md)", () => {
    const SESSION_KEY = 'sb-127-auth-token';
    const storeSession = (user: string, expiresInSeconds = 3600) => {
      const expires_at = Math.floor(Date.now() / 1000) + expiresInSeconds;
      localStorage.setItem(SESSION_KEY, JSON.stringify({ expires_at, user: { id: user } }));
    };
    const keepPage = (user: string, path: string, html: string, savedAt = Date.now()) => {
      localStorage.setItem(keptPageKey(user, path), JSON.stringify({ savedAt, html }));
    };
    /** The page as served for a signed-in address: the landing page's prerendered markup in #root. */
    const serve = (path: string) => {
      document.body.innerHTML = '<div id="root"><main>Landing page</main></div>';
      boot(path, { [PRERENDERED_ROUTE_META]: '/' });
      parsed();
    };
    const root = () => document.getElementById('root')!;

    it("shows the user's own kept view of the page once parsed, inert, in place of the prerendered page", () => {
      storeSession('user-1');
      keepPage('user-1', '/dashboard/goals', '<main><h1>Financial Goals</h1><p>Emergency Fund</p></main>');
      serve('/dashboard/goals');
      expect(root().textContent).toBe('Financial GoalsEmergency Fund');
      const holder = root().firstElementChild!;
      expect(holder.hasAttribute('data-kept-page')).toBe(true);
      expect(holder.hasAttribute('inert')).toBe(true);
      expect(holder.getAttribute('aria-hidden')).toBe('true');
      expect(html.dataset.keptPage).toBe('');
      expect(html.dataset.render).toBe('client');
    });

    it('takes the address with a trailing slash as the page', () => {
      storeSession('user-1');
      keepPage('user-1', '/dashboard', '<main>Welcome back</main>');
      serve('/dashboard/');
      expect(root().textContent).toBe('Welcome back');
    });

    it("never shows another user's view, nor one with no session, an expiring one or one two weeks old", () => {
      keepPage('user-1', '/dashboard/goals', '<main>Ada goals</main>');
      serve('/dashboard/goals');
      expect(root().textContent).toBe('Landing page');
      storeSession('user-2');
      serve('/dashboard/goals');
      expect(root().textContent).toBe('Landing page');
      // supabase-js refreshes a token this close to expiry first: the app decides.
      storeSession('user-1', 60);
      serve('/dashboard/goals');
      expect(root().textContent).toBe('Landing page');
      storeSession('user-1');
      keepPage('user-1', '/dashboard/goals', '<main>Ada goals</main>', Date.now() - 15 * 86_400_000);
      serve('/dashboard/goals');
      expect(root().textContent).toBe('Landing page');
      expect(html.dataset.keptPage).toBeUndefined();
    });

    it('shows none for a page that is not kept, nor on a prerendered page at its own address', () => {
      storeSession('user-1');
      keepPage('user-1', '/dashboard/empowered-ai', '<main>Chats</main>');
      serve('/dashboard/empowered-ai');
      expect(root().textContent).toBe('Landing page');
      keepPage('user-1', '/', '<main>Kept landing</main>');
      document.body.innerHTML = '<div id="root"><main>Landing page</main></div>';
      boot('/', { [PRERENDERED_ROUTE_META]: '/' });
      parsed();
      expect(root().textContent).toBe('Landing page');
    });

    it('shows none when the storage holds something unreadable', () => {
      localStorage.setItem(SESSION_KEY, '{not json');
      serve('/dashboard/goals');
      expect(root().textContent).toBe('Landing page');
      storeSession('user-1');
      localStorage.setItem(keptPageKey('user-1', '/dashboard/goals'), '{not json');
      serve('/dashboard/goals');
      expect(root().textContent).toBe('Landing page');
    });
  });
});
