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
