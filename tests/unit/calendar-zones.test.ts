import { describe, expect, it } from 'vitest';
import { knownZone, zonedDay, zonedMoment } from '@shared/calendar/zones.ts';

describe('zonedMoment', () => {
  it('reads a wall-clock time in the given zone, on either side of a DST change', () => {
    expect(zonedMoment('2027-01-20', 9, 'America/New_York').toISOString()).toBe('2027-01-20T14:00:00.000Z');
    expect(zonedMoment('2027-07-20', 9, 'America/New_York').toISOString()).toBe('2027-07-20T13:00:00.000Z');
    // The day DST starts in New York (March 14, 2027): 13:00 is already EDT.
    expect(zonedMoment('2027-03-14', 13, 'America/New_York').toISOString()).toBe('2027-03-14T17:00:00.000Z');
    expect(zonedMoment('2027-01-20', 18, 'Asia/Tokyo').toISOString()).toBe('2027-01-20T09:00:00.000Z');
    expect(zonedMoment('2027-01-20', 9, 'UTC').toISOString()).toBe('2027-01-20T09:00:00.000Z');
  });
});

describe('zonedDay', () => {
  it('gives the date it is where the user lives', () => {
    const now = new Date('2026-11-25T20:00:00Z');
    expect(zonedDay(now, 'Asia/Tokyo')).toBe('2026-11-26');
  });
});

describe('knownZone', () => {
  it('falls back to UTC for a zone this browser does not know', () => {
    expect(knownZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownZone(null)).toBe('UTC');
    expect(knownZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
