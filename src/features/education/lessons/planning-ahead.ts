import type { Lesson } from '../lesson-types';
import { calendarTool, emergencyFundTool, solutionTool } from './related';
import { consultationPath } from '@/lib/paths';

export const planningAhead: Lesson = {
  summary:
    'Some costs you can see coming, some you cannot. A plan for both means a bad month stays a bad month instead of becoming debt.',
  sections: [
    {
      heading: 'Two kinds of surprises',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many "surprises" are not surprises at all. The car insurance renewal, the holidays, the annual subscription and the dentist come every year; only the exact month is a surprise. Others really are unexpected: losing a job, a serious illness, a death in the family. Planning ahead means a different tool for each: sinking funds for the costs you can predict, an emergency fund for the ones you cannot, and insurance for the ones too big to save for.',
        },
      ],
    },
    {
      heading: 'Sinking funds: the predictable costs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A sinking fund is money set aside each month for a known future cost. Add up the irregular costs of a year and divide by twelve. For example:',
        },
        {
          kind: 'list',
          items: [
            'Car insurance of $1,200 a year: $100 a month.',
            'Holidays and gifts of $900 a year: $75 a month.',
            'Car maintenance and tires, about $600 a year: $50 a month.',
            'Annual subscriptions and memberships of $300: $25 a month.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Together that is $3,000 a year, or $250 a month. Move $250 into a separate savings account every payday and the bills are paid when they arrive, without touching your emergency fund or a credit card.',
        },
      ],
    },
    {
      heading: 'An emergency fund: the unpredictable ones',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An emergency fund covers three to six months of essential expenses: housing, food, utilities, insurance, transport and minimum debt payments. Lean toward six months or more if your income is irregular, you are the only earner, or your industry has frequent layoffs.',
        },
        {
          kind: 'paragraph',
          text: 'Say your essentials are $4,000 a month and you want six months: $24,000. You have $6,000 saved and can add $500 a month. The $18,000 still needed takes 36 months, three years. That can feel slow, so it helps to see the milestones: after 12 months you have $12,000, three months of cover, which already handles most job searches and car breakdowns.',
        },
      ],
    },
    {
      heading: 'Insurance: the costs too big to save for',
      blocks: [
        {
          kind: 'paragraph',
          text: 'No emergency fund covers a $100,000 hospital bill or twenty years of lost income. Insurance shares those rare, large risks across many people for a regular premium. The main kinds to review:',
        },
        {
          kind: 'list',
          items: [
            'Health insurance, with an eye on the out-of-pocket maximum: the most you could pay in a year.',
            'Disability insurance, which replaces part of your pay, often 60%, if illness or injury stops you working. Check what your employer provides; on $5,000 a month of pay, 60% is $3,000.',
            'Life insurance if anyone depends on your income. Term life covers a set period at a low cost; permanent life costs several times more for the same cover and builds cash value. Compare both, and their fees, before you choose.',
            'Home or renters insurance, and auto insurance with enough liability cover for what you own.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A higher deductible lowers the premium. That trade works well once your emergency fund can pay the deductible.',
        },
      ],
    },
    {
      heading: 'Big life moments',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Marriage, a new home, a child, a new job, a move or caring for a parent all change your budget, your insurance needs and your goals. A few months before each one, list what will cost more, what will cost less, and which accounts, policies and beneficiaries need updating. A move to a home where rent is $300 a month higher, for example, costs $3,600 a year: start saving the difference before you move, and you will know whether the new budget works.',
        },
      ],
    },
    {
      heading: 'Get your papers in order',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Name your beneficiaries.',
              text: 'Life insurance and most retirement accounts go to the people named on them, whatever a will says (a spouse may have rights to a 401(k)). Check them after every marriage, divorce or birth.',
            },
            {
              title: 'Write a will.',
              text: 'It says who receives what and, for parents, who would look after your children.',
            },
            {
              title: 'Choose who can act for you.',
              text: 'A financial power of attorney and a health care directive name who decides if you cannot.',
            },
            {
              title: 'Keep a simple list.',
              text: 'Accounts, policies, passwords and contacts, stored safely, where someone you trust can find it.',
            },
            {
              title: 'Review once a year.',
              text: 'Put a date in your calendar to check your budget, emergency fund, insurance and documents.',
            },
          ],
        },
      ],
    },
  ],
  takeaways: [
    'Predictable costs get sinking funds: yearly cost ÷ 12, saved every month.',
    'Unpredictable costs get an emergency fund of three to six months of essentials.',
    'Insurance covers the rare costs too big to save for.',
    'Beneficiaries, a will and a yearly review keep the plan current.',
  ],
  quickAnswers: [
    {
      question: 'What is a sinking fund?',
      answer:
        'A sinking fund is money saved each month for a known future cost: take the yearly cost and divide by 12, so $1,200 of car insurance becomes $100 a month. It keeps predictable bills out of your emergency fund and off your credit card.',
      keywords: [
        'sinking fund',
        'irregular expenses',
        'annual bills',
        'yearly expenses',
        'save for bills',
        'car insurance',
        'holidays',
      ],
    },
    {
      question: 'What documents should I have in place?',
      answer:
        'Most adults benefit from up-to-date beneficiaries on retirement accounts and life insurance, a will (naming a guardian if you have children), a financial power of attorney and a health care directive. Review them after marriage, divorce, a birth or a move.',
      keywords: [
        // Never the bare word: "what will the weather be" is not about an estate.
        'a will',
        'my will',
        'wills',
        'beneficiary',
        'power of attorney',
        'estate plan',
        'health care directive',
        'guardian',
      ],
    },
  ],
  related: [
    emergencyFundTool,
    calendarTool,
    solutionTool(
      'life-insurance',
      'Life Insurance',
      'How life insurance protects the people who count on your income.',
    ),
    solutionTool(
      'living-benefits',
      'Living Benefits',
      'Cover that can pay out during a serious illness, not only at death.',
    ),
    {
      label: 'Book a free consultation',
      description: 'Go through your plan with a licensed professional.',
      to: consultationPath(),
    },
  ],
  tryIt: {
    label: 'Plan a six-month emergency fund',
    description:
      'Essentials of $4,000 a month, six months of cover, $6,000 saved and $500 a month: see the 36 months to $24,000.',
    calculator: 'emergency-fund',
    inputs: [
      ['expenses', '4000'],
      ['months', '6'],
      ['saved', '6000'],
      ['monthly', '500'],
    ],
  },
  checks: [
    {
      question:
        'Your car insurance is $1,200 a year and holidays cost $900. How much a month does a sinking fund for both need?',
      options: ['$75', '$100', '$175', '$2,100'],
      answer: 2,
      explanation:
        '$1,200 ÷ 12 = $100 and $900 ÷ 12 = $75: $175 a month, which covers both bills when they come.',
    },
    {
      question:
        'Your essential expenses are $4,000 a month and you want six months of cover. You have $6,000 and save $500 a month. How long until you get there?',
      options: ['12 months', '36 months', '48 months'],
      answer: 1,
      explanation:
        'Six months of $4,000 is $24,000. You need $18,000 more, and $18,000 ÷ $500 = 36 months. At 12 months you already have three months of cover.',
    },
    {
      question:
        'Years ago you named your sister as beneficiary of your life insurance. Your new will leaves everything to your spouse. Who receives the policy’s payout?',
      options: [
        'Your spouse, because the will is newer',
        'Your sister, the named beneficiary',
        'It is split between them',
      ],
      answer: 1,
      explanation:
        'A life insurance policy pays the beneficiary named on it; the will does not change that. Update beneficiaries whenever your life changes.',
    },
  ],
};
