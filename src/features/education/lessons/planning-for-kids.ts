import type { Lesson } from '../lesson-types';
import { compoundGrowthTool, goalsTool, solutionTool } from './related';

export const planningForKids: Lesson = {
  summary:
    'Children change your budget, your insurance and your goals. Plan the costs you can see, protect the income they depend on, and save for their future without giving up your own.',
  sections: [
    {
      heading: 'Budget for the new costs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The first years bring new monthly costs: diapers, food, clothes, a larger health insurance premium and, for many families, childcare, which is often the biggest single item. Childcare costs vary widely by state and type. At $1,200 a month it is $14,400 a year, more than many families pay in rent.',
        },
        {
          kind: 'paragraph',
          text: 'Build your estimate from local prices before the baby arrives, then try living on the new budget for a few months and save the difference. That tests the plan and builds a cushion at the same time. Costs change as children grow: childcare gives way to school costs, activities and a bigger food bill.',
        },
      ],
    },
    {
      heading: 'Before the baby arrives',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Check your health plan.',
              text: 'Find out what birth will cost under your deductible and out-of-pocket maximum. A birth lets you add your baby to the plan, but only within a deadline, often 30 days.',
            },
            {
              title: 'Check parental leave.',
              text: 'Learn what your employer and your state pay during leave, and plan for any unpaid weeks.',
            },
            {
              title: 'Grow the emergency fund.',
              text: 'More people depend on your income now, so lean toward six months of essential expenses.',
            },
            {
              title: 'Update beneficiaries and write a will.',
              text: 'A will is where you name a guardian for your children. Without one, a court decides.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Protect the income they depend on',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If your children depend on your income, life insurance on the parents matters far more than insurance on the children. Term life covers a set period, for example until your youngest finishes school, at a low premium. Permanent policies such as whole life cover you for life and build cash value, but cost several times more for the same death benefit. Disability insurance protects the same income while you are alive but unable to work.',
        },
        {
          kind: 'paragraph',
          text: 'Some families also buy a small whole life policy on a child. The benefits: the premium is locked in while the child is young, and the child can keep cover later whatever their health. The costs and risks: premiums are higher than for term cover, the cash value grows slowly in the early years, fees and commissions come out of it, and surrendering the policy in its first years can return less than was paid in. If the goal is college savings, compare it with a 529 plan; if the goal is protection, compare it with term cover on the parents.',
        },
      ],
    },
    {
      heading: 'Saving for education',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Say you save $200 a month from birth for 18 years, invested at an average 6% a year. You put in $43,200 and, compounded monthly, it grows to about $77,000. Returns are not guaranteed; that figure is an example. Now the other side: if four years of college cost $100,000 today and prices rise 4% a year, they double in about 18 years by the rule of 72, to about $203,000. Your $77,000 would cover over a third.',
        },
        {
          kind: 'paragraph',
          text: 'That is normal. Few families pay the whole bill from savings; scholarships, grants, a cheaper school, work and some borrowing fill the gap. Many educators put your own retirement first: your child can borrow for college, but nobody lends for retirement.',
        },
        {
          kind: 'list',
          items: [
            '529 plan: growth is tax-free, and so are withdrawals for qualified education costs such as tuition, fees, books and, for students enrolled at least half-time, room and board. Many states give a state tax deduction. Withdrawals for anything else pay income tax plus a 10% penalty on the earnings. Since 2024, up to $35,000 over a lifetime can move to the child’s Roth IRA if the account is at least 15 years old, within each year’s Roth limit. Fees and investment choices differ by state plan.',
            'Custodial account (UTMA or UGMA): any use that benefits the child, but the money legally becomes the child’s at 18 or 21, it is taxed along the way, and it counts more heavily against financial aid.',
            'A Roth IRA for a teenager with a job: contributions up to what they earn, and a long head start on retirement.',
            'Gifts: grandparents and others can give to a 529 too. For 2025 each person can give up to $19,000 a year to any one person without filing a gift tax return.',
          ],
        },
      ],
    },
    {
      heading: 'Raise money-smart kids',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Children learn about money by watching you. Give them a small allowance to manage, let them save for something they want, and talk through choices at the store. A child who has saved for a toy understands goals better than one who has heard a lecture about them.',
        },
      ],
    },
  ],
  takeaways: [
    'Build a real budget for childcare and the other new costs before the baby arrives.',
    'Protect the parents’ income first: term life, disability cover, a will with a guardian.',
    'A 529 plan grows tax-free for education; other uses pay tax and a 10% penalty on earnings.',
    'Small monthly savings from birth help a lot, but do not give up your own retirement for them.',
  ],
  quickAnswers: [
    {
      question: 'How does a 529 plan work?',
      answer:
        'A 529 plan is an education savings account: money grows tax-free and comes out tax-free for qualified education costs (tuition, fees, books, and room and board for at least half-time students). Other withdrawals pay income tax plus a 10% penalty on the earnings, and many states give a state tax deduction for contributions.',
      keywords: [
        '529',
        'college savings',
        'college fund',
        'education savings',
        'save for college',
        'tuition',
      ],
    },
    {
      question: 'How much should I save for my child’s college?',
      answer:
        'Whatever fits after your own retirement saving: $200 a month from birth at 6% grows to about $77,000 in 18 years, a real part of the bill. Scholarships, aid, work and modest borrowing can cover the rest; your retirement has no loans.',
      // Phrases, not "child" or "kids" alone: those name the Plans for Children page's questions.
      keywords: [
        'save for my child',
        'save for my kids',
        'saving for my kids',
        'for my children',
        'college',
        'university',
      ],
    },
    {
      question: 'Should I buy life insurance for my child?',
      answer:
        'Insuring the parents usually comes first, because children depend on their income. A whole life policy on a child locks in cover and builds cash value, but it costs more than term, grows slowly at first and can return less than was paid if surrendered early; compare it with a 529 plan before buying it as savings.',
      keywords: [
        'child life insurance',
        'insurance for kids',
        'whole life for child',
        'juvenile life',
        'insure my baby',
      ],
    },
  ],
  related: [
    compoundGrowthTool,
    goalsTool,
    solutionTool(
      'plans-for-children',
      'Plans for Children',
      'What child policies offer, what they cost, and how they compare.',
    ),
    solutionTool(
      'life-insurance',
      'Life Insurance',
      'How life insurance protects the people who count on your income.',
    ),
  ],
  tryIt: {
    label: 'Save $200 a month for 18 years',
    description:
      'The education example: $200 a month from birth at 6% a year grows to about $77,000, from $43,200 of deposits.',
    calculator: 'compound-growth',
    inputs: [
      ['start', '0'],
      ['monthly', '200'],
      ['rate', '6'],
      ['years', '18'],
    ],
  },
  checks: [
    {
      question: 'You save $200 a month for 18 years at an average 6% a year. About what does it grow to?',
      options: ['$43,200', '$77,000', '$120,000', '$203,000'],
      answer: 1,
      explanation:
        'Compounded monthly it grows to about $77,000. $43,200 is only what you put in; the other $34,000 or so is growth. Real returns vary and are not guaranteed.',
    },
    {
      question: 'You take $5,000 out of a 529 plan to buy a car. What happens?',
      options: [
        'Nothing: 529 withdrawals are always tax-free',
        'The earnings part pays income tax plus a 10% penalty',
        'The whole $5,000 is taxed at double the normal rate',
      ],
      answer: 1,
      explanation:
        'A car is not a qualified education expense. The part of the withdrawal that is earnings is taxed as income and pays a 10% penalty; the part that is your own contributions comes back without tax.',
    },
    {
      question: 'Which is true of a whole life policy bought on a child?',
      options: [
        'It is the cheapest way to save for college',
        'It locks in cover, but costs more than term and can return less than was paid if surrendered early',
        'Its cash value is always worth at least the premiums paid',
      ],
      answer: 1,
      explanation:
        'The policy guarantees the child can keep cover later, but fees and commissions come out of the cash value, which grows slowly at first, so early surrender can lose money. For college savings a 529 plan usually costs less.',
    },
  ],
};
