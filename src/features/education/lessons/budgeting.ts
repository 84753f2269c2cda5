import type { Lesson } from '../lesson-types';
import { calendarTool, goalsTool } from './related';
import { paths } from '@/lib/paths';

export const budgeting: Lesson = {
  summary:
    'A budget is a plan for your money made before the month begins. Here is how to build one in an afternoon and keep it working.',
  sections: [
    {
      heading: 'What a budget does',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A budget matches the money coming in with the money going out. It is not about cutting every treat. It is about deciding in advance what matters most, so that rent, savings and the things you enjoy are all paid for on purpose rather than by accident.',
        },
        {
          kind: 'paragraph',
          text: 'With a budget you are less likely to run short before payday, more likely to save, and quicker to spot costs that have crept up, such as unused subscriptions or an insurance renewal that went up.',
        },
      ],
    },
    {
      heading: 'Build your first budget in five steps',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Find your take-home pay.',
              text: 'Use what actually lands in your account after tax and deductions. If your income varies, plan around your lowest typical month.',
            },
            {
              title: 'List your fixed costs.',
              text: 'Rent or mortgage, utilities, insurance, minimum debt payments, phone and transport: the bills that arrive every month.',
            },
            {
              title: 'Track a month of flexible spending.',
              text: 'Groceries, eating out, shopping and entertainment. Your bank and card statements give you most of this in a few minutes.',
            },
            {
              title: 'Set a savings amount.',
              text: 'Treat it like a bill: move it on payday, before you start spending.',
            },
            {
              title: 'Give every remaining dollar a job.',
              text: 'Assign what is left to categories until your income minus spending and saving comes to zero.',
            },
          ],
        },
      ],
    },
    {
      heading: 'The 50/30/20 rule: a simple starting point',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are not sure where to begin, split your take-home pay into three parts: about 50% for needs, 30% for wants and 20% for savings and paying down debt. On $4,000 a month, that is $2,000 for needs, $1,200 for wants and $800 for savings and extra debt payments.',
        },
        {
          kind: 'paragraph',
          text: 'Treat the percentages as a guide, not a rule. Where housing is expensive, needs can take more than half. Then trim wants first and keep saving something, even if it is less than 20% for now.',
        },
      ],
    },
    {
      heading: 'Other methods that work',
      blocks: [
        {
          kind: 'list',
          items: [
            'Zero-based budget: every dollar is assigned to spending, saving or debt until nothing is left unplanned. Good if you want full control.',
            'Envelope method: a set amount of cash, or a separate account, for each spending category, and you stop when it is empty. Good for categories that tend to run over.',
            'Pay-yourself-first budget: savings and bills go out automatically on payday and you spend the rest freely. Good if you dislike tracking every purchase.',
          ],
        },
      ],
    },
    {
      heading: 'Keep it working',
      blocks: [
        {
          kind: 'list',
          items: [
            'Review your budget once a month and adjust the categories to what really happened.',
            'Plan for irregular costs such as car repairs, gifts and annual fees by setting a little aside each month.',
            'Build an emergency fund of three to six months of essential expenses before taking on new goals.',
            'Put bill due dates in a calendar so nothing is paid late.',
          ],
        },
      ],
    },
  ],
  takeaways: [
    'A budget is a plan made before you spend, not a record made after.',
    'Start from your take-home pay and your real spending, not guesses.',
    '50/30/20 is a useful first split; adjust it to your own costs.',
    'Review monthly and save ahead for irregular costs.',
  ],
  quickAnswers: [
    {
      question: 'What is the 50/30/20 budget?',
      answer:
        'The 50/30/20 budget splits take-home pay into 50% for needs (housing, food, bills), 30% for wants and 20% for savings and paying down debt. It is a starting point: adjust the shares to what your costs really are.',
      keywords: ['50/30/20', '50 30 20', 'budget rule', 'split income', 'split my income'],
    },
    {
      question: 'How do I pay off credit card debt?',
      answer:
        'Pay the minimum on every debt, then put every extra dollar on one: the highest interest rate first (the avalanche, which costs least) or the smallest balance first (the snowball, which gives the quickest wins). Stop adding new charges while you do it, and ask your card issuer for a lower rate.',
      keywords: [
        'credit card',
        'debt',
        'pay off',
        'avalanche',
        'snowball',
        'owe',
        'loan',
        'payoff',
        'apr',
        'interest rate',
        'pay down',
      ],
    },
    {
      question: 'How do credit scores work?',
      answer:
        'A credit score (FICO, 300 to 850) mostly reflects paying on time (about 35%) and how much of your credit limits you use (about 30%; under 30% helps), then the age of your accounts, the mix of credit and new applications. Paying every bill on time and keeping card balances low raise it most.',
      keywords: ['credit score', 'fico', 'credit report', 'credit rating', 'utilization'],
    },
  ],
  related: [
    {
      label: 'Plan your debt payoff',
      description: 'Compare the avalanche and the snowball for your own debts: months and interest.',
      to: paths.dashboard.calculators['debt-payoff'],
    },
    goalsTool,
    calendarTool,
  ],
  tryIt: {
    label: 'Plan the emergency fund of the 50/30/20 example',
    description:
      'On $4,000 a month, needs are $2,000 and savings $800. Put half of the savings share, $400 a month, toward three months of needs and see when you reach $6,000.',
    calculator: 'emergency-fund',
    inputs: [
      ['expenses', '2000'],
      ['months', '3'],
      ['saved', '0'],
      ['monthly', '400'],
    ],
  },
  checks: [
    {
      question:
        'Your take-home pay is $3,000 a month. What does the 50/30/20 rule suggest for savings and extra debt payments?',
      options: ['$300', '$600', '$900', '$1,500'],
      answer: 1,
      explanation:
        '20% of $3,000 is $600. Needs get 50% ($1,500) and wants 30% ($900). Treat the split as a starting point and adjust it to your real costs.',
    },
    {
      question: 'Which income should a budget start from?',
      options: [
        'Your salary before tax',
        'Your take-home pay, or your lowest typical month if it varies',
        'What you hope to earn next year',
      ],
      answer: 1,
      explanation:
        'A budget can only spend money that reaches your account, so it starts from take-home pay after tax and deductions. With an irregular income, planning around a low month keeps the plan safe in a bad one.',
    },
    {
      question: 'Your car insurance of $600 is due once a year. How does a budget handle it best?',
      options: [
        'Ignore it until the bill arrives',
        'Put it on a credit card when it comes',
        'Set aside $50 a month so the money is there when it is due',
      ],
      answer: 2,
      explanation:
        'Irregular costs are predictable if you plan for them: $600 spread over 12 months is $50 a month. Saving ahead avoids a shortfall, or card interest, in the month the bill comes.',
    },
  ],
};
