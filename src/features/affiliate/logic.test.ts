import { describe, expect, it } from 'vitest';
import {
  linkSegments,
  affiliateLink,
  qrFileName,
  referralRow,
  referralStats,
  referralStatus,
  funnelRange,
  qrLink,
  shareItems,
  type Referral,
} from './logic';
import type { Funnel } from '@shared/agents/funnel.ts';

const profile = (over: Partial<NonNullable<Referral['profile']>> = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  ...over,
});

const referral = (created_at: string, over: Partial<Referral> = {}): Referral => ({
  id: created_at,
  created_at,
  active_at: '2026-11-03T10:00:00Z',
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
  it('is Active once the referred user created a goal or an event (active_at), as the card counts', () => {
    expect(referralStatus({ active_at: '2026-11-03T10:00:00Z' })).toBe('Active');
    // Every referral is a confirmed sign-up: confirming is not being active.
    expect(referralStatus({ active_at: null })).toBe('Not active yet');
  });
  it('does not depend on the profile being readable', () => {
    expect(referralRow(referral('2026-11-05T09:00:00Z', { profile: null })).status).toBe('Active');
  });
});

const funnel = (over: Partial<Funnel> = {}): Funnel => ({
  visits: 0,
  capped: false,
  signups: 0,
  confirmed: 0,
  active: 0,
  requested: 0,
  scheduled: 0,
  completed: 0,
  by_source: [],
  ...over,
});

describe('referralStats', () => {
  it('reads the cards from the funnel: referrals are confirmed sign-ups, active all time', () => {
    expect(
      referralStats(funnel({ confirmed: 2, active: 1 }), funnel({ signups: 9, confirmed: 7, active: 4 })),
    ).toEqual({ total: 7, thisMonth: 2, active: 4 });
  });
});

describe('funnelRange', () => {
  const now = new Date('2026-03-15T22:30:00Z');
  it('gives UTC days: this month, last month, the last 90 days, all time', () => {
    expect(funnelRange('this-month', now)).toEqual({ since: '2026-03-01', until: '2026-03-15' });
    expect(funnelRange('last-month', now)).toEqual({ since: '2026-02-01', until: '2026-02-28' });
    expect(funnelRange('last-90-days', now)).toEqual({ since: '2025-12-16', until: '2026-03-15' });
    expect(funnelRange('all-time', now)).toEqual({ since: null, until: null });
    expect(funnelRange('last-month', new Date('2026-01-02T00:00:00Z'))).toEqual({
      since: '2025-12-01',
      until: '2025-12-31',
    });
  });
});

describe('shareItems', () => {
  it('links each lesson and calculator with ?ref= and the quiz through the referral page with ?src=quiz', () => {
    const items = shareItems(
      'https://app.example',
      'AGT123ABC',
      [{ id: 'rule-of-72', title: 'The Rule of 72' }],
      [{ slug: 'debt-payoff', title: 'Debt Payoff Calculator' }],
    );
    expect(items.map((i) => [i.id, i.url])).toEqual([
      ['lesson:rule-of-72', 'https://app.example/learn/rule-of-72?ref=AGT123ABC'],
      ['calculator:debt-payoff', 'https://app.example/calculators/debt-payoff?ref=AGT123ABC'],
      ['quiz', 'https://app.example/affiliate/AGT123ABC?src=quiz'],
    ]);
    for (const item of items) expect(item.message).toContain(item.url);
  });

  it('gives the referral QR code its own source', () => {
    expect(qrLink('https://app.example/affiliate/AGT123ABC')).toBe(
      'https://app.example/affiliate/AGT123ABC?src=qr',
    );
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
