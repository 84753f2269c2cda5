import type { Lesson } from '../lesson-types';
import { compoundGrowthTool, retirementIncomeTool } from './related';
import { solutionPath } from '@/features/solutions';

export const howMoneyWorks: Lesson = {
  summary:
    'Interest, inflation, debt and taxes quietly shape every financial decision. Knowing how they work helps your money work for you instead of against you.',
  sections: [
    {
      heading: 'What money is for',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Money does three jobs. It lets us trade, it measures what things are worth, and it lets us move spending power into the future. That third job, storing value, is where most personal finance happens, and where interest, inflation and taxes come in.',
        },
      ],
    },
    {
      heading: 'Interest: the price of money',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Interest is what a borrower pays a lender for the use of money. When you save or invest, you are the lender and the interest or returns are paid to you. When you borrow, you pay it.',
        },
        {
          kind: 'paragraph',
          text: 'Simple interest is paid only on the original amount. Compound interest is paid on the original amount plus the interest already earned, so growth builds on growth. For example, $10,000 earning 7% simple interest for 30 years grows to $31,000. At 7% compounded once a year, it grows to about $76,000. The rate is the same; the difference is interest earning interest, given time.',
        },
      ],
    },
    {
      heading: 'The rule of 72',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To estimate how long money takes to double, divide 72 by the yearly rate. At 6% a year, money doubles in about 12 years; at 9%, in about 8. The rule works for costs too: at 3% inflation, prices double in about 24 years.',
        },
      ],
    },
    {
      heading: 'Inflation: why a dollar buys less over time',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Inflation is the general rise in prices over time. If prices rise 3% a year, $100 buys only about half as much after 24 years. Cash that earns nothing loses buying power, which is why long-term savings usually need to grow faster than inflation.',
        },
        {
          kind: 'paragraph',
          text: 'That does not mean avoiding cash. An emergency fund belongs somewhere safe and easy to reach, even if it earns little, because its job is to be there when you need it.',
        },
      ],
    },
    {
      heading: 'Debt: compounding working against you',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Compounding works in reverse when you borrow. A $3,000 credit card balance at 22% APR costs about $55 in interest every month. Paying only the minimum can stretch repayment over many years and cost far more than the original purchases.',
        },
        {
          kind: 'paragraph',
          text: 'That is why paying off high-interest debt is one of the best returns available: every dollar repaid on a 22% card saves 22% a year in interest, with no risk.',
        },
      ],
    },
    {
      heading: 'Taxes: what you keep is what counts',
      blocks: [
        {
          kind: 'list',
          items: [
            'Taxable accounts: you pay tax on interest, dividends and gains along the way.',
            'Tax-deferred accounts, such as a traditional 401(k) or IRA: contributions can lower your tax today, and withdrawals are taxed as income later.',
            'Tax-free accounts, such as a Roth IRA: you pay tax on the money going in, and qualified withdrawals in retirement are free of income tax.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Which is better depends on your tax rate now compared with your rate in retirement, so many people use a mix of all three.',
        },
      ],
    },
    {
      heading: 'Risk and return',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Higher potential returns come with more risk: values can fall as well as rise. Savings accounts are steady but earn little. Shares have historically grown more over long periods, but can drop sharply in any single year. Match the risk to when you need the money: money for the next few years stays safe, money for decades from now can take more risk.',
        },
      ],
    },
  ],
  takeaways: [
    'Compound growth rewards starting early and staying patient.',
    'Divide 72 by a rate to estimate how fast money, or prices, double.',
    'Inflation shrinks idle cash; high-interest debt compounds against you.',
    'Taxes and risk decide how much you actually keep.',
  ],
  quickAnswers: [
    {
      question: 'What is compound interest and the rule of 72?',
      answer:
        'Compound growth means earning returns on past returns as well as on what you put in, so money grows faster the longer it stays. The rule of 72 estimates the years to double: divide 72 by the yearly rate (at 8%, about 9 years).',
      keywords: [
        'compound',
        'compounding',
        'rule of 72',
        'double',
        'doubling',
        'grow',
        'growth',
        'interest on interest',
      ],
    },
    {
      question: 'What is the 4% rule?',
      answer:
        'The 4% rule says you can withdraw 4% of your retirement savings in the first year, then raise that amount with inflation, with a good chance the money lasts 30 years (from $500,000, that is $20,000 a year). It is a rule of thumb from past US market returns, not a guarantee.',
      keywords: [
        '4% rule',
        '4 percent',
        'four percent',
        'withdraw',
        'withdrawal',
        'safe withdrawal',
        'retirement income',
        'retire',
        'drawdown',
      ],
    },
    {
      question: 'What is the difference between term and whole life insurance?',
      answer:
        'Term life insurance covers you for a set period (say 20 years) and costs far less; whole life covers you for life and builds cash value, for a much higher premium. Term suits most people who need cover while others depend on their income; whole life can suit lifelong needs such as estate planning. Compare both before you decide.',
      keywords: [
        'term',
        'term life',
        'whole life',
        'term vs whole',
        'term or whole',
        'term and whole',
        'cash value',
        'permanent life',
      ],
    },
  ],
  related: [
    compoundGrowthTool,
    retirementIncomeTool,
    {
      label: 'Explore Tax Free Retirement',
      description: 'How savings can grow and be drawn in retirement without income tax.',
      to: solutionPath('tax-free-retirement'),
    },
    {
      label: 'Explore Build Your Own Bank',
      description: 'Using the cash value of a whole life policy as money you can borrow from.',
      to: solutionPath('build-your-own-bank'),
    },
  ],
  tryIt: {
    label: 'Grow $10,000 at 7% for 30 years',
    description:
      'The compound interest example. The calculator adds interest every month rather than once a year, so it shows a little more than the $76,000 above: about $81,000.',
    calculator: 'compound-growth',
    inputs: [
      ['start', '10000'],
      ['monthly', '0'],
      ['rate', '7'],
      ['years', '30'],
    ],
  },
  checks: [
    {
      question:
        'You put $1,000 away at 5% a year for two years. What does compound interest pay that simple interest does not?',
      options: [
        'Interest on the first year’s $50 of interest: $2.50 more',
        'Nothing: the two are the same after two years',
        'Double the interest: $200 instead of $100',
      ],
      answer: 0,
      explanation:
        'Simple interest pays $50 a year on the $1,000: $100. Compound interest pays $50 in the first year and 5% of $1,050, $52.50, in the second: $102.50. The extra $2.50 is interest on interest, and it grows with time.',
    },
    {
      question: 'Prices rise 3% a year. About how long until they double?',
      options: ['3 years', '12 years', '24 years', '72 years'],
      answer: 2,
      explanation:
        'By the rule of 72, 72 ÷ 3 = 24 years. The rule works for prices and debts as well as for savings.',
    },
    {
      question:
        'You have $2,000 spare beyond your emergency fund, a credit card balance at 22% APR, and a savings account paying 4%. Which choice is sure to leave you better off?',
      options: [
        'Keep the $2,000 in savings at 4%',
        'Pay $2,000 off the card',
        'Split it evenly between the two',
      ],
      answer: 1,
      explanation:
        'Every dollar repaid on the card saves 22% a year in interest, with no risk: far more than the 4% that savings earn. Once your emergency cushion is in place, high-interest debt is the best home for spare money.',
    },
  ],
};
