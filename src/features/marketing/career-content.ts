import { BookOpen, CalendarClock, Laptop } from 'lucide-react';
import type { CallToActionContent, Feature } from './content';
import type { PageTitle } from '@/lib/page-title';

export type Stat = {
  value: string;
  label: string;
};

export const careerHero = {
  title: 'Build a career helping families with their finances',
  description:
    'Learn how protection, retirement and savings solutions work, get licensed, and help people plan for what matters to them, on a schedule you choose.',
  action: 'Start Your Journey',
  /** Before the inviting agent's first name and last initial (?ref=; decisions/029). */
  invitedBy: 'Invited by',
};

export const statsTitle = 'The program at a glance';

// Illustrative figures about the programme itself; none of them describes earnings.
export const stats: readonly Stat[] = [
  { value: '7', label: 'financial solutions you learn to explain' },
  { value: '24/7', label: 'access to the AI assistant and lessons' },
  { value: '3', label: 'steps: learn, get licensed, start helping' },
  { value: '0', label: 'years of finance experience needed to begin' },
];

export const careerFeaturesTitle = 'Why build your career with us';

export const careerFeatures: readonly Feature[] = [
  {
    icon: BookOpen,
    title: 'Learn every solution',
    description:
      'A page on each of the seven solutions we offer, explaining how it works and whom it helps, to learn at your own pace.',
  },
  {
    icon: CalendarClock,
    title: 'Work on your schedule',
    description:
      'Start part-time alongside your current job or make it your full-time work. You decide when and how much you work.',
  },
  {
    icon: Laptop,
    title: 'The tools the people you help use',
    description:
      'The same goal tracker, financial calendar and AI assistant, so you know first-hand what you recommend.',
  },
];

export const chatSection = {
  title: 'Ask our AI career assistant',
  description: 'Curious about training, pay or flexibility? Ask a question and get a straight answer.',
  note: 'The assistant gives general information. It is not an offer of employment or a promise of earnings.',
};

/** The career interest form's section, #start (docs/decisions/029-career-interest.md). */
export const formSection = {
  title: 'Start Your Journey',
  description: (agent: string | null) =>
    agent
      ? `Tell ${agent} a little about yourself. No account needed, and nothing is shared until you confirm your email.`
      : 'Tell our team a little about yourself. No account needed, and nothing is shared until you confirm your email.',
};

export const careerCallToAction: CallToActionContent = {
  title: 'Ready to start your journey?',
  description:
    'Create a free account to explore the platform and the training before you commit to anything.',
  action: 'Create Your Free Account',
};

export const CAREER_PAGE = {
  title: 'Career Opportunity',
  description:
    'Build a career helping families with their finances: learn how the solutions work, get licensed, and help people on a schedule you choose.',
} satisfies PageTitle;

/** The e-mail links' page (decisions/029): confirm or withdraw, by its address; anything else is not a page. */
export const CAREER_LINK_PAGE = {
  title: ({ params }) =>
    params.action === 'confirm'
      ? 'Confirm your career interest'
      : params.action === 'withdraw'
        ? 'Withdraw your career interest'
        : null,
} satisfies PageTitle;
