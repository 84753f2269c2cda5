import { describe, expect, it } from 'vitest';
import {
  linkSegments,
  affiliateLink,
  qrFileName,
  referralRow,
  referralStats,
  referralStatus,
  type Referral,
} from './logic';

const profile = (over: Partial<NonNullable<Referral['profile']>> = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  email_confirmed_at: '2026-11-02T10:00:00Z',
  ...over,
});

const referral = (created_at: string, over: Partial<Referral> = {}): Referral => ({
  id: created_at,
  created_at,
  profile: profile(),
  ...over,
});

describe('linkSegments', () => {
  it('cuts after each slash, keeping host and code whole, and joins back to the link', () => {
    const link = 'https://app.example.com/affiliate/AGTXOR5CM';
    expect(linkSegments(link)).toEqual(['https:/', '/', 'app.example.com/', 'affiliate/', 'AGTXOR5CM']);
    expect(linkSegments(link).join('')).toBe(link);
  });
});

describe('affiliateLink', () => {
  it('is {origin}/affiliate/{agentCode}', () => {
    expect(affiliateLink('https://app.example', 'AGT123ABC')).toBe('https://app.example/affiliate/AGT123ABC');
  });
  it('keeps an odd code inside its path segment', () => {
    expect(affiliateLink('http://localhost:5173', 'a/b c')).toBe('http://localhost:5173/affiliate/a%2Fb%20c');
  });
});

describe('referralStatus', () => {
  it('is Active once the referred user confirmed the email, Pending before', () => {
    expect(referralStatus(profile())).toBe('Active');
    expect(referralStatus(profile({ email_confirmed_at: null }))).toBe('Pending');
  });
  it('is Pending when the profile cannot be read', () => {
    expect(referralStatus(null)).toBe('Pending');
  });
});

describe('referralStats', () => {
  const now = new Date(2026, 10, 22, 12);

  it('counts all, this calendar month and the active ones', () => {
    const referrals = [
      referral(new Date(2026, 10, 1, 0, 0).toISOString()),
      referral(new Date(2026, 10, 21).toISOString(), { profile: profile({ email_confirmed_at: null }) }),
      referral(new Date(2026, 9, 31, 23, 59).toISOString()),
      referral(new Date(2025, 10, 15).toISOString()),
    ];
    expect(referralStats(referrals, now)).toEqual({ total: 4, thisMonth: 2, active: 3 });
  });

  it('is all zeros without referrals', () => {
    expect(referralStats([], now)).toEqual({ total: 0, thisMonth: 0, active: 0 });
  });
});

describe('referralRow', () => {
  it('joins the names and formats the sign-up date', () => {
    expect(referralRow(referral(new Date(2026, 10, 5, 9).toISOString(), { id: 'r1' }))).toEqual({
      id: 'r1',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      signUpDate: 'Nov 05, 2026',
      status: 'Active',
    });
  });

  it('uses the one name there is', () => {
    const row = referralRow(referral('2026-11-05T09:00:00Z', { profile: profile({ first_name: null }) }));
    expect(row.name).toBe('Hopper');
  });

  it.each([
    ['no names and no email', profile({ first_name: null, last_name: '  ', email: null })],
    ['no readable profile', null],
  ])("shows 'N/A' for %s", (_label, missing) => {
    const row = referralRow(referral('2026-11-05T09:00:00Z', { profile: missing }));
    expect(row).toMatchObject({ name: 'N/A', email: 'N/A' });
  });
});

describe('qrFileName', () => {
  it('names the PNG after the code', () => {
    expect(qrFileName('AGT123ABC')).toBe('affiliate-qr-AGT123ABC.png');
  });
});
