import type { SolutionContent } from './types';

const COLLEGE_BOARD = 'College Board, Trends in College Pricing 2024';

export const solution: SolutionContent = {
  slug: 'plans-for-children',
  title: 'Plans for Children',
  tagline: "Low-cost protection today and more options for your child's future.",
  intro: [
    "Plans for Children are life insurance policies that a parent or grandparent buys on a child's life. No one expects to lose a child; the death benefit is there to cover final costs and time away from work in the worst case. The bigger reasons families buy these plans are what comes with them: low premiums locked in at a young age, the right for the child to buy more coverage later whatever their health, and, with permanent plans, cash value that builds over time.",
    "A child's policy does not replace coverage on the parents, whose income the family depends on, or a dedicated college savings plan. It works best as a small, long-term addition once those are in place.",
  ],
  hero: {
    src: '/solutions/plans-for-children.svg',
    alt: 'Illustration of a child beside a growing tree, under a protective arc',
  },
  audience: [
    {
      title: 'Parents',
      text: 'You want to lock in low-cost coverage and future insurability for your children.',
    },
    {
      title: 'Grandparents',
      text: 'You want to give a lasting gift that grows and can pass to your grandchild as an adult.',
    },
    {
      title: 'Families with a health history',
      text: 'If conditions such as diabetes or heart disease run in the family, guaranteed future coverage is worth more.',
    },
  ],
  benefits: [
    {
      title: 'Low, locked-in premiums',
      text: "Premiums are based on the child's young age and, on whole life, stay level for life.",
    },
    {
      title: 'Guaranteed insurability',
      text: 'Options let your child buy more coverage at set ages and life events without a medical exam.',
    },
    {
      title: 'Cash value that grows',
      text: 'Permanent plans build cash value that can later help with a first car or home, through policy loans or withdrawals.',
    },
    {
      title: 'A gift that passes on',
      text: 'Ownership can be transferred to the child as an adult, who then controls the policy.',
    },
    {
      title: 'Covering the unthinkable',
      text: 'A benefit can pay for final expenses and give parents time off work to grieve.',
    },
  ],
  painPoints: [
    {
      title: 'Health can change',
      text: 'A diagnosis in childhood or the teenage years can make coverage expensive or hard to get as an adult.',
    },
    {
      title: 'College is expensive',
      text: 'Published tuition keeps rising, so families look for every way to plan ahead.',
    },
    {
      title: 'I want to give more than toys',
      text: 'Grandparents often look for a gift that still matters when the child is grown.',
    },
    {
      title: 'We are not sure where to start',
      text: 'A term rider, whole life and universal life each fit different budgets and goals.',
    },
  ],
  statistics: [
    {
      value: '$11,610',
      label: 'average yearly published tuition and fees at a public four-year college, in-state, 2024-25',
      source: COLLEGE_BOARD,
    },
    {
      value: '$43,350',
      label: 'average yearly published tuition and fees at a private nonprofit four-year college, 2024-25',
      source: COLLEGE_BOARD,
    },
    {
      value: '$233,610',
      label: 'estimated cost for a middle-income couple to raise a child born in 2015 to age 17',
      source: 'US Department of Agriculture, 2017',
    },
  ],
  extras: [
    {
      kind: 'table',
      id: 'plan-types',
      title: 'Plan types',
      intro: 'Illustrative monthly premiums and coverage for a healthy child.',
      columns: ['Plan type', 'Monthly premium', 'Coverage', 'How it works'],
      rows: [
        [
          'Whole life',
          '$10-$40',
          '$10,000-$50,000',
          'Lifetime coverage with level premiums and cash value that grows at a guaranteed rate.',
        ],
        [
          'Term rider',
          '$5-$15',
          '$5,000-$25,000 per child',
          "Added to a parent's policy. One rider usually covers all children until about age 25 and can often be converted to permanent coverage.",
        ],
        [
          'Universal life',
          '$20-$100',
          '$25,000-$250,000',
          'Flexible premiums and cash value that earns interest, sometimes linked to an index. Paying too little can make the policy lapse.',
        ],
      ],
      note: 'Not a quote. Prices vary by age, amount, insurer and state.',
    },
    {
      kind: 'table',
      id: 'college-savings',
      title: 'College savings comparison',
      intro: "How a child's life insurance policy compares with other ways to save for college.",
      columns: [
        'Feature',
        '529 college savings plan',
        'Cash value life insurance',
        'Savings or custodial account',
      ],
      rows: [
        [
          'Tax on growth',
          'Tax-free when spent on qualified education costs',
          'Tax-deferred; policy loans are generally not taxed while the policy stays in force',
          'Interest and gains are taxed each year',
        ],
        [
          'Using it for other things',
          'Earnings are taxed, plus a 10% penalty, with some exceptions',
          'Any purpose',
          'Any purpose, but a custodial account belongs to the child at 18 or 21',
        ],
        [
          'Effect on financial aid',
          'Counted as a parent asset, usually a small effect',
          'Cash value is not reported on the FAFSA',
          "A custodial account counts as the student's asset, a larger effect",
        ],
        [
          'Costs',
          'Low investment fees',
          'Insurance costs and fees; cash value builds slowly at first',
          'Usually none',
        ],
        [
          'Best for',
          'The main college fund',
          'Lifelong coverage plus a flexible extra pool',
          'Short-term savings',
        ],
      ],
      note: "Tax and financial aid rules change. Since 2024, up to $35,000 of unused 529 money can be rolled into the beneficiary's Roth IRA, subject to conditions.",
    },
    {
      kind: 'list',
      id: 'guaranteed-insurability',
      title: 'Guaranteed insurability',
      intro:
        'A guaranteed insurability rider lets your child buy more coverage on set dates without a medical exam or health questions, up to a limit each time.',
      items: [
        {
          title: 'Age 18',
          text: 'The first option as a young adult, around leaving home for college or work.',
        },
        {
          title: 'Age 21',
          text: 'Another option date, whatever has happened to their health since childhood.',
        },
        { title: 'Age 25', text: 'A further option, often as a career and income are getting started.' },
        { title: 'Marriage', text: 'Many riders add an option when your child marries.' },
        {
          title: 'Birth or adoption of a child',
          text: 'Many riders add an option when your child becomes a parent.',
        },
      ],
      note: 'Option ages, amounts and events vary by insurer and state. Options usually expire if not used in time, and the rider often ends around age 40.',
    },
    {
      kind: 'example',
      id: 'family-example',
      title: 'Family example: the Nguyens',
      paragraphs: [
        "When their daughter Mia was born, Anna and David added a $10,000 child term rider to David's policy for about $6 a month, covering Mia and any future children. Mia's grandmother bought a $25,000 whole life policy on Mia for about $20 a month, with a guaranteed insurability rider.",
        'At 19, Mia was diagnosed with type 1 diabetes, which can make new coverage expensive or hard to get. At 25 she used her option to add $25,000 of coverage with no health questions. Her grandmother then transferred the policy to her; after 25 years of premiums totalling $6,000, its cash value was about $6,500.',
      ],
      figures: [
        { label: 'Child term rider', value: '$10,000 for about $6 a month' },
        { label: "Grandmother's whole life gift", value: '$25,000 for about $20 a month' },
        { label: 'Added at 25, no health questions', value: '$25,000' },
      ],
      note: 'A composite example with illustrative figures, not a quote. Cash values depend on the policy and are only guaranteed as stated in it.',
    },
    {
      kind: 'list',
      id: 'age-guidelines',
      title: 'Age guidelines',
      items: [
        {
          title: 'Ages 0-5',
          text: 'The lowest premiums and the longest time for cash value to grow. Many insurers accept babies from about 15 days old.',
        },
        {
          title: 'Ages 6-12',
          text: 'Premiums are still low. A good time to pair a policy with a 529 plan, so insurance and college savings each do their own job.',
        },
        {
          title: 'Ages 13-17',
          text: 'Premiums are a little higher and the first option date at 18 is close. Talk with your teen about what the policy is and when it becomes theirs.',
        },
      ],
    },
  ],
  related: ['life-insurance', 'tax-free-retirement'],
  chatPrompt:
    'What life insurance options are there for my children or grandchildren, and how would one fit with saving for college?',
};
