import type { CareerInterestStatus } from '@/types/database';

/** Rules of the career interest (docs/decisions/029-career-interest.md), without React. */

export const STATUS_LABELS: Record<CareerInterestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  interviewing: 'Interviewing',
  joined: 'Joined',
  not_now: 'Not now',
};

export interface CareerInterest {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  state: string;
  licence: string;
  hours_per_week: number;
  note: string | null;
  status: CareerInterestStatus;
  agent_note: string | null;
  confirmed_at: string | null;
  created_at: string;
  joined_at: string | null;
}

/** Newest first: by when it reached the agent (confirmed), then by when it was sent. */
export function newestFirst<T extends Pick<CareerInterest, 'confirmed_at' | 'created_at' | 'id'>>(
  rows: readonly T[],
): T[] {
  const at = (row: T) => row.confirmed_at ?? row.created_at;
  return [...rows].sort((a, b) => at(b).localeCompare(at(a)) || a.id.localeCompare(b.id));
}

/** "12 Mar 2026": the day an interest arrived, in the agent's own zone. */
export function arrivedOn(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'medium' }).format(new Date(iso));
}

/** The token of an e-mailed link, or null when the address has none that could be one. */
export function linkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim().toLowerCase() ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(token) ? token : null;
}
