import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { weddingHousehold } from './wedding-household';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 18 of the reader (docs/decisions/027): decimals said aloud, a percent of pay saved, a
 * result's period, small amounts spent, the 4% rule run from spending, two ways to pay for one
 * thing; for goals, what the plan holds by now, the share still to save, the days between two
 * dates and what is left in every goal's line; the bill after another; and what it declines
 * (another currency's sign, loose change, a prediction, the law, an effect on pay with no figures).
 * Phrasings are this file's own; the user is round 16's.
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

/** The same user with a date on the rainy day fund: two dated goals. */
const twoDated: UserSnapshot = {
  ...data,
  goals: data.goals.map((g) => (g.target_date === null ? { ...g, target_date: '2027-03-01' } : g)),
};

describe('figures as they are said', () => {
  it('reads a decimal said aloud and "and a half"', () => {
    expect(values('we bring home three point eight k a month, is a 450 truck payment ok')).toContainEqual({
      value: 3800,
      role: 'income',
    });
    expect(
      readQuestion('if the mortgage rises 2 and a half percent, how low before payday', data).numbers,
    ).toContainEqual(expect.objectContaining({ value: 2.5, unit: 'percent' }));
  });

  it('reads hundreds as slang says them, hyphened amounts and dollars and cents said aloud', () => {
    expect(values('we clear 31 hunnid a month, is a 4 hunnid truck note doable')).toEqual([
      { value: 3100, role: 'income' },
      { value: 400, role: 'new-payment' },
    ]);
    expect(values('is a three-hundred-dollar-a-month gym doable')).toEqual([
      { value: 300, role: 'new-payment' },
    ]);
    expect(
      readQuestion('my phone bill is going up two dollars fifty, how low before payday', data).numbers,
    ).toContainEqual(expect.objectContaining({ value: 2.5, role: 'change-by' }));
  });

  it('reads a price paid over months at 0% as its monthly payment', async () => {
    const text = await answer('a couch for 1,800 at 0% over 18 months, does that fit our budget');
    expect(text).toContain('a new payment of $100.00 a month ($1,800.00 over 18 months at 0%)');
  });

  it('reads a small amount spent on something as money', () => {
    expect(values('i spend 38 on lunches every week, how much is that a year')).toEqual([
      { value: 38, role: 'expenses' },
    ]);
  });

  it('reads the period a sum is asked in as the answer’s, not the amount’s', async () => {
    const text = await answer('a 5 percent raise on a 70,000 salary, what does that work out to a month');
    expect(text).toContain('$291.67 a month');
    expect(text).toContain('/ 12');
    expect(text).not.toContain('x 0.08');
  });

  it('declines a period asked of an amount said with none', async () => {
    expect(await answer('6 percent of 45k, how much is that per paycheck')).toMatch(
      /^I can't answer that yet/,
    );
  });

  it('reads a plan’s own frequency after an amount', () => {
    expect(
      readQuestion('the app is 8.99 monthly or 79.99 for the yearly plan, what does yearly save', data)
        .numbers,
    ).toContainEqual(expect.objectContaining({ value: 79.99, frequency: 'yearly' }));
  });
});

describe('sums on the question’s own figures', () => {
  it('takes a percent of each paycheck as what is saved for retirement', async () => {
    const text = await answer("i'm 31 and 8% of each 1,900 biweekly check goes to my 403b, what at 65?");
    expect(text).toContain('$152.00 every two weeks');
    expect(text).toContain('8% of $1,900.00');
    expect(text).toContain('(a modest return I assumed)');
  });

  it('runs the 4% rule backwards from spending', async () => {
    expect(await answer('using the 4 percent rule, what nest egg covers 55k a year of spending')).toContain(
      '$1,375,000.00',
    );
    expect(await answer('4% rule: i spend 2,500 a month, how much do i need saved')).toContain('$750,000.00');
  });

  it('averages or adds up a list of the question’s own figures', async () => {
    expect(await answer('water was 61, 58, 70 and 55 the last 4 months, what is the average')).toContain(
      '**$61.00 on average**',
    );
    expect(await answer('costco 212.40, target 64.15 and gas 48, how much altogether')).toContain(
      '**$324.55 in all**',
    );
    // Repeating amounts are summed over the period asked, not as a list.
    expect(await answer('$8.99 + $12.50 + $4.99 monthly apps — total for the year?')).toContain(
      '$317.76 a year',
    );
    // A figure outside the list is left out of no sum: it is not a list's question.
    expect(await answer('my 3 bills are 100, 200 and 300, and rent is 1,400, average?')).not.toContain(
      'on average',
    );
  });

  it('compounds as the question says', async () => {
    expect(await answer('8,000 at 5% compounded annually for 4 years, what does it come to')).toContain(
      '$9,724.05',
    );
  });

  it('weighs one thing paid two ways', async () => {
    const text = await answer('the gym is 45 a month or 480 a year upfront, what do i save paying yearly');
    expect(text).toContain('$60.00 less a year');
    expect(text).toContain('$540.00 a year');
  });
});

describe('goals', () => {
  it('says what the plan holds by now', async () => {
    const text = await answer('where should the wedding fund be by now if i was on plan');
    expect(text).toContain('its plan holds $4,000.00 by now');
  });

  it('gives the share still to save when a share is asked', async () => {
    expect(await answer('what percentage of the wedding is still unfunded')).toContain('83.33%');
    expect(await answer('what fraction of the rainy day fund is left to go')).toContain('90%');
  });

  it('counts the days between two goals’ dates, or says which has none', async () => {
    expect(
      await answer('how many days apart are the wedding and rainy day fund deadlines', twoDated),
    ).toContain('184 days between the two dates');
    expect(await answer('how many days apart are the wedding and rainy day fund deadlines')).toMatch(
      /^I can't count the days between them: Rainy Day Fund has no target date/,
    );
  });

  it('reads "timeline" as asking when a goal is reached', async () => {
    expect(await answer('800 a month into the wedding fund, timeline?')).toContain('you reach it by');
  });

  it('hears past a voice assistant’s wake words', async () => {
    expect(await answer('ok google how much is sitting in the wedding fund')).toContain(
      'Wedding: $2,000.00 of $12,000.00',
    );
  });

  it('says what is left in a goal’s line', async () => {
    expect(await answer('how is the wedding goal doing')).toContain('$10,000.00 to go');
  });
});

describe('pay by the piece, counted by the day', () => {
  it('multiplies pieces a day by the days worked, or a day’s rate by the days', () => {
    expect(
      values('window washer: 9 a window, 40 windows a day, 5 days a week. can i handle a 700 van lease'),
    ).toContainEqual({ value: 1800, role: 'income' });
    expect(
      values('offshore welder — 260 a day on the rig, about 150 days on the rig per year. is 900 rent ok'),
    ).toContainEqual({ value: 39000, role: 'income' });
  });

  it('says every count back', async () => {
    expect(
      await answer(
        'i clean windows for 9 a window, 40 windows a day, 5 days a week. can i handle a 700 van lease',
      ),
    ).toContain('$9.00 a window x 40 a day x 5');
  });
});

describe('whose pay and what more', () => {
  it('adds a partner’s pay said alone to the calendar’s', async () => {
    const text = await answer('my husband picks up a job paying 1,500 a month, can we swing a 500 car note');
    expect(text).toContain('$4,600.00 a month (Paycheck $3,100.00 a month');
  });

  it('does not add pay said for both together', async () => {
    const text = await answer('my wife and i net 6,000 a month together, can we swing a 500 car note');
    expect(text).toContain('- Income: $6,000.00 a month (the $6,000.00 a month you stated)');
  });

  it('says what is left by the week when the week is asked', async () => {
    expect(await answer('i take home 820 weekly, what is left each week after my bills')).toContain(
      '($469.23 a week)',
    );
  });

  it('adds an extra amount to what the goal needs, or asks what goes in now', async () => {
    expect(
      await answer(
        'say we add an extra 200 a month to the wedding fund on top of what we need, when is it done',
      ),
    ).toContain('$1,311.12 a month ($1,111.12 needed + $200 extra)');
    expect(await answer('with an extra 200 a month in the wedding fund, when is it done')).toMatch(
      /^I need to know what goes in each month now, to add \$200 to it/,
    );
  });
});

describe('the unit asked', () => {
  it('declines an answer without the weekday, the share or the days asked', async () => {
    expect(await answer('what weekday is the next electric bill')).toMatch(/day, Nov 25, 2026/);
    expect(await answer('what fraction of the wedding fund is saved so far')).toMatch(/\d%/);
  });
});

describe('the calendar', () => {
  it('gives the weekday and the days to a bill when asked', async () => {
    expect(await answer('what day of the week does the mortgage come out')).toContain(
      'Mortgage: due Thursday, Dec 03, 2026',
    );
    expect(await answer('how many days until the mortgage hits')).toContain('(in 16 days)');
  });

  it('names the bill due after another', async () => {
    const text = await answer("once the mortgage is paid, what's the next bill after it");
    expect(text).toContain('After Mortgage (Dec 03, 2026), the next bill is Electric: Dec 25, 2026, $120.00');
  });
});

describe('what it declines, in words', () => {
  it.each([
    ['₩500,000 a month into the wedding fund, when is it done', /another currency/],
    ['if i toss loose change at the wedding fund, when does it fill up', /not a figure/],
    ['will medicare still be around when i retire', /^I can't know that/],
    ['is social security ever going to go bankrupt', /^I can't know that/],
    ['can the bank freeze my account over my credit card debt', /legal question/],
    ['i worked christmas at double time, what does that add to my check', /your hourly rate/],
  ])('%s', async (question, said) => {
    expect(await answer(question)).toMatch(said);
  });

  it.each([
    'is my landlord allowed to keep my whole deposit',
    'can my employer take my tips',
    'i picked up a sunday shift at time and a half, what does that add to my paycheck',
    'i covered a shift at double time, what does that do to my paycheck',
    'is it legal for my boss to hold my last paycheck',
    'can a collection agency phone me on weekends',
  ])('never answers "%s" from a guide', async (question) => {
    expect(await answer(question)).toMatch(/^I(?: can't|'m not sure)/);
  });
});

describe('whose price a rate by the piece is', () => {
  it('reads a rate another person charges as a cost, the asker’s own business’s as pay', () => {
    expect(values('the cleaner charges 90 a visit, 2 visits a month, can we fit it in')).toContainEqual({
      value: 180,
      role: 'new-payment',
    });
    expect(
      values('my lawn biz charges 45 a yard, 30 yards a week, is a 900 truck note doable'),
    ).toContainEqual({ value: 1350, role: 'income' });
  });

  it('reads what a job or a pension adds as pay', () => {
    expect(
      values('my pension brings in 2,100 a month and my weekend job adds 400 a month, a 350 lease ok?'),
    ).toEqual([
      { value: 2100, role: 'income' },
      { value: 400, role: 'income' },
      { value: 350, role: 'new-payment' },
    ]);
  });
});
