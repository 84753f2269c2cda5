import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { leftOut } from '../../../supabase/functions/_shared/assistant/reading/coverage';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * A worked answer uses every figure of its question or declines (docs/decisions/027), and the
 * reading pieces behind the third round: an amount said back, "ish", a share asked as a percentage,
 * and questions a guide's page is not for.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const monthly = { recurrence_pattern: 'monthly' as const, recurrence_day: null, event_type: 'bill' };
const household: UserSnapshot = {
  today: '2026-11-27',
  goals: [
    {
      title: 'Vacation',
      current_amount: 600,
      target_amount: 3000,
      target_date: '2027-05-26',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-09-28',
    },
    {
      title: 'New Car',
      current_amount: 1000,
      target_amount: 8000,
      target_date: null,
      completed_at: null,
      category: 'transportation',
      created_on: '2026-10-28',
    },
  ],
  events: [
    { id: 'rent', title: 'Rent', event_date: '2026-11-30', amount: 1250, ...monthly },
    { id: 'phone', title: 'Phone', event_date: '2026-12-12', amount: 65, ...monthly },
    {
      id: 'pay',
      title: 'Paycheck',
      event_date: '2026-12-03',
      amount: 2100,
      event_type: 'income',
      recurrence_pattern: 'bi-weekly',
      recurrence_day: null,
    },
  ],
};

async function answer(question: string): Promise<string> {
  let text = '';
  for await (const piece of reply(
    [{ role: 'user', content: question }],
    new AbortController().signal,
    household,
  ))
    text += piece;
  return text;
}

describe('leftOut', () => {
  it('names the figures and goals a worked answer does not write, as the user would read them', () => {
    const reading = readQuestion(
      'if I put $600 a month toward the vacation and the new car, when is each done',
      household,
    );
    expect(leftOut(reading, 'At $600 a month Vacation is done in 4 months.')).toEqual(['New Car']);
    expect(leftOut(reading, 'Vacation and New Car: $300 a month each.')).toEqual(['$600.00']);
    expect(leftOut(reading, 'At $600.00 a month: Vacation in 4 months, New Car in 12.')).toEqual([]);
  });

  it('reads an age or a rate followed by a comma as written, and 30,000 as another figure', () => {
    const reading = readQuestion('Is $600 a month enough for retirement if I am 30 at 4%?');
    expect(leftOut(reading, '$600.00 a month from age 30, at 4% a year')).toEqual([]);
    expect(leftOut(reading, '$600.00 a month, $30,000 by then, at 4.5% a year')).toEqual(['30', '4%']);
  });
});

describe('a worked answer that would leave a figure out', () => {
  it('declines a share of an amount between goals rather than giving one goal all of it', async () => {
    for (const question of [
      'if I split $600 a month between the vacation and a boat, when is it done',
      'if I split $600 a month evenly between vacation and the car, when does each finish?',
    ])
      expect((await answer(question)).split('\n')[0]).toMatch(/^I can't answer that yet/);
  });

  it('answers a change and a new payment together', async () => {
    const text = await answer("if rent goes to 1,325 and I add a 60 dollar gym, what's left each month?");
    // $4,550.00 a month in, $1,325 + $65 out: $3,160.00 left; less $60: $3,100.00.
    expect(text).toContain(
      'after Rent at $1,325.00 and the new payment of $60.00 a month, $3,100.00 a month is left',
    );
  });
});

describe('the reading', () => {
  it('reads a bill said back at its amount today as that bill, with the other amount its new one', () => {
    const reading = readQuestion(
      'ok so i pay $65 for my phone now. would a $110 a month plan be affordable?',
      household,
    );
    expect(reading.intent).toBe('affordability');
    expect(reading.change).toMatchObject({ to: 110, event: { title: 'Phone' } });
    expect(reading.numbers.map((n) => n.role)).toEqual(['current', 'new-amount']);
  });

  it('reads "$300ish a month" as $300 a month, and "5 grand" as $5,000', () => {
    expect(readQuestion('is like $300ish a month for a boat slip doable for me').numbers[0]).toMatchObject({
      value: 300,
      frequency: 'monthly',
    });
    expect(readQuestion('making 5 grand a month').numbers[0]).toMatchObject({ value: 5000, role: 'income' });
  });

  it('reads "the 4% rule" as a rule, not a return', () => {
    const reading = readQuestion(
      "I'm 30 and save $350/mo for retirement. what yearly income would that give me with the 4% rule",
    );
    expect(reading.intent).toBe('retirement-projection');
    expect(reading.numbers.find((n) => n.unit === 'percent')?.role).toBe('rule');
  });
});

describe('goals and bills asked about loosely', () => {
  it('asks for a target date before a monthly amount "on time" for a goal with none', async () => {
    const text = await answer('how much a month do i need to hit my new car goal on time');
    expect(text.split('\n')[0]).toMatch(/^I need a target date for New Car/);
    expect(text).toContain('$7,000.00 is still needed');
  });

  it('gives a repeating bill over the period asked', async () => {
    // Phone, $65.00 a month: $780.00 a year.
    expect(await answer('what does my phone cost me for the whole year')).toContain(
      '**Phone: $780.00 a year**',
    );
  });

  it('asks what a purchase would cost before weighing it', async () => {
    expect((await answer('is a new boat in the budget for me right now or nah')).split('\n')[0]).toMatch(
      /^I need what it would cost/,
    );
  });

  it('reads pay from a job that "pays" it', () => {
    const reading = readQuestion(
      'switching jobs, the new one pays 1,250 weekly. could I afford 900 a month',
      household,
    );
    expect(reading.numbers.map((n) => [n.value, n.role, n.frequency])).toEqual([
      [1250, 'income', 'weekly'],
      [900, 'new-payment', 'monthly'],
    ]);
  });
});

describe('sums on the question’s own figures', () => {
  it.each([
    ['what percent of 3,800 is 950', '**25%**'],
    ['how much is 6.5% sales tax on $1,240', '**$80.60**'],
    ['$32,000 car with 20% down. how much down?', '**$6,400.00**'],
    ["75k salary. how much is each paycheck if I'm paid every two weeks", '**$2,884.62 every two weeks**'],
  ])('%s', async (question, result) => {
    expect(await answer(question)).toContain(result);
  });
});

describe('what a guide is not for', () => {
  it.each([
    'go ahead and pay my phone bill',
    'set up autopay for my car payment please',
    'whats my credit card balance right now',
    'how much did I spend on takeout last month',
  ])('declines "%s"', async (question) => {
    expect((await answer(question)).split('\n')[0]).toMatch(/^I can't|^I'm not sure/);
  });

  it('still answers a concern said as a statement', async () => {
    expect(await answer('I am afraid of outliving my savings')).toContain(
      '/dashboard/solutions/income-for-life',
    );
  });
});
