import type { KeywordRule } from '@/components/chat/keywords';

export type ReplyRule = KeywordRule & { reply: string };

export const chatGreeting =
  "Hi! I'm the Empowered Finance career assistant. Ask me about training, income or working on your own schedule.";

/** Checked in order; the first rule with a matching keyword answers. */
export const replyRules: readonly ReplyRule[] = [
  {
    keywords: ['training'],
    reply:
      'Training is self-paced. You learn how each of our financial solutions works, how to explain it clearly, and how to prepare for the state insurance license you must hold before you can advise or sell to clients. You can ask this assistant questions along the way.',
  },
  {
    keywords: ['income', 'pay', 'salary'],
    reply:
      'Agents are usually paid by commission, not a salary, so what you earn depends on the clients you help and the products they choose, and it varies a lot from person to person. We cannot promise any level of income. Licensing and other costs are yours, so ask for the full compensation details in writing before you decide.',
  },
  {
    keywords: ['schedule', 'flexible', 'boss'],
    reply:
      'You choose your own hours and can start part-time alongside another job. As an independent agent no boss sets your schedule, but you are responsible for finding clients and keeping your license up to date.',
  },
];

export const defaultReply =
  'I can answer questions about training, income and flexible schedules. Try asking about one of those, or create a free account to explore the platform.';
