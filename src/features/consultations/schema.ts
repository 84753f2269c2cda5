import { z } from 'zod';
import { isPhoneNumber } from '@/lib/text-rules';
import { CONTACT_METHODS, TOPICS } from '@shared/consultations/topics.ts';
import { MAX_PREFERRED_TIMES, SLOTS, slotProblem } from './logic';

/** The consultation form; the server checks the same rules (request_consultation). */

const TOPIC_VALUES = TOPICS.map((t) => t.slug) as [string, ...string[]];
const METHOD_VALUES = CONTACT_METHODS.map((m) => m.value) as [
  (typeof CONTACT_METHODS)[number]['value'],
  ...(typeof CONTACT_METHODS)[number]['value'][],
];
const SLOT_VALUES = SLOTS.map((s) => s.value) as [
  (typeof SLOTS)[number]['value'],
  ...(typeof SLOTS)[number]['value'][],
];

// The phone rule every form shares (lib/text-rules.ts).
export { isPhoneNumber };

export const preferredTimeSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  slot: z.enum(SLOT_VALUES),
});
export type PreferredTime = z.infer<typeof preferredTimeSchema>;

/** `zone` and `now` decide which times have passed; the form passes the user's zone and the clock. */
export function consultationSchema(zone: string, now: () => Date) {
  return z
    .object({
      topic: z.enum(TOPIC_VALUES, { error: 'Choose a topic' }),
      contact_method: z.enum(METHOD_VALUES, { error: 'Choose how to be contacted' }),
      phone: z.string().trim().max(30, 'Enter a phone number of 7 to 15 digits'),
      times: z
        .array(preferredTimeSchema)
        .min(1, 'Choose at least one preferred time')
        .max(MAX_PREFERRED_TIMES, `Choose at most ${MAX_PREFERRED_TIMES} preferred times`),
      note: z.string().max(1000, 'Keep the note to 1,000 characters'),
      consent: z.boolean().refine((v) => v, 'Please agree to share your details so someone can contact you'),
      share_plan: z.boolean().default(false),
    })
    .superRefine((values, ctx) => {
      if (values.contact_method === 'phone' && values.phone === '')
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter a phone number to be called' });
      else if (values.phone !== '' && !isPhoneNumber(values.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter a phone number of 7 to 15 digits' });
      // A time its own schema refused has its message already, and no moment to check.
      const problem = values.times
        .filter((t) => preferredTimeSchema.safeParse(t).success)
        .map((t) => slotProblem(t.day, t.slot, zone, now()))
        .find((p) => p !== null);
      if (problem) ctx.addIssue({ code: 'custom', path: ['times'], message: problem });
    });
}

export type ConsultationInput = z.input<ReturnType<typeof consultationSchema>>;
export type ConsultationValues = z.output<ReturnType<typeof consultationSchema>>;
