import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  consultationEmail,
  PLAN_DELETED_LINE,
  type ConsultationEmailRow,
} from '@shared/consultations/emails.ts';

const row: ConsultationEmailRow = {
  id: 7,
  kind: 'requested',
  request_id: '00000000-0000-4000-8000-000000000001',
  to_address: 'agent@example.com',
  user_email: 'eve@example.com',
  user_first_name: 'Eve <script>',
  user_last_name: 'O"Neil & Co',
  agent_first_name: 'Ada',
  agent_last_name: 'Lovelace',
  topic: 'income-for-life',
  contact_method: 'phone',
  phone: '+1 555 010 2030',
  preferred_times: ['2027-01-20T14:00:00Z', '2027-01-21T18:00:00Z'],
  time_zone: 'America/New_York',
  note: 'Line one,\nline two; <b>bold</b>',
  scheduled_at: null,
  decline_reason: null,
  shared_plan_deleted: false,
  updated_at: '2026-11-25T12:00:00Z',
};
const context = {
  appUrl: 'https://app.example',
  houseInbox: 'house@example.com',
  now: new Date('2026-11-25T12:00:00Z'),
};

describe('consultationEmail', () => {
  it("tells the agent who asks, about what, how and when, in the user's time zone, escaped in HTML", () => {
    const email = consultationEmail(row, context);
    expect(email.to).toBe('agent@example.com');
    expect(email.subject).toBe('New consultation request: Eve <script> O"Neil & Co, Income For Life');
    expect(email.text).toContain('Contact by: Phone (+1 555 010 2030)');
    expect(email.text).toContain('Wed, Jan 20, 9:00 AM EST');
    expect(email.text).toContain('Thu, Jan 21, 1:00 PM EST');
    expect(email.html).not.toMatch(/<script>|<b>bold/);
    expect(email.html).toContain('Eve &#60;script&#62; O&#34;Neil &#38; Co');
    expect(email.links).toEqual(['https://app.example/affiliate/dashboard']);
  });

  it('sends a house request to the house inbox', () => {
    expect(consultationEmail({ ...row, to_address: null }, context).to).toBe('house@example.com');
  });

  it('gives the user the time and an .ics that calendars read at the same moment', () => {
    const email = consultationEmail(
      { ...row, kind: 'scheduled', to_address: 'eve@example.com', scheduled_at: '2027-01-20T15:30:00Z' },
      context,
    );
    expect(email.to).toBe('eve@example.com');
    expect(email.subject).toBe('Your consultation is scheduled: Wed, Jan 20, 10:30 AM EST');
    expect(email.text).toContain('Ada Lovelace will call you at +1 555 010 2030.');
    const [attachment] = email.attachments ?? [];
    expect(attachment).toMatchObject({ filename: 'consultation.ics', contentType: 'text/calendar' });
    const ics = new TextDecoder().decode(Uint8Array.from(atob(attachment!.content), (c) => c.charCodeAt(0)));
    const event = new ICAL.Event(ICAL.Component.fromString(ics).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Consultation with Ada Lovelace');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-20T15:30:00.000Z');
    expect(event.uid).toBe(`consultation-${row.request_id}@empowered-finance`);
  });

  it('names the house when no agent invited the user, and tells the reason of a decline', () => {
    const email = consultationEmail(
      {
        ...row,
        kind: 'declined',
        agent_first_name: null,
        agent_last_name: null,
        decline_reason: 'Only <Texas>',
      },
      context,
    );
    expect(email.to).toBe('eve@example.com');
    expect(email.text).toContain('an advisor from our team could not take');
    expect(email.text).toContain('Their reason, in their words:\n> Only <Texas>\n');
    expect(email.html).toContain('Only &#60;Texas&#62;');
  });

  it('tells the user whose agent left that the house has the request, and what became of the shared plan', () => {
    const handed = { ...row, kind: 'handed_to_house' as const, to_address: 'eve@example.com' };
    const email = consultationEmail({ ...handed, agent_first_name: null, agent_last_name: null }, context);
    expect(email.to).toBe('eve@example.com');
    expect(email.subject).toBe('Your consultation request on Income For Life is with our team now');
    expect(email.text).toContain('An advisor from our team handles your request now');
    expect(email.text).not.toContain(PLAN_DELETED_LINE);
    expect(email.links).toEqual(['https://app.example/dashboard/consultation']);

    const withPlan = consultationEmail(
      { ...handed, shared_plan_deleted: true, scheduled_at: '2027-01-20T15:30:00Z' },
      context,
    );
    expect(withPlan.text).toContain(PLAN_DELETED_LINE);
    expect(withPlan.text).toContain('Your appointment on Wed, Jan 20, 10:30 AM EST stands, with our team.');
  });
});
