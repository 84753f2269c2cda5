import { describe, expect, it } from 'vitest';
import {
  figuresIn,
  refusedFigures,
  type FigureSources,
} from '../../../supabase/functions/_shared/assistant/figure-check';

const tool = (result: unknown) => JSON.stringify(result);
const sources = (over: Partial<FigureSources> = {}): FigureSources => ({
  question: '',
  toolResults: [],
  content: [],
  ...over,
});
const refused = (answer: string, over: Partial<FigureSources> = {}) =>
  refusedFigures(answer, sources(over)).map((f) => f.text);

describe('figuresIn', () => {
  it('reads money, percentages, counts, dates and plain numbers of 10 or more', () => {
    expect(
      figuresIn(
        'Save $1,234.56 a month (about 12.5% of pay) for 18 months, by Dec 05, 2026: 240 payments, in 3 steps.',
      ).map((f) => [f.kind, f.text]),
    ).toEqual([
      ['date', 'Dec 05, 2026'],
      ['money', '$1,234.56'],
      ['percent', '12.5%'],
      ['count', '18 months'],
      ['plain', '240'],
    ]);
  });

  it('reads scales and negative amounts as their size', () => {
    expect(figuresIn('-$12.00 now, $1.2 million later, 5k dollars').map((f) => f.value)).toEqual([
      12, 1_200_000, 5000,
    ]);
  });

  it('leaves out links, account names and list markers, which hold digits but no figure', () => {
    expect(
      figuresIn(
        '1. Read [Tax Benefits](/dashboard/lessons/tax-2025) on a 401(k), a 403b or a 529 plan.\n2. Done.',
      ),
    ).toEqual([]);
  });
});

describe('refusedFigures', () => {
  it("allows the question's own numbers written in words", () => {
    expect(
      refused('Yes: $1,500.00 a month fits.', { question: 'Can I afford fifteen hundred a month?' }),
    ).toEqual([]);
    expect(
      refused('Yes: $1,600.00 a month fits.', { question: 'Can I afford fifteen hundred a month?' }),
    ).toEqual(['$1,600.00']);
  });

  it("allows a tool's figure however it is written, to the precision written", () => {
    const toolResults = [tool({ value: 1234.56, months: 33, monthly: 5416.666666 })];
    expect(refused('You would have $1,234.56, that is 1234.56 or about $1,235.', { toolResults })).toEqual(
      [],
    );
    expect(refused('Paid off in 33 months, $5,416.67 a month, about $5.4k.', { toolResults })).toEqual([]);
  });

  it('refuses a figure written more exactly than, or rounded away from, what the tool gave', () => {
    const toolResults = [tool({ value: 1234.56 })];
    expect(refused('About $1,200, or $1,234.57 exactly.', { toolResults })).toEqual(['$1,200', '$1,234.57']);
  });

  it('allows the figures of the question, of the pages given and of text inside a tool result', () => {
    const question = 'I get paid $2,500 every two weeks and I am 35. Can I afford $400?';
    const content = ['Aim for 3 to 6 months of essential expenses; the 50/30/20 budget.'];
    const toolResults = [tool({ answer: 'Reading: income $2,500.00 every two weeks.\n\n- Left: $1,012.34' })];
    expect(
      refused('At 35, with $2,500 pay and $400 more, $1,012.34 is left; aim for 3 to 6 months; 50/30/20.', {
        question,
        content,
        toolResults,
      }),
    ).toEqual([]);
  });

  it('refuses an invented amount, percentage, count and number', () => {
    expect(
      refused('You can spend $350.00 a month, 15% of pay, for 24 months, about 1200 in all.', {
        question: 'Can I afford a $400 car payment?',
        toolResults: [tool({ total: 1450 })],
      }),
    ).toEqual(['$350.00', '15%', '24 months', '1200']);
  });

  it('allows dates the tools gave, in any of the ways they are written, and refuses others', () => {
    const toolResults = [tool({ events: [{ title: 'Rent', date: '2026-11-26' }] })];
    expect(
      refused('Rent is due 2026-11-26 (Nov 26, 2026; Nov 26th; November 2026; in 2026).', { toolResults }),
    ).toEqual([]);
    expect(refused('Rent is due Nov 27, 2026, then 2027-01-26 and in 2030.', { toolResults })).toEqual([
      '2027-01-26',
      'Nov 27, 2026',
      '2030',
    ]);
  });

  it('does not check plain numbers under 10, which say too little to check', () => {
    expect(refused('Three things, in 2 steps: first 1, then 3.')).toEqual([]);
  });
});
