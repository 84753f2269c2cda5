import type { PageTitle } from '@/lib/page-title';

import type { MessageKind } from './logic';

export interface MessageKindContent {
  kind: MessageKind;
  label: string;
  description: string;
  /** Shown to agents (affiliates) only (docs/decisions/022-agent-funnel.md). */
  agentsOnly?: boolean;
}

/**
 * Settings → Notifications: one choice of channels per kind of message, in this order
 * (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md, 031-notifications.md).
 */
export const MESSAGE_KINDS: readonly MessageKindContent[] = [
  {
    kind: 'event_reminders',
    label: 'Event reminders',
    description: 'Bills and paydays coming up, as each event’s reminder says. At 08:00 in your time zone.',
  },
  {
    kind: 'goal_nudges',
    label: 'Goal nudges',
    description: 'Your goals’ progress as often as each goal asks, and a note when you reach one.',
  },
  {
    kind: 'weekly_digest',
    label: 'Weekly digest',
    description:
      'Mondays at 08:00: the week’s bills and paydays, your lowest balance ahead, goals behind pace and one lesson.',
  },
  {
    kind: 'consultation_updates',
    label: 'Consultation updates',
    description: 'When your consultation request is scheduled or declined, or passes to our team.',
  },
  {
    kind: 'new_requests',
    label: 'New requests',
    description: 'When someone asks you for a consultation, or cancels a request.',
    agentsOnly: true,
  },
];

/** An agent's monthly summary, e-mail only (docs/decisions/022-agent-funnel.md). */
export const MONTHLY_SUMMARY = {
  label: 'Monthly summary',
  description:
    "On the 1st of each month: last month's visits, sign-ups and consultations, against the month before.",
};

export const SETTINGS_PAGE = { title: 'Settings' } satisfies PageTitle;

export const UNSUBSCRIBE_PAGE = { title: 'Unsubscribe' } satisfies PageTitle;
