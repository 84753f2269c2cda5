import { paths } from '@/lib/paths';

/** Rules of the visits an agent's links bring (docs/decisions/022-agent-funnel.md). */

/** A source as the database takes it (record_referral_visit). */
export const SOURCE_PATTERN = /^[a-z0-9:-]{1,40}$/;

/**
 * The source of the visit that brought the tab's invitation ({code, source} as JSON): the visit
 * keeps it (api.ts) and sign-up sends it with the code, so the agent sees which link or page led to
 * the sign-up.
 */
export const REFERRAL_SOURCE_STORAGE_KEY = 'empowered-finance:referral-source';

/** The browser's random visitor id: only a keyed hash of it is stored, on the server. */
export const VISITOR_STORAGE_KEY = 'empowered-finance:visitor';

/** The referral page's source: its `?src=` when it is one, else the plain link. */
export function referralPageSource(src: string | null): string {
  const given = src?.trim().toLowerCase() ?? '';
  return SOURCE_PATTERN.test(given) ? given : 'link';
}

const LESSON_PREFIX = paths.learn('');
const CALCULATOR_PREFIX = paths.calculator('');

/** A public lesson or calculator as a source ("lesson:budgeting"); null for any other page. */
export function publicPageSource(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  const [prefix, kind] = path.startsWith(LESSON_PREFIX)
    ? [LESSON_PREFIX, 'lesson']
    : path.startsWith(CALCULATOR_PREFIX)
      ? [CALCULATOR_PREFIX, 'calculator']
      : [null, null];
  if (!prefix) return null;
  const source = `${kind}:${path.slice(prefix.length)}`;
  return SOURCE_PATTERN.test(source) ? source : null;
}

/**
 * The source of the visit that brought `code` (a link, a QR code, a shared lesson), when this tab
 * made one: sign-up sends it with the code, and the database checks it as it checks the code.
 */
export function referralSourceFor(code: string): string | null {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(REFERRAL_SOURCE_STORAGE_KEY) ?? 'null') as {
      code?: unknown;
      source?: unknown;
    } | null;
    return kept?.code === wanted && typeof kept.source === 'string' ? kept.source : null;
  } catch {
    // No storage, or not ours: the referral is recorded without its source.
    return null;
  }
}
