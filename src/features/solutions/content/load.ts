import type { SolutionSlug } from '../slugs';
import type { SolutionContent } from './types';

/** One dynamic import per slug, so a solution page downloads only its own content. */
const loaders: Record<SolutionSlug, () => Promise<{ solution: SolutionContent }>> = {
  'life-insurance': () => import('./life-insurance'),
  'living-benefits': () => import('./living-benefits'),
  'tax-free-retirement': () => import('./tax-free-retirement'),
  'build-your-own-bank': () => import('./build-your-own-bank'),
  'income-for-life': () => import('./income-for-life'),
  'final-expense-plan': () => import('./final-expense-plan'),
  'plans-for-children': () => import('./plans-for-children'),
};

export async function loadSolutionContent(slug: SolutionSlug): Promise<SolutionContent> {
  return (await loaders[slug]()).solution;
}
