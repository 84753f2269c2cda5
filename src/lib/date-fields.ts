import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isDateInRange } from '@shared/calendar/date-range.ts';

/**
 * Date fields of the forms: a yyyy-MM-dd that is a real day, within the dates the database
 * accepts (FIRST_DATE to LAST_DATE), each refusal with its own words.
 */

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));

/** A required date field; an empty one says `required`. */
export function requiredDate(required: string) {
  return z
    .string()
    .min(1, { error: required, abort: true })
    .refine(isDay, { error: 'Enter a valid date', abort: true })
    .refine(isDateInRange, DATE_RANGE_MESSAGE);
}

/** An optional date field: '' when empty, else a date as requiredDate takes it. */
export function optionalDate() {
  return z
    .string()
    .refine((value) => value === '' || isDay(value), { error: 'Enter a valid date', abort: true })
    .refine((value) => value === '' || isDateInRange(value), DATE_RANGE_MESSAGE);
}
