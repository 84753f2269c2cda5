export { SOLUTIONS, isSolutionSlug, slugOf, solutionPath, type SolutionSlug } from './slugs';
