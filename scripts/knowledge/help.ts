import type { KnowledgeDoc } from '../../supabase/functions/_shared/assistant/knowledge.ts';

/** How the app's own tools work, in the words of someone asking for help with them. */
export const HELP_DOCS: readonly KnowledgeDoc[] = [
  {
    id: 'help-goals',
    title: 'Financial Goals',
    url: '/dashboard/goals',
    kind: 'tool',
    summary:
      'Create a savings goal from a template (emergency fund, house down payment, retirement, vacation, education, new car) or from scratch, add funds as you save, and watch the progress bar fill. A goal with a target date shows how much to save each month to reach it on time.',
    text: 'Goals are grouped by category and sorted newest first. Add Funds adds to the amount saved; when it reaches the target the goal is marked Goal Achieved. You can edit or delete a goal, and turn reminders and celebrations on or off.',
    keywords: [
      'goal',
      'goals',
      'save for',
      'savings goal',
      'emergency fund',
      'track',
      'progress',
      'add funds',
      'target',
    ],
  },
  {
    id: 'help-calendar',
    title: 'Financial Calendar',
    url: '/dashboard/calendar',
    kind: 'tool',
    summary:
      'Keep bills, paydays and savings dates on one calendar. Quick-add common items such as rent, a car payment or payday, make them repeat weekly, monthly or yearly, get reminders days before, and see overdue and upcoming items at a glance.',
    text: 'Mark an event as completed and a recurring one moves on to its next date. Export upcoming events to Google Calendar or Apple Calendar as an .ics file. Booking a free consultation also starts from the calendar.',
    keywords: [
      'calendar',
      'bill',
      'bills',
      'due date',
      'reminder',
      'payday',
      'rent',
      'schedule',
      'recurring',
      'overdue',
      'consultation',
      'appointment',
      'book',
    ],
  },
  {
    id: 'help-quiz',
    title: 'Financial Solutions Quiz',
    url: '/dashboard/financial-quiz',
    kind: 'tool',
    summary:
      'Three quick questions about your goals, worries and what matters most, and the quiz ranks the three solutions that fit you best, each with a link to learn more.',
    text: 'Use it when you are not sure where to start; you can restart it at any time.',
    keywords: [
      'quiz',
      'which solution',
      'right for me',
      'not sure',
      'where to start',
      'recommend',
      'fit me',
      'best for me',
    ],
  },
  {
    id: 'help-coach',
    title: 'Solutions Coach',
    url: '/dashboard/solutions-coach',
    kind: 'tool',
    summary:
      'A guided conversation: pick what you want to do (protect your family, plan retirement, build wealth) or your stage of life, answer a follow-up question, and the coach suggests a solution to read about or a free consultation.',
    text: 'You can also type what is on your mind, such as family, retirement, savings, health or debt, and the coach steers you to the right topic.',
    keywords: ['coach', 'guide me', 'help me choose', 'life stage', 'advice path'],
  },
  {
    id: 'help-tools',
    title: 'Financial Tools & Resources',
    url: '/dashboard/financial-tools',
    kind: 'tool',
    summary:
      'All the guides in one place: the quiz, the Solutions Coach and the seven solution pages, from life insurance to plans for children.',
    text: 'Each card opens its page; the Details button gives a summary with a link to ask the assistant or book a free call.',
    keywords: ['tools', 'resources', 'solutions', 'options', 'products', 'list'],
  },
  {
    id: 'help-education',
    title: 'Financial Education',
    url: '/dashboard/financial-education',
    kind: 'tool',
    summary:
      'Short lessons with a video and an article: budgeting, how money works and saving habits, with more topics on the way.',
    text: 'Each lesson ends with key takeaways and links to tools that put it into practice.',
    keywords: ['learn', 'lesson', 'lessons', 'education', 'video', 'course', 'basics', 'beginner'],
  },
  {
    id: 'help-affiliate',
    title: 'Career Opportunity',
    url: '/career-opportunity',
    kind: 'tool',
    summary:
      'Interested in helping others with their finances? The career page explains how becoming a licensed financial professional works, and affiliates get a referral link and a dashboard of the people they refer.',
    text: 'Affiliates sign up at /affiliate/sign-up and share their link from the affiliate dashboard.',
    keywords: [
      'career',
      'job',
      'work',
      'affiliate',
      'referral',
      'agent',
      'earn',
      'licensed',
      'become an agent',
    ],
  },
  {
    id: 'help-account',
    title: 'Settings',
    url: '/dashboard/settings',
    kind: 'tool',
    summary:
      'Change your name or password and see your sign-in email and account type in Settings, under My Account.',
    text: 'Forgot your password? Use the reset link on the sign-in page.',
    keywords: ['account', 'password', 'settings', 'profile', 'name', 'email', 'sign in', 'log in'],
  },
];
