import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { throughDate } from '../../../supabase/functions/_shared/assistant/reading/date-horizon';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 15 of the reader (docs/decisions/027): figures as people dictate, text and correct them
 * ("ate hundred", "25 000", "10 racks", "41, sorry, 44"), an amount for each person or thing,
 * two people's ages, holidays as the day a question asks through, and money due through that day.
 * Phrasings and the user here are this file's own.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const data: UserSnapshot = {
  // A Monday.
  today: '2026-11-16',
  goals: [
    {
      title: 'Boat',
      current_amount: 1_000,
      target_amount: 4_000,
      target_date: '2027-10-01',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-05-01',
    },
  ],
  events: [
    {
      id: 'r',
      title: 'Mortgage',
      event_date: '2026-12-05',
      amount: 1_600,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'i',
      title: 'Internet',
      event_date: '2026-11-20',
      amount: 70,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'p',
      title: 'Salary',
      event_date: '2026-11-30',
      amount: 2_800,
      event_type: 'income',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
  ],
};

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

describe('figures as people dictate, text and correct them', () => {
  it('reads a homophone before a scale as the number', () => {
    expect(values('could i swing for hundred a month for a storage unit')[0]?.value).toBe(400);
    expect(values('ate thousand saved, how long at 300 a month')[0]?.value).toBe(8000);
  });

  it('joins thousands set apart by a space, but not an age and an amount', () => {
    expect(values('we net 5 250 a month, can we do a 480 payment').map((n) => n.value)).toEqual([5250, 480]);
    expect(values("i'm 39 250 a month into my 401k, what at 65").map((n) => n.value)).toContain(250);
  });

  it("reads money's slang for a count", () => {
    expect(values('i clear 3 racks a month, is a 400 truck note ok').map((n) => n.value)).toEqual([
      3000, 400,
    ]);
    expect(values('if insurance goes up 3 c-notes a year')[0]?.value).toBe(300);
  });

  it('keeps the figure a message corrects to', () => {
    expect(values("I'm 38, sorry, 36, saving 250 a month, total at 65?")).toContainEqual({
      value: 36,
      role: 'age',
    });
    expect(values('we make 4,200 i mean 4,400 a month')[0]?.value).toBe(4400);
  });

  it('reads texting shorthand', async () => {
    expect(readQuestion('r we behind on the boat n by how much', data).intent).toBe('goal-behind');
    expect(await answer('wats 15% of 2,600 thx')).toContain('$390.00');
  });
});

describe('an amount for each person or thing', () => {
  it('multiplies by how many there are', () => {
    expect(
      values('the state pays 650 per child monthly and we have 2 kids, can we afford a 500 payment').map(
        (n) => n.value,
      ),
    ).toContain(1300);
    // As the decline's own example says it.
    expect(values('we get $700 a month per child, 2 children, can we afford a 600 payment')).toContainEqual({
      value: 1400,
      role: 'income',
    });
  });

  it('declines without how many', async () => {
    const text = await answer(
      'we get 550 per foster child a month, can we afford a 450 van payment',
      undefined,
    );
    expect(text).toContain('not how many of them there are');
    expect(text).not.toContain('$100.00');
  });
});

describe("two people's ages", () => {
  it('declines one projection for both', async () => {
    const text = await answer("my wife is 50 and i'm 44, we save 900 a month, what do we have at 65");
    expect(text).toContain('two ages');
    expect(text).not.toMatch(/\$\d{2,3},\d{3}/);
  });
});

describe('holidays as the day asked through', () => {
  it.each([
    ['until thanksgiving', '2026-11-26'],
    ['before christmas', '2026-12-24'],
    ['by new years eve', '2026-12-31'],
    ['before labor day', '2027-09-05'],
    ['by memorial day', '2027-05-31'],
    ['until tax day', '2027-04-15'],
    ['before the 4th of july', '2027-07-03'],
    ['between now and halloween', '2027-10-31'],
  ])('reads "%s" as through %s', (said, through) => {
    expect(throughDate(`how much is due ${said}`, data.today)).toBe(through);
  });

  it('sums one bill due through the day', async () => {
    const text = await answer("how much mortgage goes out between now and new year's eve");
    expect(text).toContain('$1,600.00 in all');
    expect(text).toContain('Dec 31, 2026');
  });

  it('sums the pay that comes through the day', async () => {
    expect(await answer('how much pay lands before valentines day')).toContain('$8,400.00 in all');
  });

  it('declines a goal asked to another date, with what is left', async () => {
    const text = await answer('what do i need a month to have the boat paid by my birthday in june');
    expect(text).toContain('not your goal');
    expect(text).toContain('$3,000.00 still needed');
  });
});
