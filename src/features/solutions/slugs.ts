import { paths } from '@/lib/paths';

/** The seven solutions of docs/product-spec.md §1, by the slug their page lives at. */
export const SOLUTIONS = [
  { slug: 'life-insurance', title: 'Life Insurance' },
  { slug: 'living-benefits', title: 'Living Benefits' },
  { slug: 'tax-free-retirement', title: 'Tax Free Retirement' },
  { slug: 'build-your-own-bank', title: 'Build Your Own Bank' },
  { slug: 'income-for-life', title: 'Income For Life' },
  { slug: 'final-expense-plan', title: 'Final Expense Plan' },
  { slug: 'plans-for-children', title: 'Plans for Children' },
] as const;

export type SolutionSlug = (typeof SOLUTIONS)[number]['slug'];

/** docs/product-spec.md §2: a card's slug is its title in lower case with spaces turned into hyphens. */
export function slugOf(title: string): string {
  return title.toLowerCase().replace(/\s+/g, '-');
}

export const solutionPath = (slug: SolutionSlug): string => paths.dashboard.solution(slug);

export function isSolutionSlug(value: string | undefined): value is SolutionSlug {
  return SOLUTIONS.some((s) => s.slug === value);
}
