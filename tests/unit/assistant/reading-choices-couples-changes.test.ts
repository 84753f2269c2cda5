import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 7 of the reader (docs/decisions/027): a guide's page only for a question that names its
 * subject, a choice between one's own options declined as advice, which goal comes first declined,
 * two people's amounts each, a percentage rise or cut applied when the new amount is asked, the
 * 4% rule as retirement's, a card's unknown minimum, and "does everything still fit". Phrasings
 * and the user here are this file's own, not the evaluation sets'.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const data: UserSnapshot = {
  today: '2026-11-25',
  goals: [
    {
      title: 'Kayak Fund',
      current_amount: 300,
      target_amount: 1_500,
      target_date: '2027-06-25',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-06-25',
    },
    {
      title: 'Rainy Day',
      current_amount: 2_000,
      target_amount: 8_000,
      target_date: '2028-01-01',
      completed_at: null,
      category: 'emergency',
      created_on: '2026-01-01',
    },
  ],
  events: [
    {
      id: 'w',
      title: 'Water',
      event_date: '2026-12-09',
      amount: 60,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'l',
      title: 'Loan',
      event_date: '2026-12-15',
      amount: 410,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 's',
      title: 'Wages',
      event_date: '2026-12-01',
      amount: 3_100,
      event_type: 'income',
      recurrence_pattern: 'monthly',
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

describe("a guide's page answers only a question that names its subject", () => {
  it('declines a question that shares only common words with a page', async () => {
    for (const question of [
      'how much could i get for my old condo right now',
      'are my deposits protected if the bank fails',
    ]) {
      const text = await answer(question);
      expect(text).toMatch(/^I'm not sure I have a good answer/);
      expect(text).not.toMatch(/\/dashboard\/(?:solutions|financial-education)\//);
    }
  });

  it('still leads a question that names the subject to its page', async () => {
    expect(await answer('how do I make a budget that works', undefined)).toContain(
      '/dashboard/financial-education/budgeting',
    );
  });
});

describe('declines of choices that are the person’s', () => {
  it('declines choosing between two of their own options, as advice', async () => {
    const text = await answer('should we take the buyout in one payment or spread over five years');
    expect(text).toMatch(/^I can't tell you what to buy or how to file, or which option to take/);
  });

  it('declines which goal comes first, and offers the one furthest behind', async () => {
    const text = await answer('which of my goals should I prioritize');
    expect(text).toMatch(/^I can't tell you which goal should come first/);
    expect(readQuestion('what goal do i put money toward first', data).decline).toBe('goal-priority');
    // "Furthest behind" is a question it answers.
    expect(readQuestion('which goal is furthest behind, and what should I focus on first', data).intent).toBe(
      'goal-behind',
    );
  });
});

describe('two people, each', () => {
  it('counts an amount that two people each put in for both, and says so', async () => {
    const reading = readQuestion(
      'me and my partner both save 250 a month for retirement, we are 41, what will we have at 65',
      data,
    );
    expect(reading.numbers).toContainEqual(
      expect.objectContaining({ value: 500, role: 'saving', frequency: 'monthly' }),
    );
    expect(
      await answer(
        'me and my partner both save 250 a month for retirement, we are 41, what will we have at 65',
      ),
    ).toContain('$500.00 a month ($250.00 each x 2)');
  });

  it('leaves "we each" alone: it does not say how many', () => {
    expect(readQuestion('we each put 90 a week aside, how much in a year', data).numbers).toContainEqual(
      expect.objectContaining({ value: 90, frequency: 'weekly' }),
    );
  });
});

describe('a percentage rise or cut', () => {
  it('applies it when the new amount is asked', async () => {
    expect(await answer('getting a 4% bump on 52,500, what is the new pay')).toContain(
      '**$54,600.00**: $52,500.00 plus 4%',
    );
    expect(await answer('a 15% cut to my 2,000 budget, what does it go to')).toContain(
      '**$1,700.00**: $2,000.00 less 15%',
    );
  });

  it('gives the share when the rise itself is asked', async () => {
    expect(await answer('how much is a 4% bump on 52,500')).toContain('**$2,100.00** is 4% of $52,500.00');
  });
});

describe('retirement and cards', () => {
  it('reads the 4% rule with a monthly amount and an age as a projection', () => {
    expect(
      readQuestion('putting 275 a month away starting at 33, what income under the 4 percent rule', data)
        .intent,
    ).toBe('retirement-projection');
  });

  it("declines a card's payoff time at its minimum, which the question does not give", async () => {
    expect(
      await answer('2,900 on my card at 22 percent apr, only making minimum payments, when is it paid off'),
    ).toMatch(/^I can't answer that yet: I don't know your card's minimum payment/);
  });
});

describe('does everything still fit', () => {
  it('weighs a bill changed against the month', async () => {
    const text = await answer('the water bill is going to $75 a month, does everything still fit?');
    expect(text).toContain('Water at $75.00 instead of $60.00');
    expect(text).toContain('$2,615.00 a month is left');
  });
});

describe("the plan's bills over a period, and what a change saves", () => {
  it('totals a planned bill over the period asked, but not spending already done', async () => {
    expect(await answer('how much do i pay for water every year')).toContain('**$720.00 a year**');
    expect(readQuestion('how much did i spend on water last year', data).intent).toBe('outside');
  });

  it('says what cancelling or lowering a bill saves over the period asked', async () => {
    expect(await answer('how much would we save a year if we cancel the water')).toContain(
      '**$720.00 a year**',
    );
    expect(await answer('if the loan drops to 360, how much do i save in a year')).toContain(
      '**$600.00 a year**: Loan $410.00 a month down to $360.00',
    );
  });
});

describe('people counted and ages stated', () => {
  it('counts me with the others a cost is shared between', async () => {
    expect(await answer('divide a $96 cabin deposit between me and 3 friends')).toContain(
      '**$24.00 each**: $96.00 / 4',
    );
    expect(await answer('$96 split 4 ways')).toContain('**$24.00 each**: $96.00 / 4');
  });

  it('projects to the retirement age the question states', async () => {
    const text = await answer("i'm 50 and put 600 a month in my 401k, how much at 70?");
    expect(text).toContain('by 70, an estimate');
    expect(text).toContain('for 20 years');
  });

  it('declines asking it to act on a bill', async () => {
    expect(await answer('could you negotiate my loan down')).toMatch(
      /^I can't answer that yet: I can't act on your accounts/,
    );
  });
});

describe('bills until payday, and balances on a day', () => {
  it('lists the bills due before the next payday, not the payday', async () => {
    const text = await answer("which bills hit before i'm paid next", { ...data, today: '2026-12-02' });
    expect(text).toContain('2 bills are due before your next payday on Jan 01, 2027, $470.00 in all');
    expect(text).toContain('- Water: Dec 09, 2026, $60.00');
    expect(text).not.toContain('Wages');
    expect(await answer('what bills are due before my next payday')).toContain(
      'Nothing is due before your next payday on Dec 01, 2026',
    );
  });

  it("declines a balance after a bill, rather than giving the bill's amount", async () => {
    expect(await answer('how much will i have after the loan is paid')).toMatch(/^I can't answer that yet/);
  });

  it('declines renting or buying as a choice, with no unrelated page', async () => {
    const text = await answer('would it be smarter to lease or buy my next car');
    expect(text).toMatch(/^I can't tell you what to buy or how to file, or which option to take/);
    expect(text).not.toContain('Independent Retirement Planning');
  });
});

describe("a goal's amount each payday", () => {
  const biweekly: UserSnapshot = {
    ...data,
    events: data.events.map((e) =>
      e.event_type === 'income' ? { ...e, amount: 1_400, recurrence_pattern: 'bi-weekly' } : e,
    ),
  };

  it("says the month's amount to the target date by the payday asked about", async () => {
    const text = await answer('how much do we have to set aside every payday for the kayak fund', biweekly);
    expect(text).toMatch(/^\*\*\$1,200\.00 still needed for Kayak Fund\*\*/);
    expect(text).toMatch(/save \$[\d,.]+ a month \(\$[\d,.]+ each payday, paid every two weeks\)/);
  });
});
