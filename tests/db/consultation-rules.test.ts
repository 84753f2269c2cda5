import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_DAYS_AHEAD,
  MAX_OPEN_REQUESTS,
  MAX_PREFERRED_TIMES,
  SLOTS,
  timeProblem,
} from '../../src/features/consultations/logic.ts';
import { consultationSchema, isPhoneNumber } from '../../src/features/consultations/schema.ts';
import { CONTACT_METHODS, TOPICS } from '../../supabase/functions/_shared/consultations/topics.ts';
import { inHours, requestConsultation, type ConsultationFields } from './consultation-rows.ts';
import { confirmedUser, service, type TestUser, withDatabase } from './support.ts';

/**
 * The consultation rules have two homes: the form (schema.ts, logic.ts) and request_consultation.
 * Each is run over the same inputs at the edges of every limit, and must give the same answer.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

let user: TestUser;
beforeAll(async () => {
  user = await confirmedUser({}, 'rules');
});
afterAll(async () => {
  await service().auth.admin.deleteUser(user.id);
});

/** Whether request_consultation takes the request. */
async function serverAccepts(overrides: Partial<ConsultationFields>): Promise<boolean> {
  const { data, error } = await requestConsultation(user.client, {
    phone: '',
    preferred_times: [inHours(24)],
    note: '',
    ...overrides,
  });
  if (error) return false;
  // Gone again, so that neither the open nor the daily limit counts it.
  await service().from('consultation_requests').delete().eq('id', data);
  return true;
}

/** Whether the form takes the same fields (times as a valid slot: the time rule is tested apart). */
function formAccepts(fields: {
  topic?: string;
  contact_method?: string;
  phone?: string;
  note?: string;
  times?: number;
}): boolean {
  const schema = consultationSchema('UTC', () => new Date());
  const day = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
  return schema.safeParse({
    topic: fields.topic ?? 'general',
    contact_method: fields.contact_method ?? 'email',
    phone: fields.phone ?? '',
    times: Array.from({ length: fields.times ?? 1 }, (_, i) => ({
      day,
      slot: SLOTS[i % SLOTS.length]!.value,
    })),
    note: fields.note ?? '',
    consent: true,
  }).success;
}

describe('the form and request_consultation agree', () => {
  it("on topics and contact methods: each of the app's, and nothing else", async () => {
    for (const topic of [...TOPICS.map((t) => t.slug), 'retirement', '']) {
      expect(formAccepts({ topic }), topic).toBe(await serverAccepts({ topic }));
    }
    for (const method of [...CONTACT_METHODS.map((m) => m.value), 'fax', '']) {
      const phone = '+1 555 010 2000';
      expect(formAccepts({ contact_method: method, phone }), method).toBe(
        await serverAccepts({ contact_method: method, phone }),
      );
    }
  });

  it('on phone numbers: 7 to 15 digits, the usual punctuation, required to be called', async () => {
    await withDatabase(async (db) => {
      for (const phone of [
        '123456',
        '1234567',
        '+1 (555) 010-2000',
        '555.010.2000',
        '123456789012345',
        '1234567890123456',
        '555-CALL-NOW',
        '+44 20 7946 0958 ext',
        `${'1'.repeat(7)}${' '.repeat(24)}`,
      ]) {
        const { rows } = await db.query<{ ok: boolean }>('select private.is_phone_number($1) as ok', [phone]);
        expect(isPhoneNumber(phone), phone).toBe(rows[0]!.ok);
      }
    });
    for (const [method, phone] of [
      ['phone', ''],
      ['phone', '+1 555 010 2000'],
      ['email', '12345'],
    ]) {
      expect(formAccepts({ contact_method: method, phone }), `${method} ${phone}`).toBe(
        await serverAccepts({ contact_method: method, phone }),
      );
    }
  });

  it('on the note: at most 1,000 characters', async () => {
    for (const note of ['x'.repeat(1000), 'x'.repeat(1001)]) {
      expect(formAccepts({ note }), `${note.length}`).toBe(await serverAccepts({ note }));
    }
  });

  it(`on the number of preferred times: 1 to ${MAX_PREFERRED_TIMES}`, async () => {
    for (const count of [0, 1, MAX_PREFERRED_TIMES, MAX_PREFERRED_TIMES + 1]) {
      const times = Array.from({ length: count }, (_, i) =>
        new Date(Date.now() + (i + 1) * DAY).toISOString(),
      );
      expect(formAccepts({ times: count }), `${count}`).toBe(await serverAccepts({ preferred_times: times }));
    }
  });

  it(`on when: after now and within ${MAX_DAYS_AHEAD} days`, async () => {
    for (const offset of [
      -MINUTE,
      2 * MINUTE,
      MAX_DAYS_AHEAD * DAY - 2 * MINUTE,
      MAX_DAYS_AHEAD * DAY + 2 * MINUTE,
    ]) {
      const now = new Date();
      const at = new Date(now.getTime() + offset);
      expect(timeProblem(at, now) === null, `${offset / MINUTE} min`).toBe(
        await serverAccepts({ preferred_times: [at.toISOString()] }),
      );
    }
  });

  it(`on open requests: at most ${MAX_OPEN_REQUESTS} at a time`, async () => {
    const other = await confirmedUser({}, 'open');
    try {
      const ask = () =>
        requestConsultation(other.client, { phone: '', preferred_times: [inHours(24)], note: '' });
      for (let i = 0; i < MAX_OPEN_REQUESTS; i++) expect((await ask()).error).toBeNull();
      expect((await ask()).error?.message).toMatch(`already have ${MAX_OPEN_REQUESTS} open`);
    } finally {
      await service().auth.admin.deleteUser(other.id);
    }
  });
});
