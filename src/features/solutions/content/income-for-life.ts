import type { SolutionContent } from './types';

const SSA = 'Social Security Administration';

export const solution: SolutionContent = {
  slug: 'income-for-life',
  title: 'Income For Life',
  tagline: "Turn part of your savings into a paycheck you can't outlive.",
  intro: [
    'Income For Life is about making sure your essential bills are paid for as long as you live. Social Security is the base. On top of it, an annuity from an insurance company can turn part of your savings into a monthly payment that lasts for life, for you alone or for you and your spouse.',
    "Annuities trade flexibility for certainty. Money used to buy lifetime income is usually no longer available as a lump sum, payments depend on the insurer's ability to pay, and many contracts charge surrender fees if you change your mind early. Used for part of your savings, an annuity can sit alongside investments you keep for growth and emergencies.",
  ],
  hero: {
    src: '/solutions/income-for-life.svg',
    alt: 'Illustration of a path of coins winding toward a sun on the horizon',
  },
  audience: [
    {
      title: 'People aged 55+',
      text: 'You are nearing or in retirement and want to know your income will last.',
    },
    {
      title: 'Conservative investors',
      text: 'You prefer steady, predictable income to riding out market swings.',
    },
    {
      title: 'Couples',
      text: 'You want income that keeps going for whichever of you lives longer.',
    },
  ],
  benefits: [
    {
      title: 'Income as long as you live',
      text: 'Lifetime annuity payments continue however long you live, even past 100.',
    },
    {
      title: 'Protection from bad timing',
      text: 'Your payments do not drop if markets fall in the early years of your retirement.',
    },
    {
      title: 'Income for both spouses',
      text: 'A joint-life payout keeps payments going to the surviving spouse, in exchange for a somewhat lower payment.',
    },
    {
      title: 'A budget you can count on',
      text: 'A known monthly amount, like a pension, makes it easier to plan spending with confidence.',
    },
    {
      title: 'Optional increases',
      text: 'Some contracts offer yearly increases to help with rising prices, in exchange for a lower starting payment.',
    },
  ],
  painPoints: [
    {
      title: 'I am afraid of running out of money',
      text: 'Without a paycheck it is hard to know what is safe to spend, so many retirees either spend too little or run short.',
    },
    {
      title: 'A market crash could wreck my plan',
      text: 'Large losses in the first years of withdrawals can shorten how long savings last, even if markets recover later.',
    },
    {
      title: 'My spouse would lose income if I die first',
      text: 'When one spouse dies, the household keeps only the larger of the two Social Security checks.',
    },
    {
      title: 'I do not have a pension',
      text: 'Most workers today retire with a 401(k) or IRA balance instead of a guaranteed monthly pension.',
    },
  ],
  statistics: [
    { value: '1 in 3', label: '65-year-olds today will live past age 90', source: SSA },
    {
      value: 'About 40%',
      label: 'of pre-retirement earnings is what Social Security replaces for an average earner',
      source: SSA,
    },
    {
      value: '$1,976',
      label: 'average monthly Social Security benefit for retired workers, January 2025',
      source: SSA,
    },
    {
      value: '8% a year',
      label:
        'increase in your Social Security benefit for each year you wait past full retirement age, up to 70',
      source: SSA,
    },
  ],
  extras: [
    {
      kind: 'list',
      id: 'risks-solved',
      title: 'Risks it solves',
      items: [
        {
          title: 'Longevity risk',
          text: 'Living longer than your savings last. Lifetime payments continue however long you live.',
        },
        {
          title: 'Sequence-of-returns risk',
          text: 'Poor market returns early in retirement, while you are withdrawing, can do lasting damage. Annuity payments do not depend on the market.',
        },
        {
          title: 'Overspending risk',
          text: 'A fixed income floor gives you a clear monthly budget for essentials.',
        },
        {
          title: 'Survivor risk',
          text: 'A joint-life payout keeps income coming when one spouse dies.',
        },
        {
          title: 'Decision fatigue later in life',
          text: 'Managing investments and withdrawals gets harder with age; a lifetime payment needs no decisions.',
        },
      ],
    },
    {
      kind: 'example',
      id: 'longevity-example',
      title: 'Longevity example: planning for a long life',
      paragraphs: [
        'Take a couple who are both 65 today. On average, a 65-year-old man lives to about 84 and a woman to about 87. But averages hide the spread: about one in three 65-year-olds will live past 90, and about one in seven past 95.',
        'The chance that at least one of two spouses reaches their 90s is higher still. A plan that runs out of money at 85 could leave the survivor living on Social Security alone for ten years or more.',
      ],
      figures: [
        { label: 'Retire at', value: 'Age 65' },
        { label: 'Plan income until at least', value: 'Age 95' },
        { label: 'Years of income to plan for', value: '30' },
      ],
      note: "Averages from the Social Security Administration's life tables. Your own health and family history matter more than any average.",
    },
    {
      kind: 'list',
      id: 'solution-types',
      title: 'Types of solutions',
      items: [
        {
          title: 'Immediate annuity',
          text: 'You pay a lump sum and income starts within a year. The simplest way to buy lifetime income.',
        },
        {
          title: 'Deferred income annuity',
          text: 'You pay now and income starts at a later age you choose, such as 75 or 80. Waiting usually means a higher payment.',
        },
        {
          title: 'Fixed indexed annuity with an income rider',
          text: 'Your balance can earn interest linked to a market index without losing value when the index falls, and a rider, often for a yearly fee, guarantees lifetime withdrawals. Surrender charges apply in the early years.',
        },
        {
          title: 'Delaying Social Security',
          text: 'Not a product, but often the lowest-cost lifetime income available: waiting past full retirement age raises your benefit about 8% a year until 70, with yearly cost-of-living adjustments.',
        },
      ],
    },
    {
      kind: 'income-comparison',
      id: 'income-comparison',
      title: 'Income comparison',
      intro:
        'Illustrative yearly income for one retiree with $500,000 saved and a Social Security benefit of $2,000 a month.',
      scenarios: [
        { label: 'Social Security alone', sources: [{ label: 'Social Security', amount: 24_000 }] },
        {
          label: 'With a retirement account',
          sources: [
            { label: 'Social Security', amount: 24_000 },
            { label: '4% withdrawals from $500,000', amount: 20_000 },
          ],
        },
        {
          label: 'With an annuity',
          sources: [
            { label: 'Social Security', amount: 24_000 },
            { label: 'Lifetime annuity bought with $500,000', amount: 30_000 },
          ],
        },
      ],
      note: "Illustrative figures, not a quote. Withdrawals from a retirement account can rise or fall with markets, and you keep access to the balance. Annuity payments are fixed by contract and backed by the insurer's claims-paying ability; rates vary by age, insurer and interest rates.",
    },
    {
      kind: 'example',
      id: 'withdrawal-example',
      title: '$500,000: lifetime annuity or the 4% rule?',
      paragraphs: [
        'The 4% rule is a common rule of thumb: withdraw 4% of your savings in the first year of retirement, then raise that amount with inflation each year. With $500,000, that is $20,000 in the first year. It was designed to make savings last about 30 years in most past markets, but it is not a guarantee.',
        'Using the same $500,000 to buy an immediate lifetime annuity might pay about $30,000 a year, depending on your age, interest rates and the insurer. That payment continues for life, but it is usually fixed, so its buying power shrinks as prices rise. The $500,000 is also no longer yours to withdraw or leave to heirs, unless you choose a refund or guaranteed-period option, which lowers the payment.',
        'Many retirees do some of both: they use enough savings to cover essential bills with lifetime income and keep the rest invested for growth, inflation and emergencies.',
      ],
      figures: [
        { label: 'Savings', value: '$500,000' },
        { label: '4% rule, first year', value: '$20,000 a year' },
        { label: 'Lifetime annuity', value: '$30,000 a year' },
      ],
      note: 'Illustrative figures, not a quote or a promise of future income.',
    },
    {
      kind: 'example',
      id: 'case-study',
      title: 'Case study: Linda and Mark',
      paragraphs: [
        'Linda and Mark, both 65, had $600,000 saved and expected $3,600 a month from Social Security between them. Their essential bills, including housing, food, insurance and utilities, came to about $4,700 a month. They worried that a market crash or a long life would leave the survivor short.',
        'With a licensed professional, they used $200,000 to buy a joint-life immediate annuity paying about $1,100 a month for as long as either of them lives. Together with Social Security, that covers their essential bills. The other $400,000 stays invested for travel, home repairs, rising costs and emergencies.',
        'What they gave up: the $200,000 is no longer available as a lump sum, and the annuity payment does not rise with inflation.',
      ],
      figures: [
        { label: 'Social Security', value: '$3,600 a month' },
        { label: 'Joint-life annuity', value: '$1,100 a month' },
        { label: 'Essential bills covered', value: '$4,700 a month' },
      ],
      note: 'A composite example with illustrative figures, not a real client or a quote.',
    },
  ],
  related: ['tax-free-retirement', 'final-expense-plan'],
  chatPrompt:
    'I am planning my retirement income. Can you compare Social Security alone, 4% withdrawals from savings and a lifetime annuity for someone in my situation?',
};
