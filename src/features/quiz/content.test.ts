import { describe, expect, it } from 'vitest';
import { isSolutionSlug, SOLUTIONS } from '@/features/solutions';
import { QUIZ_QUESTIONS, SOLUTION_SUMMARIES } from './content';

describe('quiz content', () => {
  it('has three questions, each with at least two answers', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(3);
    for (const question of QUIZ_QUESTIONS) expect(question.options.length).toBeGreaterThanOrEqual(2);
  });

  it('maps every answer to known solution slugs, without repeats', () => {
    for (const option of QUIZ_QUESTIONS.flatMap((q) => q.options)) {
      expect(option.solutions.length, option.label).toBeGreaterThan(0);
      expect(option.solutions.every(isSolutionSlug), option.label).toBe(true);
      expect(new Set(option.solutions).size, option.label).toBe(option.solutions.length);
    }
  });

  it('maps the goals of question 1 to their own solutions, protecting the family to the two protections', () => {
    const goals = QUIZ_QUESTIONS[0]!.options;
    const family = goals.find((o) => o.label.startsWith('Protect my family'));
    expect(family?.solutions).toEqual(['life-insurance', 'living-benefits']);
    for (const goal of goals.filter((o) => o !== family)) expect(goal.solutions).toHaveLength(1);
  });

  it('can recommend each of the seven solutions, and summarises each one', () => {
    const reachable = new Set(QUIZ_QUESTIONS.flatMap((q) => q.options.flatMap((o) => o.solutions)));
    for (const { slug } of SOLUTIONS) {
      expect(reachable.has(slug), slug).toBe(true);
      expect(SOLUTION_SUMMARIES[slug].length).toBeGreaterThan(20);
    }
  });
});
