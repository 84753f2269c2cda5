import { LICENCES, MAX_CAREER_NOTE_LENGTH, MAX_HOURS_PER_WEEK, US_STATES } from '@shared/career/states.ts';
import { z } from 'zod';
import { tooLong } from '@/lib/field-limits';
import { isPhoneNumber, personName, PHONE_MESSAGE } from '@/lib/text-rules';

/** The career interest form; submit_career_interest checks the same rules. */

const name = personName;

const STATE_CODES = US_STATES.map(([code]) => code) as [string, ...string[]];
const LICENCE_VALUES = LICENCES.map((l) => l.value) as [
  (typeof LICENCES)[number]['value'],
  ...(typeof LICENCES)[number]['value'][],
];

export const careerInterestSchema = z.object({
  first_name: name('First name is required'),
  last_name: name('Last name is required'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Enter a valid email address')
    .pipe(z.email('Enter a valid email address')),
  phone: z
    .string()
    .trim()
    .max(30, PHONE_MESSAGE)
    .refine((v) => v === '' || isPhoneNumber(v), PHONE_MESSAGE),
  state: z.string().refine((v) => STATE_CODES.includes(v), 'Choose your state'),
  licence: z.enum(LICENCE_VALUES, { error: 'Choose your licence' }),
  hours_per_week: z
    .string()
    .trim()
    .min(1, 'Enter the hours a week you could give')
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_HOURS_PER_WEEK, {
      message: `Enter a whole number of hours from 1 to ${MAX_HOURS_PER_WEEK}`,
    }),
  note: z.string().max(MAX_CAREER_NOTE_LENGTH, tooLong(MAX_CAREER_NOTE_LENGTH)),
  consent: z.boolean().refine((v) => v, 'Please agree to be contacted so someone can reach you'),
});

export type CareerInterestInput = z.input<typeof careerInterestSchema>;
export type CareerInterestValues = z.output<typeof careerInterestSchema>;

export const EMPTY_CAREER_INTEREST: CareerInterestInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  state: '',
  licence: 'none',
  hours_per_week: '',
  note: '',
  consent: false,
};
