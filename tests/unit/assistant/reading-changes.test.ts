import { describe, expect, it } from 'vitest';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';

/** The changes a question supposes, read from the words around them (docs/decisions/027). */

const bill = (
  title: string,
  amount: number,
  event_type = 'bill',
  pattern: 'monthly' | 'bi-weekly' = 'monthly',
) => ({
  id: title,
  title,
  event_date: '2026-12-01',
  amount,
  event_type,
  recurrence_pattern: pattern,
  recurrence_day: null,
});

const snapshot: UserSnapshot = {
  today: '2026-11-24',
  goals: [
    {
      title: 'New Car',
      current_amount: 1000,
      target_amount: 8000,
      target_date: null,
      completed_at: null,
      category: 'transportation',
      created_on: '2026-10-01',
    },
  ],
  events: [
    bill('Rent', 1250),
    bill('Phone', 65),
    bill('Car payment', 320),
    bill('Streaming', 15.99),
    bill('Paycheck', 2100, 'income', 'bi-weekly'),
  ],
};

const read = (question: string) => readQuestion(question, snapshot);

describe('the changes a question supposes', () => {
  it('reads a bill stopped as that bill at zero', () => {
    const reading = read('what happens before payday if i just stop paying my phone bill');
    expect(reading.change).toMatchObject({ name: 'Phone', to: 0 });
  });

  it('reads a bill named by its kind: "my landlord wants" is the rent', () => {
    const reading = read('my landlord wants $1,325.50 when we renew. can i still cover everything else');
    expect(reading.intent).toBe('affordability');
    expect(reading.change).toMatchObject({ name: 'Rent', to: 1325.5 });
  });

  it('reads "from X to Y" as the bill at Y', () => {
    expect(read('car payment is going from 320 to 410, any problem before payday').change).toMatchObject({
      name: 'Car payment',
      to: 410,
    });
  });

  it('never moves a payday named after the amount when the words before it name another bill', () => {
    const reading = read('cable going up by $20, am i short before my next paycheck');
    expect(reading.change).toMatchObject({ event: null, name: 'cable' });
  });

  it('declines two changes, since the answers run one', () => {
    expect(read('suppose rent goes up 75 and i also drop streaming, lowest before payday?').intent).toBe(
      'unsupported',
    );
  });

  it('keeps a supposed balance beside a change', () => {
    const reading = read(
      'if i had two grand in checking and rent went up to 1,400, where do i bottom out before payday',
    );
    expect(reading.change).toMatchObject({ name: 'Rent', to: 1400 });
    expect(reading.numbers.find((n) => n.role === 'balance')?.value).toBe(2000);
  });

  it('reads a word a bill shares with a goal as the goal when the question asks of a goal', () => {
    const reading = read('how far along am i on the car, like percentage wise');
    expect(reading.events).toEqual([]);
    expect(reading.goals.map((g) => g.title)).toEqual(['New Car']);
  });

  it('never gives a guide page to a question with figures of its own', () => {
    expect(read('3 cards: 22%, 18% and 27% apr. which one do i pay first').intent).toBe('unsupported');
  });
});
