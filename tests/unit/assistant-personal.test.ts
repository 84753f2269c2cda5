import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../supabase/functions/_shared/assistant/reading/read.ts';
import { personalAnswer, type UserSnapshot } from '../../supabase/functions/_shared/assistant/personal.ts';

const snapshot: UserSnapshot = {
  today: '2026-11-24', // a Tuesday
  goals: [
    {
      title: 'Emergency Fund',
      current_amount: 1200,
      target_amount: 5000,
      target_date: '2027-05-24',
      completed_at: null,
      category: 'security',
      created_on: '2026-05-24',
    },
    {
      title: 'Holiday',
      current_amount: 300,
      target_amount: 1000,
      target_date: null,
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-01-01',
    },
    {
      title: 'Laptop',
      current_amount: 900,
      target_amount: 900,
      target_date: null,
      completed_at: '2026-10-01T00:00:00Z',
      category: 'general',
      created_on: '2026-01-01',
    },
  ],
  events: [
    {
      title: 'Rent',
      event_date: '2026-10-28',
      amount: 1200,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: 28,
    },
    {
      title: 'Phone',
      event_date: '2026-11-26',
      amount: 45.5,
      event_type: 'bill',
      recurrence_pattern: null,
      recurrence_day: null,
    },
    {
      title: 'Gym',
      event_date: '2026-12-10',
      amount: 30,
      event_type: 'bill',
      recurrence_pattern: null,
      recurrence_day: null,
    },
    {
      title: 'Salary',
      event_date: '2026-11-30',
      amount: 3000,
      event_type: 'income',
      recurrence_pattern: 'monthly',
      recurrence_day: 30,
    },
  ],
};

const ask = (question: string, data: UserSnapshot) => personalAnswer(readQuestion(question, data), data);

describe("personalAnswer (the user's own numbers)", () => {
  it('says whether a goal is on pace as the Goals card does (issue 37: $2,500 of $10,000 by Sep 2027)', () => {
    const goal = {
      title: 'Emergency Fund',
      current_amount: 2500,
      target_amount: 10_000,
      target_date: '2027-09-30',
      completed_at: null,
      category: 'security',
      created_on: '2026-09-01',
    };
    const goalsOf = (over: Partial<typeof goal>, today = '2026-12-07') =>
      ask('How much am I saving toward my goals?', {
        today,
        goals: [{ ...goal, ...over }],
        events: [],
      });
    expect(goalsOf({})).toContain(
      '- Emergency Fund: $2,500.00 of $10,000.00 (25%), $7,500.00 to go, on track; save $833.34 a month to reach it by Sep 30, 2027',
    );
    expect(goalsOf({ current_amount: 2499.99 })).toContain(
      '$2,499.99 of $10,000.00 (24.9%), $7,500.01 to go, behind schedule; save',
    );
    expect(goalsOf({}, '2027-10-01')).toContain(
      '- Emergency Fund: $2,500.00 of $10,000.00 (25%), $7,500.00 to go, behind schedule: its target date, Sep 30, 2027, has passed',
    );
  });

  it('adds up the active goals first, then lists each with the monthly amount needed', () => {
    const answer = ask('How much am I saving toward my goals?', snapshot)!;
    expect(answer.split('\n')[0]).toBe(
      '**You have saved $1,500.00 of $6,000.00 (25%) across 2 active goals: $4,500.00 still to save.**',
    );
    expect(answer).toContain(
      // 6 of its 12 months have passed: the plan holds $2,500 (goal-pace.ts).
      '- Emergency Fund: $1,200.00 of $5,000.00 (24%), $3,800.00 to go, behind schedule; save $633.34 a month to reach it by May 24, 2027',
    );
    expect(answer).toContain('- Laptop: $900.00 of $900.00 (reached)');
  });

  it('answers about one goal by its name', () => {
    expect(ask('How is my holiday fund going?', snapshot)).toContain('Holiday: $300.00 of $1,000.00');
  });

  it('says so when the goal asked about does not exist, and names the ones that do', () => {
    const text = ask('How is my boat goal going?', snapshot)!;
    expect(text).toBe(
      'I can\'t answer that yet: I don\'t see a goal called "boat" on [your goals](/dashboard/goals). Yours are: Emergency Fund, Holiday, Laptop.',
    );
    expect(ask('How is my boat goal going?', { ...snapshot, goals: [] })).toContain('no savings goals yet');
  });

  it('lists the bills due this week, repeats included, with dates, amounts and the total', () => {
    const answer = ask('What bills are due this week?', snapshot)!;
    expect(answer.split('\n')[0]).toBe('**2 bills are due in the next 7 days, $1,245.50 in all:**');
    expect(answer).toContain('- Phone: Nov 26, 2026, $45.50');
    expect(answer).toContain('- Rent: Nov 28, 2026, $1,200.00');
    expect(answer).not.toContain('Gym');
    expect(answer).not.toContain('Salary');
  });

  it('finds the next payday', () => {
    expect(ask('When is my next payday?', snapshot)).toContain(
      'Your next payday is Nov 30, 2026: Salary, $3,000.00',
    );
  });

  it('puts the emergency fund and high-interest debt before investing or insurance', () => {
    const answer = ask('What should I do first?', snapshot)!;
    const order = ['emergency fund', 'high-interest debt', 'invest', 'life insurance'].map((t) =>
      answer.toLowerCase().indexOf(t),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(answer).toContain('Emergency Fund: $1,200.00 of $5,000.00');
  });

  it('says plainly when there is nothing to count, and leaves other questions alone', () => {
    const empty = { today: '2026-11-24', goals: [], events: [] };
    expect(ask('How much have I saved toward my goals?', empty)).toContain(
      "I can't answer that yet: you have no savings goals",
    );
    expect(ask('What bills are due this week?', empty)).toContain('Nothing is due in the next 7 days');
    expect(ask('What is the 4% rule?', snapshot)).toBeNull();
  });
});
