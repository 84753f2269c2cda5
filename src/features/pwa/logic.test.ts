import { describe, expect, it } from 'vitest';
import { keptOffline, needsIosInstallGuide, offlineLine } from './logic';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('needsIosInstallGuide', () => {
  it('is for Safari on an iPhone, and on an iPad (which calls itself a Mac but has a touch screen)', () => {
    expect(needsIosInstallGuide({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: false })).toBe(
      true,
    );
    expect(needsIosInstallGuide({ userAgent: IPAD_SAFARI, maxTouchPoints: 5, standalone: false })).toBe(true);
  });

  it('is not for a Mac, Android (which has its own install prompt) or other iOS browsers', () => {
    expect(needsIosInstallGuide({ userAgent: IPAD_SAFARI, maxTouchPoints: 0, standalone: false })).toBe(
      false,
    );
    expect(needsIosInstallGuide({ userAgent: ANDROID_CHROME, maxTouchPoints: 5, standalone: false })).toBe(
      false,
    );
    expect(needsIosInstallGuide({ userAgent: IPHONE_CHROME, maxTouchPoints: 5, standalone: false })).toBe(
      false,
    );
    expect(needsIosInstallGuide({ userAgent: IPHONE_FIREFOX, maxTouchPoints: 5, standalone: false })).toBe(
      false,
    );
  });

  it('is not for the app already opened from the Home Screen', () => {
    expect(needsIosInstallGuide({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: true })).toBe(
      false,
    );
  });
});

describe('offlineLine', () => {
  const seen = new Date(2026, 10, 27, 15, 42).getTime();

  it('says the time the data was seen, with its day when that was not today', () => {
    expect(offlineLine(seen, new Date(2026, 10, 27, 18, 0).getTime())).toBe(
      'Offline: showing what you saw at 3:42 PM',
    );
    expect(offlineLine(seen, new Date(2026, 10, 28, 9, 0).getTime())).toBe(
      'Offline: showing what you saw at 3:42 PM on Nov 27',
    );
  });
});

describe('keptOffline', () => {
  it('keeps what the goals, calendar and check-up show, once loaded', () => {
    expect(keptOffline(['goals', 'list', 'u'], 'success')).toBe(true);
    expect(keptOffline(['checkup', 'checks', 'u'], 'success')).toBe(true);
    expect(keptOffline(['goals', 'list', 'u'], 'error')).toBe(false);
    expect(keptOffline(['conversations', 'u'], 'success')).toBe(false);
    // A Set, which JSON would bring back as {}: the dashboard would break on it.
    expect(keptOffline(['lesson-progress', 'u'], 'success')).toBe(false);
  });
});
