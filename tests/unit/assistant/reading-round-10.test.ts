import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { numberWordsToDigits } from '../../../supabase/functions/_shared/assistant/reading/number-words';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 10 of the reader (docs/decisions/027): money received named after its amount ("in
 * alimony", "from the county"), pay named as the sentence's subject, pay "more" from a second
 * source, a cut said with a verb's -s, a request to edit a goal, taxes and loan forgiveness of the
 * user's own, digits before a scale word, things bought once, a bill's new amount said as a quote
 * or a switch, pay said with its frequency, and more ways of asking whether a cost fits. Phrasings
 * and the user here are this file's own.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const data: UserSnapshot = {
  today: '2026-11-25',
  goals: [
    {
      title: 'Canoe',
      current_amount: 300,
      target_amount: 1_500,
      target_date: '2027-11-25',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-11-20',
    },
  ],
  events: [
    {
      id: 'h',
      title: 'Mortgage',
      event_date: '2026-12-01',
      amount: 1_300,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'i',
      title: 'Home insurance',
      event_date: '2027-01-10',
      amount: 450,
      event_type: 'bill',
      recurrence_pattern: 'quarterly',
      recurrence_day: null,
    },
    {
      id: 'c',
      title: 'Cell',
      event_date: '2026-12-12',
      amount: 70,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'p',
      title: 'Salary',
      event_date: '2026-12-04',
      amount: 1_800,
      event_type: 'income',
      recurrence_pattern: 'bi-weekly',
      recurrence_day: null,
    },
  ],
};

const read = (question: string, snapshot: UserSnapshot | undefined = data) =>
  readQuestion(question, snapshot);
const roles = (question: string) => readQuestion(question).numbers.map((n) => [n.value, n.role, n.frequency]);

async function answer(question: string, snapshot: UserSnapshot | undefined = data): Promise<string> {
  let text = '';
  for await (const piece of reply(
    [{ role: 'user', content: question }],
    new AbortController().signal,
    snapshot,
  ))
    text += piece;
  return text;
}

describe('money received, said by what it is', () => {
  it('reads an amount "in alimony" after the pay as more income', () => {
    expect(
      roles('I make 2,000 every two weeks plus 300 a month in alimony. can I afford a 150/mo gym'),
    ).toEqual([
      [2_000, 'income', 'bi-weekly'],
      [300, 'income', 'monthly'],
      [150, 'new-payment', 'monthly'],
    ]);
  });

  it('keeps an amount the asker pays out "in alimony" as a payment', () => {
    expect(
      roles('I make 4,000 a month and I pay 600 a month in alimony. can I afford a 200 a month loan'),
    ).toContainEqual([600, 'payment', 'monthly']);
  });

  it('reads pay "from the county" every two weeks as income', () => {
    expect(
      roles(
        'my mother gets 700 every two weeks from the county and I clear 2,100 a month. can we add a 90 a month phone',
      ),
    ).toContainEqual([700, 'income', 'bi-weekly']);
  });

  it('reads pay named as the subject, its amount after a comma or "at"', () => {
    expect(roles('my only pay is a pension, 2,250 a month. is 400 a month for a lease ok')).toContainEqual([
      2_250,
      'income',
      'monthly',
    ]);
    expect(roles('pay arrives twice a month at 1,400. is a 900 rent too much')).toContainEqual([
      1_400,
      'income',
      'semi-monthly',
    ]);
    // A bill named as the subject stays what it was.
    expect(roles('my rent is due monthly, 1,100. can I afford a 60 a month gym')).not.toContainEqual([
      1_100,
      'income',
      'monthly',
    ]);
  });

  it('reads "invoice" and a second job that "adds ... more" as income, as often as the pay before it', () => {
    expect(roles('i invoice about 4,200 a month, could a 180/mo studio desk work')).toContainEqual([
      4_200,
      'income',
      'monthly',
    ]);
    expect(
      roles('my pension is 2,000 a month and my weekend gig adds 500 more. could i handle a $250 payment'),
    ).toContainEqual([500, 'income', 'monthly']);
    // "More" with its own frequency keeps it.
    expect(
      roles(
        'my pension is 2,000 a month and my weekend gig adds 100 more a week. could i handle a $250 payment',
      ),
    ).toContainEqual([100, 'income', 'weekly']);
  });
});

describe('numbers and prices', () => {
  it('reads digits before a scale word', () => {
    expect(numberWordsToDigits('about 4 hundred a month')).toBe('about 400 a month');
    expect(numberWordsToDigits('2.5 thousand saved')).toBe('2500 saved');
    expect(numberWordsToDigits('1,500 hundred')).toBe('1,500 100');
  });

  it('reads a scooter or a fridge as a price paid once, not a month', () => {
    expect(read('eyeing a 2,300 electric scooter, can I afford it').numbers[0]?.role).toBe('price');
    expect(read('a 1,100 fridge, can I afford that').numbers[0]?.role).toBe('price');
    // With a monthly payment named, it is the payment.
    expect(read('can I afford a 90 a month scooter lease').numbers[0]?.role).not.toBe('price');
  });

  it('applies a cut said as "drops" when the new amount is asked', async () => {
    expect(await answer('my stipend is 1,600 but drops 25 percent in june, what will it be')).toContain(
      '$1,200.00',
    );
    // Asked as the cut itself, the share is the answer.
    expect(await answer('my stipend is 1,600 and drops 25 percent, how much is the drop')).toContain(
      '$400.00',
    );
  });
});

describe('declined as kinds', () => {
  it.each([
    'please change the name of my canoe goal to kayak',
    'update the target date on my canoe goal',
    'do i owe federal tax on my disability payments',
    'when will my student loans be discharged',
  ])('declines "%s"', async (question) => {
    expect(await answer(question)).toMatch(/^I can't/);
  });

  it('still reads a bill that changes to an amount as a supposed change', () => {
    expect(read('if my cell changes to 45, what is the lowest before payday').change).toMatchObject({
      name: 'Cell',
      to: 45,
    });
  });
});

describe('a bill or pay changed, said another way', () => {
  it('reads a renewal quote as the bill at its new amount', () => {
    expect(
      read("home insurance renewal quote is 510 a quarter, what's my lowest before payday").change,
    ).toMatchObject({
      name: 'Home insurance',
      to: 510,
    });
  });

  it('reads switching to a cheaper plan as the bill at that amount', () => {
    expect(
      read('switching to a 50 dollar cell plan, does my low point before payday change').change,
    ).toMatchObject({
      name: 'Cell',
      to: 50,
    });
  });

  it('reads "reduce our mortgage to" and "mortgage to" as a new amount', () => {
    expect(
      read('if the bank would reduce our mortgage to 1,200, lowest before payday?').change,
    ).toMatchObject({
      name: 'Mortgage',
      to: 1_200,
    });
    expect(read('mortgage to 1.25k, lowest over the next fortnight?')).toMatchObject({
      change: { name: 'Mortgage', to: 1_250 },
      horizon: { kind: 'days', days: 14 },
    });
  });

  it('reads a check or pay said with its frequency as the pay', () => {
    expect(read('if my weekly check drops to 700, how low before payday').change).toMatchObject({
      kind: 'income',
      event: { id: 'p' },
    });
    expect(read('biweekly pay goes up to 1,950, lowest before payday?').change).toMatchObject({
      kind: 'income',
      to: 1_950,
    });
  });

  it('reads "am I negative" as asking how low the balance goes', () => {
    expect(read('if i had 600 in checking, am i negative before payday').intent).toBe('forecast-short');
  });
});

describe('whether a cost fits, asked another way', () => {
  it.each([
    'swim lessons are $90 per month. can our budget accommodate that?',
    'does a 25 a month streaming add-on fit our budget',
    'would a storage unit at 120 a month be sensible?',
    'my husband wants a boat that would be 300 a month financed, can we actually do that',
  ])('weighs "%s" as affordability', (question) => {
    expect(read(question).intent).toBe('affordability');
  });

  it('weighs what a month looks like after a change', async () => {
    const text = await answer('what would my monthly look like if the cell went to 55');
    // 1,800 x 26 / 12 = 3,900; bills 1,300 + 150 + 55 = 1,505; left 2,395.
    expect(text).toContain('$2,395.00');
  });

  it('does not read a lease term as a figure to work with', async () => {
    const text = await answer(
      'my bank will lower the mortgage to 1,250 if I lock in for 5 years. what is left each month',
    );
    // 3,900 - (1,250 + 150 + 70) = 2,430.
    expect(text).toContain('$2,430.00');
  });
});

describe('ages said first, goals slacked on, sums over a year', () => {
  it('reads a bare number opening the question before "with" or "now" as the age', () => {
    expect(roles('52 with 60k in my ira and adding 900 a month, what do i have at 65')).toContainEqual([
      52,
      'age',
      null,
    ]);
    expect(roles('58 now, hoping to quit at 67, putting away 700 a month, the total then?')).toContainEqual([
      58,
      'age',
      null,
    ]);
    // An amount opening the question stays an amount.
    expect(roles('52 dollars with tax, how much a year if monthly')).not.toContainEqual([52, 'age', null]);
  });

  it('reads "slacking on" as which goal is behind', () => {
    expect(read('what goal have i been slacking on').intent).toBe('goal-behind');
  });

  it('reads "yearly sum" and "a full year of" as sums over the year', async () => {
    expect(await answer('1,150 comes in every other week — yearly sum?')).toContain('$29,900.00');
    expect(await answer('a whole year of the mortgage comes to?')).toContain('$15,600.00');
  });
});

describe('a goal named whole, a bill lowered by someone else', () => {
  it('reads a goal named by its whole title, or as "the ... fund", as its status', () => {
    expect(read('is the canoe on track').intent).toBe('goal-status');
    expect(read("what's the monthly figure to hit the canoe fund target date").intent).toBe('goal-status');
    // What is advised is not the goal's status.
    expect(read("what's a good canoe fund target").intent).not.toBe('goal-status');
  });

  it('reads "the bank lowers mortgage to" as the bill at its new amount', () => {
    expect(
      read('say the bank lowers mortgage to 1,150, do i dip below zero before payday').change,
    ).toMatchObject({
      name: 'Mortgage',
      to: 1_150,
    });
    // Hours cut to a number are not a bill's amount.
    expect(read('say my boss cuts hours to 30, do i dip below zero before payday').change?.to).not.toBe(30);
  });
});
