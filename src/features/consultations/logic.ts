import { addDays } from '@shared/calendar/recurrence.ts';
import { zonedDay, zonedMoment } from '@shared/calendar/zones.ts';
import { paths } from '@/lib/paths';
import type { ConsultationStatus, Tables } from '@/types/database';

/** Pure rules of consultation requests (docs/decisions/020-consultations.md). */

export type ConsultationRequest = Tables<'consultation_requests'> & {
  /** Present while a check-up snapshot is shared with the request (docs/decisions/023). */
  plan?: Pick<Tables<'consultation_plans'>, 'created_at' | 'expires_at'> | null;
};

/** The three parts of a day a person can ask for, at the hour they start where the person lives. */
export const SLOTS = [
  { value: 'morning', label: 'Morning', hour: 9 },
  { value: 'afternoon', label: 'Afternoon', hour: 13 },
  { value: 'evening', label: 'Evening', hour: 18 },
] as const;

export type Slot = (typeof SLOTS)[number]['value'];

/** How far ahead a preferred time may be (the server checks the same). */
export const MAX_DAYS_AHEAD = 60;
export const MAX_OPEN_REQUESTS = 3;
export const MAX_PREFERRED_TIMES = 3;

export const OPEN_STATUSES: readonly ConsultationStatus[] = ['requested', 'scheduled'];
export const isOpen = (request: Pick<ConsultationRequest, 'status'>): boolean =>
  OPEN_STATUSES.includes(request.status);

export const slotMoment = (day: string, slot: Slot, zone: string): Date =>
  zonedMoment(day, SLOTS.find((s) => s.value === slot)!.hour, zone);

/** The days a preferred time may fall on: today (in the zone) to 60 days on. */
export function bookableDays(now: Date, zone: string): { first: string; last: string } {
  const first = zonedDay(now, zone);
  return { first, last: addDays(first, MAX_DAYS_AHEAD - 1) };
}

/** Why a preferred time cannot be chosen, or null when it can. */
export function slotProblem(day: string, slot: Slot, zone: string, now: Date): string | null {
  return timeProblem(slotMoment(day, slot, zone), now);
}

/** The rule for any moment, as request_consultation checks it: after now, within 60 days. */
export function timeProblem(at: Date, now: Date): string | null {
  if (at.getTime() <= now.getTime()) return 'That time has passed: choose a later one.';
  if (at.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000)
    return `Choose a time within the next ${MAX_DAYS_AHEAD} days.`;
  return null;
}

/** The earliest day and part of the day still ahead: where the picker starts. */
export function firstOpenSlot(now: Date, zone: string): { day: string; slot: Slot } {
  const today = zonedDay(now, zone);
  const open = SLOTS.find((s) => slotProblem(today, s.value, zone, now) === null);
  return open ? { day: today, slot: open.value } : { day: addDays(today, 1), slot: 'morning' };
}

/** "just now", "5 min ago", "2 h ago", "3 d ago": how long a request has waited. */
export function age(createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** Open ones first, newest first within each group (the agent's list). */
export function agentOrder<T extends Pick<ConsultationRequest, 'status' | 'created_at'>>(
  requests: readonly T[],
): T[] {
  return [...requests].sort(
    (a, b) => Number(isOpen(b)) - Number(isOpen(a)) || b.created_at.localeCompare(a.created_at),
  );
}

/** The affiliate dashboard showing the brief of what a request's user shared (docs/decisions/023). */
export const briefPath = (requestId: string): string =>
  `${paths.affiliate.dashboard}?brief=${encodeURIComponent(requestId)}`;
