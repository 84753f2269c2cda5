import { describe, expect, it } from 'vitest';
import { arithmeticAnswer } from '../../../supabase/functions/_shared/assistant/arithmetic-answer';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';

/** Sums of time on the question's own numbers: hourly pay, and how long an amount takes. */
const sum = (question: string) => {
  const reading = readQuestion(question);
  expect(reading.intent).toBe('arithmetic');
  return arithmeticAnswer(reading);
};

describe('sums of time', () => {
  it('works out pay from an hourly rate and weekly hours, for the period asked', () => {
    expect(
      sum('our babysitter charges 18 an hour for about 12 hours every week, what is that a month?'),
    ).toMatch(/^\*\*\$936\.00 a month\*\*/);
    expect(sum('17.25/hr at 32 hrs a wk, yearly?')).toMatch(/^\*\*\$28,704\.00 a year\*\*/);
  });

  it('works out an hourly rate from a salary or a paycheck and its hours', () => {
    expect(sum('58,500 a year at 37.5 hours a week, hourly?')).toMatch(/^\*\*\$30\.00 an hour\*\*/);
    expect(sum('my paycheck is 1,920 every two weeks for 80 hours, whats my hourly')).toMatch(
      /^\*\*\$24\.00 an hour\*\*/,
    );
  });

  it('declines overtime, which the figures alone do not settle', () => {
    expect(sum('i make 21.50/hr and work 45 hrs a week, 5 of them overtime. weekly pay?')).toMatch(
      /^I can't answer that yet/,
    );
  });

  it('counts how long a repeating amount takes to clear or reach a total, rounded up', () => {
    expect(sum('paying $350/mo on a $5,600 balance, no interest, how many months to clear it')).toMatch(
      /^\*\*16 months\*\*/,
    );
    expect(sum('if i stash forty a week how long to reach two grand')).toMatch(
      /^\*\*50 weeks \(about 12 months\)\*\*/,
    );
    expect(
      sum("i borrowed $1,800 and i'm paying back $150 every two weeks, how long until i'm done?"),
    ).toMatch(/^\*\*12 payments, 24 weeks, about 6 months\*\*/);
  });
});
