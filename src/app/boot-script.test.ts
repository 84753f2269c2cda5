import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_META, bootScript, HELD_CLICK, PRERENDERED_ROUTE_META } from './boot-script';

const API = 'http://127.0.0.1:54321';
const html = document.documentElement;

/** Runs the boot script as the page would, on `path`, with the page's metas. */
function boot(path: string, metas: Record<string, string> = {}) {
  window.history.replaceState(null, '', path);
  document.head.replaceChildren();
  for (const [name, content] of Object.entries(metas)) {
    document.head.append(Object.assign(document.createElement('meta'), { name, content }));
  }
  // The script as the page runs it: a string, evaluated once per page load.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(bootScript(API)) as () => void)();
}

afterEach(() => {
  document.head.replaceChildren();
  html.className = '';
  delete html.dataset.render;
  delete html.dataset.hydrated;
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

  it('requests the app, entry and preloads, only after the first paint', () => {
    vi.useFakeTimers();
    boot('/', { [APP_SCRIPTS_META]: '/assets/index.js /assets/react.js /assets/router.js' });
    expect(document.querySelector('script[type="module"]')).toBeNull();

    vi.runAllTimers(); // the next frame, then a task after it

    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index.js');
    expect(
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/react.js', '/assets/router.js']);
  });
});
