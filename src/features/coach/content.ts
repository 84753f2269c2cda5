import type { KeywordRule } from '@/components/chat/keywords';
import type { SolutionSlug } from '@/features/solutions';
import type { PageTitle } from '@/lib/page-title';

export type CoachNodeId =
  | 'start'
  | 'generic'
  | 'family'
  | 'retirement'
  | 'wealth'
  | 'health'
  | 'debt'
  | 'life-stage'
  | 'starting-out'
  | 'starting-next'
  | 'raising-family'
  | 'peak-earning'
  | 'near-retirement'
  | 'emergency-fund'
  | `recommend-${SolutionSlug}`;

export interface CoachOption {
  label: string;
  next: CoachNodeId;
}

/** A step of the scripted conversation: a question with options, or a leaf that recommends a next step. */
export type CoachNode =
  | { kind: 'question'; message: string; options: readonly CoachOption[] }
  | { kind: 'recommendation'; message: string; solution: SolutionSlug; assistantPrompt: string }
  /** The emergency-fund leaf: no product yet, an expert first (docs/product-spec.md §4). */
  | { kind: 'expert'; message: string; assistantPrompt: string };

export const COACH_TITLE = 'Solutions Coach';

export const COACH_INTRO =
  'Answer a few quick questions, or type what is on your mind, and the coach will point you to a solution worth a closer look.';

export const COACH_NOTE =
  'The coach gives general education, not financial advice. A licensed professional can tell you what fits your situation.';

const openingOptions: readonly CoachOption[] = [
  { label: 'Protecting my family', next: 'family' },
  { label: 'Planning for retirement', next: 'retirement' },
  { label: 'Building wealth', next: 'wealth' },
  { label: "I'm not sure", next: 'life-stage' },
];

export const COACH_ROOT: CoachNodeId = 'start';

export const COACH_NODES: Record<CoachNodeId, CoachNode> = {
  start: {
    kind: 'question',
    message:
      "Hi! I'm your Solutions Coach. I'll ask a few quick questions and point you to a solution that fits. What would you like help with today?",
    options: openingOptions,
  },
  generic: {
    kind: 'question',
    message:
      'I want to make sure I point you in the right direction. I can help with protecting your family, retirement, building wealth, health costs or debt. Pick one of these to start, or tell me a little more.',
    options: openingOptions,
  },
  family: {
    kind: 'question',
    message: 'Protecting the people who depend on you is a great place to start. What worries you most?',
    options: [
      { label: 'Replacing my income if I die', next: 'recommend-life-insurance' },
      { label: 'A serious illness or injury', next: 'recommend-living-benefits' },
      { label: "My children's future", next: 'recommend-plans-for-children' },
      { label: 'Funeral and final costs', next: 'recommend-final-expense-plan' },
    ],
  },
  retirement: {
    kind: 'question',
    message: "Let's plan for retirement. What matters most to you?",
    options: [
      { label: "An income I can't outlive", next: 'recommend-income-for-life' },
      { label: 'Paying less tax on my retirement income', next: 'recommend-tax-free-retirement' },
      { label: 'Covering care costs if I get ill', next: 'recommend-living-benefits' },
    ],
  },
  wealth: {
    kind: 'question',
    message: 'Building wealth starts with a strong base. Which of these sounds most like you?',
    options: [
      { label: 'I need a safety net first', next: 'emergency-fund' },
      { label: 'I want savings I control and can borrow against', next: 'recommend-build-your-own-bank' },
      { label: 'I want my growth to be tax-advantaged', next: 'recommend-tax-free-retirement' },
    ],
  },
  health: {
    kind: 'question',
    message:
      'Health worries are real, and a serious illness can be expensive even with health insurance. What concerns you most?',
    options: [
      { label: 'Paying the bills if I get seriously ill', next: 'recommend-living-benefits' },
      { label: 'My family paying for my funeral', next: 'recommend-final-expense-plan' },
    ],
  },
  debt: {
    kind: 'question',
    message: 'Debt can feel heavy. Which of these would help you most?',
    options: [
      { label: 'A cushion so bills never become debt', next: 'emergency-fund' },
      { label: 'My mortgage and loans paid off if I die', next: 'recommend-life-insurance' },
      { label: 'Borrowing from myself instead of a bank', next: 'recommend-build-your-own-bank' },
    ],
  },
  'life-stage': {
    kind: 'question',
    message: "No problem, let's start with where you are in life. Which best describes you?",
    options: [
      { label: 'Just starting out', next: 'starting-out' },
      { label: 'Raising a family', next: 'raising-family' },
      { label: 'In my peak earning years', next: 'peak-earning' },
      { label: 'Nearing or in retirement', next: 'near-retirement' },
    ],
  },
  'starting-out': {
    kind: 'question',
    message: 'Do you have an emergency fund that would cover three to six months of essential expenses?',
    options: [
      { label: 'Not yet', next: 'emergency-fund' },
      { label: "Yes, I'm covered", next: 'starting-next' },
    ],
  },
  'starting-next': {
    kind: 'question',
    message: 'Nice work, that puts you ahead of many people. What would you like to do next?',
    options: [
      { label: 'Start saving for retirement early', next: 'recommend-tax-free-retirement' },
      { label: 'Build savings I can borrow from', next: 'recommend-build-your-own-bank' },
    ],
  },
  'raising-family': {
    kind: 'question',
    message: "What's your biggest priority for your family right now?",
    options: [
      { label: 'Income for them if I die', next: 'recommend-life-insurance' },
      { label: 'Protection and savings for my kids', next: 'recommend-plans-for-children' },
      { label: 'Coverage if I get seriously ill', next: 'recommend-living-benefits' },
    ],
  },
  'peak-earning': {
    kind: 'question',
    message: 'These are the years that shape your retirement. What would help you most?',
    options: [
      { label: 'Paying less tax on my retirement savings', next: 'recommend-tax-free-retirement' },
      { label: 'Growing money I can borrow against', next: 'recommend-build-your-own-bank' },
      { label: 'Protecting my income against illness', next: 'recommend-living-benefits' },
    ],
  },
  'near-retirement': {
    kind: 'question',
    message: 'What concerns you most about retirement?',
    options: [
      { label: 'Running out of money', next: 'recommend-income-for-life' },
      { label: 'Leaving final costs to my family', next: 'recommend-final-expense-plan' },
      { label: 'Paying for care if I get sick', next: 'recommend-living-benefits' },
    ],
  },
  'emergency-fund': {
    kind: 'expert',
    message:
      'Before any financial product, build an emergency fund: three to six months of essential expenses in an easy-to-reach savings account, so a surprise bill never turns into debt. Everyone starts from a different place, so we recommend speaking with one of our experts, who can help you set a realistic plan in a free consultation.',
    assistantPrompt: 'How do I build an emergency fund, and how much should I aim to save?',
  },
  'recommend-life-insurance': {
    kind: 'recommendation',
    solution: 'life-insurance',
    message:
      'Life insurance could be a good fit. If you die, it pays a lump sum, generally free of income tax, to the people you name, so they can replace your income, pay off the mortgage and stay on track. Term insurance is usually the most affordable way to start.',
    assistantPrompt:
      'How much life insurance might my family need, and what is the difference between term and whole life?',
  },
  'recommend-living-benefits': {
    kind: 'recommendation',
    solution: 'living-benefits',
    message:
      'Living benefits could be a good fit. They let you draw part of your life insurance early if you are diagnosed with a qualifying chronic, critical or terminal illness, to help with bills while you focus on getting better.',
    assistantPrompt:
      'How do living benefits on a life insurance policy work, and which illnesses do they usually cover?',
  },
  'recommend-tax-free-retirement': {
    kind: 'recommendation',
    solution: 'tax-free-retirement',
    message:
      'A tax-free retirement strategy could be a good fit. Savings in options such as a Roth IRA, or the cash value of a properly structured life insurance policy, can grow and later be drawn without income tax when the rules are followed.',
    assistantPrompt:
      'What are my options for tax-free retirement income, and what rules do I need to follow?',
  },
  'recommend-build-your-own-bank': {
    kind: 'recommendation',
    solution: 'build-your-own-bank',
    message:
      'Build Your Own Bank could be a good fit. The cash value of a dividend-paying whole life policy becomes a pool of money you can borrow against for big purchases and repay on your own schedule. Loans charge interest and reduce the death benefit until they are repaid.',
    assistantPrompt:
      'How does the Build Your Own Bank strategy with whole life insurance work, and what are the trade-offs?',
  },
  'recommend-income-for-life': {
    kind: 'recommendation',
    solution: 'income-for-life',
    message:
      'Income For Life could be a good fit. An income annuity turns part of your savings into a guaranteed monthly income for as long as you live, so a long retirement does not mean running out of money. The guarantee depends on the strength of the insurer.',
    assistantPrompt: 'How would an income annuity fit into my retirement income alongside Social Security?',
  },
  'recommend-final-expense-plan': {
    kind: 'recommendation',
    solution: 'final-expense-plan',
    message:
      'A Final Expense Plan could be a good fit. It is a small whole life policy that pays for a funeral and final bills, which commonly cost $7,000 to $15,000 or more, so your family is not left to cover them.',
    assistantPrompt:
      'How much final expense coverage should I consider, and what does a funeral usually cost?',
  },
  'recommend-plans-for-children': {
    kind: 'recommendation',
    solution: 'plans-for-children',
    message:
      'A plan for your children could be a good fit. Life insurance bought while a child is young locks in low premiums and their future insurability, and a whole life plan builds cash value they can use later in life.',
    assistantPrompt: 'What are the pros and cons of buying a life insurance plan for my child?',
  },
};

/** docs/product-spec.md §4: free text goes to the first group with a matching keyword, in this order. */
export const KEYWORD_ROUTES: readonly (KeywordRule & { next: CoachNodeId })[] = [
  { keywords: ['family', 'protect', 'children', 'kids'], next: 'family' },
  { keywords: ['retirement', 'retire', 'older', 'future'], next: 'retirement' },
  { keywords: ['wealth', 'money', 'savings', 'invest'], next: 'wealth' },
  { keywords: ['sick', 'illness', 'health', 'medical'], next: 'health' },
  { keywords: ['debt', 'mortgage', 'loan', 'bills'], next: 'debt' },
];

/** Where text that matches no keyword group goes. */
export const FALLBACK_NODE: CoachNodeId = 'generic';

export const COACH_PAGE = { title: COACH_TITLE } satisfies PageTitle;
