import type { SolutionContent } from './types';

const BAROMETER_2024 = 'LIMRA and Life Happens, 2024 Insurance Barometer Study';

export const solution: SolutionContent = {
  slug: 'life-insurance',
  title: 'Life Insurance',
  tagline: 'Protect the people who count on your income.',
  intro: [
    'Life insurance pays a sum of money, called the death benefit, to the people you name if you die while the policy is in force. In most cases that payment is free of federal income tax, and your family can use it for anything: the mortgage, everyday bills, childcare, college or paying off debts.',
    'There are two main kinds. Term life covers a set period, such as 10, 20 or 30 years, and is usually the lowest-cost way to buy a large amount of protection. Permanent life (whole life and universal life) is designed to last your whole life and builds cash value, but it costs more for the same death benefit.',
  ],
  hero: {
    src: '/solutions/life-insurance.svg',
    alt: 'Illustration of a family of three standing inside a protective shield',
  },
  audience: [
    {
      title: 'Parents and guardians',
      text: 'Children depend on your income and your care for many years.',
    },
    {
      title: 'Homeowners',
      text: 'A payout can clear the mortgage or keep paying it, so your family can stay in their home.',
    },
    {
      title: 'Couples who share the bills',
      text: 'If the household relies on two incomes, losing one can make shared costs hard to cover.',
    },
  ],
  benefits: [
    {
      title: 'Replaces your income',
      text: 'The death benefit can stand in for years of lost earnings, so your family keeps its home and its routine.',
    },
    {
      title: 'Generally income-tax-free',
      text: 'Beneficiaries usually receive the death benefit free of federal income tax.',
    },
    {
      title: 'Paid directly to your family',
      text: 'With named beneficiaries, the money is paid to them directly rather than waiting for probate.',
    },
    {
      title: 'A cost you can plan for',
      text: 'Level term premiums stay the same for the whole term you choose, so the cost fits a budget.',
    },
    {
      title: 'Room to change later',
      text: 'Many term policies can be converted to permanent coverage without a new medical exam, within the deadlines in the policy.',
    },
  ],
  painPoints: [
    {
      title: 'My family would struggle without my paycheck',
      text: 'Rent, groceries and loan payments do not stop. Without coverage, savings can run out within months.',
    },
    {
      title: 'I do not know how much I need',
      text: 'A common starting point is to add up debts, several years of income and future costs such as college. A licensed professional can help you run the numbers.',
    },
    {
      title: 'I assume it is too expensive',
      text: 'Most people overestimate what a basic term policy costs. A quote is free and shows your real price.',
    },
    {
      title: 'I already have coverage at work',
      text: 'Group life at work is often one or two times your salary, and it usually ends when you leave the job.',
    },
  ],
  statistics: [
    { value: 'About 1 in 2', label: 'US adults own life insurance', source: BAROMETER_2024 },
    {
      value: '102 million',
      label: 'adults (42%) say they need life insurance or need more of it',
      source: BAROMETER_2024,
    },
    {
      value: '72%',
      label: 'of Americans overestimate the cost of a basic term policy',
      source: BAROMETER_2024,
    },
    {
      value: '4 in 10',
      label: 'families would face financial hardship within six months if the main earner died',
      source: 'LIMRA and Life Happens, 2022 Insurance Barometer Study',
    },
  ],
  extras: [],
  related: ['living-benefits', 'final-expense-plan'],
  chatPrompt:
    'Help me understand life insurance: how much coverage might my family need, and how do term and permanent policies compare?',
};
