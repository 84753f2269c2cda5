import { describe, expect, it } from 'vitest';
import { deviceLabel, keyBytes, pushSupport } from './logic';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
};

describe('pushSupport', () => {
  const traits = { userAgent: UA.chromeAndroid, maxTouchPoints: 5, standalone: false };

  it('is supported wherever the browser has the push APIs', () => {
    expect(pushSupport({ ...traits, pushApis: true })).toBe('supported');
    expect(pushSupport({ ...traits, userAgent: UA.safariIphone, pushApis: true })).toBe('supported');
  });

  it('sends an iPhone or iPad without them to the Home Screen app', () => {
    expect(pushSupport({ ...traits, userAgent: UA.safariIphone, pushApis: false })).toBe('home-screen');
    expect(pushSupport({ ...traits, userAgent: UA.ipadAsMac, pushApis: false })).toBe('home-screen');
  });

  it('is unsupported elsewhere, and in a Home Screen app that still lacks them', () => {
    expect(pushSupport({ ...traits, pushApis: false })).toBe('unsupported');
    expect(pushSupport({ ...traits, userAgent: UA.ipadAsMac, maxTouchPoints: 0, pushApis: false })).toBe(
      'unsupported',
    );
    expect(pushSupport({ ...traits, userAgent: UA.safariIphone, standalone: true, pushApis: false })).toBe(
      'unsupported',
    );
  });
});

describe('deviceLabel', () => {
  it('names the browser and the system', () => {
    expect(deviceLabel(UA.chromeAndroid)).toBe('Chrome on Android');
    expect(deviceLabel(UA.safariIphone)).toBe('Safari on iPhone');
    expect(deviceLabel(UA.edgeWindows)).toBe('Edge on Windows');
    expect(deviceLabel(UA.firefoxLinux)).toBe('Firefox on Linux');
    expect(deviceLabel(UA.samsung)).toBe('Samsung Internet on Android');
  });

  it('says what it can of an agent it does not know', () => {
    expect(deviceLabel('curl/8.0')).toBe('A browser');
    expect(deviceLabel('Something (Windows NT 10.0)')).toBe('A browser on Windows');
  });
});

describe('keyBytes', () => {
  it('decodes base64url without padding', () => {
    expect([...keyBytes('_-8')]).toEqual([0xff, 0xef]);
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
  });
});
