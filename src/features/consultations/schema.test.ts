import { describe, expect, it } from 'vitest';
import { consultationSchema, isPhoneNumber, type ConsultationInput } from './schema';

const now = new Date('2026-11-25T12:00:00Z');
const schema = consultationSchema('UTC', () => now);
const valid: ConsultationInput = {
  topic: 'income-for-life',
  contact_method: 'phone',
  phone: '+1 (555) 010-2030',
  times: [{ day: '2026-11-26', slot: 'morning' }],
  note: '',
  consent: true,
};

function messages(input: Partial<ConsultationInput>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...input });
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('consultationSchema', () => {
  it('takes a complete request', () => {
    expect(messages({})).toEqual({});
    expect(messages({ contact_method: 'email', phone: '' })).toEqual({});
  });

  it('says what to fix, field by field', () => {
    expect(messages({ consent: false })).toEqual({
      consent: 'Please agree to share your details so someone can contact you',
    });
    expect(messages({ topic: 'crypto' })).toEqual({ topic: 'Choose a topic' });
    expect(messages({ phone: '' })).toEqual({ phone: 'Enter a phone number to be called' });
    expect(messages({ contact_method: 'email', phone: 'call me' })).toEqual({
      phone: 'Enter a phone number of 7 to 15 digits',
    });
    expect(messages({ times: [] })).toEqual({ times: 'Choose at least one preferred time' });
    expect(messages({ times: [{ day: '2026-11-25', slot: 'morning' }] })).toEqual({
      times: 'That time has passed: choose a later one.',
    });
    expect(messages({ note: 'x'.repeat(1001) })).toEqual({ note: 'Keep the note to 1,000 characters' });
  });

  it('refuses a time without a day instead of throwing (found by fuzzing)', () => {
    expect(Object.keys(messages({ times: [{ day: '', slot: 'morning' }] }))).toEqual(['times.0.day']);
  });

  it('reads phone numbers as people type them', () => {
    expect(isPhoneNumber('555 0102')).toBe(true);
    expect(isPhoneNumber('+44 20 7946 0958')).toBe(true);
    expect(isPhoneNumber('123')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(isPhoneNumber('555-CALL-NOW')).toBe(false);
  });
});
