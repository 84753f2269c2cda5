import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../supabase/functions/_shared/assistant/reading/read.ts';
import {
  checkupAnswer,
  type CheckupItem,
} from '../../supabase/functions/_shared/assistant/checkup-answer.ts';

const item = (id: string, status: CheckupItem['status'], title: string): CheckupItem => ({
  id,
  status,
  title,
  detail: `${title} detail.`,
  links: [{ label: `${title} link`, href: `/dashboard/${id}` }],
});

const checks = [
  item('emergency-fund', 'attention', 'Emergency fund'),
  item('high-interest-debt', 'good', 'High-interest debt'),
  item('bills-share', 'attention', 'Bills and income'),
  item('goals-on-pace', 'unknown', 'Goals on pace'),
];

describe('checkupAnswer', () => {
  it('answers only questions about where the user stands or what to fix first', () => {
    expect(readQuestion('How much is my rent?').intent).not.toMatch(/checkup|fix-first/);
    expect(readQuestion('What should I do first?').intent).toBe('what-first');
    expect(readQuestion('How am I doing?').intent).toBe('checkup');
    expect(readQuestion('What should I tackle first?').intent).toBe('fix-first');
    expect(checkupAnswer('checkup', undefined)).toBeNull();
  });

  it('lists what needs attention first, then what looks good, then what it cannot judge', () => {
    const answer = checkupAnswer('checkup', checks)!;
    expect(answer).toMatch(
      /^\*\*Your financial check-up: 2 need attention, 1 looks good, 1 needs more numbers\.\*\*/,
    );
    expect(answer.indexOf('Bills and income')).toBeLessThan(answer.indexOf('High-interest debt'));
    expect(answer.indexOf('High-interest debt')).toBeLessThan(answer.indexOf('Goals on pace'));
    expect(answer).toContain('(/dashboard/check-up)');
  });

  it('starts with the first check that needs attention, in the check-up’s order, with its links', () => {
    const answer = checkupAnswer('fix-first', checks)!;
    expect(answer).toMatch(/^\*\*Start with your emergency fund\.\*\* Emergency fund detail\./);
    expect(answer).toContain('- [Emergency fund link](/dashboard/emergency-fund)');
    expect(answer).toContain('After that: bills and income.');
  });

  it('says nothing needs fixing when nothing does, and asks for numbers when none are given', () => {
    const fine = checks.map((c) => ({ ...c, status: c.status === 'attention' ? 'good' : c.status }));
    expect(checkupAnswer('fix-first', fine)).toMatch(/Nothing in your check-up needs fixing/);
    const none = checks.map((c): CheckupItem => ({ ...c, status: 'unknown' }));
    expect(checkupAnswer('checkup', none)).toMatch(/can't tell you yet/);
  });
});
