import {
  BookOpen,
  Bot,
  Briefcase,
  CalendarDays,
  HeartPulse,
  Target,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';
import type { PageTitle } from '@/lib/page-title';

export type SummaryCardId = 'assistant' | 'goals' | 'calendar' | 'checkup' | 'tools' | 'education' | 'career';

export interface SummaryCard {
  id: SummaryCardId;
  title: string;
  description: string;
  to: string;
  linkLabel: string;
  icon: LucideIcon;
}

/** The summary cards of /dashboard (docs/product-spec.md §2, and the check-up of docs/decisions/023); goals, calendar, check-up and lessons add live figures. */
export const SUMMARY_CARDS: readonly SummaryCard[] = [
  {
    id: 'assistant',
    title: 'AI assistant',
    description: 'Ask anything about budgeting, saving, insurance or retirement.',
    to: paths.dashboard.assistant,
    linkLabel: 'Start a chat',
    icon: Bot,
  },
  {
    id: 'goals',
    title: 'Your Goals',
    description: 'Track what you are saving for.',
    to: paths.dashboard.goals,
    linkLabel: 'View goals',
    icon: Target,
  },
  {
    id: 'calendar',
    title: 'Calendar',
    description: 'Bills, paydays and savings dates.',
    to: paths.dashboard.calendar,
    linkLabel: 'Open calendar',
    icon: CalendarDays,
  },
  {
    id: 'checkup',
    title: 'Financial check-up',
    description: 'Six quick checks of where you stand, each with a next step.',
    to: paths.dashboard.checkUp,
    linkLabel: 'See your check-up',
    icon: HeartPulse,
  },
  {
    id: 'tools',
    title: 'Financial Tools',
    description: 'Quizzes, a solutions coach and guides to insurance and retirement plans.',
    to: paths.dashboard.tools,
    linkLabel: 'Explore tools',
    icon: Wrench,
  },
  {
    id: 'education',
    title: 'Financial Education',
    description: 'Ten short lessons, from budgeting to retirement, each with a calculator to try.',
    to: paths.dashboard.education,
    linkLabel: 'Start learning',
    icon: BookOpen,
  },
  {
    id: 'career',
    title: 'Career Opportunity',
    description: 'Help others with their finances as a licensed professional.',
    to: paths.careerOpportunity,
    linkLabel: 'Learn more',
    icon: Briefcase,
  },
];

export const DASHBOARD_PAGE = { title: 'Dashboard' } satisfies PageTitle;
