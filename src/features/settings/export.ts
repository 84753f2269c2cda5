import type { Tables } from '@/types/database';

/**
 * "Download my data" (docs/decisions/018-data-control-and-security-review.md): everything the user
 * owns as one JSON file, and their goals and events as CSV for a spreadsheet.
 */

export interface MyData {
  account: { id: string; email: string | undefined; created_at: string };
  profile: Tables<'profiles'> | null;
  notification_preferences: Omit<Tables<'notification_preferences'>, 'user_id'> | null;
  affiliate: Tables<'affiliates'> | null;
  referrals: Pick<Tables<'referrals'>, 'user_id' | 'created_at'>[];
  goals: Tables<'goals'>[];
  goal_contributions: Tables<'goal_contributions'>[];
  calendar_events: Tables<'calendar_events'>[];
  conversations: (Tables<'conversations'> & { messages: Tables<'messages'>[] })[];
  consultation_requests: Tables<'consultation_requests'>[];
  lesson_progress: Pick<Tables<'lesson_progress'>, 'lesson_id' | 'completed_at'>[];
  financial_profile: Omit<Tables<'financial_profiles'>, 'user_id'> | null;
  /** Snapshots shared with consultation requests, while they last. */
  consultation_plans: Omit<Tables<'consultation_plans'>, 'user_id' | 'shared_with'>[];
  /** "Balance today" on the calendar, where the cash-flow forecast starts. */
  cash_balance: Pick<Tables<'cash_balances'>, 'amount' | 'updated_at'> | null;
  /** The devices that get notifications; never their push addresses and keys, which would let
   * whoever holds the file send to the device (docs/decisions/031-notifications.md). */
  push_subscriptions: Pick<Tables<'push_subscriptions'>, 'device_label' | 'created_at'>[];
}

export const EXPORT_FILES = {
  json: 'empowered-finance-data.json',
  goals: 'empowered-finance-goals.csv',
  events: 'empowered-finance-events.csv',
} as const;

export function toJson(data: MyData, exportedAt: Date): string {
  return `${JSON.stringify({ exported_at: exportedAt.toISOString(), ...data }, null, 2)}\n`;
}

type Cell = string | number | boolean | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => csvField(row[c] as Cell)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export const GOAL_COLUMNS = [
  'title',
  'category',
  'priority',
  'target_amount',
  'current_amount',
  'target_date',
  'description',
  'notifications_enabled',
  'reminder_frequency',
  'congratulations_enabled',
  'created_at',
  'completed_at',
] as const satisfies readonly (keyof Tables<'goals'>)[];

export const EVENT_COLUMNS = [
  'title',
  'event_date',
  'event_time',
  'amount',
  'event_type',
  'category',
  'is_recurring',
  'recurrence_pattern',
  'completed',
  'reminder_enabled',
  'reminder_days_before',
  'description',
  'created_at',
] as const satisfies readonly (keyof Tables<'calendar_events'>)[];
