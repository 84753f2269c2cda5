import { escapeText, foldLine } from '../calendar/ics.ts';

/**
 * The scheduled consultation as an iCalendar invitation (RFC 5545), attached to the email that
 * tells the user its time: one timed VEVENT in UTC, so every calendar shows it at the same
 * moment whatever zone it is in. Its UID is the request's, so a rescheduled one replaces the
 * first in calendars that imported both (SEQUENCE grows with each change).
 */

export interface ConsultationInvite {
  requestId: string;
  title: string;
  description: string;
  start: string;
  durationMinutes: number;
  /** Seconds since the epoch of the latest change: later invitations win. */
  sequence: number;
  now: Date;
}

const CRLF = '\r\n';

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function consultationIcs(invite: ConsultationInvite): string {
  const start = new Date(invite.start);
  const end = new Date(start.getTime() + invite.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Empowered Finance//Consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:consultation-${invite.requestId}@empowered-finance`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utc(invite.now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(invite.title)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(invite.title)}`,
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
