import type { Frequency } from '@shared/finance/per-month.ts';
import type { PageTitle } from '@/lib/page-title';

/** The import screens' copy (issue 39, docs/decisions/028-statement-import.md). */

export const IMPORT_TEXT = {
  title: 'Import a bank statement',
  description:
    'Find your bills and paydays in a statement from your bank, and add them to your calendar and check-up in one go.',
  privacy: 'The file is read on this device and never uploaded. Only what you choose to add is saved.',
  drop: 'Drop your statement here, or',
  choose: 'Choose a file',
  formats: 'CSV, OFX or QFX, up to 10 MB. Two months or more; a year finds the most.',
  reading: 'Reading your statement…',
  failedTitle: 'This file could not be read',
  failedHint: 'Nothing was saved. Download the statement again, or choose another file.',
  another: 'Choose another file',
  mappingTitle: 'Which column holds what?',
  mappingDescription:
    'We could not tell the columns of this file apart. Choose them once: files with the same columns are read the same way next time.',
  mappingSubmit: 'Read the statement',
  dateOrderTitle: 'How are the dates written?',
  dateOrderDescription: 'Every date in this file reads both ways. Which one does your bank use?',
  dateOrderSubmit: 'Read the statement',
  reviewTitle: 'Found for you',
  nothingFound:
    'Nothing in this statement repeats often enough to plan on. A longer statement (a year) finds the most.',
  alreadyPlanned: 'Already planned',
  figuresTitle: 'Your check-up and forecast',
  figuresDescription: 'Worked out from what you keep above. Tick what to save; nothing is saved otherwise.',
  save: 'Add to my plan',
  saving: 'Saving…',
  nothingChosen: 'Tick a payment, income or figure to add.',
} as const;

/** Each interval as the review says it. */
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Every two weeks',
  'semi-monthly': 'Twice a month',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export const IMPORT_TOASTS = {
  saved: 'Added to your plan',
  saveFailed: 'Your choices could not be saved. Please try again.',
  readFailed: 'The statement could not be read. Please try again.',
} as const;

export const IMPORT_PAGE = { title: IMPORT_TEXT.title } satisfies PageTitle;
