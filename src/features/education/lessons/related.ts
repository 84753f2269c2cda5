import { solutionPath, type SolutionSlug } from '@/features/solutions';
import { paths } from '@/lib/paths';
import type { RelatedTool } from '../lesson-types';

/** Links more than one lesson offers, worded once. */

export const goalsTool: RelatedTool = {
  label: 'Set a savings goal',
  description: 'Track what you are saving for and watch each goal fill up.',
  to: paths.dashboard.goals,
};

export const calendarTool: RelatedTool = {
  label: 'Add your bills to the calendar',
  description: 'Get reminders before bills and savings transfers are due.',
  to: paths.dashboard.calendar,
};

export const coachTool: RelatedTool = {
  label: 'Talk it through with the Solutions Coach',
  description: 'A few quick questions to find the plan that fits your stage of life.',
  to: paths.dashboard.coach,
};

export const compoundGrowthTool: RelatedTool = {
  label: 'Try the compound growth calculator',
  description: 'What your savings grow to, how much is growth, and when money doubles.',
  to: paths.dashboard.calculators['compound-growth'],
};

export const retirementIncomeTool: RelatedTool = {
  label: 'Estimate your retirement income',
  description: 'The 4% rule on your savings, plus Social Security.',
  to: paths.dashboard.calculators['retirement-income'],
};

export const emergencyFundTool: RelatedTool = {
  label: 'Work out your emergency fund',
  description: 'Your target, when you will reach it, and a goal to track it.',
  to: paths.dashboard.calculators['emergency-fund'],
};

/** A solution page, named as its title says: "Explore Income For Life". */
export const solutionTool = (slug: SolutionSlug, title: string, description: string): RelatedTool => ({
  label: `Explore ${title}`,
  description,
  to: solutionPath(slug),
});
