import { describe, expect, it } from 'vitest';
import { careerEmail, invitingAgent, type CareerEmailRow } from '@shared/career/emails.ts';

const row: CareerEmailRow = {
  id: 7,
  kind: 'confirm',
  interest_id: 'i-1',
  token: '0e8a6e55-0b6c-4e5b-9c0a-1f2e3d4c5b6a',
  to_address: 'pat@example.com',
  first_name: 'Pat',
  last_name: 'Prospect',
  email: 'pat@example.com',
  phone: '+1 512 555 0100',
  state: 'TX',
  licence: 'studying',
  hours_per_week: 12,
  note: 'Evenings <b>only</b>\nBcc: evil@example.com',
  agent_first_name: 'Jane',
  agent_last_name: 'Doe',
};
const context = { appUrl: 'https://app.example', houseInbox: 'house@example.com' };

describe('career interest emails', () => {
  it('asks the prospect to confirm, with a withdraw link, naming the agent by first name and initial', () => {
    const mail = careerEmail(row, context);
    expect(mail.to).toBe('pat@example.com');
    expect(mail.subject).toBe('Confirm your career interest for Jane D.');
    expect(mail.text).toContain(
      'Confirm my career interest: https://app.example/career-opportunity/confirm?token=0e8a6e55-0b6c-4e5b-9c0a-1f2e3d4c5b6a',
    );
    expect(mail.text).toContain(
      'Withdraw my career interest: https://app.example/career-opportunity/withdraw?token=0e8a6e55-0b6c-4e5b-9c0a-1f2e3d4c5b6a',
    );
    expect(mail.links).toHaveLength(2);
    expect(mail.text).not.toContain('Doe');
  });

  it("tells the agent, the prospect's words quoted and escaped, every line of ours one line", () => {
    const mail = careerEmail(
      { ...row, kind: 'confirmed', to_address: 'jane@example.com', last_name: 'Pro\nspect' },
      context,
    );
    expect(mail.to).toBe('jane@example.com');
    expect(mail.subject).toBe('New career interest: Pat Pro spect');
    expect(mail.text).toContain('State: Texas');
    expect(mail.text).toContain('Licence: Studying for it');
    expect(mail.text).toContain('> Evenings <b>only</b>\n> Bcc: evil@example.com');
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.html).toContain('Evenings &#60;b&#62;only&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>only');
  });

  it('sends a house interest to the house inbox', () => {
    const mail = careerEmail(
      { ...row, kind: 'confirmed', to_address: null, agent_first_name: null },
      context,
    );
    expect(mail.to).toBe('house@example.com');
    expect(invitingAgent(null, null)).toBe('our team');
    expect(invitingAgent('Jane', null)).toBe('Jane');
  });
});
