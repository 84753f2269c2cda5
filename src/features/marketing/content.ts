export type Feature = {
  title: string;
  description: string;
};

export const features: readonly Feature[] = [
  {
    title: 'AI Chat',
    description: 'Ask money questions any time and get clear answers from your AI financial assistant.',
  },
  {
    title: 'Goal Tracking',
    description: 'Set savings and debt goals, log progress and see how close you are at a glance.',
  },
  {
    title: 'Smart Calendar',
    description: 'Keep bills, paydays and money tasks on one calendar with reminders before they are due.',
  },
  {
    title: 'Financial Education',
    description: 'Learn budgeting, credit, investing and insurance through short, practical lessons.',
  },
  {
    title: 'Career Opportunities',
    description: 'Turn what you learn into income by helping others as a financial professional.',
  },
  {
    title: 'Financial Tools',
    description: 'Plan with calculators and templates for budgets, debt payoff and retirement.',
  },
];
