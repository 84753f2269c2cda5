import type { SolutionContent } from './types';

export const solution: SolutionContent = {
  slug: 'living-benefits',
  title: 'Living Benefits',
  tagline: 'Life insurance that can help while you are still living.',
  intro: [
    'Living benefits are features, usually called riders, on a life insurance policy. They let you receive part of your death benefit early if you are diagnosed with a qualifying terminal, chronic or critical illness, such as a heart attack, stroke or cancer as the policy defines them. The money can help with medical bills, lost income or care at home while you focus on getting better.',
    'Whatever you receive early comes out of the death benefit, so your beneficiaries receive less later. Some riders come at no extra premium and others cost more; the illnesses covered, how much you can access and any fees are set by each policy and vary by insurer and state.',
  ],
  hero: {
    src: '/solutions/living-benefits.svg',
    alt: 'Illustration of a heart with a pulse line, cradled in a cupped hand',
  },
  audience: [
    {
      title: 'Main earners',
      text: 'A serious illness can stop your paycheck long before it threatens your life.',
    },
    {
      title: 'Self-employed people',
      text: 'You may have no sick pay or workplace disability cover to fall back on.',
    },
    {
      title: 'Families with a health history',
      text: 'If heart disease, cancer or stroke runs in the family, early access to your benefit is worth a closer look.',
    },
  ],
  benefits: [
    {
      title: 'Money when a diagnosis hits',
      text: 'A qualifying diagnosis can unlock a lump sum from your own policy, paid to you.',
    },
    {
      title: 'Spend it where it helps most',
      text: 'Accelerated benefits are usually not limited to medical bills: rent, travel for treatment or replacing lost income all count.',
    },
    {
      title: 'Help with long-term care',
      text: 'Chronic illness riders typically pay when you cannot do two of six daily activities, such as bathing or dressing, or have a severe cognitive impairment.',
    },
    {
      title: 'Often favorable tax treatment',
      text: 'Federal rules often exclude accelerated benefits for terminal or chronic illness from taxable income, within limits. Check your case with a tax professional.',
    },
    {
      title: 'One policy, two jobs',
      text: 'Whatever you do not use early stays in place as a death benefit for your family.',
    },
  ],
  painPoints: [
    {
      title: 'Health insurance does not cover everything',
      text: 'Deductibles, out-of-network care, travel and time off work add up quickly during a serious illness.',
    },
    {
      title: 'I cannot afford to stop working',
      text: 'Most households rely on every paycheck. A long recovery can empty an emergency fund in months.',
    },
    {
      title: 'Care at home is expensive',
      text: 'Help with daily living is rarely covered by health insurance or Medicare for long periods.',
    },
    {
      title: 'I do not want to drain my retirement savings',
      text: 'An early payout from your policy can protect your savings and retirement accounts from a health crisis.',
    },
  ],
  statistics: [
    {
      value: 'More than 1 in 4',
      label: "of today's 20-year-olds will become disabled before reaching full retirement age",
      source: 'Social Security Administration',
    },
    {
      value: '41%',
      label: 'of US adults have debt from medical or dental bills',
      source: 'KFF Health Care Debt Survey, 2022',
    },
    {
      value: 'About 2 million',
      label: 'new cancer cases were expected in the US in 2024',
      source: 'American Cancer Society, Cancer Facts & Figures 2024',
    },
    {
      value: 'Every 40 seconds',
      label: 'someone in the US has a heart attack',
      source: 'Centers for Disease Control and Prevention',
    },
  ],
  extras: [],
  related: ['life-insurance', 'income-for-life'],
  chatPrompt:
    'How do living benefits riders on a life insurance policy work, and what could I receive if I had a critical or chronic illness?',
};
