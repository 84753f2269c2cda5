/** Time zones (IANA names), for reminders that arrive at 08:00 where the user lives. */

/** This browser's time zone, or UTC when the browser does not say. */
export function detectTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, with UTC and the given ones (a saved zone may be missing from the list). */
export function timeZoneOptions(...include: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...include.filter(Boolean)])].sort((a, b) => a.localeCompare(b));
}

/** 'America/New_York' as people read it: 'America / New York'. */
export const timeZoneLabel = (zone: string): string => zone.replaceAll('_', ' ').replaceAll('/', ' / ');
