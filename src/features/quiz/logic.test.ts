import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from './content';
import { quizProgress, tallySolutions, topSolutions } from './logic';

describe('tallySolutions', () => {
  it('adds one point per slug of every answer, in order of first appearance', () => {
    expect(
      tallySolutions([
        ['life-insurance', 'living-benefits'],
        ['living-benefits', 'life-insurance'],
        ['income-for-life'],
      ]),
    ).toEqual([
      { slug: 'life-insurance', count: 2 },
      { slug: 'living-benefits', count: 2 },
      { slug: 'income-for-life', count: 1 },
    ]);
  });

  it('is empty before any answer', () => {
    expect(tallySolutions([])).toEqual([]);
  });
});

describe('topSolutions', () => {
  it('ranks by count, highest first, and keeps the top 3', () => {
    const ranked = topSolutions([
      ['income-for-life'],
      ['tax-free-retirement', 'build-your-own-bank'],
      ['build-your-own-bank', 'living-benefits'],
    ]);
    expect(ranked.map((m) => m.slug)).toEqual([
      'build-your-own-bank',
      'income-for-life',
      'tax-free-retirement',
    ]);
    expect(ranked[0]!.count).toBe(2);
  });

  it('breaks ties by first appearance, so the goal of question 1 wins a tie', () => {
    const ranked = topSolutions([
      ['plans-for-children'],
      ['final-expense-plan', 'life-insurance'],
      ['income-for-life'],
    ]);
    expect(ranked.map((m) => m.slug)).toEqual(['plans-for-children', 'final-expense-plan', 'life-insurance']);
  });

  it('gives the same ranking for the same answers every time', () => {
    const answers = [
      ['life-insurance', 'living-benefits'],
      ['income-for-life'],
      ['tax-free-retirement'],
    ] as const;
    expect(topSolutions(answers)).toEqual(topSolutions(answers));
  });

  it('shows fewer than three when the answers name fewer solutions', () => {
    expect(topSolutions([['income-for-life'], ['income-for-life'], ['income-for-life']])).toEqual([
      { slug: 'income-for-life', count: 3 },
    ]);
  });
});

describe('quizProgress', () => {
  const count = QUIZ_QUESTIONS.length;

  it('follows docs/product-spec.md §4 for the 3-question quiz: 0, 25 and 50 on the questions, 75 on the results', () => {
    expect(count).toBe(3);
    expect(quizProgress(0, false, count)).toBe(0);
    expect(quizProgress(1, false, count)).toBe(25);
    expect(quizProgress(2, false, count)).toBe(50);
    expect(quizProgress(2, true, count)).toBe(75);
  });

  it('is (index, plus 1 once finished) / (questions + 1) * 100 for any length', () => {
    expect(quizProgress(4, false, 9)).toBe(40);
    expect(quizProgress(8, true, 9)).toBe(90);
  });
});
