import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { unitAskedMissing } from '../../../supabase/functions/_shared/assistant/reading/coverage';
import { gateOf } from '../../../supabase/functions/_shared/assistant/reading/gates';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 11 of the reader (docs/decisions/027): safety gates that decline an answer which may be to
 * another question, read from the structured reading, whatever the phrasing. Phrasings and the user
 * here are this file's own.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

const data: UserSnapshot = {
  today: '2026-11-25',
  goals: [
    {
      title: 'Kayak',
      current_amount: 200,
      target_amount: 1_200,
      target_date: '2027-09-01',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-10-01',
    },
  ],
  events: [
    {
      id: 'r',
      title: 'Rent',
      event_date: '2026-12-01',
      amount: 1_400,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'w',
      title: 'Wages',
      event_date: '2026-12-04',
      amount: 2_300,
      event_type: 'income',
      recurrence_pattern: 'bi-weekly',
      recurrence_day: null,
    },
  ],
};

const gate = (question: string, answer = 'A worked answer.') => gateOf(readQuestion(question, data), answer);

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

describe('an amount with no role in a worked answer', () => {
  it('declines an affordability answer that weighed an amount the reader gave no role', async () => {
    const question = 'the condo board is lifting fees to 275, are we still fine each month';
    expect(readQuestion(question, data).numbers.some((n) => n.role === 'unknown')).toBe(true);
    expect(gate(question)).toBe('role-less');
    expect(await answer(question)).toMatch(/^I can't answer that yet: I read an amount/);
  });

  it('still answers when every amount has its role', async () => {
    expect(gate('I bring home 3,000 a month, can I afford a 250 a month lease?')).toBeNull();
    expect(await answer('I bring home 3,000 a month, can I afford a 250 a month lease?')).toMatch(
      /^Reading: income \$3,000\.00 a month/,
    );
  });
});

describe('a supposition the forecast did not run', () => {
  it('declines the low point as it is when the question supposes something the reading holds no change for', () => {
    expect(gate('if my hours get trimmed, do i dip below zero before payday')).toBe('supposition');
  });

  it('keeps the low point asked plainly', () => {
    expect(gate('do i dip below zero before payday')).toBeNull();
  });
});

describe('a change far from what it replaces', () => {
  it('declines a new amount a tenth of the matched pay or bill', () => {
    const reading = readQuestion('if my wages drop to 120, am I short before payday', data);
    expect(reading.change?.event?.title).toBe('Wages');
    expect(gateOf(reading, 'A worked answer.')).toBe('implausible-change');
  });

  it('keeps a change of ordinary size and a cancelled bill', () => {
    expect(gate('if my rent goes to 1,550, am I short before payday')).toBeNull();
    expect(gate('if my wages drop to 1,900, am I short before payday')).toBeNull();
  });
});

describe('a range and a figure of another kind', () => {
  it('declines a sum that would add up the two ends of a range', () => {
    expect(gate('my commission runs between 2k and 3.5k a month, what is that a year at each end')).toBe(
      'range',
    );
  });

  it('declines a projection asked in today’s dollars that never speaks of inflation', () => {
    const reading = readQuestion("I'm 40 putting away 300 a month, what is that at 67 in today's dollars");
    expect(gateOf(reading, 'About $250,000 by 67.')).toBe('real-terms');
    expect(gateOf(reading, 'About $140,000 in today’s dollars at 3% inflation.')).toBeNull();
  });
});

describe('a prediction about the asker', () => {
  it('declines a page answer to "will we ..." about the asker’s own future', () => {
    expect(gate('will we qualify for medicaid after the move', 'How Medicaid works: ...')).toBe('prediction');
  });

  it('keeps a question of how things work', () => {
    expect(gate('how does a child tax credit work')).toBeNull();
  });
});

describe('the unit or period asked, for every answer', () => {
  it('declines a sum that closes on "a month" but is given without one', () => {
    expect(unitAskedMissing('15% of 900 in fares a shift, what do i take home a month', '$135.00')).toBe(
      true,
    );
    expect(
      unitAskedMissing('15% of 900 in fares a shift, what do i take home a month', '$585.00 a month'),
    ).toBe(false);
  });

  it('declines a page answer to "what day" that gives no date', async () => {
    expect(await answer('what day should I claim social security')).toMatch(
      /^I can't answer that yet: I could not work out/,
    );
  });

  it('declines the bills total asked over a span it does not name', async () => {
    expect(await answer('what do my bills add up to over the next 4 months')).toMatch(
      /^I can't answer that yet/,
    );
  });
});
