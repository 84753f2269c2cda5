import { describe, expect, it } from 'vitest';
import { change, rate, sourceLabel, type Funnel } from '../../supabase/functions/_shared/agents/funnel.ts';
import { buildSummary } from '../../supabase/functions/_shared/agents/summary.ts';

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

describe('the agent funnel rules', () => {
  it('rates a step against the one before, and says nothing when there is nothing before', () => {
    expect(rate(1, 3)).toBe(33);
    expect(rate(3, 3)).toBe(100);
    expect(rate(0, 0)).toBeNull();
  });

  it('says the change against the month before', () => {
    expect(change(5, 2)).toBe('+3');
    expect(change(2, 5)).toBe('−3');
    expect(change(4, 4)).toBe('no change');
  });

  it('names sources as people read them', () => {
    expect(sourceLabel('qr')).toBe('QR code');
    expect(sourceLabel('link')).toBe('Your link');
    expect(sourceLabel('lesson:rule-of-72')).toBe('Lesson: rule of 72');
    expect(sourceLabel('calculator:debt-payoff')).toBe('Calculator: debt payoff');
    expect(sourceLabel('flyer-2026')).toBe('flyer-2026');
    // Other holds a code typed at sign-up and every source the database does not know.
    expect(sourceLabel('other')).toBe('Other');
  });
});

describe('the monthly summary email', () => {
  const row = {
    log_id: 1,
    user_id: 'u1',
    email: 'marie@example.com',
    first_name: 'Marie\nBcc: x@evil.example',
    agent_code: 'AGT123ABC',
    month: '2026-10-01',
    funnel: funnel({
      visits: 40,
      signups: 4,
      confirmed: 3,
      by_source: [{ source: 'qr', visits: 30, signups: 3 }],
    }),
    previous: funnel({ visits: 50, signups: 1, confirmed: 1 }),
  };

  it('gives last month against the month before, by source, with a way to turn it off', () => {
    const email = buildSummary(row, 'https://app.example');
    expect(email.to).toBe('marie@example.com');
    expect(email.subject).toBe('Your October 2026 summary: 40 visits, 4 sign-ups');
    expect(email.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hi Marie Bcc: x@evil.example,',
        '- Visits: 40, −10 on the month before',
        '- Sign-ups: 4 (10% of visits), +3 on the month before',
        '- Confirmed: 3 (75% of sign-ups), +2 on the month before',
        '- Scheduled: 0 (— of requested), no change on the month before',
        '- QR code: 30 visits, 3 sign-ups',
        'Your dashboard: https://app.example/affiliate/dashboard',
      ]),
    );
    expect(email.text).toContain('Turn it off: https://app.example/dashboard/settings');
    expect(email.links).toEqual([
      'https://app.example/affiliate/dashboard',
      'https://app.example/dashboard/settings',
    ]);
  });

  it('escapes every value in the HTML', () => {
    const email = buildSummary({ ...row, first_name: '<b>Marie</b>' }, 'https://app.example');
    expect(email.html).toContain('Hi &#60;b&#62;Marie&#60;/b&#62;,');
    expect(email.html).not.toContain('<b>Marie');
  });
});
