import { describe, expect, it } from 'vitest';
import { assistantPath, paths, signUpWithReferral } from './paths';

describe('assistantPath', () => {
  it('puts the prompt into ?prompt= encoded, so the chat page reads it back unchanged', () => {
    const prompt = 'Is $500,000 enough? 4% & more / less #1';
    const path = assistantPath(prompt);
    expect(path).toBe(`/dashboard/empowered-ai?prompt=${encodeURIComponent(prompt)}`);
    expect(new URL(path, 'http://localhost').searchParams.get('prompt')).toBe(prompt);
  });
});

describe('built paths', () => {
  it('encode what they carry', () => {
    expect(paths.affiliate.referral('AB 1/2')).toBe('/affiliate/AB%201%2F2');
    expect(new URL(signUpWithReferral('A&B'), 'http://localhost').searchParams.get('ref')).toBe('A&B');
    expect(paths.dashboard.lesson('saving-habits')).toBe('/dashboard/financial-education/saving-habits');
    expect(paths.dashboard.solution('life-insurance')).toBe('/dashboard/solutions/life-insurance');
  });
});
