import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { unnamedFigures } from '../../../supabase/functions/_shared/assistant/reading/coverage';
import { gateOf } from '../../../supabase/functions/_shared/assistant/reading/gates';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 13 of the reader (docs/decisions/027): more safety gates, each for a kind of question a
 * worked answer can miss (another currency, a frequency with no month, pay for part of the year,
 * an amount multiplied, taxes owed, what others decide, advice on one's own plan, a goal's other
 * deadline, a balance asked of a month's fit, a change of a fraction, a figure a record never
 * names). Phrasings and the user here are this file's own.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const data: UserSnapshot = {
  today: '2026-11-25',
  goals: [
    {
      title: 'Canoe',
      current_amount: 300,
      target_amount: 1_500,
      target_date: '2027-08-01',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-09-01',
    },
    {
      title: 'Rainy Day Fund',
      current_amount: 1_000,
      target_amount: 6_000,
      target_date: '2027-12-01',
      completed_at: null,
      category: 'emergency_fund',
      created_on: '2026-06-01',
    },
  ],
  events: [
    {
      id: 'r',
      title: 'Rent',
      event_date: '2026-12-01',
      amount: 1_300,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'i',
      title: 'Internet',
      event_date: '2026-12-09',
      amount: 70,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'p',
      title: 'Salary',
      event_date: '2026-12-04',
      amount: 2_400,
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

describe('an amount in another currency', () => {
  it('declines a fit worked from pay in another currency', async () => {
    expect(
      await answer('my salary is 3,100 pounds sterling a month, could I handle a 250 scooter loan'),
    ).toMatch(/^I can't answer that yet: I read an amount in another currency/);
    expect(gate('i take home ¥400,000 monthly, is 600 a month ok for a lease')).toBe('currency');
  });

  it('keeps dollars, said or not', () => {
    expect(gate('I take home 3,100 US dollars a month, could I handle a 250 scooter loan')).toBeNull();
  });
});

describe('a frequency with no month', () => {
  it('declines an amount that comes twice a year or every six months', async () => {
    expect(await answer('a bonus of 3,000 twice a year, what is that per month')).toMatch(
      /^I can't answer that yet: I read an amount that comes at a frequency/,
    );
    expect(gate('my water bill is 180 every other month, what is that a year')).toBe('frequency');
    expect(gate('the pest control guy charges 95 every 6 weeks, can I keep him')).toBe('frequency');
  });

  it('keeps the frequencies it reads', () => {
    expect(gate('a bonus of 3,000 a quarter, what is that per month')).toBeNull();
    expect(gate('I earn 1,500 twice a month, can I fit a 200 payment')).toBeNull();
  });
});

describe('pay for part of the year', () => {
  it('declines a year or a month worked from pay that comes in a season', async () => {
    expect(await answer('lifeguarding pays me 900 a week over the summer, so what do I make a year')).toMatch(
      /^I can't answer that yet: pay that comes only part of the year/,
    );
    const reading = {
      ...readQuestion(
        'harvest season brings in 1,300 a week, can I keep a 350 truck payment going all year',
        data,
      ),
      intent: 'affordability' as const,
    };
    expect(gateOf(reading, 'It fits: $5,283.33 a month is left.')).toBe('part-year');
  });

  it('keeps pay that comes all year', () => {
    expect(gate('I make 900 a week, what is that a year')).toBeNull();
  });
});

describe('an amount multiplied', () => {
  it('declines a fit that weighed one of several', async () => {
    expect(await answer('swim lessons are 60 a month × 3 kids, can we swing it')).toMatch(
      /^I can't answer that yet: I read an amount to be multiplied/,
    );
    expect(gate('phone lines at 35 a month for the four of us, does it fit')).toBe('multiplied');
  });

  it('keeps a count of times a week, which the reader reads', () => {
    expect(gate('I earn 200 a shift, 4x a week, can I afford a 300 payment')).toBeNull();
  });
});

describe('taxes owed', () => {
  it("declines what the asker's own taxes come to", () => {
    const reading = {
      ...readQuestion('what is the tax hit on the 9,000 I made doing side gigs', data),
      intent: 'arithmetic' as const,
    };
    expect(gateOf(reading, '**$750.00 a month**: $9,000.00 / 12.')).toBe('tax');
    expect(gate('would selling my stock bump me up into the next bracket')).toBe('tax');
  });

  it('keeps a tax worked at a stated rate', () => {
    expect(gate("what's 8% tax on 650")).toBeNull();
  });
});

describe('what others decide, and records', () => {
  it('declines a page given to what a company or an agency will do', () => {
    const bank = {
      ...readQuestion('is my bank raising its overdraft fee next year', data),
      intent: 'guide' as const,
    };
    expect(gateOf(bank, 'Overdraft fees are charged when a payment overdraws the account.')).toBe(
      'prediction',
    );
    expect(
      gateOf({ ...readQuestion('are mortgage rates going down soon', data), intent: 'guide' }, 'A guide.'),
    ).toBe('prediction');
  });

  it("declines a page given to what the asker's own pension or benefit pays", () => {
    const reading = {
      ...readQuestion('what would my union pension give me monthly', data),
      intent: 'guide' as const,
    };
    expect(gateOf(reading, 'Income for life: an annuity pays for life.')).toBe('prediction');
  });
});

describe("advice on the asker's own plan", () => {
  it("declines a goal's figures given to whether a move is wise", () => {
    const reading = {
      ...readQuestion('would it be wiser to stop adding to the rainy day fund while I pay off my car', data),
      intent: 'goal-left' as const,
    };
    expect(gateOf(reading, '$5,000.00 still needed for Rainy Day Fund.')).toBe('advice');
  });

  it('keeps a plain question about a goal', async () => {
    expect(await answer("what's left on the canoe")).toContain('Canoe');
  });
});

describe('a choice between two of the asker’s own', () => {
  it('declines a general order given to which of two goals goes first', () => {
    const reading = {
      ...readQuestion('the canoe or a new laptop, which do we put first', data),
      intent: 'what-first' as const,
    };
    expect(gateOf(reading, '1. Pay every bill on time. 2. Build your emergency fund.')).toBe('choice');
  });
});

describe("a goal's other deadline", () => {
  it("declines an answer to the goal's own date when another was asked", async () => {
    expect(
      await answer('what do I need a month to have the canoe paid for by the end of next month'),
    ).toMatch(/^I can't answer that yet: you asked about a date that is not your goal's own/);
  });

  it("keeps an answer to the goal's own month", () => {
    const reading = {
      ...readQuestion('how much a month to have the canoe by august', data),
      intent: 'goal-left' as const,
    };
    expect(gateOf(reading, 'To reach it by Aug 01, 2027, save $150.00 a month.')).toBeNull();
  });
});

describe('a balance asked of a fit', () => {
  it("declines a month's fit given to whether the balance dips before payday", () => {
    const reading = {
      ...readQuestion('internet going up to 90, will that put me in the red before I get paid', data),
      intent: 'affordability' as const,
    };
    expect(gateOf(reading, 'It fits: $2,700.00 a month is left.')).toBe('balance-asked');
  });
});

describe('a change by a fraction', () => {
  it('declines a forecast that ran without the change', () => {
    const reading = {
      ...readQuestion('my next check will be a third smaller than normal, how low do I get', data),
      intent: 'forecast-short' as const,
      change: null,
    };
    expect(gateOf(reading, 'Lowest point in the next 60 days: -$100.00')).toBe('supposition');
  });
});

describe('a figure a record never names', () => {
  it("declines a list of what is due given to a question about the asker's own amount", () => {
    const reading = {
      ...readQuestion('the 2,750 invoice I sent, when is it due to me', data),
      intent: 'bills-due' as const,
    };
    expect(gateOf(reading, 'Nothing is due in the next 30 days.')).toBe('figure-unused');
    expect(gateOf(reading, 'Invoice: $2,750.00 on Dec 10, 2026.')).toBeNull();
  });
});

describe('a share of pay', () => {
  it("declines a goal's answer to its own date given to a share of each paycheck", async () => {
    expect(await answer('if half of each paycheck goes to the canoe, how long until it is full')).toMatch(
      /^I can't answer that yet: I read a share of your pay/,
    );
  });

  it('keeps an amount put to the goal', async () => {
    expect(await answer('if I put 300 a month into the canoe, how long until it is full')).not.toMatch(
      /^I can't answer that yet/,
    );
  });
});

describe('a date moved', () => {
  it('declines a forecast given to a bill moved to another day', () => {
    const reading = {
      ...readQuestion("moving my rent's due date to the 5th, will I stay out of the red", data),
      intent: 'forecast-short' as const,
    };
    expect(gateOf(reading, 'Lowest point in the next 60 days: $100.00')).toBe('date-moved');
  });
});

describe('a figure the question wrote and the answer never names', () => {
  it('finds amounts however written, and leaves aside what is not an amount', () => {
    expect(unnamedFigures('a 1,295 rent, 2.5k saved, $40.50 a week and 1250/mo', 'nothing', [])).toEqual([
      '1,295',
      '2.5k',
      '$40.50',
      '1250',
    ]);
    expect(
      unnamedFigures(
        "by Dec 15 or the 25th, in 2027, 3 of us, my 401k and 529, at 10 am, 12/15, 50/30/20, 90% sure, over the next 21 days, he's 11",
        '',
        [],
      ),
    ).toEqual([]);
    // What the reader read is checked where it was read (leftOut), not here.
    expect(unnamedFigures('rent up by 150', 'Rent at $1,400.00', [150])).toEqual([]);
  });

  it('counts a figure named in any of the ways an answer writes it', () => {
    expect(unnamedFigures('rent at 1295', 'Rent at $1,295.00 instead of $1,250.00', [])).toEqual([]);
    expect(unnamedFigures('2.5k', 'a price of $2,500.00', [])).toEqual([]);
    expect(unnamedFigures('1,250', 'Rent $1,250.00 and 11,250 more', [])).toEqual([]);
    expect(unnamedFigures('250', 'Rent $1,250.00', [])).toEqual(['250']);
  });
});
