import type { SolutionContent } from './types';

export const solution: SolutionContent = {
  slug: 'build-your-own-bank',
  title: 'Build Your Own Bank',
  tagline: "Use your own policy's cash value as a source of loans.",
  intro: [
    'Build Your Own Bank, often called the infinite banking concept, uses a dividend-paying whole life insurance policy as a personal pool of money. Part of each premium builds cash value, which grows at a guaranteed minimum rate and may also earn dividends. Once enough cash value has built up, you can borrow against it for a car, a business or an emergency, and repay the loan on your own schedule.',
    'It is a long-term strategy, not a shortcut. Cash value builds slowly in the first years, the policy carries insurance costs and fees, loans charge interest, dividends are not guaranteed, and any unpaid loan reduces the death benefit. It suits people with a steady income who can keep paying premiums for many years.',
  ],
  hero: {
    src: '/solutions/build-your-own-bank.svg',
    alt: 'Illustration of a small bank building with a coin circling back to it',
  },
  audience: [
    {
      title: 'Disciplined savers',
      text: 'You already have an emergency fund and want another long-term pool of money.',
    },
    {
      title: 'Business owners',
      text: 'You want a source of capital you control for equipment, stock or slow months.',
    },
    {
      title: 'Families tired of high-interest debt',
      text: 'You want to pay for big purchases without a lender deciding whether you qualify.',
    },
  ],
  benefits: [
    {
      title: 'Borrow on your terms',
      text: 'Policy loans need no credit check or loan application, and you choose when and how to repay.',
    },
    {
      title: 'Steady, guaranteed growth',
      text: 'Whole life cash value grows at a minimum rate written into the contract and does not fall when the stock market does.',
    },
    {
      title: 'Possible dividends',
      text: 'Participating policies may pay dividends that add to your cash value or buy more coverage. Dividends are not guaranteed.',
    },
    {
      title: 'Tax advantages',
      text: 'Cash value grows tax-deferred, and policy loans are generally not taxed while the policy stays in force and is not a modified endowment contract.',
    },
    {
      title: 'Life insurance as well',
      text: 'Your family receives the death benefit, minus any loan you have not repaid.',
    },
  ],
  painPoints: [
    {
      title: 'Credit card interest eats my budget',
      text: 'Carrying a balance at over 20% a year means a large share of every payment goes to interest.',
    },
    {
      title: 'A lender decides whether I can borrow',
      text: 'Credit checks, paperwork and fixed repayment schedules make bank loans slow and rigid.',
    },
    {
      title: 'Each emergency empties my savings',
      text: 'Borrowing from your own policy and repaying it can rebuild your pool instead of starting from zero each time.',
    },
    {
      title: 'My retirement money is locked away',
      text: 'Early withdrawals from retirement accounts are usually taxed and penalized. Policy loans have no age rules.',
    },
  ],
  statistics: [
    {
      value: 'Over 21%',
      label: 'average interest rate on credit card accounts charged interest in 2024',
      source: 'Federal Reserve, G.19 Consumer Credit',
    },
    {
      value: '$2,200',
      label: 'yearly interest on a $10,000 card balance at 22% (illustrative simple-interest estimate)',
      source: 'Our calculation',
    },
    {
      value: '63%',
      label: 'of adults would cover a $400 emergency expense with cash or its equivalent',
      source: 'Federal Reserve, Economic Well-Being of U.S. Households in 2024',
    },
    {
      value: '10%',
      label: 'additional tax on most retirement account withdrawals before age 59½',
      source: 'Internal Revenue Service',
    },
  ],
  extras: [],
  related: ['tax-free-retirement', 'life-insurance'],
  chatPrompt:
    'How does the Build Your Own Bank (infinite banking) strategy with whole life insurance work, and what are its costs and risks for someone like me?',
};
