/**
 * What this browser can do with notifications, and how Settings names it
 * (docs/decisions/031-notifications.md), pure so that each rule is tested on its own.
 */

/** What the support check needs to know of the browser. */
export interface PushTraits {
  /** Service workers, the Push API and the Notification API are all there. */
  pushApis: boolean;
  userAgent: string;
  /** iPadOS presents itself as a Mac; only its touch screen tells it apart. */
  maxTouchPoints: number;
  /** Opened from the home screen (`navigator.standalone`, or display-mode standalone). */
  standalone: boolean;
}

/**
 * supported: this browser can subscribe. home-screen: an iPhone or iPad, whose browsers get
 * notifications only in the app added to the Home Screen. unsupported: no way here.
 */
export type PushSupport = 'supported' | 'home-screen' | 'unsupported';

export function pushSupport({ pushApis, userAgent, maxTouchPoints, standalone }: PushTraits): PushSupport {
  if (pushApis) return 'supported';
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && !standalone ? 'home-screen' : 'unsupported';
}

const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\/|EdgiOS/, 'Edge'],
  [/OPR\/|OPiOS/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android": how the device is listed in "Download my data" (push_subscriptions.device_label). */
export function deviceLabel(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'A browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
