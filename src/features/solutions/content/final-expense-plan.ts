import type { SolutionContent } from './types';

const NFDA_2023 = 'National Funeral Directors Association, 2023';

export const solution: SolutionContent = {
  slug: 'final-expense-plan',
  title: 'Final Expense Plan',
  tagline: 'Spare your family the cost of a funeral and final bills.',
  intro: [
    'A final expense plan is a small whole life insurance policy, usually between $5,000 and $40,000, meant to pay for a funeral, burial or cremation and other end-of-life bills. Coverage lasts for life, premiums typically stay the same for as long as you have the policy, and it builds a little cash value.',
    'Most plans ask a few health questions instead of a medical exam. If you have serious health conditions, guaranteed-issue plans accept everyone in their age range, but they cost more and usually pay only the premiums back, plus interest, if death from natural causes happens in the first two or three years.',
  ],
  hero: {
    src: '/solutions/final-expense-plan.svg',
    alt: 'Illustration of a lily beside a folded policy document with a check mark',
  },
  audience: [
    {
      title: 'Seniors 50-85',
      text: 'Most final expense plans accept applicants from about age 50 to 85.',
    },
    {
      title: 'People without other coverage',
      text: 'Your workplace coverage ended when you retired, or you never had a policy of your own.',
    },
    {
      title: 'Anyone who wants to ease the burden',
      text: 'You want to spare your children from paying for a funeral and arranging it on short notice.',
    },
  ],
  benefits: [
    {
      title: 'Cash for the people you choose',
      text: 'The benefit is paid to your beneficiary, who can spend it on whatever is needed, not only the funeral.',
    },
    {
      title: 'Coverage for life',
      text: 'The policy does not expire at a certain age as long as premiums are paid.',
    },
    {
      title: 'Premiums that stay the same',
      text: 'Your premium is set when you buy the policy and typically never goes up.',
    },
    {
      title: 'Simple approval',
      text: 'Most plans need no medical exam: answer a short list of health questions and get a decision quickly.',
    },
    {
      title: 'Not tied to one funeral home',
      text: 'Unlike a prepaid funeral contract, the money goes to your family, so it moves with them if plans or providers change.',
    },
  ],
  painPoints: [
    {
      title: 'Funerals cost more than people expect',
      text: 'A traditional funeral with burial commonly runs $7,000-$15,000+ once cemetery costs are added.',
    },
    {
      title: 'My family would have to pay up front',
      text: 'Funeral homes often ask for payment before the service, long before an estate is settled.',
    },
    {
      title: 'I have health problems',
      text: 'Simplified-issue plans ask only a few questions, and guaranteed-issue plans ask none.',
    },
    {
      title: 'I live on a fixed income',
      text: 'Choosing a smaller amount of coverage keeps the premium within a monthly budget.',
    },
  ],
  statistics: [
    {
      value: '$8,300',
      label: 'median cost of a funeral with viewing and burial, before cemetery costs',
      source: NFDA_2023,
    },
    {
      value: '$9,995',
      label: 'median cost of the same funeral when a burial vault is included',
      source: NFDA_2023,
    },
    {
      value: '$6,280',
      label: 'median cost of a funeral with viewing followed by cremation',
      source: NFDA_2023,
    },
  ],
  extras: [
    {
      kind: 'cost-breakdown',
      id: 'funeral-costs',
      title: 'Funeral cost breakdown',
      intro: 'What a traditional funeral with burial typically includes, with illustrative price ranges.',
      items: [
        { label: 'Funeral home basic services fee', low: 1_500, high: 3_000 },
        { label: 'Transfer of remains, embalming and preparation', low: 700, high: 1_500 },
        { label: 'Viewing and funeral ceremony', low: 600, high: 1_400 },
        { label: 'Hearse and service car', low: 300, high: 600 },
        { label: 'Casket', low: 1_200, high: 3_500, openEnded: true },
        { label: 'Burial vault or grave liner', low: 900, high: 2_000 },
        { label: 'Cemetery plot, opening and closing, and marker', low: 1_800, high: 3_000, openEnded: true },
      ],
      totalLabel: 'Typical total',
      note: 'Illustrative ranges; prices vary widely by region and provider. Flowers, an obituary, death certificates and a reception add more. A direct cremation without a service usually costs far less.',
    },
    {
      kind: 'list',
      id: 'coverage',
      title: 'What the benefit can pay for',
      intro:
        'The benefit is paid in cash to your beneficiary, who can use it for any of these, or anything else.',
      items: [
        { title: 'Funeral or cremation', text: 'The service, the funeral home fees and transport.' },
        { title: 'Burial or memorial costs', text: 'A cemetery plot, a headstone or marker, or an urn.' },
        {
          title: 'Final medical bills',
          text: 'Hospital, hospice or pharmacy bills that arrive after death.',
        },
        {
          title: 'Outstanding debts',
          text: 'Credit cards or small loans your estate must settle before anything passes to your heirs.',
        },
        {
          title: 'Family travel and time off',
          text: 'Flights, hotels and lost wages for relatives who come to help.',
        },
        {
          title: 'Legal and estate costs',
          text: 'Death certificates, probate fees and settling your affairs.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'premiums-by-age',
      title: 'Premium and coverage by age band',
      intro:
        'Illustrative monthly premiums for $10,000 of simplified-issue coverage for a non-smoker, and the amounts insurers usually offer at each age.',
      columns: ['Age band', 'Monthly premium for $10,000', 'Coverage usually available'],
      rows: [
        ['50-55', '$25-$45', '$5,000-$40,000'],
        ['56-65', '$35-$70', '$5,000-$35,000'],
        ['66-75', '$50-$115', '$5,000-$25,000'],
        ['76-85', '$90-$250', '$2,000-$15,000'],
      ],
      note: 'Not a quote. Your price depends on your age, sex, health, tobacco use, the amount you choose, the insurer and your state.',
    },
    {
      kind: 'steps',
      id: 'application-process',
      title: 'How to apply in 4 steps',
      steps: [
        {
          title: 'Estimate what you need',
          text: 'Add up your funeral wishes and any bills or debts you want covered. Many people choose $10,000 to $25,000.',
        },
        {
          title: 'Answer a few health questions',
          text: 'Most plans use a short questionnaire instead of a medical exam. Guaranteed-issue plans ask none.',
        },
        {
          title: 'Choose your beneficiary and payment date',
          text: 'Name who receives the money, and pick a premium date that lines up with your Social Security or pension deposit.',
        },
        {
          title: 'Get your decision and review your policy',
          text: 'Many applications are decided quickly, sometimes the same day. You then have a free-look period, often 10 to 30 days depending on your state, to cancel for a full refund.',
        },
      ],
    },
  ],
  related: ['life-insurance', 'income-for-life'],
  chatPrompt:
    'Help me estimate how much final expense coverage I would need and what it might cost at my age.',
};
