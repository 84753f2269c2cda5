import {
  Baby,
  Brain,
  Compass,
  Landmark,
  PiggyBank,
  Receipt,
  Sunset,
  Target,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { LESSON_IDS } from '@/lib/paths';
import type { PageTitle } from '@/lib/page-title';

/** docs/product-spec.md §2: the ten topics, each a lesson (decisions/021). */
export type LessonId = (typeof LESSON_IDS)[number];

export interface Topic {
  id: LessonId;
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface Video {
  youtubeId: string;
  title: string;
  channel: string;
}

export const EDUCATION_TITLE = 'Financial Education';

export const EDUCATION_INTRO =
  'Short, plain-English lessons on the money basics that matter most, each an article with worked examples.';

export const EDUCATION_NOTE = 'Educational content only, not financial advice.';

/**
 * Editorial choices, to review when the lessons are: these ids were picked offline and could not be
 * checked against YouTube. The facade shows each title, so a page reads well whatever the player finds.
 * A lesson may have none: the seven added with the check questions have none until someone picks and checks one.
 */
export const VIDEOS: { readonly featured: Video } & Readonly<Partial<Record<LessonId, Video>>> = {
  featured: { youtubeId: 'PHe0bXAIuk0', title: 'How The Economic Machine Works', channel: 'Ray Dalio' },
  budgeting: { youtubeId: 'LKxOamnP8J4', title: 'Budgeting and the 50/30/20 rule', channel: 'Khan Academy' },
  'how-money-works': {
    youtubeId: 'qX5eHj0VQII',
    title: 'How to make your money grow',
    channel: 'Khan Academy',
  },
  'saving-habits': { youtubeId: 'cnW_HDIBmz4', title: 'Why and how to save', channel: 'Khan Academy' },
};

export const FEATURED_DESCRIPTION =
  'A half-hour animated guide to credit, debt, interest rates and productivity, and how together they drive the ups and downs of the economy and your own finances.';

export const TOPICS: readonly Topic[] = [
  {
    id: 'budgeting',
    title: 'Budgeting Basics',
    description: 'Build a simple budget that gives every dollar a job.',
    icon: Wallet,
  },
  {
    id: 'how-money-works',
    title: 'How Money Works',
    description: 'Interest, inflation, debt and taxes: the forces behind every money decision.',
    icon: Landmark,
  },
  {
    id: 'saving-habits',
    title: 'Saving Habits',
    description: 'Small, automatic habits that build savings without relying on willpower.',
    icon: PiggyBank,
  },
  {
    id: 'how-the-rich-think',
    title: 'How the Rich Think',
    description: 'The habits and mindsets behind building lasting wealth.',
    icon: Brain,
  },
  {
    id: 'setting-goals',
    title: 'Setting Financial Goals',
    description: 'Turn what you want into specific goals with amounts and dates.',
    icon: Target,
  },
  {
    id: 'planning-ahead',
    title: 'Planning Ahead',
    description: "Prepare for life's big moments and for the unexpected.",
    icon: Compass,
  },
  {
    id: 'planning-for-kids',
    title: 'Planning for Kids',
    description: 'From childcare to college: the costs of raising children, planned.',
    icon: Baby,
  },
  {
    id: 'rule-of-72',
    title: 'The Rule of 72',
    description: 'Estimate in seconds how long your money takes to double.',
    icon: TrendingUp,
  },
  {
    id: 'tax-benefits-retirement',
    title: 'Tax Benefits in Retirement',
    description: 'How tax-deferred and tax-free accounts change what you keep.',
    icon: Receipt,
  },
  {
    id: 'independent-retirement-planning',
    title: 'Independent Retirement Planning',
    description: 'Plan a retirement that does not depend on a pension.',
    icon: Sunset,
  },
];

/** The public lessons' calls to action (docs/decisions/021-lessons-open-to-everyone.md). */
export const PUBLIC_LESSON_CALL = {
  done: {
    title: 'Lesson done. Keep track of the next nine.',
    description: 'A free account marks each lesson you finish and shows the next one to read.',
  },
  page: {
    title: 'Put this lesson to work',
    description:
      'Create a free account to set savings goals, keep your bills on a calendar, track the lessons you finish and ask the AI assistant about your own numbers.',
  },
} as const;

export const EDUCATION_PAGE = { title: EDUCATION_TITLE } satisfies PageTitle;

/** /learn: every lesson and calculator, open to everyone; the way in from the landing page and back from each. */
export const LEARN_TITLE = 'Free Lessons and Calculators';

export const LEARN_INTRO =
  'Short, plain-English lessons on the money basics that matter most, each with worked examples and three quick questions, and calculators to try the ideas on your own numbers. No account needed.';

export const LEARN_PAGE = {
  title: LEARN_TITLE,
  description:
    'Free, plain-English money lessons with worked examples and quick questions, and calculators to try them on your own numbers. No account needed.',
} satisfies PageTitle;

export const PUBLIC_LEARN_CALL = {
  title: 'Keep track of what you learn',
  description:
    'A free account marks each lesson you finish, saves a calculator’s result as a goal and lets you ask the AI assistant about your own numbers.',
} as const;
