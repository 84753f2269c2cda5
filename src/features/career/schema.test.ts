import { describe, expect, it } from 'vitest';
import { careerInterestSchema, EMPTY_CAREER_INTEREST } from './schema';

const valid = {
  ...EMPTY_CAREER_INTEREST,
  first_name: ' Pat ',
  last_name: 'Prospect',
  email: ' pat@example.com ',
  state: 'TX',
  hours_per_week: '10',
  consent: true,
};

const problems = (over: Partial<typeof valid>) => {
  const result = careerInterestSchema.safeParse({ ...valid, ...over });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('careerInterestSchema', () => {
  it('takes a valid interest, trimmed', () => {
    const result = careerInterestSchema.parse(valid);
    expect(result).toMatchObject({ first_name: 'Pat', email: 'pat@example.com', phone: '' });
  });

  it('refuses what the database refuses', () => {
    expect(problems({ first_name: 'Pat\nBcc' })).toEqual({
      first_name: 'Use one line: no line breaks, tabs or other control characters',
    });
    expect(problems({ last_name: 'x'.repeat(101) })).toEqual({ last_name: 'Use at most 100 characters' });
    expect(problems({ email: 'nope' })).toEqual({ email: 'Enter a valid email address' });
    expect(problems({ phone: '12' })).toEqual({ phone: 'Enter a phone number of 7 to 15 digits' });
    expect(problems({ state: 'ZZ' })).toEqual({ state: 'Choose your state' });
    expect(problems({ hours_per_week: '0' })).toHaveProperty('hours_per_week');
    expect(problems({ hours_per_week: '81' })).toHaveProperty('hours_per_week');
    expect(problems({ hours_per_week: '2.5' })).toHaveProperty('hours_per_week');
    expect(problems({ note: 'x'.repeat(501) })).toEqual({ note: 'Use at most 500 characters' });
    expect(problems({ consent: false })).toEqual({
      consent: 'Please agree to be contacted so someone can reach you',
    });
  });
});
