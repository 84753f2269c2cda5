import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 6 of the reader (docs/decisions/027): amounts by the unit ("$28 a class"), pay said by the
 * check, what a change's sentence is about, and the kinds of question it declines rather than
 * answering another: why a past figure was what it was, others' figures, a bill's future, a goal's
 * money spent elsewhere, and when to buy.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const event = (
  title: string,
  amount: number,
  event_type = 'bill',
  pattern: 'monthly' | 'bi-weekly' = 'monthly',
) => ({
  id: title,
  title,
  event_date: '2026-12-03',
  amount,
  event_type,
  recurrence_pattern: pattern,
  recurrence_day: null,
});

const data: UserSnapshot = {
  today: '2026-11-25',
  goals: [
    {
      title: 'Boat Fund',
      current_amount: 1_200,
      target_amount: 6_000,
      target_date: '2027-11-25',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-08-25',
    },
  ],
  events: [event('Mortgage', 1_600), event('Internet', 70), event('Salary', 1_800, 'income', 'bi-weekly')],
};

const read = (question: string) => readQuestion(question, data);

async function answer(question: string): Promise<string> {
  let text = '';
  for await (const piece of reply([{ role: 'user', content: question }], new AbortController().signal, data))
    text += piece;
  return text;
}

describe('amounts by the unit', () => {
  it('multiplies an amount by the unit by its count a week or a month', () => {
    expect(read('swim lessons, 2 classes a week at $28 a class, can we afford that?').numbers).toEqual([
      expect.objectContaining({ value: 56, frequency: 'weekly' }),
    ]);
    expect(read('a cleaner at $90 a visit, 2 visits a month: is that in the budget?').numbers).toEqual([
      expect.objectContaining({ value: 180, frequency: 'monthly' }),
    ]);
  });

  it('declines an amount by the day with no count, rather than taking it as a month', async () => {
    expect(read('can we afford parking at $14 a day?')).toMatchObject({
      intent: 'unsupported',
      decline: 'per-unit',
    });
    expect(await answer('can we afford parking at $14 a day?')).toMatch(
      /^I can't answer that yet: I read an amount for each one of something \(an hour, a day, a visit, a child\)/,
    );
  });

  it('adds a year of a daily amount with its days a week', async () => {
    expect(await answer('coffee is 4.25 a day, 6 days a week. annually?')).toMatch(/\$1,326\.00 a year/);
  });
});

describe('pay said by the check', () => {
  it('reads "X a check" as the pay, as often as the question says it comes', () => {
    const [pay] = read('paid weekly, 640 a check. could i take on a $150 a month loan?').numbers;
    expect(pay).toMatchObject({ value: 640, role: 'income', frequency: 'weekly' });
  });
});

describe('pay by the hour and other words for pay', () => {
  it("weighs a rate times weekly hours as the week's pay in an affordability question", async () => {
    const question = 'i earn 17.50 an hour, around 30 hrs a week. could i take on a $300 a month lease?';
    expect(read(question).numbers).toEqual([
      expect.objectContaining({ value: 525, role: 'income', frequency: 'weekly' }),
      expect.objectContaining({ value: 300 }),
    ]);
    const text = await answer(question);
    expect(text).toMatch(/\$525\.00 a week \(\$17\.50 an hour x 30\)/);
    // 525 x 52 / 12 = 2,275.00 a month, less the 1,670 of bills and the 300 asked.
    expect(text).toMatch(/\$305\.00 a month is left/);
  });

  it('reads a stipend, an offer and "every other friday I get" as pay', () => {
    expect(read('my fellowship stipend is 3.1k a month, can we do a $900 room?').numbers[0]).toMatchObject({
      role: 'income',
    });
    expect(read('the offer is 64k a year. could i swing $1,200 rent?').numbers[0]).toMatchObject({
      role: 'income',
      frequency: 'yearly',
    });
    expect(read('every other thursday i get 1,480. is a $500 car doable').numbers[0]).toMatchObject({
      role: 'income',
      frequency: 'bi-weekly',
    });
  });
});

describe("a balance supposed, and a bill's amount from now on", () => {
  it('reads "start me at $X" and "starting from $X" as the balance, and "lowest" as the forecast asked', () => {
    expect(read("start us at $900 — what's the lowest before the next salary?")).toMatchObject({
      intent: 'forecast-short',
      numbers: [expect.objectContaining({ value: 900, role: 'balance' })],
    });
  });

  it('reads the amount a bill "came back at" or is "starting next month" as its new amount', () => {
    expect(
      read('internet renewal came back at $82. do we stay in the black till payday?').change,
    ).toMatchObject({
      name: 'Internet',
      to: 82,
    });
    expect(read('the mortgage is 1,690 starting in january. short before payday?').change).toMatchObject({
      name: 'Mortgage',
      to: 1690,
    });
    expect(read('the mortgage is 1600 and we have 300 now, short before payday?').change).toBeNull();
  });

  it('reads "$X off the bill" and "jumps N" as changes by the amount', () => {
    expect(read('the bank will take $100 off the mortgage, ok till payday?').change).toMatchObject({
      to: 1_500,
    });
    expect(read('internet jumps 12 next month. trouble before my salary?').change).toMatchObject({
      to: 82,
    });
  });
});

describe('what a change is about', () => {
  it('takes the bill before "going up N" over a payday named after it', () => {
    expect(read("internet's going up 15, will i dip below zero before my salary?").change).toMatchObject({
      name: 'Internet',
      to: 85,
    });
  });

  it('declines two changes at once, one of them a bill dropped', () => {
    expect(read('mortgage up 60 and we cancel internet, how low do we get before payday?').intent).toBe(
      'unsupported',
    );
  });

  it('weighs a changed bill asked as "still ok each month"', () => {
    expect(read('internet goes up to $85. are we still okay each month?')).toMatchObject({
      intent: 'affordability',
      change: { name: 'Internet', to: 85 },
    });
  });
});

describe('what it declines, saying why', () => {
  it('declines why a past figure was what it was', async () => {
    expect(read('why was my salary lower this time?').decline).toBe('past-why');
    expect(await answer('why was my salary lower this time?')).toMatch(/^I can't see why/);
  });

  it("declines comparing the user's figures with other people's", async () => {
    expect(read('is our mortgage bigger than most families?').decline).toBe('others');
    expect(await answer('is our mortgage bigger than most families?')).toMatch(/^I can't answer that yet/);
  });

  it('declines whether a bill will change, offering to run a known new amount', async () => {
    expect(read('is my internet going to go up soon?').decline).toBe('future-change');
    expect(await answer('is my internet going to go up soon?')).toMatch(/^I can't know whether/);
  });

  it("declines advice on spending a goal's money elsewhere", () => {
    expect(read('should we raid the boat fund to cover the mortgage?').decline).toBe('goal-advice');
  });

  it('declines when to buy, with no figure', async () => {
    const text = await answer('is this a good month to buy silver?');
    expect(read('is this a good month to buy silver?').intent).toBe('live-figure');
    expect(text).toMatch(/^I can't know that/);
    expect(text).not.toMatch(/\d/);
  });

  it("declines a lender's threshold as a figure the app does not hold", () => {
    expect(read('what income do i need to get approved for a mortgage?').intent).toBe('outside');
  });

  it('declines a cost change supposed without its figure instead of looking the bill up', () => {
    expect(read('how much more will the internet be if we add a second line?').intent).toBe('unsupported');
  });

  it("declines a question about the user's own records that it cannot read, instead of a guide", async () => {
    expect(read('write a poem about our goals').intent).toBe('unsupported');
    expect(await answer('write a poem about our goals')).toMatch(/^I can't answer that yet/);
    expect(await answer('how big should my emergency savings be?')).toMatch(/3 to 6 months/);
  });
});

describe('sums and goals asked in other words', () => {
  it('shares a cost "for 5 of us" out when asked what each pays', async () => {
    expect(await answer('the cabin is 1,240 for 4 of us, what does each person pay?')).toMatch(
      /\$310\.00 each/,
    );
  });

  it('works the percent asked as "what % increase"', async () => {
    expect(await answer('the premium went from 80 to 92 a month, what % increase?')).toMatch(/15% more/);
  });

  it('reads "what month does it wrap up" as when a goal is reached at a monthly amount', () => {
    expect(read('boat fund at 400 a month, what month does it wrap up?').intent).toBe('goal-months');
  });

  it('declines how high a bill will be in a later month, without a figure', async () => {
    const text = await answer('how high will the internet bill be next summer?');
    expect(text).toMatch(/^I can't know whether that will change/);
    expect(text).not.toMatch(/\d/);
  });
});

describe("pay on top, the next bill, and the user's own month", () => {
  it("adds a second job's pay to the calendar's rather than putting it in its place", async () => {
    const text = await answer('with a side gig paying 250 a week could we take on a $400 a month car?');
    // 1,800 x 26 / 12 = 3,900.00, plus 250 x 52 / 12 = 1,083.33: 4,983.33 a month.
    expect(text).toMatch(/Income: \$4,983\.33 a month \(Salary \$1,800\.00 every two weeks/);
    expect(text).toMatch(/plus the \$250\.00 a week you stated/);
  });

  it('answers which bill is due next from the calendar', async () => {
    expect(read('which payment is due next?').intent).toBe('bills-due');
    expect((await answer('which payment is due next?')).split('\n')[2]).toMatch(
      /^- (?:Internet|Mortgage): Dec 03, 2026/,
    );
  });

  it("gives no guide's page for a question about the user's own month it cannot read", async () => {
    expect(await answer('how does my week look after the internet bill')).toMatch(/^I can't answer that yet/);
  });
});

describe('prices, raises and matches', () => {
  it("declines a price paid once rather than weighing it as a month's payment", async () => {
    expect(read('can we afford an 18k truck?').numbers[0]).toMatchObject({ value: 18_000, role: 'price' });
    expect(await answer('can we afford an 18k truck?')).toMatch(
      /^I can't answer that yet: I read \$18,000\.00 as a price paid once/,
    );
  });

  it('weighs the monthly payment beside a price, and says the price back', async () => {
    const text = await answer('could we swing a $32k boat at $390 a month?');
    expect(text).toMatch(/^Reading: a price of \$32,000\.00; \$390\.00 a month\./);
    // 3,900 - 1,670 - 390 = 1,840.00.
    expect(text).toMatch(/\$1,840\.00 a month is left/);
  });

  it('reads "a 5% raise" as a change to the pay', () => {
    expect(read('what if i get a 4% raise, how low before payday?').change).toMatchObject({
      kind: 'income',
      to: 1_872,
    });
  });

  it('declines an employer match rather than reading it as a return', async () => {
    const question = "i'm 28, 300 a month into my 401k plus a 4% match. what at 65?";
    expect(read(question).decline).toBe('employer-match');
    expect(await answer(question)).toMatch(/^I can't answer that yet: I don't add an employer's match/);
  });

  it('says it could not tell which bill, rather than naming a bill called "bill"', async () => {
    expect(await answer('what if it goes up by $40 before payday, am i short')).not.toMatch(/called "bill"/);
  });
});

describe('a share of what the question names', () => {
  it('declines "is my mortgage more than 30% of my income" rather than giving 30% of the mortgage', async () => {
    const text = await answer('is my mortgage more than 30% of my income?');
    expect(text).toMatch(/^I can't answer that yet/);
    expect(text).not.toMatch(/\$480\.00/);
  });

  it('still gives a share of the bill named after "of"', async () => {
    expect(await answer("what's 30% of my mortgage?")).toMatch(/\*\*\$480\.00\*\* is 30% of \$1,600\.00/);
  });
});

describe('goals named by their telling word', () => {
  it('reads "what share of the boat fund" as the Boat Fund goal\'s progress', async () => {
    expect(read('what share of the boat fund have we saved?').intent).toBe('goal-status');
    expect(await answer('what share of the boat fund have we saved?')).toMatch(/\(20%\)/);
  });
});
