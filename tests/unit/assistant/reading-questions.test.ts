import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import { debtOrInvestAnswer } from '../../../supabase/functions/_shared/assistant/calculate-answer';
import { referencedGoals } from '../../../supabase/functions/_shared/assistant/goal-answer';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { readFigures, splitQuestions } from '../../../supabase/functions/_shared/assistant/read-question';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';
import { runTool } from '../../../supabase/functions/_shared/assistant/tools';
import { addMonths, goalReach } from '../../../supabase/functions/_shared/finance/goal-reach';

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const snapshot: UserSnapshot = {
  today: '2026-11-24',
  goals: [
    {
      title: 'Emergency Fund',
      current_amount: 2500,
      target_amount: 10000,
      target_date: '2027-09-24',
      completed_at: null,
      category: 'security',
      created_on: '2026-08-24',
    },
    {
      title: 'Beach Holiday',
      current_amount: 600,
      target_amount: 3000,
      target_date: null,
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-01-01',
    },
  ],
  events: [
    {
      title: 'Water bill',
      event_date: '2026-12-03',
      amount: 61.25,
      event_type: 'bill',
      recurrence_pattern: null,
      recurrence_day: null,
    },
  ],
};

async function answer(question: string, data: UserSnapshot | undefined = snapshot): Promise<string> {
  let text = '';
  for await (const piece of reply([{ role: 'user', content: question }], new AbortController().signal, data))
    text += piece;
  return text;
}

describe('goalReach (months rounded up, the date that many calendar months on)', () => {
  it('works out the rest at a monthly amount', () => {
    expect(goalReach(750_000, 30_000, '2026-11-24')).toEqual({
      remainingCents: 750_000,
      months: 25,
      reachedOn: '2028-12-24',
    });
    expect(goalReach(750_001, 30_000, '2026-11-24')!.months).toBe(26);
    expect(goalReach(0, 30_000, '2026-11-24')).toBeNull();
    expect(goalReach(100, 0, '2026-11-24')).toBeNull();
  });

  it('keeps the day of the month, or the month’s last day (as date-fns addMonths does)', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 25)).toBe('2028-02-29');
    expect(addMonths('2026-11-24', 2)).toBe('2027-01-24');
  });
});

describe('readFigures gives each amount the role its words give it', () => {
  const roles = (q: string) => readFigures(q).amounts.map((a) => [a.value, a.role]);
  it.each([
    ['I spend $3,000 a month', [[3000, 'expenses']]],
    ['My outgoings are 2k a month', [[2000, 'expenses']]],
    ['if I put away $250 a month', [[250, 'contribution']]],
    ['I set aside $1,000 monthly', [[1000, 'contribution']]],
    [
      'I owe $4,000 and pay $120 a month',
      [
        [4000, 'balance'],
        [120, 'payment'],
      ],
    ],
    ['$6,000 on my card at 19%', [[6000, 'balance']]],
    ['9k of student loans', [[9000, 'balance']]],
    ['I have $2,000 saved', [[2000, 'saved']]],
    ['how long at $300 a month', [[300, 'monthly']]],
    ['what about $500 for the trip', [[500, 'unknown']]],
  ])('"%s"', (question, expected) => {
    expect(roles(question)).toEqual(expected);
  });

  it('does not read a 401k as an amount', () => {
    expect(readFigures('my employer matches my 401k').amounts).toEqual([]);
  });
});

describe('splitQuestions', () => {
  it('cuts at a question word after "and", a question mark or a semicolon, and keeps statements with their question', () => {
    expect(splitQuestions('What is left on my holiday, and when do I get paid?')).toEqual([
      'What is left on my holiday',
      'when do I get paid?',
    ]);
    expect(
      splitQuestions('I owe $2,000 at 20% and pay $100 a month; how long is that? What is a budget?'),
    ).toEqual(['I owe $2,000 at 20% and pay $100 a month; how long is that?', 'What is a budget?']);
    expect(splitQuestions('I have $5,000 and add $100 per month at 5% for 15 years')).toEqual([
      'I have $5,000 and add $100 per month at 5% for 15 years',
    ]);
  });
});

describe('referencedGoals', () => {
  it('finds a goal by its title, a word of it after "my", or its kind when it is the only one', () => {
    expect(referencedGoals('what is left on the emergency fund', snapshot.goals).map((g) => g.title)).toEqual(
      ['Emergency Fund'],
    );
    expect(referencedGoals('how far is my beach trip', snapshot.goals).map((g) => g.title)).toEqual([
      'Beach Holiday',
    ]);
    expect(referencedGoals('when can I afford my vacation', snapshot.goals).map((g) => g.title)).toEqual([
      'Beach Holiday',
    ]);
    expect(referencedGoals('how much is a vacation', snapshot.goals)).toEqual([]);
  });
});

describe('three questions read as asked', () => {
  it('answers what is still needed and how long at $300 a month, not an emergency fund range', async () => {
    const text = await answer(
      'How much do I still need for my emergency fund, and how long at $300 a month?',
    );
    expect(text).toContain('$7,500.00 still needed for Emergency Fund');
    expect(text).toContain('At $300 a month that is 25 months: you reach it by Dec 24, 2028.');
    expect(text).not.toContain('Aim for');
    expect(text).not.toContain('$900');
  });

  it('answers the amount still needed for a named goal', async () => {
    const text = await answer('How much do I still need for my Emergency Fund?');
    expect(text.split('\n')[0]).toBe(
      '**$7,500.00 still needed for Emergency Fund** ($2,500.00 of $10,000.00 saved, 25%). To reach it by Sep 24, 2027, save $750.00 a month; you are on track.',
    );
  });

  it('compares paying off a card at 22% with what investing can be expected to return', async () => {
    const text = await answer('Should I pay off my credit card at 22% or invest?');
    expect(text.split('\n')[0]).toContain('Pay off the debt first');
    expect(text).toContain('guaranteed 22%');
    expect(text).toContain('5 to 7% after inflation');
    expect(text).toContain('not guaranteed');
    expect(text).not.toMatch(/smallest balance first|\/dashboard\/solutions\//);
  });
});

describe('the offline responder on goals, two-part questions and unclear amounts', () => {
  it('asks how much a month when a goal with no target date is asked about with no amount', async () => {
    const text = await answer('When will my beach holiday be paid for?');
    expect(text).toMatch(/^I need to know: how much can you put toward Beach Holiday each month\?/);
    expect(text).toContain('$2,400.00 is still needed');
  });

  it('asks what an amount is instead of guessing', async () => {
    expect((await answer('Beach holiday and $200?')).split('\n')[0]).toMatch(
      /^I need to know: is \$200 what you can save/,
    );
    expect((await answer('Emergency fund, $450 a month?')).split('\n')[0]).toBe(
      'I need to know: is $450 what you spend each month, or what you can save each month toward an emergency fund?',
    );
    expect((await answer('Loan at 9% with $250, how long?', undefined)).split('\n')[0]).toBe(
      'I need to know: is $250 what you owe, or what you pay each month?',
    );
  });

  it('still gives the range when the amount is what is spent', async () => {
    expect(await answer('My expenses are $1,800 a month: emergency fund?')).toContain(
      'Aim for $5,400 to $10,800',
    );
  });

  it('answers both parts of a two-part question, and a bill asked about twice once', async () => {
    const text = await answer('When is my water bill due, and how much is it?');
    expect(text.match(/Water bill: due Dec 03, 2026, \$61\.25/g)).toHaveLength(1);
    const both = await answer('What is the 50/30/20 rule, and what is left on my beach holiday?');
    expect(both).toContain('50%');
    expect(both).toContain('$2,400.00 still needed');
  });

  it('weighs a low rate against investing without saying the debt comes first', () => {
    const text = debtOrInvestAnswer(readQuestion('My mortgage is 3.5%: overpay it or invest?'));
    expect(text).toContain('3.5%');
    expect(text).toContain('investing can be expected to come out ahead');
    expect(text).not.toMatch(/debt first/i);
    expect(debtOrInvestAnswer(readQuestion('Loan at 7% or invest?'))).toContain('close call');
    expect(readQuestion('How should I prioritize saving, debt and investing?').intent).not.toBe(
      'debt-or-invest',
    );
  });
});

describe('goal_reach tool (the language model gets the same figures)', () => {
  it('gives the rest, and the months and date at a monthly amount', () => {
    expect(runTool('goal_reach', '{"title":"emergency fund","monthly":300}', snapshot)).toEqual({
      title: 'Emergency Fund',
      today: '2026-11-24',
      reached: false,
      remaining: 7500,
      target_date: '2027-09-24',
      monthly_needed: 750,
      at_monthly: { monthly: 300, months: 25, reached_on: '2028-12-24' },
    });
    expect(runTool('goal_reach', '{"title":"Boat","monthly":300}', snapshot)).toEqual({
      error: 'title must be the title of one of the goals get_goals lists.',
    });
  });
});
