import type { Lesson } from '../lesson-types';
import { calendarTool, coachTool, emergencyFundTool, goalsTool } from './related';

export const settingGoals: Lesson = {
  summary:
    'A wish becomes a goal when it has an amount, a date and a monthly plan. Here is how to set goals you can reach, and what to do when they compete.',
  sections: [
    {
      heading: 'From wish to goal',
      blocks: [
        {
          kind: 'paragraph',
          text: '"I should save more" is a wish. "I will save $9,600 for an emergency fund by putting $400 a month aside" is a goal. The difference is not willpower. A goal tells you what to do this month, and it tells you whether you are on track.',
        },
        {
          kind: 'paragraph',
          text: 'A popular test is SMART: a goal should be Specific (what exactly), Measurable (how many dollars), Achievable (it fits your budget), Relevant (it matters to you, not to someone else) and Time-bound (by when). If a goal fails one of these, fix that part before you start.',
        },
      ],
    },
    {
      heading: 'Turn any goal into a monthly amount',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The sum is simple: take the amount you still need and divide it by the months you have. Say you want a $24,000 down payment on a home in three years. That is $24,000 ÷ 36 months, about $667 a month. If you already have $6,000 saved, you need $18,000 ÷ 36, or $500 a month.',
        },
        {
          kind: 'paragraph',
          text: 'A $1,800 holiday in nine months needs $200 a month. An emergency fund of three months of $3,200 essential expenses is $9,600. With $1,600 already saved and $400 a month, you reach it in $8,000 ÷ $400 = 20 months.',
        },
        {
          kind: 'paragraph',
          text: 'If the monthly amount does not fit your budget, you have three levers: a smaller amount, a later date, or more money each month from cutting costs or earning more. Choosing one on purpose is better than missing the goal by surprise.',
        },
      ],
    },
    {
      heading: 'Short, medium and long goals',
      blocks: [
        {
          kind: 'list',
          items: [
            'Short-term, under about three years: an emergency fund, a holiday, a car repair fund. Keep this money safe and easy to reach, in a federally insured savings account, because you cannot wait for markets to recover.',
            'Medium-term, about three to ten years: a home deposit, a wedding, a new car. Mostly safe money; some people take a little investment risk toward the long end.',
            'Long-term, ten years or more: retirement, a child’s education. Time lets this money be invested for growth, accepting that its value will rise and fall along the way.',
          ],
        },
      ],
    },
    {
      heading: 'When goals compete',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most people have more goals than money. A common order, used by many educators, protects you first and grows your money second. It is a starting point, not a rule; your own situation may change it.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'A starter emergency fund.',
              text: 'About $1,000, so a small surprise does not go on a credit card.',
            },
            {
              title: 'Your full employer match.',
              text: 'If your employer matches retirement contributions, that match is part of your pay.',
            },
            {
              title: 'High-interest debt.',
              text: 'Credit cards and other debts above about 8% to 10% interest.',
            },
            {
              title: 'A full emergency fund.',
              text: 'Three to six months of essential expenses.',
            },
            {
              title: 'Retirement and your other goals.',
              text: 'Many plans aim for about 15% of pay toward retirement, alongside the goals that matter to you.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can also work on two goals at once. Say you can save $800 a month and want both the $9,600 emergency fund and the $24,000 down payment. Put $400 on each. After 20 months the emergency fund is full and the down payment has $8,000. Then all $800 goes to the down payment, and the last $16,000 takes 20 more months: 40 months in all, four months later than the three years you hoped for. Now you can decide: accept the later date or find about $90 more a month.',
        },
      ],
    },
    {
      heading: 'Keep goals on track',
      blocks: [
        {
          kind: 'list',
          items: [
            'Give each goal its own savings account or named sub-account, so the money is not spent by mistake.',
            'Automate the monthly amount for the day after payday.',
            'Put the target date in your calendar, with a check-in every three months.',
            'Write down why the goal matters. On a hard month, the reason keeps you going.',
            'Celebrate milestones: a quarter, a half, three quarters of the way.',
            'Revisit goals when life changes: a new job, a move, a new child.',
          ],
        },
      ],
    },
  ],
  takeaways: [
    'A goal has an amount, a date and a monthly plan; a wish has none of them.',
    'Monthly amount = amount still needed ÷ months left.',
    'Keep short-term goal money safe; only long-term money can ride out market falls.',
    'When goals compete, protect yourself first, then choose dates on purpose.',
  ],
  quickAnswers: [
    {
      question: 'How much do I need to save each month to reach a goal?',
      answer:
        'Divide what you still need by the months you have: a $24,000 down payment in 36 months needs about $667 a month, or $500 if $6,000 is already saved. If that does not fit, lower the amount, move the date or find more each month.',
      keywords: [
        'save each month',
        'per month',
        'monthly amount',
        'how long to save',
        'reach my goal',
        'down payment',
        'save for',
      ],
    },
    {
      question: 'What is a SMART financial goal?',
      answer:
        'A SMART goal is Specific, Measurable, Achievable, Relevant and Time-bound: "save $9,600 for an emergency fund in 20 months at $400 a month" rather than "save more". The amount and date give you a monthly plan and a way to check progress.',
      keywords: ['smart goal', 'set goals', 'setting goals', 'financial goal', 'goal setting', 'priorities'],
    },
  ],
  related: [goalsTool, emergencyFundTool, calendarTool, coachTool],
  tryIt: {
    label: 'Plan the emergency fund goal',
    description:
      'Three months of $3,200 essential expenses, $1,600 already saved and $400 a month: see the 20 months, then save it as a goal.',
    calculator: 'emergency-fund',
    inputs: [
      ['expenses', '3200'],
      ['months', '3'],
      ['saved', '1600'],
      ['monthly', '400'],
    ],
  },
  checks: [
    {
      question:
        'You want $24,000 for a down payment in 3 years and have nothing saved yet. About how much a month is that?',
      options: ['$200', '$500', '$667', '$800'],
      answer: 2,
      explanation:
        '$24,000 ÷ 36 months ≈ $667 a month. With $6,000 already saved it would be $18,000 ÷ 36 = $500.',
    },
    {
      question: 'Which of these is a SMART goal?',
      options: [
        'Save more money this year',
        'Save $1,800 for a holiday by next June, $200 a month',
        'Become rich',
        'Spend less on food',
      ],
      answer: 1,
      explanation:
        'It says what (a holiday), how much ($1,800), how (by $200 a month) and by when (next June), so you can check each month whether you are on track. The others have no amount or no date.',
    },
    {
      question: 'Where does money for a goal two years away usually belong?',
      options: [
        'Shares, for the highest return',
        'A federally insured savings account',
        'A cash-value life insurance policy',
      ],
      answer: 1,
      explanation:
        'Money you need within a few years should be safe and easy to reach. Shares can fall sharply just before you need them, and cash-value policies have early surrender charges and are built for the long term.',
    },
  ],
};
