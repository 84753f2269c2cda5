import { describe, expect, it } from 'vitest';
import { calculationAnswer } from '../../supabase/functions/_shared/assistant/calculate-answer.ts';
import { readFigures } from '../../supabase/functions/_shared/assistant/read-question.ts';
import { readQuestion } from '../../supabase/functions/_shared/assistant/reading/read.ts';

const calculate = (question: string) => calculationAnswer(readQuestion(question));

describe('readFigures', () => {
  it('reads dollars, thousands, percentages, years and monthly amounts', () => {
    expect(readFigures('$8,000 on a card at 24% APR, paying $300 a month for 2 years')).toEqual({
      amounts: [
        { value: 8000, monthly: false, role: 'balance' },
        { value: 300, monthly: true, role: 'payment' },
      ],
      percents: [24],
      years: 2,
    });
    expect(readFigures('I have 500k saved').amounts).toEqual([
      { value: 500_000, monthly: false, role: 'saved' },
    ]);
  });
});

describe('calculationAnswer (the answer comes first, with the inputs it used)', () => {
  it('gives an emergency fund range from monthly spending', () => {
    const answer = calculate('I spend $3,000 a month. How big should my emergency fund be?')!;
    expect(answer.split('\n')[0]).toContain('Aim for $9,000 to $18,000');
    expect(answer).toContain('Used: monthly expenses $3,000');
    expect(answer).toContain('/dashboard/financial-education/saving-habits');
  });

  it('works out debt payoff months and interest, and never points a debt question to a product', () => {
    const answer = calculate('How long to pay off $8,000 at 24% APR if I pay $300 a month?')!;
    expect(answer.split('\n')[0]).toContain('39 months');
    expect(answer).toContain('Used: balance $8,000, APR 24%, payment $300 a month');
    expect(answer).not.toMatch(/solutions|consultation|whole life/i);
  });

  it('answers "pay off the card or buy whole life" neutrally: the debt first', () => {
    const answer = calculate('$8,000 on a card at 24% APR: pay it off or buy whole life?')!;
    expect(answer).toContain('guaranteed 24% return');
    expect(answer).toContain('Clear high-interest debt first');
    expect(answer).not.toContain('/dashboard/solutions');
  });

  it('says a payment below the interest never clears the debt', () => {
    expect(calculate('Paying $100 a month on a $8,000 card at 24%, when is it paid off?')).toContain(
      'never pays it off',
    );
  });

  it('grows savings, gives 4% rule income and the rule of 72', () => {
    expect(calculate('What will $10,000 grow to at 7% for 10 years?')).toContain(
      'About $20,096.61 after 10 years',
    );
    expect(calculate('How much income from $500,000 with the 4% rule?')).toContain(
      'About $20,000.00 a year ($1,666.67 a month)',
    );
    expect(calculate('How long to double my money at 8%?')).toContain('About 9 years');
  });

  it('makes up no figure: without the numbers it needs, it leaves the question to the guides', () => {
    expect(calculate('How much should I keep in an emergency fund?')).toBeNull();
    expect(calculate('What is the 4% rule?')).toBeNull();
    expect(calculate('How do I pay off credit card debt?')).toBeNull();
  });
});
