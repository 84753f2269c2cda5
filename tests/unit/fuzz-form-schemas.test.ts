import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TOPICS } from '@shared/consultations/topics.ts';
import { SLOTS } from '@/features/consultations/logic';
import {
  forgotPasswordSchema,
  newPasswordSchema,
  profileNamesSchema,
  signInSchema,
  signUpSchema,
} from '@/features/auth/schema';
import { DEBT_FIELDS, decodeDebt, parseNumber } from '@/features/calculators/schema';
import { balanceSchema, WHAT_IF_KINDS, whatIfSchema } from '@/features/calendar/forecast-schema';
import { eventFormSchema } from '@/features/calendar/schema';
import { profileSchema } from '@/features/checkup/schema';
import { careerInterestSchema } from '@/features/career/schema';
import { consultationSchema, isPhoneNumber, preferredTimeSchema } from '@/features/consultations/schema';
import { addFundsSchema, goalFormSchema } from '@/features/goals/schema';
import { choiceSchema, mappingSchema } from '@/features/statement-import/schema';
import { optionalDate, requiredDate } from '@/lib/date-fields';
import { EVENT_EDITABLE_COLUMNS as EVENT_KEYS } from '@/testing/event-columns';
import { optionalMoney, parseMoney, requiredMoney } from '@/lib/money-fields';
import { hostileRecord, hostileString, hostileValue } from '@/testing/hostile';

// Every form schema meets random and hostile values (docs/decisions/018-data-control-and-security-review.md):
// it never throws; it refuses with a message for every problem, or passes only finite numbers.
// Every export of a schema module is covered: a schema or a function that builds one has an entry
// in SCHEMAS, a function that reads what someone typed one in READERS, anything else a line in
// NOT_INPUT saying why; the first test fails for an export that has none.

const RUNS = 300;
let cases = 0;

/** The schema modules: each feature's schema files and the shared field helpers. */
const MODULES = import.meta.glob<Record<string, unknown>>(
  ['/src/features/*/*schema.ts', '/src/lib/*fields*.ts', '!/src/**/*.test.ts'],
  { eager: true },
);

/** A key of the tables below: the module's path under src, then the export's name. */
const keyOf = (path: string, name: string) => `${path.replace(/^\/src\//, '').replace(/\.ts$/, '')}#${name}`;

function finiteEverywhere(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value && typeof value === 'object') return Object.values(value).every(finiteEverywhere);
  return true;
}

/** The form's keys, each with a hostile value, or a hostile value in place of the whole form. */
const form = (keys: readonly string[]) => fc.oneof(hostileRecord(keys), hostileValue);

/** Text shaped like a date (so checks behind the format run), impossible ones included. */
const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

const MONEY_MESSAGES = { required: 'Enter an amount', invalid: 'Enter a number', tooSmall: 'Enter more' };

/** Each entry: a schema (a factory's called with what the form passes) and the input to fuzz it with. */
const SCHEMAS: Record<string, [z.ZodType, fc.Arbitrary<unknown>]> = {
  'features/goals/schema#goalFormSchema': [
    goalFormSchema,
    form([
      'title',
      'description',
      'targetAmount',
      'category',
      'priority',
      'targetDate',
      'notificationsEnabled',
      'reminderFrequency',
      'congratulationsEnabled',
    ]),
  ],
  'features/goals/schema#addFundsSchema': [addFundsSchema, form(['amount'])],
  'features/calendar/schema#eventFormSchema': [
    eventFormSchema,
    fc.oneof(
      form(EVENT_KEYS),
      hostileRecord(EVENT_KEYS).map((v) => ({ ...v, event_date: '' })),
    ),
  ],
  'features/calendar/forecast-schema#balanceSchema': [balanceSchema, form(['amount'])],
  'features/calendar/forecast-schema#whatIfSchema': [
    whatIfSchema,
    fc.oneof(
      form(['kind']),
      fc
        .tuple(
          fc.constantFrom(...WHAT_IF_KINDS),
          hostileRecord(['goal', 'amount', 'start', 'title', 'date', 'pattern', 'event']),
        )
        .map(([kind, rest]) => ({ ...rest, kind })),
    ),
  ],
  'features/auth/schema#signUpSchema': [
    signUpSchema,
    form(['firstName', 'lastName', 'email', 'password', 'referralCode']),
  ],
  'features/auth/schema#signInSchema': [signInSchema, form(['email', 'password'])],
  'features/auth/schema#forgotPasswordSchema': [forgotPasswordSchema, form(['email'])],
  'features/auth/schema#newPasswordSchema': [newPasswordSchema, form(['password', 'confirmPassword'])],
  'features/auth/schema#profileNamesSchema': [profileNamesSchema, form(['firstName', 'lastName'])],
  'features/checkup/schema#profileSchema': [
    profileSchema,
    form([
      'monthly_income',
      'monthly_essentials',
      'savings_balance',
      'high_interest_debt',
      'dependents',
      'life_cover',
      'retirement_saving_monthly',
    ]),
  ],
  'features/consultations/schema#preferredTimeSchema': [
    preferredTimeSchema,
    fc.oneof(form(['day', 'slot']), fc.record({ day: dateLike, slot: hostileValue })),
  ],
  'features/consultations/schema#consultationSchema': [
    consultationSchema('America/New_York', () => new Date('2027-03-01T12:00:00Z')),
    fc.oneof(
      form(['topic', 'contact_method', 'phone', 'times', 'note', 'consent', 'share_plan']),
      fc.record({
        topic: fc.oneof(fc.constantFrom(...TOPICS.map((t) => t.slug)), hostileString),
        contact_method: fc.constantFrom('email', 'phone'),
        phone: hostileString,
        times: fc.array(
          fc.record({
            day: fc.oneof(dateLike, hostileString),
            slot: fc.constantFrom(...SLOTS.map((t) => t.value)),
          }),
          { maxLength: 5 },
        ),
        note: hostileString,
        consent: fc.constant(true),
        share_plan: hostileValue,
      }),
    ),
  ],
  'features/career/schema#careerInterestSchema': [
    careerInterestSchema,
    fc.oneof(
      form([
        'first_name',
        'last_name',
        'email',
        'phone',
        'state',
        'licence',
        'hours_per_week',
        'note',
        'consent',
      ]),
      fc.record({
        first_name: hostileString,
        last_name: hostileString,
        email: hostileString,
        phone: hostileString,
        state: fc.oneof(fc.constantFrom('TX', 'CA', 'ZZ', ''), hostileString),
        licence: fc.constantFrom('none', 'studying', 'licensed'),
        hours_per_week: hostileString,
        note: hostileString,
        consent: fc.constant(true),
      }),
    ),
  ],
  'features/statement-import/schema#choiceSchema': [
    choiceSchema,
    form(['title', 'amount', 'event_type', 'category', 'reminder_enabled', 'reminder_days_before']),
  ],
  'features/statement-import/schema#mappingSchema': [
    mappingSchema,
    form(['date', 'description', 'amountKind', 'amount', 'debit', 'credit', 'balance']),
  ],
  'lib/money-fields#requiredMoney': [requiredMoney(0.01, MONEY_MESSAGES), hostileValue],
  'lib/money-fields#optionalMoney': [optionalMoney(0, MONEY_MESSAGES), hostileValue],
  'lib/date-fields#requiredDate': [requiredDate('Date is required'), fc.oneof(dateLike, hostileValue)],
  'lib/date-fields#optionalDate': [optionalDate(), fc.oneof(dateLike, hostileValue)],
};

/** Functions that read what someone typed: each must return, never throw, and return what it says. */
const READERS: Record<string, (raw: string) => void> = {
  'lib/money-fields#parseMoney': (raw) => {
    expect(typeof parseMoney(raw)).toBe('number');
  },
  'features/consultations/schema#isPhoneNumber': (raw) => {
    expect(typeof isPhoneNumber(raw)).toBe('boolean');
  },
  'features/calculators/schema#parseNumber': (raw) => {
    const parsed = parseNumber(raw, DEBT_FIELDS.balance);
    if (parsed.error === undefined) {
      expect(Number.isFinite(parsed.value)).toBe(true);
      expect(parsed.value).toBeGreaterThanOrEqual(DEBT_FIELDS.balance.min);
      expect(parsed.value).toBeLessThanOrEqual(DEBT_FIELDS.balance.max);
    } else {
      expect(parsed.error.trim()).not.toBe('');
    }
  },
  'features/calculators/schema#decodeDebt': (raw) => {
    for (const field of Object.values(decodeDebt(raw))) expect(typeof field).toBe('string');
  },
};

/** Exported functions that read no input of a person's, and why. */
const NOT_INPUT: Record<string, string> = {
  'features/goals/schema#templateFields': "a template's fields, from the app's own content",
  'features/goals/schema#goalFormValues': 'a stored goal as form values',
  'features/goals/schema#goalFromResult': "a calculator's result, already parsed, as a goal",
  'features/calendar/schema#eventFormDefaults': "the form's defaults for a day the app picked",
  'features/calendar/forecast-schema#toChange': 'values the what-if schema has parsed',
  'features/checkup/schema#profileInput': 'a stored profile as form values',
  'features/statement-import/schema#choiceInput': "a finding's choice as the edit form's values",
  'features/calculators/schema#encodeDebt': 'a parsed debt row as an address parameter',
};

describe('every schema module is fuzzed', () => {
  it('has an entry for each exported schema and function', () => {
    const expected = new Set<string>();
    for (const [path, module] of Object.entries(MODULES)) {
      for (const [name, value] of Object.entries(module)) {
        if (value instanceof z.ZodType || typeof value === 'function') expected.add(keyOf(path, name));
      }
    }
    const covered = [...Object.keys(SCHEMAS), ...Object.keys(READERS), ...Object.keys(NOT_INPUT)];
    expect(Object.keys(MODULES).length).toBeGreaterThan(5);
    expect(
      [...expected].filter((key) => !covered.includes(key)),
      'exports without a fuzz entry',
    ).toEqual([]);
    expect(
      covered.filter((key) => !expected.has(key)),
      'entries for exports that are gone',
    ).toEqual([]);
  });
});

describe('form schemas under hostile input', () => {
  it.each(Object.entries(SCHEMAS))(
    '%s: a clear message or finite values, never a throw',
    (_key, [schema, input]) => {
      fc.assert(
        fc.property(input, (value) => {
          cases++;
          const result = schema.safeParse(value);
          if (result.success) {
            expect(finiteEverywhere(result.data)).toBe(true);
          } else {
            for (const issue of result.error.issues) expect(issue.message.trim()).not.toBe('');
          }
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(Object.entries(READERS))('%s: returns what it says for any text, never throws', (_key, read) => {
    fc.assert(
      fc.property(fc.oneof(hostileString, dateLike), (raw) => {
        cases++;
        read(raw);
      }),
      { numRuns: RUNS },
    );
  });
});

afterAll(() => {
  // The count the fuzzing record quotes (docs/decisions/018-data-control-and-security-review.md).
  console.info(
    `form schema fuzzing: ${Object.keys(SCHEMAS).length} schemas, ${Object.keys(READERS).length} readers, ${cases} cases`,
  );
});
