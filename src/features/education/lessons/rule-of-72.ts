import type { Lesson } from '../lesson-types';
import { compoundGrowthTool, goalsTool } from './related';
import { paths } from '@/lib/paths';

export const ruleOf72: Lesson = {
  summary:
    'Divide 72 by a yearly rate and you get, roughly, the years it takes money to double. It works for savings, prices, debts and fees, and you can do it in your head.',
  sections: [
    {
      heading: 'The rule in one line',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Years to double ≈ 72 ÷ yearly rate in percent. At 8% a year, money doubles in about 72 ÷ 8 = 9 years. At 6%, in about 12 years. At 2%, in about 36 years. You can run it the other way too: to double your money in 10 years you need about 72 ÷ 10 = 7.2% a year.',
        },
        {
          kind: 'paragraph',
          text: 'The rule assumes growth compounds: each year’s returns are added to the balance and earn returns of their own. It says nothing about risk. A rate of 8% is an average over many years, and a real investment can lose money in any one of them.',
        },
      ],
    },
    {
      heading: 'How close is it?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The exact doubling time, with interest added once a year, is ln 2 ÷ ln(1 + rate). Compare:',
        },
        {
          kind: 'list',
          items: [
            '3%: the rule says 24 years; exactly 23.4.',
            '6%: the rule says 12 years; exactly 11.9.',
            '8%: the rule says 9 years; exactly 9.0.',
            '12%: the rule says 6 years; exactly 6.1.',
            '24%: the rule says 3 years; exactly 3.2.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'It is closest between about 6% and 10%, which is why 72 is used: it is easy to divide by 2, 3, 4, 6, 8, 9 and 12. At very high rates it runs a little short. Some people use 70 or 69 for low rates or for interest added every day; for everyday decisions the difference rarely matters.',
        },
      ],
    },
    {
      heading: 'Doublings add up',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The real power shows when you count doublings. $10,000 at 8% doubles about every 9 years: $20,000 after 9 years, $40,000 after 18, $80,000 after 27 and $160,000 after 36. The exact figure with yearly interest is about $159,700, so the rule is very close.',
        },
        {
          kind: 'paragraph',
          text: 'This is also why starting early matters so much. Someone who invests at 29 instead of 38 gets one more doubling by 65: at 8%, twice as much from the same deposit.',
        },
      ],
    },
    {
      heading: 'Using it for everyday decisions',
      blocks: [
        {
          kind: 'list',
          items: [
            'Choosing a savings account: at 0.5% a year your money doubles in about 144 years; at 4.5%, in about 16. The rate on cash you keep for years matters.',
            'Checking a retirement plan: $50,000 saved at 35, growing at 7%, doubles about every 10 years. By 65 that is three doublings, about $400,000. The exact figure with yearly interest is about $381,000, so the rule gives a fast first check, not a final answer.',
            'Setting a target: to turn $25,000 into $100,000, two doublings, in 18 years, each doubling must take 9 years, so you need about 72 ÷ 9 = 8% a year. If that return needs more risk than you can accept, save more or allow more time.',
          ],
        },
      ],
    },
    {
      heading: 'It works against you too',
      blocks: [
        {
          kind: 'list',
          items: [
            'Debt: an unpaid credit card balance at 24% APR doubles in about 72 ÷ 24 = 3 years. $3,000 becomes about $6,000 if nothing is paid.',
            'Inflation: at 3% a year, prices double in about 24 years. What costs $50,000 a year to live on today would cost about $100,000 in 24 years.',
            'Fees: a 7% return with a 1% yearly fee leaves 6%, and the doubling time goes from about 10.3 years to 12. Over 36 years, $10,000 grows to about $114,000 at 7% but about $81,000 at 6%. The 1% fee costs about $33,000.',
          ],
        },
      ],
    },
    {
      heading: 'Try it on your own numbers',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Find the rate.',
              text: 'Use a savings account’s yearly rate, a card’s APR, or a long-term average return you are willing to assume.',
            },
            {
              title: 'Divide 72 by it.',
              text: 'That is the years to double, roughly.',
            },
            {
              title: 'Count the doublings to your date.',
              text: 'Years until you need the money ÷ years to double. Two doublings is four times, three is eight times.',
            },
            {
              title: 'Check it with the calculator.',
              text: 'The compound growth calculator adds interest monthly, so it shows slightly more than yearly interest would: $10,000 at 8% for 9 years gives about $20,500.',
            },
          ],
        },
      ],
    },
  ],
  takeaways: [
    'Years to double ≈ 72 ÷ the yearly rate; the rule is closest from about 6% to 10%.',
    'Count doublings: each one doubles everything before it.',
    'The rule works on debt, inflation and fees as well as on savings.',
    'A higher rate usually means more risk; the rule does not measure risk.',
  ],
  quickAnswers: [
    {
      question: 'What is the rule of 72?',
      answer:
        'Divide 72 by a yearly rate to estimate the years to double: at 8%, about 9 years; at 6%, about 12. It also shows how fast debt grows (24% APR doubles a balance in about 3 years) and how fast inflation at 3% doubles prices (about 24 years).',
      keywords: [
        'rule of 72',
        '72 rule',
        'double my money',
        'doubling time',
        'how long to double',
        'years to double',
      ],
    },
    {
      question: 'How much do investment fees cost over time?',
      answer:
        'More than they look: a 1% yearly fee turns a 7% return into 6%, which stretches the doubling time from about 10 to 12 years. Over 36 years $10,000 grows to about $114,000 at 7% but about $81,000 at 6%, so the fee costs about $33,000.',
      keywords: ['fees', 'expense ratio', 'management fee', '1% fee', 'advisor fee', 'fund fees'],
    },
  ],
  related: [
    compoundGrowthTool,
    {
      label: 'See how fast debt grows',
      description: 'Months to debt-free and the interest you pay, with your own debts.',
      to: paths.dashboard.calculators['debt-payoff'],
    },
    {
      label: 'Read How Money Works',
      description: 'Interest, inflation, debt and taxes, the forces behind the rule.',
      to: paths.dashboard.lesson('how-money-works'),
    },
    goalsTool,
  ],
  tryIt: {
    label: 'Double $10,000 at 8%',
    description:
      'The rule says 72 ÷ 8 = 9 years. With interest added monthly the calculator shows a little over $20,000 after 9 years.',
    calculator: 'compound-growth',
    inputs: [
      ['start', '10000'],
      ['monthly', '0'],
      ['rate', '8'],
      ['years', '9'],
    ],
  },
  checks: [
    {
      question: 'By the rule of 72, about how long does money take to double at 6% a year?',
      options: ['6 years', '12 years', '18 years', '72 years'],
      answer: 1,
      explanation: '72 ÷ 6 = 12 years. The exact figure with yearly interest is 11.9 years.',
    },
    {
      question: 'You owe $3,000 on a card at 24% APR and pay nothing. Roughly what do you owe after 3 years?',
      options: ['$3,720', '$4,500', '$6,000'],
      answer: 2,
      explanation:
        '72 ÷ 24 = 3, so the balance doubles in about 3 years, to about $6,000. Compounding works for lenders just as it does for savers.',
    },
    {
      question: 'Why does a 1% yearly fee matter so much over 36 years on a 7% return?',
      options: [
        'It takes 1% of the money once',
        'It lowers the growth rate to 6%, so the money doubles more slowly every year for 36 years',
        'It only matters if markets fall',
      ],
      answer: 1,
      explanation:
        'The fee is taken every year, so growth runs at 6% instead of 7%: doubling takes about 12 years instead of about 10.3. Over 36 years $10,000 becomes about $81,000 instead of $114,000.',
    },
  ],
};
