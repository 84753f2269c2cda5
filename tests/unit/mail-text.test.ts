import { describe, expect, it } from 'vitest';
import { consultationEmail, type ConsultationEmailRow } from '@shared/consultations/emails.ts';
import { MAX_SUBJECT_LENGTH, oneLine, quoted, subjectLine } from '@shared/mail.ts';
import { buildDigest } from '@shared/reminders/digest.ts';

// decisions/020: a user's text cannot add a header to a subject nor a line of ours to a plain-text
// email, in the consultation emails and the reminders alike.

describe('oneLine and subjectLine', () => {
  it('turn every run of control characters, separators and spaces into one space', () => {
    expect(oneLine(' Eve\r\nBcc: attacker@example.com\t\u0000x\u2028y\u2029z\u0085 ')).toBe(
      'Eve Bcc: attacker@example.com x y z',
    );
    expect(oneLine('Ada  Lovelace')).toBe('Ada Lovelace');
  });

  it('drop the text-direction overrides and isolates that would turn the rest of a line around', () => {
    expect(oneLine('Eve \u202Emoc.live\u202C\u2066x\u2069\u202A')).toBe('Eve moc.live x');
  });

  it('cap a subject at its length, ending with an ellipsis', () => {
    const subject = subjectLine(`New request: ${'a'.repeat(500)}`);
    expect(subject).toHaveLength(MAX_SUBJECT_LENGTH);
    expect(subject.endsWith('…')).toBe(true);
    expect(subjectLine('Short\nsubject')).toBe('Short subject');
  });
});

describe('quoted', () => {
  it("prefixes each line of someone's words, whatever the line break, and drops control characters", () => {
    expect(quoted('One\r\nTwo\rThree\u2028Four\n\nFive\u0007!')).toEqual([
      '> One',
      '> Two',
      '> Three',
      '> Four',
      '>',
      '> Five !',
    ]);
  });
});

const row: ConsultationEmailRow = {
  id: 1,
  kind: 'requested',
  request_id: '00000000-0000-4000-8000-000000000002',
  to_address: 'agent@example.com',
  user_email: 'eve@example.com',
  user_first_name: 'Eve\r\nBcc: attacker@example.com',
  user_last_name: 'Smith\n\nOpen your affiliate dashboard: http://evil.example',
  agent_first_name: 'Ada\r\n',
  agent_last_name: 'Lovelace',
  topic: 'general',
  contact_method: 'email',
  phone: null,
  preferred_times: ['2027-01-20T14:00:00Z'],
  time_zone: 'UTC',
  note: 'Call me.\nOpen your affiliate dashboard: http://evil.example',
  scheduled_at: '2027-01-20T15:30:00Z',
  decline_reason: 'Sorry.\r\nSee your consultation requests: http://evil.example',
  shared_plan_deleted: true,
  updated_at: '2026-11-25T12:00:00Z',
};
const context = { appUrl: 'https://app.example', houseInbox: 'house@example.com', now: new Date() };
const kinds = ['requested', 'cancelled', 'scheduled', 'declined', 'handed_to_house'] as const;

/** The plain text's lines that are not quoted: those a reader takes for ours. */
const ownLines = (text: string) => text.split('\n').filter((line) => !line.startsWith('>'));

describe('consultation emails with hostile text', () => {
  it.each(kinds)('%s: the subject is one line', (kind) => {
    const { subject } = consultationEmail({ ...row, kind }, context);
    expect(subject).not.toMatch(/[\r\n\t]/);
    expect(subject.length).toBeLessThanOrEqual(MAX_SUBJECT_LENGTH);
  });

  it.each(kinds)('%s: no line of the plain text passes for ours', (kind) => {
    const { text } = consultationEmail({ ...row, kind }, context);
    for (const line of ownLines(text)) {
      expect(line).not.toMatch(
        /^(Open your affiliate dashboard|See your consultation requests): http:\/\/evil/,
      );
      expect(line).not.toMatch(/^Bcc:/);
    }
  });

  it("keeps the name on its line and quotes the note as the user's words", () => {
    const { subject, text } = consultationEmail(row, context);
    expect(subject).toBe(
      'New consultation request: Eve Bcc: attacker@example.com Smith Open your affiliate dashboard: http://evil.example, General',
    );
    expect(text).toContain(
      'Name: Eve Bcc: attacker@example.com Smith Open your affiliate dashboard: http://evil.example\n',
    );
    expect(text).toContain(
      'Their note, in their words:\n> Call me.\n> Open your affiliate dashboard: http://evil.example\n',
    );
  });

  it("quotes a decline's reason", () => {
    const { text } = consultationEmail({ ...row, kind: 'declined' }, context);
    expect(text).toContain(
      'Their reason, in their words:\n> Sorry.\n> See your consultation requests: http://evil.example\n',
    );
    expect(text).toContain('Ada Lovelace could not take');
  });
});

describe('reminder emails with hostile text', () => {
  it('keep the subject, the greeting and each title on one line', () => {
    const email = buildDigest(
      {
        user_id: 'u1',
        email: 'sam@example.com',
        first_name: 'Sam\r\nBcc: attacker@example.com',
        unsubscribe_token: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        items: [
          {
            kind: 'goal_completed',
            log_id: 1,
            id: 'g1',
            title: 'Car\r\nUnsubscribe: http://evil.example',
            saved: 5000,
            target: 5000,
          },
        ],
      },
      'https://app.example',
      'https://api.example',
    );
    expect(email.subject).toBe('Congratulations! You reached Car Unsubscribe: http://evil.example');
    expect(email.text.split('\n')[0]).toBe('Hi Sam Bcc: attacker@example.com,');
    expect(email.text.split('\n').filter((line) => line.includes('evil.example'))).toEqual([
      '- You reached Car Unsubscribe: http://evil.example: $5,000.00 saved of $5,000.00.',
    ]);
  });
});
