import {
  Briefcase,
  CalendarDays,
  GraduationCap,
  MessageSquare,
  Target,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { PageTitle } from '@/lib/page-title';

export type Feature = {
  icon: LucideIcon;
  title: string;
  description: string;
};

export type CallToActionContent = {
  title: string;
  description: string;
  action: string;
};

export const hero = {
  title: 'Your financial future, empowered by AI',
  description:
    'Set goals, learn at your own pace and get personal guidance from an AI assistant that helps you make confident money decisions.',
};

export const featuresTitle = 'Everything you need to take control of your money';

export const features: readonly Feature[] = [
  {
    icon: MessageSquare,
    title: 'AI Chat',
    description: 'Ask money questions any time and get clear answers from your AI financial assistant.',
  },
  {
    icon: Target,
    title: 'Goal Tracking',
    description: 'Set savings goals from templates, add what you save and see how close you are at a glance.',
  },
  {
    icon: CalendarDays,
    title: 'Smart Calendar',
    description:
      'Keep bills, paydays and savings dates on one calendar, get an email reminder before each is due, and sync it to your phone.',
  },
  {
    icon: GraduationCap,
    title: 'Financial Education',
    description: 'Learn budgeting, saving and how money grows through short lessons, each with a video.',
  },
  {
    icon: Briefcase,
    title: 'Career Opportunities',
    description: 'Explore a career helping people with their finances as a licensed financial professional.',
  },
  {
    icon: Wrench,
    title: 'Financial Tools',
    description:
      'Take the needs quiz, talk it through with the solutions coach and compare seven insurance and retirement solutions.',
  },
];

/** /affiliate/{code} with a code no affiliate has: said instead of the invitation. */
export const invalidInvitation = {
  title: 'This invitation code is not valid',
  description: (code: string) =>
    `No affiliate has the code ${code}. Check the link you were sent, or create your free account without a code.`,
  action: 'Sign Up Without a Code',
};

export const referralCallToAction: CallToActionContent = {
  title: 'Ready to take control of your money?',
  description: 'Create your free account in a minute and start with the goals that matter most to you.',
  action: 'Create Your Free Account',
};

/** The landing page's tab title and search-result description. */
export const HOME_PAGE = {
  title: 'Home',
  description:
    'Set savings goals, plan bills on a financial calendar, learn with short lessons and calculators, and ask an AI assistant about your money. Free.',
} satisfies PageTitle;

export const REFERRAL_PAGE = {
  title: "You're invited",
  description:
    'You have been invited to Empowered Finance: free savings goals, a financial calendar, lessons and an AI assistant.',
} satisfies PageTitle;
