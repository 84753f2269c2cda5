import { describe, expect, it } from 'vitest';
import { publicPageSource, referralPageSource } from './logic';

describe('visit sources', () => {
  it('takes the referral page ?src= when the database would, else the plain link', () => {
    expect(referralPageSource('qr')).toBe('qr');
    expect(referralPageSource(' QR ')).toBe('qr');
    expect(referralPageSource('lesson:budgeting')).toBe('lesson:budgeting');
    expect(referralPageSource(null)).toBe('link');
    expect(referralPageSource('')).toBe('link');
    expect(referralPageSource('<script>')).toBe('link');
    expect(referralPageSource('x'.repeat(41))).toBe('link');
  });

  it('names a public lesson or calculator, and nothing else', () => {
    expect(publicPageSource('/learn/rule-of-72')).toBe('lesson:rule-of-72');
    expect(publicPageSource('/learn/rule-of-72/')).toBe('lesson:rule-of-72');
    expect(publicPageSource('/calculators/debt-payoff')).toBe('calculator:debt-payoff');
    expect(publicPageSource('/')).toBeNull();
    expect(publicPageSource('/learn/')).toBeNull();
    expect(publicPageSource('/learn/Budgeting')).toBeNull();
  });
});
