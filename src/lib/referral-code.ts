/**
 * The invitation code a visitor arrived with, kept for the tab so that sign-up has it whatever the
 * order of events: a click before, during or after hydration, the back button, a reload
 * (docs/decisions/019-prerendered-public-pages.md). The boot script (src/app/boot-script.ts) keeps
 * it in session storage and fills the prerendered referral shell's marked elements before the
 * first paint; the sign-up form starts from it (src/features/auth/logic.ts). Constants only: the
 * build imports this file in Node.
 */
export const REFERRAL_STORAGE_KEY = 'empowered-finance:referral-code';

/** The attribute that marks what the boot script fills on the referral shell. */
export const REFERRAL_ATTRIBUTE = 'data-referral';

/** Spread onto the element that shows the code, and onto the links to sign-up that carry it. */
export const referralMark = {
  code: { [REFERRAL_ATTRIBUTE]: 'code' },
  link: { [REFERRAL_ATTRIBUTE]: 'link' },
} as const;
