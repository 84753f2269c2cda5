import type { Tables } from '@/types/database';
import type { PageTitle } from '@/lib/page-title';

/** The switches of notification_preferences, one per kind of email (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md). */
export type EmailSwitch = keyof Pick<
  Tables<'notification_preferences'>,
  'event_reminders' | 'goal_nudges' | 'weekly_digest' | 'monthly_summary'
>;

export interface EmailSwitchContent {
  column: EmailSwitch;
  label: string;
  description: string;
  /** Shown to affiliates only: the email is about their links (docs/decisions/022-agent-funnel.md). */
  affiliatesOnly?: boolean;
}

/** Settings → Reminders shows one switch per entry, in this order. */
export const EMAIL_SWITCHES: readonly EmailSwitchContent[] = [
  {
    column: 'event_reminders',
    label: 'Event reminders',
    description: 'Bills and paydays coming up, as each event’s reminder says. At 08:00 in your time zone.',
  },
  {
    column: 'goal_nudges',
    label: 'Goal nudges',
    description: 'Your goals’ progress as often as each goal asks, and a note when you reach one.',
  },
  {
    column: 'weekly_digest',
    label: 'Weekly digest',
    description:
      'Mondays at 08:00: the week’s bills and paydays, your lowest balance ahead, goals behind pace and one lesson.',
  },
  {
    column: 'monthly_summary',
    label: 'Monthly summary',
    description:
      "On the 1st of each month: last month's visits, sign-ups and consultations, against the month before.",
    affiliatesOnly: true,
  },
];

export const SETTINGS_PAGE = { title: 'Settings' } satisfies PageTitle;

export const UNSUBSCRIBE_PAGE = { title: 'Unsubscribe' } satisfies PageTitle;
