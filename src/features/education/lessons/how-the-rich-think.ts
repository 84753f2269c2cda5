import type { Lesson } from '../lesson-types';
import { coachTool, compoundGrowthTool, goalsTool } from './related';
import { paths } from '@/lib/paths';

export const howTheRichThink: Lesson = {
  summary:
    'Wealth is what you keep and own, not what you earn or spend. A handful of habits, practiced for years, explain more of it than any secret.',
  sections: [
    {
      heading: 'Income is not wealth',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A big salary and a big house can hide a small net worth. Net worth is what you own minus what you owe. Say you own a home worth $300,000, a car worth $15,000 and savings of $25,000, and you owe $240,000 on the mortgage and $20,000 on the car. Your net worth is $340,000 minus $260,000: $80,000.',
        },
        {
          kind: 'paragraph',
          text: 'People who build wealth watch that number, not their pay. Two neighbors can both earn $90,000 a year. One spends it all and has nothing left when the job ends. The other lives on $75,000, invests the rest, and owns more every year. Income gives you the chance to build wealth; only the gap between what you earn and what you spend turns it into wealth.',
        },
      ],
    },
    {
      heading: 'Own things that grow',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An asset puts money in your pocket over time, or grows in value: shares in businesses, a retirement account, a rental property, a business of your own, skills that raise your pay. A liability takes money out: a car loan, a credit card balance, a boat you rarely use. Some things are a bit of both. A home you live in costs money every month, but it can also grow in value and you pay off its loan.',
        },
        {
          kind: 'paragraph',
          text: 'Wealthy households tend to hold most of their money in things that grow: businesses, shares, property and retirement accounts. Most people start with small amounts in a workplace retirement plan or a low-cost index fund, which owns a slice of hundreds of companies at once. No investment is guaranteed to grow, and shares can fall sharply in a single year, so money you need in the next few years belongs somewhere safe.',
        },
      ],
    },
    {
      heading: 'Let time do the heavy lifting',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Compound growth means your returns earn returns of their own. It is slow at first and powerful later. Investing $500 a month for 30 years at an average 7% a year, compounded monthly, grows to about $610,000. You put in $180,000; the other $430,000 or so is growth. Stop after 20 years instead and you would have about $260,000. The last ten years add more than the first twenty, because growth builds on a larger pile.',
        },
        {
          kind: 'paragraph',
          text: 'This is why patience is a wealth habit. The people who do well over decades are rarely those who picked the best investment. They are the ones who kept investing through bad years instead of selling in a panic. Returns of 7% are an example, not a promise: real returns vary from year to year and can be negative.',
        },
      ],
    },
    {
      heading: 'Habits that show up again and again',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pay yourself first: a fixed share of every paycheck goes to saving and investing before anything else is spent.',
            'Raise savings before lifestyle: when pay rises, save at least half of the raise. A $400 monthly raise split in two still gives you $200 more to spend.',
            'Avoid expensive debt: a credit card at 22% APR works against you faster than most investments work for you.',
            'Keep costs low: a 1% yearly fee sounds small, but on a 7% return it takes about a seventh of your growth every year.',
            'Keep learning: skills and knowledge are assets. They raise what you can earn and help you avoid costly mistakes.',
            'Think in decades: judge a plan by where it leaves you in 20 years, not by how it feels this month.',
          ],
        },
      ],
    },
    {
      heading: 'Be honest about the limits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mindset is not the whole story. Where you start, your health, your family, discrimination and plain luck all matter, and no habit removes them. Be wary of anyone who says that thinking rich is enough, or who sells a course or product as the secret. The habits above are not magic. They are simply the parts of the picture that are in your control, and they work at any income.',
        },
      ],
    },
    {
      heading: 'Start this week',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Work out your net worth.',
              text: 'List what you own and what you owe, and write down the difference. Check it again every six months.',
            },
            {
              title: 'Automate one investment.',
              text: 'Set up a monthly transfer into a retirement account or investment account, even if it is $50. If your employer matches contributions, start with enough to get the full match.',
            },
            {
              title: 'Decide where your next raise goes.',
              text: 'Choose the share you will save before the raise arrives, so it never reaches your spending.',
            },
            {
              title: 'Clear one expensive debt.',
              text: 'Pick the card or loan with the highest interest rate and put every extra dollar on it.',
            },
          ],
        },
      ],
    },
  ],
  takeaways: [
    'Net worth, what you own minus what you owe, measures wealth; income does not.',
    'Put money into things that can grow, and keep money you need soon somewhere safe.',
    'Time and steady investing do most of the work; patience beats picking winners.',
    'Save part of every raise, avoid expensive debt and keep fees low.',
  ],
  quickAnswers: [
    {
      question: 'How do I calculate my net worth?',
      answer:
        'Net worth is everything you own (savings, investments, retirement accounts, home and car values) minus everything you owe (mortgage, loans, card balances). With $340,000 of assets and $260,000 of debts it is $80,000. Track it every six months to see whether you are building wealth.',
      keywords: ['net worth', 'assets', 'liabilities', 'how much am i worth', 'wealth', 'what i own'],
    },
    {
      question: 'How do rich people build wealth?',
      answer:
        'Most wealth is built by spending less than you earn, investing the difference in things that grow (businesses, shares, property, retirement accounts) and leaving it for decades. Saving part of every raise, avoiding high-interest debt and keeping fees low matter more than picking the best investment.',
      keywords: [
        'rich',
        'wealthy',
        'millionaire',
        'build wealth',
        'get rich',
        'mindset',
        'assets vs liabilities',
        'lifestyle inflation',
      ],
    },
  ],
  related: [
    compoundGrowthTool,
    goalsTool,
    {
      label: 'Take the financial quiz',
      description: 'See where you stand on saving, debt, protection and retirement.',
      to: paths.dashboard.quiz,
    },
    coachTool,
  ],
  tryIt: {
    label: 'Invest $500 a month for 30 years',
    description:
      'The compound growth example: $500 a month at 7% a year. Change the years to 20 to see how much the last ten years add.',
    calculator: 'compound-growth',
    inputs: [
      ['start', '0'],
      ['monthly', '500'],
      ['rate', '7'],
      ['years', '30'],
    ],
  },
  checks: [
    {
      question:
        'You own $340,000 of savings, home and car, and owe $260,000 on a mortgage and a car loan. What is your net worth?',
      options: ['$80,000', '$260,000', '$340,000', '$600,000'],
      answer: 0,
      explanation:
        'Net worth is what you own minus what you owe: $340,000 − $260,000 = $80,000. Neither the value of what you own nor your income alone tells you how wealthy you are.',
    },
    {
      question: 'Which of these is an asset in the sense of this lesson?',
      options: [
        'A car bought with a loan',
        'A low-cost index fund in a retirement account',
        'A credit card with a high limit',
      ],
      answer: 1,
      explanation:
        'An index fund owns shares in many businesses and can grow and pay dividends over time. A car loses value and its loan costs interest; a credit card limit is debt you could take on, not something you own.',
    },
    {
      question:
        'Investing $500 a month at 7% gives about $260,000 after 20 years and about $610,000 after 30. Why do the last ten years add more than the first twenty?',
      options: [
        'You put in more money in the last ten years',
        'Growth is earned on a much larger balance, and growth earns growth',
        'Interest rates always rise over time',
      ],
      answer: 1,
      explanation:
        'You put in the same $6,000 a year throughout. In the last decade the returns are earned on a balance of $260,000 and up, so compounding adds far more each year than it could early on.',
    },
  ],
};
