import type { SolutionContent } from './types';

export const solution: SolutionContent = {
  slug: 'tax-free-retirement',
  title: 'Tax Free Retirement',
  tagline: 'Plan retirement income that federal income tax does not take a cut of.',
  intro: [
    'Most retirement savings, such as a traditional 401(k) or IRA, are taxed when you take the money out. Tax-free retirement planning adds accounts whose qualified withdrawals are free of federal income tax, so more of each dollar you take out is yours to spend.',
    'The main tools are Roth IRAs and Roth 401(k)s, which you fund with money you have already paid tax on; health savings accounts for medical costs; and, for some people, the cash value of a permanent life insurance policy. Each has its own rules, limits and costs, and the right mix depends on your income, your tax bracket and your goals.',
  ],
  hero: {
    src: '/solutions/tax-free-retirement.svg',
    alt: 'Illustration of a nest with golden eggs under a rising sun',
  },
  audience: [
    {
      title: 'People who expect higher taxes later',
      text: 'If your tax rate in retirement may be the same or higher than today, paying the tax now can make sense.',
    },
    {
      title: 'Younger savers',
      text: 'You are often in a lower bracket early in your career, and decades of tax-free growth can add up.',
    },
    {
      title: 'Savers who want choices',
      text: 'Having both taxable and tax-free money lets you choose which to draw from each year.',
    },
  ],
  benefits: [
    {
      title: 'Tax-free qualified withdrawals',
      text: 'Roth withdrawals after age 59½, from an account open at least five years, are free of federal income tax.',
    },
    {
      title: 'No required withdrawals from Roth accounts',
      text: 'Traditional IRAs and 401(k)s require withdrawals from age 73 (75 if you were born in 1960 or later). Roth IRAs, and since 2024 Roth 401(k)s, have none during your lifetime.',
    },
    {
      title: 'Less tax on Social Security',
      text: 'Qualified Roth withdrawals do not count toward the income that decides how much of your Social Security benefit is taxed.',
    },
    {
      title: 'Control over your tax bracket',
      text: 'A mix of taxable, tax-deferred and tax-free money helps you manage your bracket year by year.',
    },
    {
      title: 'Life insurance as another option',
      text: 'Cash value in a permanent policy grows tax-deferred and can be reached through policy loans, which are generally not taxed while the policy stays in force. Costs are higher than a Roth, and a lapse can trigger tax.',
    },
  ],
  painPoints: [
    {
      title: 'Taxes could eat into my 401(k)',
      text: 'Every dollar taken from a traditional account is taxed as ordinary income.',
    },
    {
      title: 'Required withdrawals raise my tax bill',
      text: 'Withdrawals you must take from age 73 or 75 can push you into a higher bracket, whether you need the money or not.',
    },
    {
      title: 'My Social Security may be taxed',
      text: 'The more taxable income you have in retirement, the more of your benefit can be taxed.',
    },
    {
      title: 'I earn too much for a Roth IRA',
      text: 'Direct Roth IRA contributions phase out at higher incomes, but a Roth 401(k) at work has no income limit.',
    },
  ],
  statistics: [
    {
      value: '$7,000',
      label: 'IRA contribution limit for 2025 ($8,000 if you are 50 or older)',
      source: 'Internal Revenue Service',
    },
    {
      value: '$23,500',
      label: '401(k) employee contribution limit for 2025, Roth or traditional',
      source: 'Internal Revenue Service',
    },
    {
      value: 'Up to 85%',
      label: 'of Social Security benefits can be taxable, depending on your other income',
      source: 'Internal Revenue Service',
    },
    {
      value: 'Age 73',
      label:
        'when required minimum distributions from traditional IRAs and 401(k)s start (75 if born in 1960 or later)',
      source: 'SECURE 2.0 Act of 2022',
    },
  ],
  extras: [],
  related: ['income-for-life', 'build-your-own-bank'],
  chatPrompt:
    'Explain tax-free retirement options such as Roth IRAs, Roth 401(k)s and cash value life insurance, and how I could combine them with the savings I already have.',
};
