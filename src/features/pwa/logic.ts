import { OFFLINE_DATA_PREFIX } from '@/lib/kept-page';

/**
 * The rules of the installed, offline-capable app (docs/decisions/030-installable-and-offline.md),
 * pure so that each is tested on its own.
 */

/** What the iOS guide needs to know of the browser. */
export interface BrowserTraits {
  userAgent: string;
  /** iPadOS presents itself as a Mac; only its touch screen tells it apart. */
  maxTouchPoints: number;
  /** Opened from the home screen already (`navigator.standalone`, or display-mode standalone). */
  standalone: boolean;
}

/**
 * iOS offers no install prompt: Safari's Share menu has "Add to Home Screen", which the guide
 * explains. Only Safari's, whose Share button the guide describes; not other iOS browsers (CriOS,
 * FxiOS, EdgiOS, OPiOS: their menus differ), nor the app already opened from the home screen.
 */
export function needsIosInstallGuide({ userAgent, maxTouchPoints, standalone }: BrowserTraits): boolean {
  if (standalone) return false;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** The localStorage key set when the iOS guide is dismissed: it stays away on this device. */
export const IOS_GUIDE_DISMISSED_KEY = 'ios-install-guide-dismissed';

/** Where the signed-in data kept for offline use lives: one localStorage entry per user. */
export const offlineDataKey = (userId: string) => `${OFFLINE_DATA_PREFIX}${userId}`;

/**
 * The queries kept for offline use, by their key's first part: what the dashboard, goals, calendar
 * and check-up show (the account, goals with their history, events and the forecast, the check-up).
 * Not the forecast: the calendar's balance form takes its first value from it, and a kept one hid a
 * balance saved since. Not the assistant's conversations, consultations or an agent's referrals; nor lesson progress,
 * whose data is a Set, which JSON would bring back as a plain object. Each kept query's data must
 * be plain JSON.
 */
export const OFFLINE_QUERY_ROOTS: readonly string[] = ['account', 'goals', 'calendar-events', 'checkup'];

/** Whether a query's data is kept for offline use: one of the roots, loaded successfully. */
export function keptOffline(queryKey: readonly unknown[], status: string): boolean {
  return status === 'success' && OFFLINE_QUERY_ROOTS.includes(String(queryKey[0]));
}

/**
 * "Offline: showing what you saw at {time}" (issue 40): the oldest of the shown data's load times,
 * so that everything on screen is at least that recent; the time alone today, with the day before.
 */
export function offlineLine(seenAt: number, now: number): string {
  const seen = new Date(seenAt);
  const time = seen.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  const sameDay = seen.toDateString() === new Date(now).toDateString();
  const day = seen.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return `Offline: showing what you saw at ${sameDay ? time : `${time} on ${day}`}`;
}

/** What the offline line says of saving: a new calendar event is the one change queued. */
export const OFFLINE_READ_ONLY =
  'Nothing can be saved until you are back online. New calendar events wait on this device and are sent then.';

/** How many events added offline wait to be sent. */
export const waitingLine = (count: number): string =>
  count === 1 ? '1 event waiting to send.' : `${count} events waiting to send.`;
