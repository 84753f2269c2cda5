import type { SolutionSlug } from '@/features/solutions';

export interface SolutionMatch {
  slug: SolutionSlug;
  /** How many of the chosen answers pointed to this solution. */
  count: number;
}

/** docs/product-spec.md §9: the quiz shows the top 3. */
const RESULT_COUNT = 3;

/** docs/product-spec.md §4: each answer adds its solution slugs to a tally. Slugs keep the order they first appeared in. */
export function tallySolutions(answers: readonly (readonly SolutionSlug[])[]): SolutionMatch[] {
  const counts = new Map<SolutionSlug, number>();
  for (const slug of answers.flat()) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return [...counts].map(([slug, count]) => ({ slug, count }));
}

/**
 * The top matches by count, at most `RESULT_COUNT`. Ties go to the solution that came up first in the
 * answers (question 1, the reader's own goal, before their concerns and benefits), so the same answers
 * always give the same ranking. Answers that keep pointing at the same solutions can give fewer than three.
 */
export function topSolutions(answers: readonly (readonly SolutionSlug[])[]): SolutionMatch[] {
  // Array.prototype.sort is stable, so equal counts keep their first-appearance order.
  return tallySolutions(answers)
    .sort((a, b) => b.count - a.count)
    .slice(0, RESULT_COUNT);
}

/** docs/product-spec.md §4: (current index, plus 1 once finished) / (number of questions + 1) * 100. */
export function quizProgress(currentIndex: number, finished: boolean, questionCount: number): number {
  return ((currentIndex + (finished ? 1 : 0)) / (questionCount + 1)) * 100;
}
