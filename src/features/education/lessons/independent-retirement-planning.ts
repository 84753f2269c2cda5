import type { Lesson } from '../lesson-types';
import { compoundGrowthTool, retirementIncomeTool, solutionTool } from './related';
import { consultationPath } from '@/lib/paths';

export const independentRetirementPlanning: Lesson = {
  summary:
    'Without a pension, you are your own pension plan. Work out the income you will need, what Social Security will pay, and how much savings must cover the rest.',
  sections: [
    {
      heading: 'You are the pension fund now',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A generation ago many workers retired on a company pension: a monthly check for life, with the employer carrying the investment and longevity risk. Today most people have a 401(k), an IRA or nothing at all. That moves three jobs to you: saving enough, investing it sensibly, and turning it into an income that lasts as long as you do. The plan has four steps.',
        },
      ],
    },
    {
      heading: 'Step 1: the income you will need',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A common starting point is 70% to 80% of your income before retirement, because work costs stop and you no longer save for retirement. Better still, list what you expect to spend: housing (is the mortgage paid off?), food, transport, travel, and health care, which tends to rise with age. Medicare starts at 65; if you stop work earlier, budget for health insurance until then. For the example in this lesson, say you want $60,000 a year in today’s dollars.',
        },
      ],
    },
    {
      heading: 'Step 2: what Social Security will pay',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your Social Security statement at ssa.gov estimates your benefit at different claiming ages. For anyone born in 1960 or later, full retirement age is 67. You can claim from 62, but the benefit is permanently about 30% lower; each year you wait past 67, up to 70, adds 8%. A benefit of $2,000 a month at 67 becomes about $1,400 at 62 or about $2,480 at 70. Benefits rise with inflation each year, which makes waiting valuable if you are healthy and can afford it.',
        },
      ],
    },
    {
      heading: 'Step 3: the gap savings must fill',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Subtract Social Security from the income you need. In the example, $60,000 minus $24,000 a year ($2,000 a month) leaves a $36,000 gap. The 4% rule says you can withdraw about 4% of your savings in the first year and raise that amount with inflation afterwards, with a good chance the money lasts 30 years. So the savings you need are the gap times 25: $36,000 × 25 = $900,000.',
        },
        {
          kind: 'paragraph',
          text: 'The 4% rule comes from past US market returns and is a rule of thumb, not a guarantee. Retiring early, into a market fall, or with high fees calls for a lower rate; a flexible budget that trims spending in bad years makes the money last longer.',
        },
      ],
    },
    {
      heading: 'Step 4: how much to save',
      blocks: [
        {
          kind: 'paragraph',
          text: 'At an average 7% a year, about $740 a month for 30 years grows to $900,000. But prices rise too: at 3% inflation they more than double in 30 years, so that $900,000 would buy far less than today. To reach $900,000 of today’s buying power, plan with a return after inflation, say 4%: that needs about $1,300 a month for 30 years. An employer match counts toward it, and so does every raise you save.',
        },
        {
          kind: 'list',
          items: [
            'With an employer plan: contribute at least enough for the full match, then add a traditional or Roth IRA.',
            'Self-employed: a solo 401(k) or a SEP IRA can take far more than an IRA. For 2025 a SEP IRA takes up to 25% of pay (about 20% of net earnings for a business owner), to a maximum of $70,000.',
            'Keep costs low: on $740 a month for 30 years, a 1% yearly fee that turns 7% into 6% leaves about $743,000 instead of $903,000, about 18% less.',
          ],
        },
      ],
    },
    {
      heading: 'The risks to plan for',
      blocks: [
        {
          kind: 'list',
          items: [
            'Living longer than expected: plan for your 90s, not for an average lifespan.',
            'A market fall early in retirement: selling shares after a fall to pay bills does lasting damage. Keep one to two years of spending in cash or bonds.',
            'Inflation: a fixed income loses about half its buying power in 24 years at 3%.',
            'Health and long-term care: costs that can be large and hard to predict.',
          ],
        },
      ],
    },
    {
      heading: 'Annuities: buying a pension',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An income annuity turns a lump sum into a monthly income for life from an insurer, much like a pension. Its benefit is certainty: the check keeps coming however long you live and whatever markets do. Covering your basic bills with Social Security plus an annuity can make the rest of your savings easier to manage.',
        },
        {
          kind: 'paragraph',
          text: 'Weigh the costs and risks next to that. The money you hand over usually cannot be taken back, and if you die early, little or nothing may be left for heirs unless you pay for a refund or period-certain option. Fixed payments lose buying power to inflation unless you buy a rising payment, which starts lower. Payments depend on the insurer’s strength; state guaranty associations protect only up to set limits. Deferred, variable and indexed annuities add complexity: yearly fees that can reach 2% to 3% with riders, surrender charges for often seven years or more, and caps on index gains. Compare quotes from several insurers and ask for every fee in writing.',
        },
      ],
    },
  ],
  takeaways: [
    'Start from the income you need, then subtract Social Security.',
    'By the 4% rule, the savings you need are about 25 times the yearly gap.',
    'Plan with returns after inflation, and keep fees low.',
    'Annuities buy certainty for life, at the cost of access, flexibility and sometimes high fees.',
  ],
  quickAnswers: [
    {
      question: 'How much do I need to retire?',
      answer:
        'About 25 times the yearly income your savings must provide, by the 4% rule: to have $60,000 a year with $24,000 from Social Security, savings must cover $36,000, so you need about $900,000. It is a rule of thumb, not a guarantee; retiring early or with high fees calls for more.',
      keywords: [
        'how much to retire',
        'retirement number',
        'enough to retire',
        'retirement savings',
        'no pension',
        'retire',
        '25 times',
      ],
    },
    {
      question: 'When should I claim Social Security?',
      answer:
        'You can claim from 62, but for anyone born in 1960 or later full retirement age is 67: claiming at 62 cuts the benefit by about 30% for life, and each year you wait past 67, up to 70, adds 8%. A $2,000 benefit at 67 is about $1,400 at 62 and $2,480 at 70; waiting pays most if you are healthy and can afford it.',
      keywords: [
        'social security',
        'claim',
        'full retirement age',
        'age 62',
        'age 70',
        'delay benefits',
        'ssa',
      ],
    },
    {
      question: 'Is an annuity a good idea for retirement?',
      answer:
        'An income annuity can be worth it to cover basic bills with a guaranteed lifetime income, but the money usually cannot be taken back, fixed payments lose value to inflation, and deferred, variable and indexed annuities can carry high fees and surrender charges. Compare quotes from several insurers and get every fee in writing.',
      // Whether to buy one; how annuities work is the Income for Life page's question.
      keywords: [
        'annuity a good',
        'annuity worth',
        'buy an annuity',
        'annuity for retirement',
        'annuities worth',
      ],
    },
  ],
  related: [
    retirementIncomeTool,
    compoundGrowthTool,
    solutionTool(
      'income-for-life',
      'Income For Life',
      'Turning savings into a guaranteed income for as long as you live.',
    ),
    solutionTool(
      'tax-free-retirement',
      'Tax Free Retirement',
      'How savings can grow and be drawn in retirement without income tax.',
    ),
    {
      label: 'Book a free consultation',
      description: 'Go through your retirement plan with a licensed professional.',
      to: consultationPath('income-for-life'),
    },
  ],
  tryIt: {
    label: 'Check the $900,000 plan',
    description:
      'The example: $900,000 of savings at a 4% withdrawal rate plus $2,000 a month of Social Security gives $60,000 in the first year.',
    calculator: 'retirement-income',
    inputs: [
      ['savings', '900000'],
      ['rate', '4'],
      ['socialSecurity', '2000'],
    ],
  },
  checks: [
    {
      question:
        'You want $60,000 a year in retirement and expect $24,000 a year from Social Security. By the 4% rule, about how much do you need saved?',
      options: ['$360,000', '$900,000', '$1,500,000', '$2,400,000'],
      answer: 1,
      explanation:
        'Savings must cover the $36,000 gap. At 4% a year, that needs $36,000 ÷ 0.04 = $900,000, which is the gap times 25. $1,500,000 would be the whole $60,000 times 25, forgetting Social Security.',
    },
    {
      question:
        'Born in 1962, your Social Security benefit at 67 would be $2,000 a month. About what would it be if you claim at 70?',
      options: ['$1,400', '$2,000', '$2,480', '$3,000'],
      answer: 2,
      explanation:
        'Each year of waiting past full retirement age (67) adds 8%: three years add 24%, so $2,000 becomes about $2,480. Claiming at 62 would cut it to about $1,400.',
    },
    {
      question: 'Which is true of an immediate income annuity?',
      options: [
        'You can take the lump sum back whenever you like',
        'It pays an income for life, but the money is usually locked in and fixed payments lose buying power to inflation',
        'Its payments are guaranteed by the federal government',
      ],
      answer: 1,
      explanation:
        'The insurer pays for as long as you live, which protects against outliving your money. In exchange the lump sum is usually gone for good, fixed payments buy less each year, and the guarantee depends on the insurer, backed by state guaranty associations only up to limits.',
    },
  ],
};
