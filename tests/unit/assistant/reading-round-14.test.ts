import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { throughDate } from '../../../supabase/functions/_shared/assistant/reading/date-horizon';
import { gateOf } from '../../../supabase/functions/_shared/assistant/reading/gates';
import { numberWordsToDigits } from '../../../supabase/functions/_shared/assistant/reading/number-words';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 14 of the reader (docs/decisions/027): prices said in words as people say them, amounts
 * nobody stated, a bill supposed gone, two changes at once, the unit a count is asked in, a loan
 * called "payday", a year said "per annum", and the day a question asks through. Phrasings and
 * the user here are this file's own.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const data: UserSnapshot = {
  // A Wednesday.
  today: '2026-11-18',
  goals: [
    {
      title: 'Kayak',
      current_amount: 200,
      target_amount: 1_200,
      target_date: '2027-06-01',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-08-01',
    },
  ],
  events: [
    {
      id: 'r',
      title: 'Rent',
      event_date: '2026-12-03',
      amount: 1_100,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'w',
      title: 'Water',
      event_date: '2026-11-24',
      amount: 45,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'm',
      title: 'Music lessons',
      event_date: '2026-12-20',
      amount: 80,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'h',
      title: 'Home insurance',
      event_date: '2027-01-10',
      amount: 300,
      event_type: 'bill',
      recurrence_pattern: 'quarterly',
      recurrence_day: null,
    },
    {
      id: 'p',
      title: 'Wages',
      event_date: '2026-11-27',
      amount: 1_900,
      event_type: 'income',
      recurrence_pattern: 'bi-weekly',
      recurrence_day: null,
    },
  ],
};

const gate = (question: string, answer = 'A worked answer: $1,234.00.') =>
  gateOf(readQuestion(question, data), answer);

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

describe('prices said in words', () => {
  it.each([
    ['four fifteen', '415'],
    ['twenty one seventy-five', '2175'],
    ['half a grand', '500'],
    ['a thousand and a half', '1500'],
    ['half a million', '500000'],
  ])('reads "%s" as %s', (words, digits) => {
    expect(numberWordsToDigits(words)).toBe(digits);
  });

  it('reads a new payment said as a price', async () => {
    expect(
      await answer('we take home forty-one hundred a month, could we carry a two sixty payment on a boat'),
    ).toContain('$260.00 a month');
  });

  it('leaves an amount nobody stated in words', () => {
    for (const words of ['a few hundred', 'several thousand', 'a couple hundred'])
      expect(numberWordsToDigits(`about ${words} a week`)).toBe(`about ${words} a week`);
  });
});

describe('an amount nobody stated', () => {
  it('declines a sum worked from it', async () => {
    expect(await answer('if I put away a couple grand a year, what is that a month')).not.toMatch(/\$\d/);
    expect(gate('my hours vary but I make 600 some weeks, can I take on a 150 payment')).toBe('vague');
    const guided = {
      ...readQuestion('if we bank a few hundred a month, how much is that by next year', data),
      intent: 'guide' as const,
    };
    expect(gateOf(guided, '**Saving Habits.** Saving is less about willpower than about systems.')).toBe(
      'vague',
    );
  });
});

describe('a bill supposed gone, and two changes at once', () => {
  it('declines a fit that left the supposed bill in', () => {
    expect(gate('if I stopped the gym membership, could I afford 70 a month for guitar lessons')).toBe(
      'supposition',
    );
  });

  it('declines a forecast that ran one of two changes', () => {
    const reading = {
      ...readQuestion(
        'if water went to 60 and I cancelled music lessons, how low do I get before payday',
        data,
      ),
      intent: 'forecast-short' as const,
    };
    expect(gateOf(reading, '**No: with Water at $60.00, your balance goes below zero.**')).toBe(
      'two-changes',
    );
  });

  it('runs one change', async () => {
    expect(await answer('if water went to 60, how low do I get before payday')).not.toMatch(
      /more than one change/,
    );
  });
});

describe('the unit a count is asked in', () => {
  it('counts weeks of payments every two weeks', async () => {
    expect(
      await answer('owe my sister 900, paying her 150 every two weeks, how many weeks till we are square'),
    ).toContain('12 weeks');
  });

  it('declines a count in another unit than the one asked', () => {
    const reading = {
      ...readQuestion('how many days to save 500 at 100 a month', data),
      intent: 'goal-months' as const,
    };
    expect(gateOf(reading, '**5 months**: $500.00 / $100.00 a month.')).toBe('unit-asked');
  });
});

describe('a payday loan, and a year said per annum', () => {
  it('never takes a payday loan for the payday', async () => {
    const said = await answer('what will rolling over my payday loan cost me');
    expect(said).not.toMatch(/Your next payday/);
    expect(await answer('pay down the payday loan out of my checking')).not.toMatch(/Your next payday/);
  });

  it('turns a bill into a year asked per annum', async () => {
    expect(await answer('what does the home insurance come to per annum')).toContain('$1,200.00 a year');
  });
});

describe('the day a question asks through', () => {
  it.each([
    ['before the 10th of next month', '2026-12-09'],
    ['by the 1st', '2026-12-01'],
    ['by the 20th', '2026-11-20'],
    ['before the 18th', '2026-12-17'],
    ['by friday', '2026-11-20'],
    ['before sunday', '2026-11-21'],
    ['by dec 5', '2026-12-05'],
    ['until 1/15', '2027-01-15'],
    ['by the end of the month', '2026-11-30'],
    ['by end of next month', '2026-12-31'],
    ['before new years', '2026-12-31'],
    ['in the next 48 hours', '2026-11-19'],
  ])('reads "%s" through %s', (words, through) => {
    expect(throughDate(`which bills are due ${words}`, data.today)).toBe(through);
  });

  it('reads no day where none is asked', () => {
    expect(throughDate('which bills are due by march 2027', data.today)).toBeNull();
    expect(throughDate('what is due this week', data.today)).toBeNull();
  });

  it('lists the bills through that day', async () => {
    const said = await answer('what bills land before the 4th of next month and what do they total');
    expect(said).toContain('through Dec 03, 2026');
    expect(said).toContain('$1,145.00');
    expect(said).not.toContain('Music lessons');
  });
});

describe('what a fit weighs', () => {
  it('reads an amount with no frequency and nothing paid monthly named as a price', async () => {
    expect(await answer('can we afford a 1,900 stroller and car seat bundle')).toMatch(
      /^I can't answer that yet: I read \$1,900\.00 as a price paid once/,
    );
    // A pay's new amount is no cost: the price alone is still not weighed.
    expect(
      await answer('my bonus bumps my wages to 2,300 every two weeks, could we do a 1,400 hot tub then'),
    ).toMatch(/^I can't answer that yet: I read \$1,400\.00 as a price paid once/);
    expect(await answer('can I afford 60 for internet')).not.toMatch(/price paid once/);
  });

  it('keeps a rental split with others a monthly cost', async () => {
    expect(
      await answer('I clear 2,900 a month, could I manage a 1,800 rental shared with 2 roommates', {
        ...data,
        events: [],
      }),
    ).toContain('$600.00 a month ($1,800.00 split 3 ways)');
  });

  it('declines the balance to payday given to a question about the month', () => {
    const reading = readQuestion("water renewal came in at 60, what's my month look like now", data);
    expect(
      gateOf(
        reading,
        '**Yes: with Water at $60.00, you still have money left before your next payday on Nov 27, 2026.**',
      ),
    ).toBe('month-asked');
  });
});
