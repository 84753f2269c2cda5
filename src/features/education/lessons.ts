import { solutionPath } from '@/features/solutions';
import type { LessonId } from './content';
import { paths } from '@/lib/paths';

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly { title: string; text: string }[] };

export interface ArticleSection {
  heading: string;
  blocks: readonly ArticleBlock[];
}

export interface RelatedTool {
  label: string;
  description: string;
  to: string;
}

/** A question people ask, answered in the first sentence; the assistant answers from these. */
export interface QuickAnswer {
  question: string;
  answer: string;
  /** Words people use for it that the question may not. */
  keywords: readonly string[];
}

export interface Lesson {
  summary: string;
  sections: readonly ArticleSection[];
  takeaways: readonly string[];
  quickAnswers: readonly QuickAnswer[];
  related: readonly RelatedTool[];
}

const goalsTool: RelatedTool = {
  label: 'Set a savings goal',
  description: 'Track what you are saving for and watch each goal fill up.',
  to: paths.dashboard.goals,
};

/** The three articles. Figures are worked examples, checked by hand; returns in them are not promises. */
export const LESSONS: Record<LessonId, Lesson> = {
  budgeting: {
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
      {
        label: 'Add your bills to the calendar',
        description: 'Get reminders before bills and savings transfers are due.',
        to: paths.dashboard.calendar,
      },
    ],
  },

  'how-money-works': {
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
      {
        label: 'Try the compound growth calculator',
        description: 'What your savings grow to, how much is growth, and when money doubles.',
        to: paths.dashboard.calculators['compound-growth'],
      },
      {
        label: 'Estimate your retirement income',
        description: 'The 4% rule on your savings, plus Social Security.',
        to: paths.dashboard.calculators['retirement-income'],
      },
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
  },

  'saving-habits': {
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
      {
        label: 'Work out your emergency fund',
        description: 'Your target, when you will reach it, and a goal to track it.',
        to: paths.dashboard.calculators['emergency-fund'],
      },
      goalsTool,
      {
        label: 'Talk it through with the Solutions Coach',
        description: 'A few quick questions to find the plan that fits your stage of life.',
        to: paths.dashboard.coach,
      },
      {
        label: 'Explore Income For Life',
        description: 'Turning savings into a guaranteed income for as long as you live.',
        to: solutionPath('income-for-life'),
      },
    ],
  },
};
