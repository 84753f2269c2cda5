import { formatFigure } from '@shared/money.ts';

/**
 * The limits the database checks on what a user enters, one home each for the forms;
 * tests/db/field-limits.test.ts holds every one to the database's constraint. The assistant's
 * question (4,000) is MAX_MESSAGE_LENGTH in @shared/assistant/contract.ts, which the edge function
 * reads too.
 */

/** A goal's or an event's title. */
export const MAX_TITLE_LENGTH = 200;
/** A goal's or an event's description. */
export const MAX_DESCRIPTION_LENGTH = 2000;
/** A first or last name. */
export const MAX_NAME_LENGTH = 100;
/** The referral code typed at sign-up (agent codes are shorter; longer text is not looked up). */
export const MAX_REFERRAL_CODE_LENGTH = 20;
/** The check-up's number of people who depend on the user's income. */
export const MAX_DEPENDENTS = 50;

/** "Use at most 2,000 characters": the forms' words for a text over its limit. */
export const tooLong = (max: number): string => `Use at most ${formatFigure(max)} characters`;
