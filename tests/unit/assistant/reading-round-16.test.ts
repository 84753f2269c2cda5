import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { weddingHousehold } from './wedding-household';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 16 of the reader (docs/decisions/027): thousands grouped as other countries write them,
 * more of money's slang, money received named by where it comes from, pay for each of several,
 * two changes at once, two goals weighed against each other, an amount said without its figure,
 * others' pay, and a sum put into a goal once. Phrasings and the user here are this file's own.
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

describe('thousands grouped as other countries write them', () => {
  it("reads an apostrophe's thousands and India's lakh grouping as plain figures", () => {
    expect(values("we bring home 6'400 a month, is a 900 lease ok").map((n) => n.value)).toEqual([6400, 900]);
    expect(values('salary of 12,50,000 a year, what is that monthly')[0]?.value).toBe(1_250_000);
  });

  it('leaves a list and a height alone', () => {
    expect(values('bills of 1,200, 300 and 45 a month').map((n) => n.value)).toEqual([1200, 300, 45]);
    expect(values("i'm 5'11 and make 3,000 a month").map((n) => n.value)).toContain(3000);
  });
});

describe("money's slang for thousands", () => {
  it('reads stacks, bands and Gs', () => {
    expect(values('got 4 stacks saved, adding 300 a month, when do i hit 10k')[0]?.value).toBe(4000);
    expect(values('i make 5 bands a month, can i do a 700 car note')[0]?.value).toBe(5000);
    expect(values('put 2 Gs in the wedding fund today, what is left on it')[0]?.value).toBe(2000);
  });

  it('does not read a stack of something as money', () => {
    expect(values('a stack of bills came, rent is 1,100').map((n) => n.value)).toEqual([1100]);
  });
});

describe('money received, named by where it comes from', () => {
  it('adds benefits, payments received and pay from several sources as income', async () => {
    const text = await answer(
      'my disability benefits are 1,300 a month, the foster care payment is 650 a month and my tutoring clients pay 400 a month. can i take on a 350 payment',
    );
    // 1,300 + 650 + 400 = 2,350, less the calendar's 1,520 of bills and the 350.
    expect(text).toContain('$2,350.00');
    expect(text).toContain('$480.00 a month is left');
  });

  it('multiplies pay for each of several', () => {
    expect(values('i clean 3 offices and each one pays 450 a month, is 500 rent doable')).toContainEqual({
      value: 1350,
      role: 'income',
    });
  });

  it("counts someone's share on top of the calendar's pay", async () => {
    const text = await answer('my brother will chip in 300 a month, can we afford a 600 a month daycare');
    // 3,100 + 300 - 1,520 of bills - 600.
    expect(text).toContain('$1,280.00');
    // What we chip in ourselves is a cost.
    expect(values("we'd chip in 250 a month toward grandpa's rent, can we manage that")[0]?.role).not.toBe(
      'income',
    );
  });
});

describe('what the answers do not run', () => {
  it('declines two new amounts at once', () => {
    expect(
      readQuestion('mortgage to 1,500 and electric to 150, how low do i get before payday', data).intent,
    ).toBe('unsupported');
  });

  it('declines which of two named goals should come first', async () => {
    const text = await answer('the wedding or the rainy day fund, which deserves priority');
    expect(text).toContain("I can't tell you which goal should come first");
  });

  it('asks for the amount when it is said without its figure', async () => {
    const text = await answer("if i throw a bit more at the wedding each month, when's it paid for");
    expect(text).toMatch(/^I need the amount/);
    expect(text).not.toContain('$10,000.00');
  });

  it("declines others' pay", async () => {
    const text = await answer('what is the typical electrician pay in florida');
    expect(text).toContain("I can't tell you what people in a job or a place are paid");
    expect(text).not.toMatch(/\$\d/);
  });
});

describe('goals', () => {
  it('reads "off its pace" as behind', () => {
    expect(readQuestion('is the wedding off its pace', data).intent).toBe('goal-behind');
  });

  it('works out what is left after a sum put in once', async () => {
    const text = await answer(
      'if my whole 2,500 bonus goes into the wedding fund, how much is still left on it',
    );
    expect(text).toContain('$7,500.00 still needed for Wedding after $2,500 put in once');
  });
});
