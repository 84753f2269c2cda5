export { SOLUTIONS, isSolutionSlug, slugOf, solutionPath, type SolutionSlug } from './slugs';
export { assistantPath, CONSULTATION_PATH, FINANCIAL_TOOLS_PATH } from './paths';
export { loadSolutionContent } from './content/load';
export type { SolutionContent } from './content/types';
