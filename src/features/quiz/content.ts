import type { SolutionSlug } from '@/features/solutions';
import type { PageTitle } from '@/lib/page-title';

export interface QuizOption {
  label: string;
  /** Each slug gets one point in the tally when this answer is chosen. */
  solutions: readonly SolutionSlug[];
}

export interface QuizQuestion {
  id: string;
  question: string;
  options: readonly QuizOption[];
}

export const QUIZ_TITLE = 'Financial Solutions Quiz';

export const QUIZ_INTRO =
  'Answer three quick questions and we will show the three solutions that best match what you told us.';

/** docs/product-spec.md §4: question 1 maps goals to single solutions; questions 2 and 3 map concerns and benefits. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'goal',
    question: 'What is your most important financial goal right now?',
    options: [
      {
        label: 'Protect my family if something happens to me',
        solutions: ['life-insurance', 'living-benefits'],
      },
      { label: 'Have income in retirement that never runs out', solutions: ['income-for-life'] },
      { label: 'Grow savings I can use tax-free later', solutions: ['tax-free-retirement'] },
      { label: 'Build wealth I control and can borrow against', solutions: ['build-your-own-bank'] },
      { label: 'Give my children a head start', solutions: ['plans-for-children'] },
      { label: 'Make sure my final expenses are covered', solutions: ['final-expense-plan'] },
    ],
  },
  {
    id: 'concern',
    question: 'Which of these worries you most?',
    options: [
      {
        label: 'A serious illness and the bills that come with it',
        solutions: ['living-benefits', 'life-insurance'],
      },
      { label: 'Outliving my savings', solutions: ['income-for-life', 'tax-free-retirement'] },
      {
        label: 'Taxes taking a bite out of my retirement',
        solutions: ['tax-free-retirement', 'build-your-own-bank'],
      },
      {
        label: 'Leaving my family with debts or funeral costs',
        solutions: ['final-expense-plan', 'life-insurance'],
      },
      { label: "Paying for my children's future", solutions: ['plans-for-children', 'build-your-own-bank'] },
    ],
  },
  {
    id: 'benefit',
    question: 'Which benefit would matter most to you?',
    options: [
      {
        label: 'Money I can use while I am still alive',
        solutions: ['living-benefits', 'build-your-own-bank'],
      },
      { label: 'A guaranteed paycheck in retirement', solutions: ['income-for-life'] },
      { label: 'Growth I can withdraw without income tax', solutions: ['tax-free-retirement'] },
      { label: 'A payout for the people I love', solutions: ['life-insurance', 'final-expense-plan'] },
      { label: 'Coverage for my kids that they can keep for life', solutions: ['plans-for-children'] },
    ],
  },
];

/** One line per solution on the results screen: what it is, in plain words. */
export const SOLUTION_SUMMARIES: Record<SolutionSlug, string> = {
  'life-insurance':
    'Pays a lump sum to the people you name if you die, to replace your income and cover debts.',
  'living-benefits':
    'Lets you draw on your life insurance while alive if you face a qualifying serious illness.',
  'tax-free-retirement':
    'Builds savings that, under current tax rules, you can draw on in retirement without income tax.',
  'build-your-own-bank': 'Uses the cash value of a whole life policy as a pool of money you can borrow from.',
  'income-for-life': 'Turns part of your savings into a guaranteed income for as long as you live.',
  'final-expense-plan': 'A small whole life policy that pays for a funeral and final bills.',
  'plans-for-children': 'Locks in low-cost life insurance for a child, often with cash value that grows.',
};

export const RESULTS_NOTE =
  'These matches are educational, not financial advice. A licensed professional can help you decide what fits you.';

export const QUIZ_PAGE = { title: 'Financial Quiz' } satisfies PageTitle;
