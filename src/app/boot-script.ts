// Relative: vite.config.ts loads this file through scripts/build, without the app's aliases.
import { authStorageKey, SESSION_EXPIRY_MARGIN_MS } from '../lib/auth-storage-key.ts';
import {
  KEPT_PAGE_ATTRIBUTE,
  KEPT_PAGE_PATHS,
  OFFLINE_DATA_MAX_AGE_MS,
  OFFLINE_DATA_PREFIX,
} from '../lib/kept-page.ts';
import { paths, signUpWithReferral } from '../lib/paths.ts';
import { REFERRAL_ATTRIBUTE, REFERRAL_STORAGE_KEY } from '../lib/referral-code.ts';

/** The meta a prerendered page names its route pattern with ("*": the not-found page, any path). */
export const PRERENDERED_ROUTE_META = 'prerendered-route';
/** The meta that lists the app's entry script and the modules it imports, entry first. */
export const APP_SCRIPTS_META = 'app-scripts';
/** The meta that lists a prerendered page's own routes' modules, requested after the app's. */
export const PAGE_SCRIPTS_META = 'page-scripts';
/**
 * `data-scripts` on <html>: "requesting" while the boot script requests the scripts, one a task,
 * "requested" once all are; src/app/app-tree.tsx loads the page's routes after that.
 */
export const SCRIPTS_STATE = 'scripts';

/**
 * The one inline script of every page, run in <head> before the first paint
 * (docs/decisions/019-prerendered-public-pages.md):
 * - `has-session` on <html> when supabase-js has a stored session, so the public header shows
 *   Dashboard and Sign Out from the first paint instead of swapping them in later;
 * - `data-render="client"` when the prerendered page is not the one asked for (a static host
 *   serves index.html for every unknown path): the stylesheet hides it, and src/main.tsx renders
 *   the route in the browser instead of hydrating;
 * - the referral shell gets the code of its address (shown, and in its sign-up links) as the parser
 *   adds them, before any paint, and the tab keeps the code for sign-up (src/lib/referral-code.ts);
 *   any other public page opened with `?ref=` (a lesson or calculator an agent shared) does the same
 *   with that code;
 *   the sign-up form's referral field is filled before hydration by the same rule the form follows;
 * - the app's scripts requested only once the whole page has painted (its first contentful paint
 *   reported and the document parsed, then one more frame), so neither the first nor the largest
 *   paint waits for them (a hidden page, or one the app replaces, loads them once parsed; a page
 *   whose paint is not reported, 2 s after);
 * - a signed-in page rendered in the browser (not prerendered) shows the user's kept view of it
 *   (src/features/pwa/kept-page.ts) from the end of parsing until the app's first render replaces
 *   it, inert and hidden from assistive technology (a picture of the page, not yet the page): for
 *   the session supabase-js will use as it is, that user's own, at most two weeks old
 *   (docs/decisions/032-signed-in-speed.md);
 * - no form submits natively: before hydration that would put a password in the address;
 * - a click on one of the app's links or buttons before hydration waits for it: src/main.tsx
 *   clicks it again once the app is there (`window.heldClick`), so a link navigates within the
 *   page and Sign Out signs out, as later clicks do (a jump within the page needs no app); if the
 *   app never comes, after 5 s the browser follows a held link.
 */
export const HELD_CLICK = 'heldClick';

/** How long after the document is parsed the app loads if no contentful paint is reported. */
const LOAD_WITHOUT_PAINT_MS = 2000;

export function bootScript(supabaseUrl: string): string {
  const key = JSON.stringify(authStorageKey(supabaseUrl));
  const referralKey = JSON.stringify(REFERRAL_STORAGE_KEY);
  const referralRoute = JSON.stringify(paths.affiliate.referralPattern);
  const codeAt = paths.affiliate.referralPattern.split('/').indexOf(':agentCode');
  return [
    '(() => {',
    '  const html = document.documentElement;',
    '  let session = null;',
    '  try {',
    `    const stored = localStorage.getItem(${key});`,
    "    if (stored) html.classList.add('has-session');",
    '    session = stored && JSON.parse(stored);',
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
    `  const route = document.querySelector('meta[name="${PRERENDERED_ROUTE_META}"]')?.content;`,
    "  const segments = (path) => path.replace(/\\/+$/, '').split('/');",
    "  const want = route && route !== '*' ? segments(route) : null;",
    '  const got = segments(location.pathname);',
    "  const same = !want || (want.length === got.length && want.every((s, i) => (s.startsWith(':') ? got[i] !== '' : s === got[i])));",
    "  if (!same) html.dataset.render = 'client';",
    '  let kept = null;',
    "  const path = location.pathname.replace(/\\/+$/, '') || '/';",
    `  if (!same && ${JSON.stringify(KEPT_PAGE_PATHS)}.includes(path)) {`,
    '    try {',
    '      const user = session && session.user && session.user.id;',
    `      if (typeof user === 'string' && session.expires_at * 1000 - Date.now() > ${SESSION_EXPIRY_MARGIN_MS}) {`,
    `        const page = JSON.parse(localStorage.getItem(${JSON.stringify(OFFLINE_DATA_PREFIX)} + user + ':page:' + path));`,
    `        if (page && typeof page.html === 'string' && Date.now() - page.savedAt < ${OFFLINE_DATA_MAX_AGE_MS}) kept = page.html;`,
    '      }',
    '    } catch {}',
    '  }',
    "  // A reload keeps the tab's other entries of this document: Back or Forward before hydration",
    '  // changes the address without loading its page, which the app then renders instead.',
    '  const address = () => location.pathname + location.search;',
    '  const loadedAt = address();',
    "  addEventListener('popstate', () => {",
    "    if (!('hydrated' in html.dataset) && address() !== loadedAt) html.dataset.render = 'client';",
    '  });',
    '  let invitation = null;',
    '  const keep = (code) => {',
    '    invitation = code;',
    `    try { sessionStorage.setItem(${referralKey}, code); } catch {}`,
    '  };',
    `  try { invitation = sessionStorage.getItem(${referralKey}); } catch {}`,
    "  let code = '';",
    `  if (same && route === ${referralRoute}) {`,
    `    try { code = decodeURIComponent(got[${codeAt}]).trim(); } catch {}`,
    '    if (code) keep(code);',
    '  }',
    "  const ref = new URLSearchParams(location.search).get('ref');",
    '  // Any other public page opened with ?ref= (a shared lesson or calculator) carries it too.',
    `  if (!code && ref && ref.trim() && location.pathname !== ${JSON.stringify(paths.signUp)}) {`,
    '    code = ref.trim();',
    '    keep(code);',
    '  }',
    '  let field = null;',
    '  const fill = () => {',
    `    for (const mark of code ? document.querySelectorAll('[${REFERRAL_ATTRIBUTE}]') : []) {`,
    `      if (mark.getAttribute('${REFERRAL_ATTRIBUTE}') !== 'code') mark.setAttribute('href', ${JSON.stringify(signUpWithReferral(''))} + encodeURIComponent(code));`,
    '      else if (mark.textContent !== code) mark.textContent = code;',
    '    }',
    `    field ??= document.querySelector('input[name="referralCode"]');`,
    '    if (!field || field.dataset.filled) return;',
    "    field.dataset.filled = '';",
    '    if (ref) keep(ref);',
    "    field.value = ref ?? invitation ?? '';",
    '  };',
    '  // As the parser adds them, so no frame paints the shell without its code.',
    '  const parsing = new MutationObserver(fill);',
    '  parsing.observe(html, { childList: true, subtree: true });',
    "  document.addEventListener('DOMContentLoaded', () => {",
    '    parsing.disconnect();',
    '    fill();',
    "    const root = document.getElementById('root');",
    '    if (kept !== null && root) {',
    "      const holder = document.createElement('div');",
    `      holder.setAttribute('${KEPT_PAGE_ATTRIBUTE}', '');`,
    "      holder.setAttribute('inert', '');",
    "      holder.setAttribute('aria-hidden', 'true');",
    '      holder.innerHTML = kept;',
    '      root.replaceChildren(holder);',
    `      html.setAttribute('${KEPT_PAGE_ATTRIBUTE}', '');`,
    '    }',
    '  });',
    '  const listed = (name) => document.querySelector(`meta[name="${name}"]`)?.content.split(\' \') ?? [];',
    `  const scripts = [...listed('${APP_SCRIPTS_META}'), ...(same ? listed('${PAGE_SCRIPTS_META}') : [])];`,
    '  if (scripts.length === 0) return;',
    '  let loaded = false;',
    // One request a task, the entry first: each costs the main thread a few milliseconds, and
    // twenty in one task held it for 150 ms at a phone's speed (decisions/019).
    '  const request = (index) => {',
    '    const href = scripts[index];',
    '    if (!href) {',
    `      html.dataset.${SCRIPTS_STATE} = 'requested';`,
    '      return;',
    '    }',
    '    const element = index === 0',
    "      ? Object.assign(document.createElement('script'), { type: 'module', src: href })",
    "      : Object.assign(document.createElement('link'), { rel: 'modulepreload', href });",
    '    document.head.append(element);',
    '    setTimeout(() => request(index + 1));',
    '  };',
    '  const load = () => {',
    '    if (loaded) return;',
    '    loaded = true;',
    `    html.dataset.${SCRIPTS_STATE} = 'requesting';`,
    '    request(0);',
    '  };',
    "  let painted = !window.PerformanceObserver?.supportedEntryTypes?.includes('paint');",
    '  let parsed = false;',
    '  const loadAfterPaint = () => {',
    '    if (painted && parsed) requestAnimationFrame(() => setTimeout(load));',
    '  };',
    '  if (!painted) {',
    '    new PerformanceObserver((list, observer) => {',
    "      if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
    '      observer.disconnect();',
    '      painted = true;',
    '      loadAfterPaint();',
    "    }).observe({ type: 'paint', buffered: true });",
    '  }',
    "  document.addEventListener('DOMContentLoaded', () => {",
    '    parsed = true;',
    "    if (!same || document.visibilityState === 'hidden') load();",
    '    else loadAfterPaint();',
    `    setTimeout(load, ${LOAD_WITHOUT_PAINT_MS});`,
    '  });',
    '})();',
  ].join('\n');
}
