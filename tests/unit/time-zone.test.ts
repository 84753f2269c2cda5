import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectTimeZone, timeZoneLabel, timeZoneOptions } from '@/lib/time-zone';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('time zones', () => {
  it("detects the browser's zone, and falls back to UTC", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Europe/Paris',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(detectTimeZone()).toBe('Europe/Paris');
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: '',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(detectTimeZone()).toBe('UTC');
  });

  it('offers every known zone once, sorted, with UTC and a saved zone the browser does not list', () => {
    const options = timeZoneOptions('Etc/GMT+5', 'UTC');
    expect(options).toContain('America/New_York');
    expect(options).toContain('Etc/GMT+5');
    expect(options.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b)));
  });

  it('reads zones as words', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });
});
