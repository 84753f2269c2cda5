import { CALCULATOR_SLUGS, paths, type CalculatorSlug } from '@/lib/paths';

/** The four calculators (decisions/017): where they live, what they do, and the lesson behind each. */

export { CALCULATOR_SLUGS, type CalculatorSlug };

export interface Calculator {
  slug: CalculatorSlug;
  title: string;
  description: string;
  lesson: { title: string; href: string };
}

export const CALCULATORS: readonly Calculator[] = [
  {
    slug: 'debt-payoff',
    title: 'Debt Payoff Calculator',
    description:
      'Compare the avalanche and the snowball: months to debt-free, total interest and the order your debts are paid.',
    lesson: { title: 'Budgeting Basics', href: paths.dashboard.lesson('budgeting') },
  },
  {
    slug: 'compound-growth',
    title: 'Compound Growth Calculator',
    description:
      'See what savings grow to with monthly contributions, how much is growth, and how long money takes to double.',
    lesson: { title: 'How Money Works', href: paths.dashboard.lesson('how-money-works') },
  },
  {
    slug: 'retirement-income',
    title: 'Retirement Income Calculator',
    description:
      'Estimate a first year’s income from savings by the 4% rule (or your own rate) plus Social Security.',
    lesson: { title: 'How Money Works', href: paths.dashboard.lesson('how-money-works') },
  },
  {
    slug: 'emergency-fund',
    title: 'Emergency Fund Calculator',
    description: 'Find your emergency fund target and when you will reach it, then save it as a goal.',
    lesson: { title: 'Saving Habits', href: paths.dashboard.lesson('saving-habits') },
  },
];

export const calculatorBySlug = (slug: string | undefined) => CALCULATORS.find((c) => c.slug === slug);
