// Relative imports only: the boot script (src/app/boot-script.ts) reads this file, and the build
// loads that without the app's aliases.
import { paths } from './paths.ts';

/**
 * Where the signed-in data kept for offline use lives: one localStorage entry per user, and one per
 * user and kept page (docs/decisions/030-installable-and-offline.md, 032-signed-in-speed.md). Sign-out
 * removes every key with this prefix.
 */
export const OFFLINE_DATA_PREFIX = 'offline-data:';

/** Kept data and kept pages older than this are dropped, not shown. */
export const OFFLINE_DATA_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The signed-in pages whose last view is kept as HTML and shown by the boot script while the app
 * loads (docs/decisions/032-signed-in-speed.md): those whose data is kept for offline use. Not the
 * assistant: its conversations are not kept on the device (030).
 */
export const KEPT_PAGE_PATHS: readonly string[] = [
  paths.dashboard.home,
  paths.dashboard.goals,
  paths.dashboard.calendar,
  paths.dashboard.checkUp,
];

/** A kept page's localStorage key: the user's own, with the page's path. */
export const keptPageKey = (userId: string, path: string) => `${OFFLINE_DATA_PREFIX}${userId}:page:${path}`;

/** A kept page as stored: the page's markup inside the app's root element, and when it was seen. */
export interface KeptPage {
  savedAt: number;
  html: string;
}

/** The attribute on <html> while a kept page shows, and on the element that holds it. */
export const KEPT_PAGE_ATTRIBUTE = 'data-kept-page';
