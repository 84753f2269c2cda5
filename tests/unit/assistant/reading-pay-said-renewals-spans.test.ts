import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { unitAskedMissing } from '../../../supabase/functions/_shared/assistant/reading/coverage';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 9 of the reader (docs/decisions/027): pay said by the shape of the sentence ("nurse here,
 * 72k a year", "my checks are", "3,100/mo take home", "an extra 500 a month on top of my pay"), two
 * people's own incomes not doubled, "what does that leave me", a bill's renewal said as "$X for
 * rent", a payday said as when rather than as what changes, a saving over a span, a year's pay
 * counted exactly, a goal on pace with what keeps it there, and what is outside the app (an asset to
 * move savings into, an account's rate). Phrasings and the user here are this file's own.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const data: UserSnapshot = {
  today: '2026-11-25',
  goals: [
    {
      title: 'Kayak',
      current_amount: 600,
      target_amount: 2_400,
      target_date: '2027-11-25',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-11-20',
    },
    {
      title: 'Rainy Day',
      current_amount: 1_000,
      target_amount: 12_000,
      target_date: '2027-11-25',
      completed_at: null,
      category: 'emergency',
      created_on: '2026-01-25',
    },
    {
      title: 'Cabin',
      current_amount: 5_000,
      target_amount: 50_000,
      target_date: null,
      completed_at: null,
      category: 'other',
      created_on: '2026-01-25',
    },
  ],
  events: [
    {
      id: 'r',
      title: 'Rent',
      event_date: '2026-12-01',
      amount: 1_100,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'm',
      title: 'Music app',
      event_date: '2026-12-09',
      amount: 11.5,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'w',
      title: 'Wages',
      event_date: '2026-12-04',
      amount: 1_500,
      event_type: 'income',
      recurrence_pattern: 'bi-weekly',
      recurrence_day: null,
    },
  ],
};

const read = (question: string) => readQuestion(question, data);
const roles = (question: string) => read(question).numbers.map((n) => [n.value, n.role]);

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

describe('pay said by the shape of the sentence', () => {
  it.each([
    ['welder here, 61k a year. would $1,450 rent be ok', 61_000],
    ['my checks are twelve hundred every two weeks. is 300 a month for a loan too much', 1_200],
    ['2800/mo take home and a 1,000/mo studio, what do i have left', 2_800],
    ['I drive for lyft, around 500 a week. can I handle a 250 a month lease', 500],
    ['two jobs, it comes out to about 30k a year. I work both. is a 700 a month room ok', 30_000],
  ])('reads "%s" with its pay as income', (question, pay) => {
    expect(roles(question)).toContainEqual([pay, 'income']);
    expect(readQuestion(question).intent).toBe('affordability');
  });

  it('adds pay said "on top of" the calendar to it, rather than putting it in its place', async () => {
    const text = await answer(
      'my partner picked up a weekend job, an extra 400 a month on top of my pay. could we take on a $500 loan payment',
    );
    // Wages 1,500 x 26 / 12 = 3,250; + 400 - 1,100 - 11.50 - 500 = 2,038.50.
    expect(text).toContain('$2,038.50');
  });

  it('counts each partner once when each says their own pay', () => {
    const reading = read(
      'we both work: I clear 1,000 a week and my wife nets 1,400 every two weeks. can we afford 1,900 a month',
    );
    expect(reading.numbers.filter((n) => n.role === 'income').map((n) => n.value)).toEqual([1_000, 1_400]);
  });

  it('still counts an amount both put in twice', () => {
    expect(
      read('we both make 1,800 every two weeks, could we afford a $900 payment').numbers[0],
    ).toMatchObject({
      value: 3_600,
      role: 'income',
    });
  });
});

describe('what is left, asked', () => {
  it('weighs "what does that leave me" as affordability', async () => {
    const text = await answer('a gym near work is $45/mo. what does that leave me monthly');
    // 3,250 - 1,111.50 = 2,138.50 now; - 45 = 2,093.50.
    expect(text).toContain('$2,093.50');
  });

  it('weighs options "under each" one at a time, not together', async () => {
    const text = await answer(
      'a phone plan is $30/mo for basic or $55/mo for unlimited. what is left under each',
    );
    expect(text).toContain('each option on its own');
    expect(text).not.toContain('$85.00');
  });

  it('reads "$X for rent" in a renewal as the Rent bill at that amount', () => {
    expect(
      read('the renewal notice has $1,160 for rent from january. does the budget still work').change,
    ).toMatchObject({
      name: 'Rent',
      to: 1_160,
    });
    expect(read('can we afford another 200 for rent on a garage').change).toBeNull();
  });
});

describe('changes and spans', () => {
  it('does not take a payday said as "before my check lands" for what changes', () => {
    const change = read('gym price hike to 30, in the red before my check lands?').change;
    expect(change?.event).toBeNull();
    expect(change?.name).toBe('gym');
  });

  it('reads "pct" as a percentage', () => {
    expect(read('rent up 5 pct in spring, lowest before payday?').change).toMatchObject({ to: 1_155 });
  });

  it('works out a cancelled bill over the span asked', async () => {
    expect(await answer('if I cancel the music app, what do I save over 8 months')).toContain('$92.00');
  });

  it('counts a year of pay from each payday, not a rounded month x 12', async () => {
    // 1,500 x 26 = 39,000 (a rounded 3,250.00 x 12 happens to agree; 1,234 x 26 = 32,084 does not).
    const odd: UserSnapshot = {
      ...data,
      events: data.events.map((e) => (e.id === 'w' ? { ...e, amount: 1_234 } : e)),
    };
    expect(await answer('how much do I make in a year', odd)).toContain('$32,084.00');
  });

  it('declines a price nobody gave for a change to a bill', async () => {
    expect(await answer('how much more a month if we add a second line to the music app')).toMatch(
      /^I can't answer that yet/,
    );
  });

  it('declines moving a bill past payday', async () => {
    expect(await answer('can I shift rent until after my wages come in')).toMatch(
      /^I can't answer that yet: I can't move a bill/,
    );
  });
});

describe('costs said as what a thing is', () => {
  it.each([
    ['gutter cleaning is one-forty every quarter. can our budget fit it', 140, 'quarterly'],
    ['summer camp runs 3.6k a year. could we pay that monthly out of what we make', 3_600, 'yearly'],
    [
      'the gym bills 30 on the 1st and again on the 15th. how much is left over once that is in',
      30,
      'semi-monthly',
    ],
    ['can we aford a 70 dollar a month plan for the cat', 70, 'monthly'],
    ['a tutor is 40 a session and we want 2 sessions a week. can we fit that in', 80, 'weekly'],
    [
      'if I start buying snacks at a buck fifty a day, 5 days a week, what does that leave us monthly',
      7.5,
      'weekly',
    ],
  ])('weighs "%s"', (question, value, frequency) => {
    const reading = read(question);
    expect(reading.intent).toBe('affordability');
    expect(reading.numbers).toContainEqual(
      expect.objectContaining({ value, frequency, role: 'new-payment' }),
    );
  });

  it('reads options said as "one\'s" and "the other is" as two costs', () => {
    expect(
      read("two plans: one's 25/mo, the other is 40/mo. what do we have left with each").numbers.map(
        (n) => n.role,
      ),
    ).toEqual(['new-payment', 'new-payment']);
  });
});

describe('sums asked other ways', () => {
  it.each([
    ['9.6k a year works out to what monthly', '$800.00'],
    ['made 4,500 over 3 months of summer work, monthly average?', '$1,500.00'],
    ['rent and the music app combined monthly?', '$1,111.50'],
  ])('answers "%s"', async (question, figure) => {
    expect(await answer(question)).toContain(figure);
  });
});

describe('changes said with the figures written out', () => {
  it.each([
    ["my rent's going from 1,100 to 1,175, do i dip under before payday", 1_175],
    ['with a 4% rent increase how low does checking go before I get paid', 1_144],
    ["what's my low point over the next 2 weeks if rent is 1,150", 1_150],
    ['landlord is tacking a 25 dollar trash fee onto rent. how low do i get before payday', 1_125],
  ])('reads "%s" as Rent at its new amount', (question, to) => {
    const reading = read(question);
    expect(reading.intent).toBe('change-what-if');
    expect(reading.change).toMatchObject({ name: 'Rent', to });
  });
});

describe('retirement said briefly', () => {
  it.each([
    ["welder, 44, I put $310.75 per month into my 401k. what will it be when I'm 65", 310.75],
    ["I'm 36, 900 a month, 6.5%, 65 total?", 900],
    ["we're 38 and have 31,000 in our 401ks, adding 650 a month. what's it at 65", 650],
    ['every 1st and 15th I move $200 into my roth. I am 29. total at 65?', 200],
  ])('projects "%s"', (question, monthly) => {
    const reading = readQuestion(question);
    expect(reading.intent).toBe('retirement-projection');
    expect(reading.numbers.find((n) => n.value === monthly)?.role).toBe('saving');
    expect(reading.numbers.find((n) => n.value === 65)?.role).toBe('retire-age');
  });

  it('keeps a payment weighed beside retiring a payment', () => {
    const reading = readQuestion("I'm 40, can I afford a $500 car payment and still retire at 65");
    expect(reading.intent).toBe('affordability');
    expect(reading.numbers.find((n) => n.value === 500)?.role).toBe('new-payment');
  });
});

describe('goals', () => {
  it('says what keeps a goal on pace when it is not behind', async () => {
    const text = await answer('is the kayak slipping? what a month gets it done by its date');
    expect(text).toContain('not behind its plan');
    // 1,800 over the 12 months left.
    expect(text).toContain('$150.00 a month');
  });

  it('reads "how many dollars short" as behind its plan, or what is left when it has no date', async () => {
    expect(await answer('how many dollars short is the rainy day fund')).toMatch(/behind its plan/);
    expect(await answer('how many dollars short of the cabin goal am I')).toContain('$45,000.00');
  });

  it('declines choosing which goal deserves money first', async () => {
    expect(await answer('of my goals, which one deserves the next dollar first')).toMatch(
      /^I can't tell you which goal/,
    );
  });
});

describe('outside the app', () => {
  it('declines where to move savings as an asset', async () => {
    expect(await answer('should we shift part of our savings into silver coins')).toMatch(
      /^I can't tell you/,
    );
  });

  it("declines an account's rate, which the app does not hold", async () => {
    expect(await answer('what apy do I get on my savings account')).toMatch(
      /^I can't see your savings account/,
    );
  });
});

describe('the unit asked', () => {
  it('finds an answer that never gives the unit the question asks for', () => {
    expect(
      unitAskedMissing('how many weeks to save 900 at 50 a week', '**18 weeks**: $900.00 / $50.00.'),
    ).toBe(false);
    expect(
      unitAskedMissing('how many weeks to save 900 at 200 a month', '**5 months**: $900.00 / $200.00.'),
    ).toBe(true);
    expect(unitAskedMissing('what percent of 3,000 is 450', '**$450.00**')).toBe(true);
    expect(unitAskedMissing('what percent of 3,000 is 450', '**15%**: $450.00 / $3,000.00 x 100.')).toBe(
      false,
    );
    expect(unitAskedMissing('what date is the kayak done at 200 a month', 'in 9 months')).toBe(true);
    expect(unitAskedMissing('what date is the kayak done at 200 a month', 'by Aug 25, 2027')).toBe(false);
  });
});
