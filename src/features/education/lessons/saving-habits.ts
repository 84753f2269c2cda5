import type { Lesson } from '../lesson-types';
import { coachTool, emergencyFundTool, goalsTool } from './related';
import { solutionPath } from '@/features/solutions';

export const savingHabits: Lesson = {
  summary:
    'Saving is less about willpower than about systems. A few simple habits, set up once, keep working in the background.',
  sections: [
    {
      heading: 'Pay yourself first',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Decide what you will save and move it on payday, before bills and spending. Saving whatever is left at the end of the month rarely works, because there is seldom anything left.',
        },
      ],
    },
    {
      heading: 'Automate it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Set up an automatic transfer from checking to savings for the day after payday.',
            'Split your direct deposit so part of each paycheck goes straight into savings.',
            'If your employer matches retirement contributions, contribute at least enough to get the full match. It is part of your pay.',
          ],
        },
      ],
    },
    {
      heading: 'Start small, then step up',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The habit matters more than the amount. Even $50 a month adds up to $600 a year, and raising your savings by 1% of your pay each time you get a raise lets it grow without feeling the pinch.',
        },
        {
          kind: 'paragraph',
          text: 'Time is your biggest ally. Saving $200 a month from age 25 to 65 at an average 6% yearly return would grow to about $398,000, from $96,000 of deposits. Starting at 35 instead gives about $201,000. These figures are illustrative: real returns vary and are never guaranteed.',
        },
      ],
    },
    {
      heading: 'Give every goal a home',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Keep separate accounts, or named sub-accounts, for separate goals: an emergency fund, a holiday, a home deposit. Money with a name on it is harder to raid and easier to track.',
        },
        {
          kind: 'paragraph',
          text: 'Start with an emergency fund of three to six months of essential expenses, in an easy-to-reach, federally insured savings account.',
        },
      ],
    },
    {
      heading: 'Make spending a decision',
      blocks: [
        {
          kind: 'list',
          items: [
            'Wait 24 hours before any non-essential purchase over an amount you choose.',
            'Review your subscriptions every few months and cancel the ones you no longer use.',
            'When your income rises, raise your savings before your lifestyle.',
            'Unsubscribe from shopping emails and remove saved card details from shopping sites.',
          ],
        },
      ],
    },
    {
      heading: 'Track your progress',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Check your balances once a month, celebrate milestones and adjust when life changes. Watching a goal fill up is one of the best reasons to keep going.',
        },
      ],
    },
  ],
  takeaways: [
    'Save first, automatically, on payday.',
    'Small amounts started early can beat large amounts started late.',
    'Separate, named goals are easier to keep.',
    'Raise your savings whenever your income rises.',
  ],
  quickAnswers: [
    {
      question: 'How much should I keep in an emergency fund?',
      answer:
        'Aim for 3 to 6 months of essential expenses (rent, food, bills, minimum debt payments) in an easy-to-reach, federally insured savings account; lean to 6 months or more if your income is irregular or others depend on it. Start with a $1,000 cushion and build from there.',
      keywords: [
        'emergency fund',
        'rainy day',
        'emergency savings',
        'cushion',
        'how much to save',
        'safety net',
      ],
    },
  ],
  related: [
    emergencyFundTool,
    goalsTool,
    coachTool,
    {
      label: 'Explore Income For Life',
      description: 'Turning savings into a guaranteed income for as long as you live.',
      to: solutionPath('income-for-life'),
    },
  ],
  tryIt: {
    label: 'Save $200 a month for 40 years',
    description:
      'The example of starting at 25: $200 a month at 6% a year until 65. Change the years to 30 to see what starting at 35 gives.',
    calculator: 'compound-growth',
    inputs: [
      ['start', '0'],
      ['monthly', '200'],
      ['rate', '6'],
      ['years', '40'],
    ],
  },
  checks: [
    {
      question: 'What does "pay yourself first" mean?',
      options: [
        'Spend on yourself before paying bills',
        'Move your savings on payday, before you spend',
        'Save whatever is left at the end of the month',
      ],
      answer: 1,
      explanation:
        'Paying yourself first treats saving like a bill: it leaves your account on payday, ideally automatically. Saving what is left at the end of the month rarely works, because little is left.',
    },
    {
      question: 'Your essential expenses are $2,500 a month. What is a sensible emergency fund?',
      options: ['$1,000 to $2,500', '$7,500 to $15,000', '$30,000 or more'],
      answer: 1,
      explanation:
        'Three to six months of essential expenses: 3 × $2,500 = $7,500 and 6 × $2,500 = $15,000. Lean toward six months if your income is irregular or others depend on it.',
    },
    {
      question:
        'Saving $200 a month at 6% from 25 to 65 gives about $398,000; starting at 35 gives about $201,000. Why is the gap so large when only $24,000 less goes in?',
      options: [
        'The later saver pays more tax',
        'The first ten years of deposits have the longest to compound',
        'Interest rates are lower for older savers',
      ],
      answer: 1,
      explanation:
        'The first ten years put in $24,000, but that money compounds for 30 to 40 years: by 65 it and its growth make up about half of the total. Time, not the amount, does most of the work.',
    },
  ],
};
