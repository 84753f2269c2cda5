import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { weddingHousehold } from './wedding-household';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 17 of the reader (docs/decisions/027): pay by the piece of any trade, a struck-out figure,
 * banknotes and "large" as money, a year's and a quarter's abbreviations, model years, and what it
 * declines (crypto, a figure grouped wrongly, amounts with no rhythm, a place's figures, an amount
 * to reach, a card's statement); and for goals, the days to a date, the step up from what goes in
 * and how far behind among choices. Phrasings are this file's own; the user is round 16's.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const data = weddingHousehold;

const values = (question: string) =>
  readQuestion(question, data).numbers.map((n) => ({ value: n.value, role: n.role }));

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

describe('pay by the piece, of any trade', () => {
  it('multiplies a rate by the piece by how many pieces a week or a month', () => {
    expect(
      values('dog groomer here, 65 a groom and about 18 grooms a week. can i swing a 400 car payment'),
    ).toContainEqual({ value: 1170, role: 'income' });
    expect(
      values('i paint murals, get 900 a mural and finish 3 murals a month. 250/mo for a storage unit?'),
    ).toContainEqual({ value: 2700, role: 'income' });
    expect(
      values('i deliver flyers, 0.12 per flyer and about 5,000 flyers a week, is a 600 room ok'),
    ).toContainEqual({ value: 600, role: 'income' });
  });

  it('answers whether the new cost fits, writing how the pay was worked out', async () => {
    const text = await answer('farrier, 140 per horse, 12 horses a week. a 520 truck note, yes or no?');
    expect(text).toContain('$140.00 per horse x 12');
    expect(text).toContain('$1,680.00 a week');
  });

  it('reads pay by the piece for a company one works for, at an average rate', () => {
    expect(
      values('i deliver for instacart, average 18 a batch and do about 40 batches a week. is 350 rent ok'),
    ).toContainEqual({ value: 720, role: 'income' });
  });

  it('reads pay by the hour as pay when the asker does the work others are hired for', () => {
    expect(values('i babysit at 16 an hour, 15 hours a week, is a 250 car payment ok')).toContainEqual({
      value: 240,
      role: 'income',
    });
    expect(values('a nanny at 20 an hour, 30 hours a week, can we do it')).toContainEqual({
      value: 600,
      role: 'new-payment',
    });
    // A rate for each of several children has no one week's pay to read.
    expect(values('i babysit 2 kids at 10 an hour each, 15 hours a week, is 250 ok')).not.toContainEqual(
      expect.objectContaining({ value: 150 }),
    );
  });

  it('does not read a price by the piece as pay', () => {
    expect(
      values('the laundromat is 3.50 a load and i do 12 loads a month, can i afford a 90 gym'),
    ).not.toContainEqual({ value: 42, role: 'income' });
  });
});

describe('figures as people write them', () => {
  it('reads only what replaces a struck-out figure', () => {
    expect(
      values('mortgage is ~~1,400~~ 1,460 from next month, how low do i go before payday').map(
        (n) => n.value,
      ),
    ).toEqual([1460]);
  });

  it('reads banknotes and "large" as money, not a large thing', () => {
    expect(values('i put 6 benjamins into the wedding fund every month, when is it done')[0]?.value).toBe(
      600,
    );
    expect(values('if checking had 25 jacksons today, lowest before payday')[0]?.value).toBe(500);
    expect(values('3 large a month into the wedding, when do i finish')[0]?.value).toBe(3000);
    expect(
      values('we bought 3 large pizzas for 45, what is that each for 5 people').map((n) => n.value),
    ).not.toContain(3000);
  });

  it("reads a year's and a quarter's abbreviations", () => {
    expect(
      readQuestion("i'm 40 and put 6,000 p.a. into my ira, what's it worth at 65", data).numbers,
    ).toContainEqual(expect.objectContaining({ value: 6000, frequency: 'yearly' }));
    expect(readQuestion("i'm 52 and put 2,400 qtrly into a roth, at 65?", data).numbers).toContainEqual(
      expect.objectContaining({ value: 2400, frequency: 'quarterly' }),
    );
  });

  it('does not read spending a share is taken of as income', () => {
    expect(values('3% back on 900 a month of purchases, how much a year')).not.toContainEqual(
      expect.objectContaining({ role: 'income' }),
    );
  });

  it('does not read a model year as an amount', () => {
    expect(
      values('i make 3,900 a month, can i do 280 a month on a used 2017 camry').map((n) => n.value),
    ).toEqual([3900, 280]);
  });
});

describe('what it declines, in words', () => {
  it.each([
    ['my side gig pays 0.02 ETH a week, could i cover a 300 gym plus trainer', /another currency/],
    ['what is 12% of 3,4500', /could not read one of the figures/],
    [
      'if i throw a few bucks at the wedding fund every so often, when is it done',
      /^I can't answer that yet/,
    ],
    ['what is the property tax rate in my county', /figures of the place you live/],
    [
      "i'm 38 with 40k saved, how much should i invest each month to reach 2 million by 67",
      /reach an amount/,
    ],
    ["what's the minimum payment due on my discover card this month", /card's statement/],
    ["should i co-sign my roommate's apartment lease", /^(?!.*Read more)/s],
    ['when will my brokerage account double', /^(?!.*rule of 72)/is],
    ['my brother makes 3,200 a month, can he afford a 1,100 apartment', /someone else's money/],
    ['what bills are coming up if i skip the electric this month', /change you are supposing/],
    ['my pay went up 1.50 an hour, how much more do i make a month', /change by the hour/],
    ['electric is shared with my sister 50/50, what is my part', /a share in your question/],
    ['what if i cash out 15k of my roth this year', /a penalty/],
    ['how much will the electric run me during the summer', /which months a season covers/],
  ])('%s', async (question, expected) => {
    const text = await answer(question);
    expect(text).toMatch(expected);
    expect(text).toMatch(/^(I can't|I need)/);
  });
});

describe('what it does not decline', () => {
  it('answers what can be withdrawn in retirement by the 4% rule, not as an early withdrawal', async () => {
    const text = await answer('how much could i take out each year once retired, safely');
    expect(text).not.toMatch(/a penalty/);
    expect(readQuestion('how much can i safely withdraw in retirement each year', data).decline).toBeNull();
  });
});

describe("sums on the question's own figures", () => {
  it('reads a price saved toward as the target, not money already saved', async () => {
    const text = await answer('how much a month should i save for a 9,000 boat in 18 months');
    expect(text).toContain('a target of $9,000.00');
    expect(text).toContain('$500.00 a month');
  });

  it('works out the whole from a share of it', async () => {
    const text = await answer('20% of our grocery money is 130 dollars, so what is all of it');
    // 130 x 100 / 20.
    expect(text).toContain('**$650.00** is the whole');
  });

  it("says a sum's own figures back without a month nobody said", async () => {
    expect(await answer('dinner came to 186 for 3 of us, how much each')).toMatch(/^Reading: \$186\.00\./);
  });

  it('shares a bill among those who pay, not one who does not', async () => {
    const text = await answer(
      'the cabin is 1,050 for 4 of us but my cousin is not paying, what do the rest owe each',
    );
    expect(text).toContain('$350.00 each');
    expect(await answer('the cabin is 1,050 for 4 of us, what do we owe each')).toContain('$262.50 each');
  });
});

describe('goals: days, the step up, and how far behind', () => {
  it("counts the days to a goal's date", async () => {
    // Nov 17, 2026 to Sep 01, 2027.
    expect(await answer('days left until the wedding deadline?')).toContain('288 days away');
  });

  it('says how much more a month is needed than what goes in now', async () => {
    const text = await answer(
      'we already put 400 a month toward the wedding, how much extra per month to hit its date',
    );
    // 10,000 over the 9 whole months from Nov 17 to Sep 01 is 1,111.12 a month (up to the cent):
    // 711.12 more than 400.
    expect(text).toContain('$711.12 more a month than $400');
  });

  it('gives the amount behind when asked to choose ahead, on pace or behind', async () => {
    const text = await answer('wedding fund: ahead, on pace or behind, and by how much?');
    expect(text).toMatch(/\*\*Wedding is \$[\d,.]+ behind its plan\*\*/);
  });

  it("reads a goal's date moved to a month as the month asked, not the goal's own date", async () => {
    expect(await answer('we changed the wedding to october, how much a month now')).toMatch(
      /^I can't answer that yet: I work out what to save each month to Wedding's own target date/,
    );
  });

  it('does not take a word a letter or two short for a goal', () => {
    expect(
      readQuestion('action plan: what monthly amount gets the rainy day fund to 5k', data).goals.map(
        (g) => g.title,
      ),
    ).toEqual(['Rainy Day Fund']);
  });
});
