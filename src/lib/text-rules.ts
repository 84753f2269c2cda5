import { isOneLine } from '@shared/one-line.ts';
import { z } from 'zod';
import { MAX_NAME_LENGTH, tooLong } from './field-limits';

/**
 * The rules every text people send us follows (docs/decisions/018, 020, 029), one home for the
 * forms: names are one line (no control, separator or text-direction characters, as the
 * database's private.is_one_line), phones as people type them (private.is_phone_number).
 */

export const NAME_ONE_LINE_MESSAGE = 'Use one line: no line breaks, tabs or other control characters';

/** A first or last name: required, at most 100 characters, one line. */
export const personName = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(MAX_NAME_LENGTH, tooLong(MAX_NAME_LENGTH))
    .refine(isOneLine, NAME_ONE_LINE_MESSAGE);

/** As people type a phone number: digits with spaces, dots, dashes, brackets and a leading +; 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[0-9 ().-]{7,30}$/.test(value) && digits >= 7 && digits <= 15;
}

export const PHONE_MESSAGE = 'Enter a phone number of 7 to 15 digits';
