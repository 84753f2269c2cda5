import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import { weddingHousehold } from './wedding-household';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 19 of the reader (docs/decisions/027): figures said as "thou", in digits and scale words
 * mixed, with quarters; a conversion asked as "weekly to yearly"; two people's savings and a sum
 * aimed for in a retirement question; pay named by where it comes from; the bill after a payday and
 * the days between two bills; and what it declines (a letter-prefixed dollar, "north of", an ask to
 * act in a later sentence, records the app does not hold, saving that stops early, a sum with no
 * figures). Then pay said as a count a year or by its two days, an allowance, what an age is
 * beside; sums of a term (a loan's interest, a lease's total), of overtime, of a price per use and
 * of a quantity at a unit price; a letter's greeting and closing, "true or false:" and a blank to
 * fill in. Phrasings are this file's own; the user is round 16's.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const data = weddingHousehold;

const values = (question: string) =>
  readQuestion(question, data).numbers.map((n) => ({ value: n.value, role: n.role }));

async function answer(question: string): Promise<string> {
  let text = '';
  for await (const piece of reply([{ role: 'user', content: question }], new AbortController().signal, data))
    text += piece;
  return text;
}

describe('figures as they are said', () => {
  it('reads "thou", digits mixed with scale words, and quarters', () => {
    expect(values('we take home 6 thou a month, is an 800 daycare bill doable')).toEqual([
      { value: 6000, role: 'income' },
      { value: 800, role: 'new-payment' },
    ]);
    expect(values('i make 4 thousand 3 hundred a month, can i afford a 500 car payment')).toContainEqual({
      value: 4300,
      role: 'income',
    });
    expect(
      readQuestion("i'm 40, 300 a month, assume six and three quarters percent, what at 65", data).numbers,
    ).toContainEqual(expect.objectContaining({ value: 6.75, unit: 'percent' }));
  });

  it('works a conversion asked in a search box’s words', async () => {
    expect(await answer('weekly to yearly 850')).toContain('$44,200.00 a year');
  });

  it('reads pay by where it comes from, after the amount', () => {
    expect(
      values(
        'i clean houses for 1,200 a month plus 900 monthly from tutoring, can i swing a 300 car payment',
      ),
    ).toContainEqual({ value: 900, role: 'income' });
  });
});

describe('retirement', () => {
  it('adds two people’s monthly amounts asked of together', async () => {
    const text = await answer(
      'i put 250 and my wife puts 400 into our 401ks every month. i am 40. together at 65?',
    );
    expect(text).toContain('$650.00 a month');
    expect(text).toContain('from age 40');
  });

  it('weighs the estimate against a sum aimed for, not one saved already', async () => {
    expect(values('will 150 a month from age 25 get me past 250k by 65')).toContainEqual({
      value: 250_000,
      role: 'target',
    });
    expect(await answer('will 150 a month from age 25 get me past 250k by 65')).toMatch(
      /That is (?:more|less) than the \$250,000\.00 you asked about/,
    );
  });

  it('declines saving that stops before retirement', async () => {
    expect(await answer("i'm 30 and save 300 a month, but i'll stop adding at 45. what at 65")).toContain(
      'not one that stops partway',
    );
  });
});

describe('the calendar', () => {
  it('gives the first bill after the next payday, not the next pay', async () => {
    expect(await answer('which bill comes out first after my next paycheck')).toContain(
      'the next bill is Mortgage: Dec 03, 2026, $1,400.00',
    );
  });

  it('counts the days from one bill to the next of another', async () => {
    expect(await answer('mortgage to electric: how many days apart')).toContain('22 days apart');
  });
});

describe('goals', () => {
  it('reads "which one ... behind" as the goal furthest behind', () => {
    expect(readQuestion('which one of my goals is most behind right now', data).intent).toBe('goal-behind');
  });
});

describe('what it declines, saying why', () => {
  it('an amount in a letter-prefixed dollar, and "north of" an amount', async () => {
    expect(await answer('NZ$500 a month, can I afford it on my paycheck')).toContain('another currency');
    expect(await answer('my car fund gets upwards of 400 a month, when is the wedding done')).toContain(
      'not a figure',
    );
  });

  it('an ask to act in a later sentence or after a subject line', async () => {
    expect(await answer('Re: wedding goal\n\nplease move the date to june 1')).toContain("can't act");
    expect(await answer('Hi there. Please update my paycheck to 3,300.')).toContain("can't act");
  });

  it('records the app does not hold', async () => {
    for (const question of [
      'does our renters policy cover a stolen bike',
      'who holds my mortgage',
      "what is my sister's salary",
      'how much tax came out of my latest pay stub',
    ])
      expect(await answer(question)).toMatch(/^I can't/);
  });

  it('a sum asked with no figures; a prediction after a subject line', async () => {
    expect(await answer('savings minus debts divided by income = ?')).toMatch(/^I can't answer that yet/);
    expect(
      await answer(
        'Subject: lease renewal\n\nwill the landlord raise the mortgage when it renews in august?',
      ),
    ).toMatch(/^I can't know that/);
  });
});

describe('pay as people say how often it comes', () => {
  it('reads a count of paychecks a year and two days of the month as the frequency', () => {
    expect(
      readQuestion('we get 26 paychecks a year of 1,900 each, is a 350 truck payment doable', data).numbers,
    ).toContainEqual(expect.objectContaining({ value: 1900, role: 'income', frequency: 'bi-weekly' }));
    expect(
      readQuestion('paid on the 1st and the 16th, 2,050 each time. can i pay 275 monthly for a gym', data)
        .numbers,
    ).toContainEqual(expect.objectContaining({ value: 2050, role: 'income', frequency: 'semi-monthly' }));
  });

  it('reads pay by its noun after the amount, and leaves an age said as one aside', async () => {
    const text = await answer("i'm 16 and live on a 40 a week allowance. can i afford a 12.99 monthly app");
    expect(text).toContain('$40.00 a week');
    expect(text).toContain('$12.99 a month');
  });
});

describe('pay by the piece', () => {
  it('reads the work said first, a piece of two words or with a hyphen, and a count "weekly"', () => {
    const pay = (question: string) =>
      readQuestion(question, data).numbers.find((n) => n.role === 'income' && n.from)?.value;
    expect(pay('i walk shelter dogs on weekends, 15 per walk, about 20 walks a month. is a 30 gym ok')).toBe(
      300,
    );
    expect(
      pay('my channel brings 120 per sponsored video, 3 sponsored videos monthly. can i afford a 90 phone'),
    ).toBe(360);
    expect(
      pay('i sit pets, 30 per pet-night and 40 pet-nights a month. can i afford a 100 a month class'),
    ).toBe(1200);
    expect(pay('paid 2.10 a form and i file about 300 forms weekly, can i handle a 250 loan payment')).toBe(
      630,
    );
  });
});

describe('sums of a term, a week or a quantity', () => {
  it('works a loan’s interest from its payments and what was borrowed', async () => {
    expect(
      await answer('took out 12,000, paying 240 a month for 60 months. how much interest in total'),
    ).toContain('$2,400.00 in interest');
  });

  it('adds a lease’s payments and what is paid at the start', async () => {
    expect(await answer('24 months at 289 and 1,500 due at signing, all-in cost?')).toContain(
      '$8,436.00 in all',
    );
  });

  it('works a week’s pay with overtime at time and a half past the hours said', async () => {
    expect(
      await answer('at 30/hr i put in 50 hours, time and a half over 40. what is the week’s gross'),
    ).toContain('$1,650.00 for the week');
  });

  it('divides a price by the times used, and multiplies a quantity by its unit price', async () => {
    expect(await answer('the pool pass is 60 a month and we swam 12 times, cost per visit?')).toContain(
      '$5.00 a visit',
    );
    expect(await answer('we burned 40 therms at 1.25 a therm, what is the gas bill')).toContain('$50.00');
  });
});

describe('how a question is wrapped', () => {
  it('reads a letter between its greeting and closing, and a "true or false"', async () => {
    expect(
      await answer('Dear team,\n\nCould we afford a tutor at $60 a month?\n\nBest regards,\nSam'),
    ).toContain('$60.00 a month');
    expect(await answer('True or false: my budget covers a 90 a month music lesson')).toContain(
      '$90.00 a month',
    );
  });
});
