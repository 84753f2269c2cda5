import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 8 of the reader (docs/decisions/027): a cost shared out, costs and hours by the hour, "+40"
 * to a bill, a change to a bill the user does not have, one goal against its own plan, two goals
 * together, amounts listed with their names, a salary said first, retirement ages said as "by 65"
 * and "from 38", and what is outside the app (acting on a goal, what a lender or a landlord wants,
 * taxes when filing, spending already done, an HSA's balance). Phrasings and the user here are this
 * file's own, not the evaluation sets'.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

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
      created_on: '2026-05-25',
    },
    {
      title: 'Cushion',
      current_amount: 3_000,
      target_amount: 9_000,
      target_date: '2028-05-25',
      completed_at: null,
      category: 'emergency',
      created_on: '2026-01-01',
    },
  ],
  events: [
    {
      id: 'l',
      title: 'Lease',
      event_date: '2026-12-01',
      amount: 1_500,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'i',
      title: 'Internet',
      event_date: '2026-12-12',
      amount: 70,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'w',
      title: 'Wages',
      event_date: '2026-12-04',
      amount: 2_400,
      event_type: 'income',
      recurrence_pattern: 'bi-weekly',
      recurrence_day: null,
    },
  ],
};

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

const none: UserSnapshot = { today: '2026-11-25', goals: [], events: [] };

describe('a cost shared out', () => {
  it('weighs the asker’s part of a cost split down the middle or with others', async () => {
    const half = await answer(
      'my sister and I are splitting a 1,800 apartment fifty-fifty, I net 2,600 a month, can I afford my half',
      none,
    );
    expect(half).toContain('a new payment of $900.00 a month ($1,800.00 split 2 ways)');
    expect(half).toContain('$1,700.00 a month is left');
    const thirds = await answer(
      'I earn 3,300 a month, can I afford a 2,100 rental if I split it with 2 housemates',
      none,
    );
    expect(thirds).toContain('$700.00 a month ($2,100.00 split 3 ways)');
  });

  it('shares a bill out per person when the people are counted', async () => {
    expect(await answer('six of us rented a cabin for $1,020, what is that per person')).toContain(
      '**$170.00 each**: $1,020.00 / 6',
    );
  });
});

describe('by the hour', () => {
  it('declines a cost by the hour with no hours, and weighs it by the week with them', async () => {
    expect(await answer('a dog trainer is $45 an hour, can I afford one')).toMatch(
      /^I can't answer that yet: I read an amount for each one of something \(an hour/,
    );
    const weekly = await answer('a tutor at $30 an hour for 4 hours a week, can we afford that');
    expect(weekly).toContain('a new payment of $120.00 a week ($30.00 an hour x 4)');
    expect(weekly).not.toMatch(/Income: \$[\d,.]+ a month \(the/);
  });

  it('never takes hours for an age or money', () => {
    expect(
      readQuestion('they cut my hours to 28 a week, can I still afford the lease', data).numbers,
    ).toEqual([]);
    expect(readQuestion('what hourly is 62,400 a year at 40 hrs', none).numbers).not.toContainEqual(
      expect.objectContaining({ role: 'age' }),
    );
  });

  it('works out an hourly rate from a year’s pay and hours that are a week’s', async () => {
    expect(await answer('what hourly is 62,400 a year at 40 hrs', none)).toContain('**$30.00 an hour**');
    expect(await answer('22.50 an hour, how much is that monthly full time at 40 hrs', none)).toContain(
      '**$3,900.00 a month**',
    );
  });
});

describe('changes to bills', () => {
  it('reads "+80" after a bill as a rise by that much, and a "+" in a name as a name', () => {
    expect(readQuestion('lease +80 from january, how low do I get before payday', data).change).toMatchObject(
      {
        to: 1_580,
      },
    );
    expect(readQuestion('hbo 9.99 and apple tv+ 6.99 a month, yearly total?', none).change).toBeNull();
  });

  it('says which bill it does not see when the one raised is not the user’s', async () => {
    expect(await answer('gym is raising to 65, will I go negative before payday')).toMatch(
      /^I can't answer that yet: I don't see a bill called "gym"/,
    );
  });

  it('says a pay cut is less coming in', async () => {
    expect(await answer('if my wages shrink to 2,200, how low do I go before payday')).toContain(
      'a month less coming in',
    );
  });
});

describe('goals', () => {
  it('answers how far one named goal is behind its own plan, not the furthest behind', async () => {
    const text = await answer('where is the cushion compared with where it should be by now');
    expect(text).toMatch(/^\*\*Cushion is (?:\$[\d,]+\.\d\d behind its plan|not behind its plan)\*\*/);
    expect(text).not.toContain('Boat Fund');
  });

  it('adds up what is left on two goals named together', async () => {
    expect(await answer('boat + cushion: remaining between them')).toContain(
      '**$10,800.00 still needed in all** for Boat Fund and Cushion',
    );
  });

  it('answers what has gone into a goal named without "my"', async () => {
    expect(await answer("boat fund: what's been put in so far")).toContain('$1,200.00 of $6,000.00');
    expect(await answer('everything saved across goals, total')).toContain('You have saved $4,200.00');
  });
});

describe('sums on the question’s own amounts', () => {
  it('adds amounts listed with their names, and reads a salary said first as a year’s', async () => {
    expect(await answer('netflix 15.49, hbo 9.99 and apple tv+ 6.99 a month, yearly total?', none)).toContain(
      '**$389.64 a year**',
    );
    expect(await answer('salary 78k, what is that each paycheck if paid biweekly', none)).toContain(
      '**$3,000.00 every two weeks**',
    );
  });

  it('does not take a 529 plan for $529', () => {
    expect(readQuestion('putting $200 a month into a 529, can we afford it', data).numbers).toEqual([
      expect.objectContaining({ value: 200 }),
    ]);
  });
});

describe('retirement ages', () => {
  it('reads "by 65" after an age as retiring, and "from 38 at 8%" as the age', () => {
    const by = readQuestion("I'm 44 and put 1,500 in every quarter at 6%, total by 65?", none);
    expect(by.intent).toBe('retirement-projection');
    expect(by.numbers).toContainEqual(expect.objectContaining({ value: 65, role: 'retire-age' }));
    expect(readQuestion('$900/mo from 31 at 7%, total at 65?', none).numbers).toContainEqual(
      expect.objectContaining({ value: 31, role: 'age' }),
    );
  });

  it('grows what is saved alone when nothing more is added', async () => {
    expect(
      await answer("I'm 50 with 20k and I'll never add another cent, what's it at 65 at 6%?", none),
    ).toMatch(
      /\*\*About \$[\d,]+\.\d\d by 65, an estimate: \$20,000\.00 already saved from age 50, with nothing added/,
    );
  });
});

describe('outside the app', () => {
  it('declines acting on a goal, others’ terms, taxes when filing, past spending and an HSA', () => {
    for (const question of [
      'rename my boat fund to sailboat',
      'what down payment do lenders want for a condo',
      'what rate would my credit union give me on a car loan',
      'can I write my home office off when I file',
      'what did we pay in fees on the lease last year',
    ])
      expect(readQuestion(question, data).intent, question).toBe('outside');
    expect(readQuestion("what's sitting in my hsa today", data).intent).toBe('not-held');
  });

  it('declines whether a bill will rise, when the question names the bill', async () => {
    expect(await answer('will my internet bill go up next year')).toMatch(
      /^I can't know whether that will change/,
    );
  });
});

describe('a balance supposed, run through the forecast', () => {
  it('reads the ways of asking how low the account goes', () => {
    for (const question of [
      'if checking had 800 in it, would I stay out of the red till payday',
      'only $400 in checking rn, how deep do i go before payday',
      'suppose I start with $1,900, lowest the account gets over the next 10 days',
      'say I had 2,000 today, what would the bottom be over the next 30 days',
    ])
      expect(readQuestion(question, data).intent, question).toBe('forecast-short');
  });
});

describe("the calendar's bills as a whole", () => {
  it('adds up the repeating bills over the period asked, and names the biggest', async () => {
    expect(await answer('how much do we spend on bills a month')).toContain(
      '**Your repeating bills come to $1,570.00 a month**: Lease $1,500.00 a month, Internet $70.00 a month.',
    );
    expect(await answer('what do my bills add up to in a year')).toContain(
      '**Your repeating bills come to $18,840.00 a year** ($1,570.00 a month)',
    );
    expect(await answer("what's my biggest expense")).toContain(
      '**Your biggest repeating bill is Lease: $1,500.00 a month**',
    );
  });

  it("gives one bill's share of the repeating income", async () => {
    // Wages $2,400 every two weeks are $5,200.00 a month; $1,500 of it is 28.85%.
    expect(await answer('what percent of my income goes to the lease')).toContain(
      '**28.85% of your income goes to Lease**: $1,500.00 a month of $5,200.00 a month.',
    );
  });

  it('leaves spending already done outside', () => {
    expect(readQuestion('how much did I spend on bills last month', data).intent).toBe('outside');
  });
});

describe("a loan's own figures", () => {
  it('says it cannot see them, rather than giving the monthly payment', async () => {
    expect(await answer('how much do I still owe on my car loan')).toMatch(
      /^I can't see your car loan balance/,
    );
    expect(await answer('when is my student loan paid off')).toMatch(
      /^I can't see your student loan payoff date/,
    );
    expect(await answer("what's the interest rate on my car loan")).toMatch(
      /^I can't see your car loan's interest rate/,
    );
  });

  it('asks for an age and a monthly amount when asked whether one can retire', async () => {
    expect(await answer('can we retire early')).toMatch(/^I need your age to project that/);
  });
});

describe('income and what the bills leave', () => {
  it("gives the calendar's repeating income over the period asked", async () => {
    expect(await answer('how much do I make a year')).toContain(
      '**Your repeating income comes to $62,400.00 a year** ($5,200.00 a month)',
    );
  });

  it('says what is left after the bills, a month or each payday', async () => {
    expect(await answer('is my paycheck enough to cover my bills')).toContain(
      '**$3,630.00 a month is left after your repeating bills**',
    );
    // $3,630.00 x 12 / 26 paydays.
    expect(await answer("what's left over each paycheck after bills")).toContain(
      '**$1,675.38 each payday is left after your repeating bills**',
    );
  });

  it('says how often a bill comes when asked', async () => {
    expect(await answer('is the internet bill recurring')).toMatch(/^Internet repeats every month\./);
  });
});

describe('a date asked for a goal, a raise, and small prices', () => {
  it("declines a monthly amount to a date other than the goal's own, and compares a reach date with it", async () => {
    expect(await answer('I want the boat money by march, how much a month')).toMatch(
      /^I can't answer that yet: I work out what to save each month to Boat Fund's own target date \(Nov 25, 2027\), not to March 2027\./,
    );
    expect(await answer('can I finish the boat fund by june if I put 600 a month')).toContain(
      'That is after June 2027, the date you asked about.',
    );
  });

  it('reads "a 200 raise per paycheck" as the pay changed', () => {
    expect(
      readQuestion("if I get a 200 raise per paycheck what's left each month", data).change,
    ).toMatchObject({
      kind: 'income',
      to: 2_600,
    });
  });

  it('reads a small price said before its noun, but not a count of bedrooms', () => {
    expect(
      readQuestion('can i afford a 40 gym membership and a 25 music plan', data).numbers.map((n) => n.value),
    ).toEqual([40, 25]);
    expect(
      readQuestion('a 2 bedroom apartment for 1,400, can we afford it', data).numbers.map((n) => n.value),
    ).toEqual([1_400]);
  });

  it('lowers a bill to a plan, rather than cancelling it', async () => {
    expect(await answer('if I drop my internet to a 45 dollar plan how much do I save a year')).toContain(
      '**$300.00 a year**',
    );
  });

  it('leaves an amount put in now out of how far behind a goal is', () => {
    expect(
      readQuestion('if i put 1000 into the cushion today how far behind am i then', data).intent,
    ).not.toBe('goal-behind');
  });
});

describe('sums of a rule, of time and of a share', () => {
  it('gives the 50/30/20 rule’s three shares of one amount', async () => {
    expect(await answer("what's the 50/30/20 rule on 3,000 a month", none)).toContain(
      '**Needs $1,500.00, wants $900.00 and saving or debt $600.00 a month**',
    );
  });

  it('divides an amount over the time given, each month or week', async () => {
    expect(await answer('i need 9k for a wedding in 12 months, how much per month', none)).toContain(
      '**$750.00 a month**: $9,000.00 / 12 months',
    );
    expect(await answer('1 year to save 2,600 for a trip, how much a week', none)).toContain(
      '**$50.00 a week**: $2,600.00 / 52 weeks',
    );
  });

  it('takes a share of a small amount said after it', async () => {
    expect(await answer('tip 15% on 60', none)).toContain('**$9.00** is 15% of $60.00');
  });

  it("gives a goal's amount each payday, not the payday", async () => {
    const text = await answer('how much will the boat fund cost me per paycheck');
    expect(text).toContain('each payday, paid every two weeks');
    expect(text).not.toMatch(/^\*\*Wages: next/);
  });
});

describe('how long money lasts, pay each time, prices each', () => {
  it('declines how long savings last without the spending, and works it out with it', async () => {
    expect(await answer('how long would the cushion last if i lost my job')).toMatch(
      /^I can't answer that yet: how long money lasts depends on what you spend each month/,
    );
    expect(
      await answer('I have 4,500 saved and spend 1,500 a month, how long would it last', none),
    ).toContain('**3 months**');
  });

  it('reads "1,600 each" after paydays said as pay each time', () => {
    expect(
      readQuestion('i get paid on the 1st and 15th, 1,600 each, can i afford 900 rent', none).numbers[0],
    ).toMatchObject({ value: 1_600, role: 'income', frequency: 'semi-monthly' });
  });

  it('multiplies a price each by its count, but gives no period it was not told', async () => {
    expect(await answer('3 concert tickets at 70 each, total?', none)).toContain('**$210.00**: $70.00 x 3.');
    expect(await answer('3 apps at 4.99 each, how much a year', none)).toMatch(/^I can't answer that yet/);
    expect(readQuestion('2 tickets at 80 each', none).numbers).not.toContainEqual(
      expect.objectContaining({ role: 'retire-age' }),
    );
  });
});

describe("what a bill's entry does not say", () => {
  it('declines the fee, the balance left or the company of a bill, rather than giving its date and amount', () => {
    for (const question of [
      'how much is the late fee on my lease',
      'how much is left on my internet contract',
      'who is my internet with',
    ])
      expect(readQuestion(question, data).intent, question).toBe('outside');
    expect(readQuestion('how much is my internet bill', data).intent).toBe('event-lookup');
  });
});

describe('advice, rates and records asked as if they were the calendar’s', () => {
  it('reads what is advised, a choice of two and the best rate on offer as what they are', () => {
    expect(readQuestion('how much should i spend on my lease', data).intent).not.toBe('event-lookup');
    expect(readQuestion('should i pay down the lease or put more in the cushion', data).intent).toBe(
      'personal-advice',
    );
    expect(readQuestion("what's the best cd rate", data).intent).toBe('live-figure');
    expect(readQuestion('what is my credit utilization', data).intent).toBe('not-held');
  });
});
