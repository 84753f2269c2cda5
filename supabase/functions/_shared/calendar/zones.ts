/**
 * Wall-clock dates and times in an IANA time zone, with Intl alone (Deno and browsers alike): the
 * user's "today" for the assistant, and a consultation's "Tuesday morning" where the user lives.
 */

/** A zone this runtime knows, else UTC (an unknown saved zone must not break anything). */
export function knownZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** Wall-clock parts of `moment` in `zone`. */
function wallClock(moment: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(moment);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** A zone's offset from UTC at `moment`, in milliseconds (New York in winter: -5 h). */
function offsetAt(moment: Date, zone: string): number {
  const w = wallClock(moment, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The yyyy-MM-dd it is in `zone` at `moment`. */
export function zonedDay(moment: Date, zone: string): string {
  const w = wallClock(moment, knownZone(zone));
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The moment a wall-clock time (yyyy-MM-dd, hour) happens in `zone`. Across a DST change the
 * offset is read again at the first guess, so 09:00 is 09:00 on either side of it.
 */
export function zonedMoment(day: string, hour: number, zone: string): Date {
  const known = knownZone(zone);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date, hour);
  const first = guess - offsetAt(new Date(guess), known);
  return new Date(guess - offsetAt(new Date(first), known));
}
