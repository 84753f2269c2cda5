import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordSchema, newPasswordSchema, signInSchema, signUpSchema } from '@/features/auth/schema';
import { eventFormSchema } from '@/features/calendar/schema';
import { parseNumber } from '@/features/calculators/schema';
import { addFundsSchema, goalFormSchema } from '@/features/goals/schema';
import { hostileRecord, hostileString, hostileValue } from '@/testing/hostile';

// Every form schema meets random and hostile values (docs/decisions/018-data-control-and-security-review.md):
// it never throws; it refuses with a message for every problem, or passes only finite numbers.

const RUNS = 300;
let cases = 0;

function finiteEverywhere(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value && typeof value === 'object') return Object.values(value).every(finiteEverywhere);
  return true;
}

const SCHEMAS: [string, z.ZodType, readonly string[]][] = [
  [
    'goal form',
    goalFormSchema,
    [
      'title',
      'description',
      'targetAmount',
      'category',
      'priority',
      'targetDate',
      'notificationsEnabled',
      'reminderFrequency',
      'congratulationsEnabled',
    ],
  ],
  ['Add Funds', addFundsSchema, ['amount']],
  [
    'event form',
    eventFormSchema,
    [
      'title',
      'description',
      'event_date',
      'event_time',
      'amount',
      'event_type',
      'category',
      'is_recurring',
      'recurrence_pattern',
      'reminder_enabled',
      'reminder_days_before',
    ],
  ],
  ['sign-up', signUpSchema, ['firstName', 'lastName', 'email', 'password', 'referralCode']],
  ['sign-in', signInSchema, ['email', 'password']],
  ['forgot password', forgotPasswordSchema, ['email']],
  ['new password', newPasswordSchema, ['password', 'confirmPassword']],
];

describe('form schemas under hostile input', () => {
  it.each(SCHEMAS)('%s: a clear message or finite values, never a throw', (_name, schema, keys) => {
    fc.assert(
      fc.property(fc.oneof(hostileRecord(keys), hostileValue), (input) => {
        cases++;
        const result = schema.safeParse(input);
        if (result.success) {
          expect(finiteEverywhere(result.data)).toBe(true);
        } else {
          for (const issue of result.error.issues) expect(issue.message.trim()).not.toBe('');
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("the calculators' fields: a message or a finite number within the field's range", () => {
    const field = {
      name: 'balance',
      label: 'Balance',
      unit: 'dollars',
      min: 0,
      max: 10_000_000,
      fallback: 0,
    } as const;
    fc.assert(
      fc.property(hostileString, (raw) => {
        cases++;
        const parsed = parseNumber(raw, field);
        if (parsed.error === undefined) {
          expect(Number.isFinite(parsed.value)).toBe(true);
          expect(parsed.value).toBeGreaterThanOrEqual(0);
          expect(parsed.value).toBeLessThanOrEqual(10_000_000);
        } else {
          expect(parsed.error.trim()).not.toBe('');
        }
      }),
      { numRuns: RUNS },
    );
  });
});

afterAll(() => {
  // The count the fuzzing report quotes (docs/decisions/018-data-control-and-security-review.md).
  console.info(`form schema fuzzing: ${cases} cases`);
});
