// Relative: vite.config.ts loads this file through scripts/build, without the app's aliases.
import { authStorageKey } from '../lib/auth-storage-key.ts';

/** The meta a prerendered page names its route pattern with ("*": the not-found page, any path). */
export const PRERENDERED_ROUTE_META = 'prerendered-route';
/** The meta that lists the app's entry script and the modules it imports, entry first. */
export const APP_SCRIPTS_META = 'app-scripts';

/**
 * The one inline script of every page, run in <head> before the first paint
 * (docs/decisions/019-prerendered-public-pages.md):
 * - `has-session` on <html> when supabase-js has a stored session, so the public header shows
 *   Dashboard and Sign Out from the first paint instead of swapping them in later;
 * - `data-render="client"` when the prerendered page is not the one asked for (a static host
 *   serves index.html for every unknown path): the stylesheet hides it, and src/main.tsx renders
 *   the route in the browser instead of hydrating;
 * - the app's scripts requested once the page has painted (a built page names them in a meta),
 *   so on a slow network they do not compete with the HTML and CSS for the first paint;
 * - no form submits natively: before hydration that would put a password in the address;
 * - a click on one of the app's links or buttons before hydration waits for it: src/main.tsx
 *   clicks it again once the app is there (`window.heldClick`), so a link navigates within the
 *   page and Sign Out signs out, as later clicks do (a jump within the page needs no app); if the
 *   app never comes, after 5 s the browser follows a held link.
 */
export const HELD_CLICK = 'heldClick';

export function bootScript(supabaseUrl: string): string {
  const key = JSON.stringify(authStorageKey(supabaseUrl));
  return [
    '(() => {',
    '  const html = document.documentElement;',
    '  try {',
    `    if (localStorage.getItem(${key})) html.classList.add('has-session');`,
    '  } catch {}',
    "  document.addEventListener('submit', (event) => event.preventDefault(), true);",
    "  document.addEventListener('click', (event) => {",
    "    if ('hydrated' in html.dataset) return;",
    "    const target = event.target instanceof Element ? event.target.closest('a[href], button') : null;",
    '    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;',
    '    if (!target || !plain) return;',
    "    const link = target.tagName === 'A' ? target : null;",
    '    if (link && (link.target || link.origin !== location.origin)) return;',
    '    if (link && link.pathname === location.pathname && link.hash) return;',
    '    event.preventDefault();',
    '    event.stopPropagation();',
    `    window.${HELD_CLICK} = target;`,
    "    if (link) setTimeout(() => { if (!('hydrated' in html.dataset)) location.assign(link.href); }, 5000);",
    '  }, true);',
    `  const scripts = document.querySelector('meta[name="${APP_SCRIPTS_META}"]')?.content.split(' ');`,
    '  if (scripts) {',
    '    const load = () => {',
    '      for (const href of scripts.slice(1)) {',
    "        const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });",
    '        document.head.append(link);',
    '      }',
    "      const entry = Object.assign(document.createElement('script'), { type: 'module', src: scripts[0] });",
    '      document.head.append(entry);',
    '    };',
    "    if (document.visibilityState === 'hidden') load();",
    '    else requestAnimationFrame(() => setTimeout(load));',
    '  }',
    `  const route = document.querySelector('meta[name="${PRERENDERED_ROUTE_META}"]')?.content;`,
    "  if (!route || route === '*') return;",
    "  const segments = (path) => path.replace(/\\/+$/, '').split('/');",
    '  const want = segments(route);',
    '  const got = segments(location.pathname);',
    "  const same = want.length === got.length && want.every((s, i) => (s.startsWith(':') ? got[i] !== '' : s === got[i]));",
    "  if (!same) html.dataset.render = 'client';",
    '})();',
  ].join('\n');
}
