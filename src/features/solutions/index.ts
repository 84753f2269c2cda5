export { SOLUTIONS, isSolutionSlug, slugOf, solutionPath, type SolutionSlug } from './slugs';
export { loadSolutionContent } from './content/load';
export type { SolutionContent } from './content/types';
