import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/calendar/dates.ts';
import { buildDigest, type DigestRow } from '@shared/reminders/digest.ts';

const row: DigestRow = {
  user_id: 'u1',
  email: 'sam@example.com',
  first_name: 'Sam <b>',
  unsubscribe_token: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  items: [
    {
      kind: 'event',
      log_id: 1,
      id: 'e1',
      title: 'Rent & fees',
      date: '2026-12-25',
      amount: 1200,
      event_type: 'bill',
      days_before: 3,
    },
    {
      kind: 'goal',
      log_id: 2,
      id: 'g1',
      title: 'Car',
      saved: 500,
      target: 5000,
      target_date: null,
      per_month: null,
    },
  ],
};

describe('buildDigest', () => {
  it('names each event with its date and amount and each goal with saved and target', () => {
    const email = buildDigest(row, 'https://app.example.com', 'https://ref.supabase.co');
    expect(email.to).toBe('sam@example.com');
    expect(email.subject).toBe('Your reminders: 2 items');
    expect(email.text).toContain('- Rent & fees: Dec 25, 2026 (in 3 days), -$1,200.00');
    expect(email.text).toContain('- Car: $500.00 saved of $5,000.00');
    expect(email.text).toContain('Open your calendar: https://app.example.com/dashboard/calendar');
  });

  it('escapes what users typed in the HTML', () => {
    const { html } = buildDigest(row, 'https://app.example.com', 'https://ref.supabase.co');
    expect(html).toContain('Hi Sam &#60;b&#62;,');
    expect(html).toContain('Rent &#38; fees');
    expect(html).not.toContain('<b>');
  });

  it('ends with an unsubscribe link that needs no sign-in, and offers one-click unsubscribe to mail apps', () => {
    const email = buildDigest(row, 'https://app.example.com', 'https://ref.supabase.co');
    const page = 'https://app.example.com/unsubscribe?token=1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    expect(email.links.at(-1)).toBe(page);
    expect(email.text.endsWith(`Unsubscribe: ${page}`)).toBe(true);
    expect(email.headers).toEqual({
      'List-Unsubscribe':
        '<https://ref.supabase.co/functions/v1/unsubscribe?token=1b4e28ba-2fa1-41d2-883f-0016d3cca427>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('writes dates as the app does', () => {
    expect(formatDate('2027-02-05')).toBe('Feb 05, 2027');
  });
});
