import {
  Briefcase,
  Calculator,
  CalendarDays,
  GraduationCap,
  MessageSquare,
  Target,
  type LucideIcon,
} from 'lucide-react';

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
    description: 'Set savings and debt goals, log progress and see how close you are at a glance.',
  },
  {
    icon: CalendarDays,
    title: 'Smart Calendar',
    description: 'Keep bills, paydays and money tasks on one calendar with reminders before they are due.',
  },
  {
    icon: GraduationCap,
    title: 'Financial Education',
    description: 'Learn budgeting, credit, investing and insurance through short, practical lessons.',
  },
  {
    icon: Briefcase,
    title: 'Career Opportunities',
    description: 'Explore a career helping people with their finances as a licensed financial professional.',
  },
  {
    icon: Calculator,
    title: 'Financial Tools',
    description: 'Plan with calculators and templates for budgets, debt payoff and retirement.',
  },
];

export const referralCallToAction: CallToActionContent = {
  title: 'Ready to take control of your money?',
  description: 'Create your free account in a minute and start with the goals that matter most to you.',
  action: 'Create Your Free Account',
};
