import type { Lesson } from '../lesson-types';
import { compoundGrowthTool, retirementIncomeTool, solutionTool } from './related';

export const taxBenefitsRetirement: Lesson = {
  summary:
    'Retirement accounts let your savings grow without yearly tax, and some let you take the money out tax-free. Knowing which is which can mean tens of thousands of dollars more in retirement.',
  sections: [
    {
      heading: 'Three ways money can be taxed',
      blocks: [
        {
          kind: 'list',
          items: [
            'Taxable: an ordinary brokerage or savings account. You invest money you have already paid tax on, and you pay tax on interest, dividends and gains along the way.',
            'Tax-deferred: a traditional 401(k) or traditional IRA. Contributions can lower your tax this year, the money grows untaxed, and withdrawals are taxed as income.',
            'Tax-free: a Roth 401(k) or Roth IRA. You pay tax on the money going in, and qualified withdrawals, generally after 59½ once the account is five years old, are free of federal income tax, growth included.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Take $500 a month for 25 years at an average 7% a year. You put in $150,000, and with monthly compounding it grows to about $405,000. In a Roth account, the whole $405,000 can come out tax-free. In a taxable account you would have paid tax along the way and would owe tax on gains when you sell, so you would keep less.',
        },
      ],
    },
    {
      heading: 'Traditional or Roth?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The choice comes down to your tax rate now compared with your rate in retirement. Say $1,000 of pay goes to savings and you are in the 22% bracket, and the investment grows four times over (two doublings, about 20 years at 7%).',
        },
        {
          kind: 'list',
          items: [
            'Traditional: all $1,000 is invested, grows to $4,000, and is taxed on the way out. At 22% you keep $3,120.',
            'Roth: you pay $220 of tax first, invest $780, and it grows to $3,120, all tax-free.',
            'Same tax rate, same result. If your rate in retirement is 12%, the traditional account leaves you $3,520; if it is 24%, $3,040.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'So a traditional account tends to win if you expect a lower rate later, and a Roth if you expect a higher one. Nobody knows future tax rates, so many people hold some of each. Roth accounts have extra advantages: a Roth IRA needs no withdrawals at any age, and your own contributions can be taken out at any time without tax or penalty.',
        },
      ],
    },
    {
      heading: 'The limits, for 2025',
      blocks: [
        {
          kind: 'list',
          items: [
            '401(k), 403(b) and most 457 plans: $23,500 of your own contributions; $7,500 more from age 50; from age 60 to 63, $11,250 more instead.',
            'IRA, traditional and Roth combined: $7,000; $1,000 more from age 50. Roth IRA contributions phase out between $150,000 and $165,000 of income for single filers and between $236,000 and $246,000 for married couples filing jointly.',
            'Health savings account (HSA), with a high-deductible health plan: $4,300 for self-only cover, $8,550 for family cover; $1,000 more from age 55.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The limits rise most years with inflation, so check the current year’s figures before you plan. Take money out of most of these accounts before 59½ and you generally owe a 10% penalty on top of income tax, with some exceptions. From age 73 (75 for people born in 1960 or later), traditional accounts require minimum withdrawals each year.',
        },
      ],
    },
    {
      heading: 'Free money and a triple tax break',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An employer match is the best deal in retirement saving. Say you earn $60,000 and your employer adds 50 cents for every dollar you contribute, up to 6% of pay. Contribute $3,600 and your employer adds $1,800: an instant 50% return before any growth. A traditional IRA contribution of $7,000, if it is deductible for you, saves $1,540 of federal tax in the 22% bracket.',
        },
        {
          kind: 'paragraph',
          text: 'An HSA is the only account that is tax-free three times: contributions are deductible, growth is untaxed, and withdrawals for qualified medical costs are tax-free at any age. After 65 you can take money out for anything and pay only income tax, as with a traditional IRA.',
        },
      ],
    },
    {
      heading: 'Cash-value life insurance: benefits, costs and risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Permanent life insurance, such as whole life or indexed universal life (IUL), is sometimes presented as a tax-free retirement plan. The tax features are real: the cash value grows without yearly tax, you can borrow against it without income tax while the policy stays in force, the death benefit is generally income-tax-free, and there are no income limits or IRS contribution limits like those of a Roth IRA.',
        },
        {
          kind: 'paragraph',
          text: 'The costs and risks are just as real. Part of every premium pays for insurance, and that cost of insurance rises as you age. Fees and commissions are higher than in a typical 401(k) or IRA. Surrender charges can take a large share of the cash value if you stop in the first 10 to 15 years. An IUL credits only part of an index’s gains, limited by a cap and a participation rate the insurer can change, and projected returns in an illustration are not guaranteed. Policy loans charge interest; if the policy lapses with a loan outstanding, the gain can become taxable income all at once. Fund it beyond IRS limits and it becomes a modified endowment contract, whose loans are taxed.',
        },
        {
          kind: 'paragraph',
          text: 'These policies can suit people who also need lifelong insurance, already use the tax-advantaged accounts above and can pay premiums for many years. Compare the full costs in writing, ask to see illustrations at low and zero index returns, and never buy one as a substitute for an employer match you are not taking.',
        },
      ],
    },
  ],
  takeaways: [
    'Traditional accounts cut tax now; Roth accounts cut tax later; with equal rates the result is the same.',
    'Take the full employer match first: it is an instant return no investment matches.',
    'For 2025: $23,500 in a 401(k), $7,000 in an IRA, $4,300 or $8,550 in an HSA, more from age 50 or 55.',
    'Cash-value life insurance has tax benefits and real costs: fees, surrender charges, caps and lapse risk.',
  ],
  quickAnswers: [
    {
      question: 'Should I choose a Roth or a traditional account?',
      answer:
        'Choose traditional if you expect a lower tax rate in retirement and Roth if you expect a higher one; at equal rates they come out the same ($1,000 at 22% becomes $3,120 either way after growing four times). Not knowing future rates, many people hold some of each.',
      keywords: [
        'roth',
        'traditional',
        'roth vs traditional',
        'roth or traditional',
        'pre-tax',
        'after-tax',
        'roth ira',
      ],
    },
    {
      question: 'How much can I contribute to a 401(k), IRA or HSA?',
      answer:
        'For 2025: $23,500 to a 401(k) ($7,500 more from age 50, $11,250 more at 60 to 63), $7,000 to IRAs ($1,000 more from 50), and $4,300 (self-only) or $8,550 (family) to an HSA ($1,000 more from 55). The limits usually rise each year.',
      keywords: [
        'contribution limit',
        '401k limit',
        'ira limit',
        'hsa limit',
        'how much can i contribute',
        'max out',
        'catch-up',
      ],
    },
    {
      question: 'Is an IUL a good way to save for retirement?',
      answer:
        'An indexed universal life policy grows without yearly tax and can be borrowed against tax-free while it stays in force, but it carries insurance costs that rise with age, high fees, surrender charges for 10 to 15 years, capped returns and a tax bill if it lapses with a loan. It can suit people who need lifelong cover and already use their 401(k) match and IRAs.',
      // About IUL for retirement; "What is an IUL?" is the Tax Free Retirement page's question.
      keywords: [
        'iul a good',
        'iul for retirement',
        'iul worth',
        'life insurance for retirement',
        'whole life for retirement',
        'policy loan',
      ],
    },
  ],
  related: [
    compoundGrowthTool,
    retirementIncomeTool,
    solutionTool(
      'tax-free-retirement',
      'Tax Free Retirement',
      'How savings can grow and be drawn in retirement without income tax.',
    ),
    solutionTool(
      'build-your-own-bank',
      'Build Your Own Bank',
      'Using the cash value of a whole life policy as money you can borrow from.',
    ),
  ],
  tryIt: {
    label: 'Grow $500 a month for 25 years',
    description:
      'The example of the three kinds of account: $500 a month at 7% grows to about $405,000 from $150,000 of deposits. In a Roth, qualified withdrawals of all of it are tax-free.',
    calculator: 'compound-growth',
    inputs: [
      ['start', '0'],
      ['monthly', '500'],
      ['rate', '7'],
      ['years', '25'],
    ],
  },
  checks: [
    {
      question:
        'You earn $60,000. Your employer matches 50% of what you contribute, up to 6% of pay. You contribute 6%. How much does your employer add a year?',
      options: ['$1,800', '$3,600', '$5,400'],
      answer: 0,
      explanation:
        '6% of $60,000 is $3,600, and half of that is $1,800: an instant 50% return on your $3,600.',
    },
    {
      question:
        'Your tax rate is 22% now and will be 22% in retirement. How do a traditional and a Roth account compare?',
      options: [
        'The Roth always leaves more',
        'The traditional always leaves more',
        'They leave the same amount',
      ],
      answer: 2,
      explanation:
        'Taxing $1,000 at 22% before growth or $4,000 at 22% after gives the same $3,120. The choice only matters when the rate in retirement differs from the rate now.',
    },
    {
      question: 'Which is a real risk of using an indexed universal life policy for retirement income?',
      options: [
        'Its gains are taxed every year, like a savings account',
        'If it lapses with a loan outstanding, the gain can become taxable income at once',
        'It cannot pay a death benefit once you borrow from it',
        'Its growth matches the full gains of the stock index',
      ],
      answer: 1,
      explanation:
        'Policy loans are tax-free only while the policy stays in force. If rising insurance costs and loan interest use up the cash value, it lapses and the gain is taxed. Growth is not taxed yearly, the death benefit is reduced by loans rather than lost, and caps limit index gains.',
    },
  ],
};
