import { SOLUTIONS, type SolutionSlug } from '@shared/consultations/topics.ts';
import { paths } from '@/lib/paths';

// The seven solutions live with the consultation topics, which the server checks too.
export { SOLUTIONS, type SolutionSlug };

/** docs/product-spec.md §2: a card's slug is its title in lower case with spaces turned into hyphens. */
export function slugOf(title: string): string {
  return title.toLowerCase().replace(/\s+/g, '-');
}

export const solutionPath = (slug: SolutionSlug): string => paths.dashboard.solution(slug);

export function isSolutionSlug(value: string | undefined): value is SolutionSlug {
  return SOLUTIONS.some((s) => s.slug === value);
}
