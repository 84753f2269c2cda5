import {
  Baby,
  ClipboardCheck,
  Flower2,
  HandCoins,
  HeartPulse,
  Landmark,
  MessagesSquare,
  PiggyBank,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';
import { SOLUTIONS, solutionPath, type SolutionSlug } from './slugs';
import type { PageTitle } from '@/lib/page-title';

export interface Tool {
  id: string;
  title: string;
  /** The full text; cards show it cut to 70 characters, the details dialog in full. */
  description: string;
  to: string;
  icon: LucideIcon;
  /** What the details dialog's learn-more button asks the AI assistant. */
  prompt: string;
}

type SolutionCard = Pick<Tool, 'description' | 'icon' | 'prompt'>;

const SOLUTION_CARDS: Record<SolutionSlug, SolutionCard> = {
  'life-insurance': {
    description:
      'Protect the people who depend on you with a payout that can replace your income, clear the mortgage or fund college.',
    icon: ShieldCheck,
    prompt: 'Tell me more about life insurance and how much coverage someone like me might need.',
  },
  'living-benefits': {
    description:
      'Riders that can pay part of your life insurance early if you face a serious terminal, chronic or critical illness.',
    icon: HeartPulse,
    prompt: 'Tell me more about living benefits and how they could help me during a serious illness.',
  },
  'tax-free-retirement': {
    description:
      'See how Roth accounts and other options can give you retirement income that is free of federal income tax.',
    icon: PiggyBank,
    prompt: 'Tell me more about tax-free retirement options and which could fit my situation.',
  },
  'build-your-own-bank': {
    description:
      'Learn how the cash value of a whole life policy can become your own source of loans, and what it really costs.',
    icon: Landmark,
    prompt: 'Tell me more about the Build Your Own Bank strategy, including its costs and risks.',
  },
  'income-for-life': {
    description:
      'Turn part of your savings into a monthly paycheck that lasts as long as you live, so essential bills stay covered.',
    icon: HandCoins,
    prompt: 'Tell me more about turning my savings into lifetime income in retirement.',
  },
  'final-expense-plan': {
    description:
      'Small whole life policies for ages 50 to 85 that help your family pay for a funeral, final medical bills and debts.',
    icon: Flower2,
    prompt: 'Tell me more about final expense plans and what coverage might cost at my age.',
  },
  'plans-for-children': {
    description:
      'Low-cost life insurance for children that locks in their future insurability and can build cash value as they grow.',
    icon: Baby,
    prompt: 'Tell me more about life insurance plans for children and grandchildren.',
  },
};

/** The nine cards of /dashboard/financial-tools (docs/product-spec.md §2), in its order. */
export const TOOLS: readonly Tool[] = [
  {
    id: 'take-a-quiz',
    title: 'Take a Quiz',
    description:
      'Answer three quick questions about your goals and worries, and see which of our seven solutions fit you best.',
    to: paths.dashboard.quiz,
    icon: ClipboardCheck,
    prompt: 'Help me work out which financial solutions fit my goals. Ask me a few questions first.',
  },
  {
    id: 'solutions-coach',
    title: 'Solutions Coach',
    description:
      'Chat with a guided coach about family, retirement and savings, and get pointed to the right next step for you.',
    to: paths.dashboard.coach,
    icon: MessagesSquare,
    prompt:
      'Coach me through protecting my family, planning retirement or building wealth, one step at a time.',
  },
  ...SOLUTIONS.map(({ slug, title }) => ({
    id: slug,
    title,
    to: solutionPath(slug),
    ...SOLUTION_CARDS[slug],
  })),
];

export const TOOLS_PAGE = { title: 'Financial Tools' } satisfies PageTitle;
