import type { ConsultationStatus } from '@/types/database';

/** The consultation page's and the agent's words (docs/decisions/020-consultations.md). */

export const STATUS_LABELS: Record<ConsultationStatus, string> = {
  requested: 'Requested',
  scheduled: 'Scheduled',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export const HOUSE_ADVISOR = 'an advisor from our team';

/** The consent the issue words exactly, with the inviting agent's first name or the house. */
export const consentText = (advisor: string | null): string =>
  `Share my name, email, phone and note with ${advisor ?? HOUSE_ADVISOR}`;

export const TOO_MANY_OPEN =
  'You have 3 open requests, the most at one time. Cancel one, or wait until one is completed, to ask again.';

/** What happens after sending, in plain words. */
export const nextSteps = (advisor: string | null): string[] => [
  `${advisor ? advisor : 'An advisor from our team'} has your request and an email about it now.`,
  'They will reach you the way you chose, usually within one business day, to agree on a time.',
  'Once a time is set, you get an email with a calendar invitation, and the appointment appears in your calendar here.',
];

export const CONSULTATION_TOASTS = {
  sent: 'Request sent',
  sendFailed: 'Failed to send your request. Please try again.',
  cancelled: 'Request cancelled',
  cancelFailed: 'Failed to cancel the request. Please try again.',
  loadFailed: 'Failed to load your consultation requests. Please try again.',
  scheduled: 'Consultation scheduled',
  completed: 'Marked completed',
  declined: 'Request declined',
  agentFailed: 'Failed to update the request. Please try again.',
} as const;
