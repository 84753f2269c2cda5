import type { ConsultationStatus } from '@/types/database';
import type { PageTitle } from '@/lib/page-title';

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

/** Sharing the check-up (docs/decisions/023-financial-checkup.md): what, with whom, until when. */
export const sharePlanText = (advisor: string | null): string =>
  `Share my check-up and goals with ${advisor ?? HOUSE_ADVISOR}`;

export const sharePlanDescription = (advisor: string | null): string =>
  `Optional. ${advisor ?? 'Our team'} would see your financial check-up, your goals (target, saved and what each needs a month) and your next 30 days' income and bills as totals, as they are when you send this. Only ${advisor ? 'they' : 'the team'} can read it, until the consultation is completed, declined or cancelled, or 90 days at most. You can stop sharing at any time.`;

export const SHARED_NOTE = 'Your check-up and goals are shared with your advisor for this consultation.';

/** An open request whose agent left (their account deleted): who has it now, and the shared plan's fate. */
export const handedToHouseNote = (planDeleted: boolean): string =>
  `Your advisor left: ${planDeleted ? 'the check-up and goals you shared with them were deleted, and ' : ''}our team handles this request now.`;

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
  shareStopped: 'Sharing stopped',
  shareStopFailed: 'Failed to stop sharing. Please try again.',
  briefFailed: 'Failed to load the brief. Please try again.',
} as const;

export const CONSULTATION_PAGE = { title: 'Book a free consultation' } satisfies PageTitle;
