import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * How often an amount comes when the words say it by the paycheck or by "2x", who earns it, a
 * share said in words, and the questions the answers cannot run, said so (docs/decisions/027).
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const event = (
  title: string,
  amount: number,
  event_type = 'bill',
  pattern: 'monthly' | 'weekly' = 'monthly',
) => ({
  id: title,
  title,
  event_date: '2026-12-01',
  amount,
  event_type,
  recurrence_pattern: pattern,
  recurrence_day: null,
});

const weeklyPay: UserSnapshot = {
  today: '2026-11-24',
  goals: [
    {
      title: 'Vacation',
      current_amount: 600,
      target_amount: 3000,
      target_date: '2027-05-24',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-09-24',
    },
  ],
  events: [event('Rent', 900), event('Internet', 60), event('Wages', 800, 'income', 'weekly')],
};
const noPayday: UserSnapshot = { ...weeklyPay, events: [event('Rent', 900)] };

const read = (question: string, data: UserSnapshot = weeklyPay) => readQuestion(question, data);

async function answer(question: string, data: UserSnapshot = weeklyPay): Promise<string> {
  let text = '';
  for await (const piece of reply([{ role: 'user', content: question }], new AbortController().signal, data))
    text += piece;
  return text;
}

describe('how often an amount comes', () => {
  it('reads "from every paycheck" as the calendar\'s payday frequency', () => {
    const [amount] = read('the union takes $40 from every paycheck for dues, is that ok?').numbers;
    expect(amount).toMatchObject({ value: 40, frequency: 'weekly' });
  });

  it('reads it as the pay the question states before the calendar', () => {
    const numbers = read(
      'i get paid 1,500 every two weeks and my 401k takes $75 per paycheck, can i afford it',
    ).numbers;
    expect(numbers.find((n) => n.value === 75)).toMatchObject({ frequency: 'bi-weekly' });
  });

  it('declines a per-paycheck amount when no payday says how often', async () => {
    const reading = read('a $50 deduction off each check, will i manage?', noPayday);
    expect(reading).toMatchObject({ intent: 'unsupported', decline: 'pay-frequency' });
    expect(await answer('a $50 deduction off each check, will i manage?', noPayday)).toMatch(
      /^I can't answer that yet: I don't know how often you are paid/,
    );
  });

  it('reads "2x a month" and "two times a month" as twice a month', () => {
    expect(read('piano lessons are $90 2x a month, can we afford it').numbers[0]).toMatchObject({
      value: 90,
      frequency: 'semi-monthly',
    });
    expect(read('$45 two times a month for a sitter, doable?').numbers[0]).toMatchObject({
      frequency: 'semi-monthly',
    });
  });
});

describe('more ways of saying how often and in what currency', () => {
  it('reads "every 14 days" as every two weeks and "once a wk at $X" as weekly', () => {
    expect(read('a meal kit at $60 every 14 days, is that manageable?').numbers[0]).toMatchObject({
      frequency: 'bi-weekly',
    });
    expect(read('dog walker once a wk at $30, would it wreck the budget').numbers[0]).toMatchObject({
      value: 30,
      frequency: 'weekly',
    });
  });

  it('reads "USD 1,200" as $1,200 with the frequency after it', async () => {
    expect(read('a USD 1,200 per annum membership, can i take that on').numbers[0]).toMatchObject({
      value: 1200,
      unit: 'money',
      frequency: 'yearly',
    });
    expect(await answer('USD 520 once a year, what is that a week?')).toMatch(/\$10\.00 a week/);
  });
});

describe('a bill named by what was sent about it', () => {
  it('reads "the landlord\'s new notice says $X" as the rent at X', () => {
    expect(read("the landlord's new notice says $950 a month. do i still come out ahead?")).toMatchObject({
      intent: 'affordability',
      change: { name: 'Rent', to: 950 },
    });
  });
});

describe('ages, years and lump sums said plainly', () => {
  it('reads "we\'re both 52" and "freelancer, 44." as ages, and "in 2028" as no amount', () => {
    expect(read("we're both 52 and save $600 a month, what will we have at 65?").numbers[0]).toMatchObject({
      value: 52,
      role: 'age',
    });
    expect(read('freelancer, 44. i put 6,000 per annum into a solo 401k. at 65?').numbers[0]).toMatchObject({
      role: 'age',
    });
    expect(read('will rents drop in 2028?').numbers).toEqual([]);
  });

  it('projects a lump sum left alone when nothing more goes in', async () => {
    expect(
      await answer("i'm 50. if i stop adding and leave my $40,000 alone at 4%, what is it at 65?"),
    ).toMatch(/\$40,000\.00 already saved from age 50, with nothing added/);
  });

  it('reads the frequency said before an amount and its subject ("every 14 days I get 1,500")', () => {
    expect(read("every 14 days i get 1,500, what's that a month?").numbers[0]).toMatchObject({
      frequency: 'bi-weekly',
      role: 'income',
    });
  });
});

describe('changes said another way', () => {
  it('reads "rent hits", "gets refinanced to", "is bumping us to" and "shrink by" as changes', () => {
    expect(read('what if rent hits $1,000, am i ok until payday?').change).toMatchObject({
      name: 'Rent',
      to: 1000,
    });
    expect(
      read('the internet bill gets renegotiated to $45 a month, any trouble before payday?').change,
    ).toMatchObject({
      name: 'Internet',
      to: 45,
    });
    expect(read('if my wages shrink by $100 will i go negative before payday').change).toMatchObject({
      name: 'Wages',
      to: 700,
    });
  });

  it('declines a change and a cancelled bill together', () => {
    expect(
      read('rent becomes $950 and i am cancelling the internet. lowest point before payday?').intent,
    ).toBe('unsupported');
  });

  it('does not read "how long to reach $X" as a change', () => {
    expect(read('if i put away $80 a month how long to reach $1,200').change).toBeNull();
  });
});

describe('several amounts added, over the period asked', () => {
  it('adds amounts joined by "+" that share one frequency written once', async () => {
    expect(await answer('$9.99 + $4.01 monthly apps, what is that a year?')).toMatch(
      /\*\*\$168\.00 a year\*\*/,
    );
  });

  it('adds the bills named from the calendar', async () => {
    expect(await answer('together, what do rent and internet cost me a year?')).toMatch(
      /\*\*\$11,520\.00 a year\*\*/,
    );
  });

  it('does not add amounts of different frequencies', async () => {
    expect(await answer('$10 a week and $50 a month, total per year?')).not.toMatch(/\*\*\$\d/);
  });

  it('reads "two hundred less" after "is going to be" as a change by that amount', () => {
    expect(
      read("each paycheck's gonna be two hundred less, will i go negative before payday").change,
    ).toMatchObject({
      kind: 'income',
      to: 600,
    });
  });

  it('reads the period of pay asked before its rate and hours', async () => {
    expect(await answer('what is that per annum? $20 an hour for 10 hours a week')).toMatch(
      /\$10,400\.00 a year/,
    );
  });
});

describe('who earns an amount', () => {
  it('reads a net or after-tax amount with a frequency as income, not a cost', () => {
    const reading = read('doing deliveries i average 700 a week after gas. could i take on a $250/mo loan?');
    expect(reading.numbers.find((n) => n.value === 700)).toMatchObject({
      role: 'income',
      frequency: 'weekly',
    });
    expect(read('we net 4,200 a month together, can we afford a $500 car note').numbers[0]).toMatchObject({
      role: 'income',
    });
  });

  it('declines an amount it cannot place beside a payment it can, rather than adding both', async () => {
    const text = await answer('side hustle brings maybe 300 each week, is a $200/mo gym ok');
    expect(text).not.toMatch(/new payments of/);
  });
});

describe('a bill said to become another amount', () => {
  it('reads "is going to be" and "is now" as the bill at that amount', () => {
    expect(read("internet's going to be 85 next month, can i still afford everything").change).toMatchObject({
      name: 'Internet',
      to: 85,
    });
    expect(read('my rent is now $975, do I still have room each month?').change).toMatchObject({
      name: 'Rent',
      to: 975,
    });
  });
});

describe('shares said in words and over a period', () => {
  it('takes a discount off the price when the price is asked', async () => {
    expect(await answer('the tv is $800 and it is 15% off, what will i pay?')).toMatch(/\*\*\$680\.00\*\*/);
  });

  it('turns a share of a monthly amount into the period asked', async () => {
    expect(await answer('if 10% of my $2,000 monthly pay goes to savings, how much is that a year?')).toMatch(
      /\$2,400\.00 a year/,
    );
  });

  it('reads "half of" and "a quarter of" as exact shares of the bill named', async () => {
    expect(await answer("what's half of my rent")).toMatch(/\*\*\$450\.00\*\*/);
  });
});

describe('questions the answers cannot run, said so', () => {
  it('declines moving a bill to another day', async () => {
    expect(read('can i move my rent to the 15th so i stay positive')).toMatchObject({
      decline: 'moved-date',
    });
    expect(await answer('delay the internet bill a few days, would that help?')).toMatch(
      /^I can't answer that yet: I can't move a bill/,
    );
  });

  it('declines "what if it ..." when the question does not say what "it" is', () => {
    expect(read('and what if that triples?')).toMatchObject({
      intent: 'unsupported',
      decline: 'earlier-subject',
    });
  });

  it("declines sending messages and advice on where a goal's money goes", async () => {
    expect(await answer('could you remind me when rent is due')).toMatch(
      /^I can't answer that yet: I can't send/,
    );
    expect(read('which bank account should my vacation money sit in')).toMatchObject({
      decline: 'goal-advice',
    });
  });

  it("declines an account's value the app does not hold", async () => {
    expect(read("what's the balance of my roth ira")).toMatchObject({ intent: 'not-held' });
    expect(await answer('how much do i have in my brokerage account right now?')).toMatch(
      /^I can't see your/,
    );
  });

  it("gives a year's limits only for that year", async () => {
    expect(
      await answer('what are the 401k contribution limits for next year', {
        ...weeklyPay,
        today: '2026-11-24',
      }),
    ).toMatch(/^I can't answer that yet: the limits I hold are \d{4}'s, and 2027's/);
    expect(await answer('what is the ira contribution limit')).toMatch(/^For \d{4}:/);
  });

  it('declines weighing a payment when a figure of the question is left out', async () => {
    expect(
      await answer('my pay is 800 a week, could i do a 700 studio and 45 for a phone, plus 30 gym'),
    ).not.toMatch(/it fits|does not fit/);
  });
});
