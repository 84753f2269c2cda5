import type { PageTitle } from '@/lib/page-title';

/** Questions offered before a conversation starts; each leads to a page the assistant knows. */
export const SUGGESTIONS: readonly string[] = [
  'How does life insurance work?',
  'What is a final expense plan?',
  'How can I turn savings into income for life?',
  'How do I build a budget?',
  'How do I track a savings goal?',
];

export const ASSISTANT_GREETING =
  "Hi! I'm your AI financial assistant. Ask me about budgeting, saving, insurance, retirement or any of your goals.";

export const CONVERSATION_NOT_FOUND = 'That conversation could not be found. You can start a new one here.';
export const CONVERSATIONS_NOT_LOADED = 'Your conversations could not be loaded.';

export const ASSISTANT_PAGE = { title: 'AI assistant' } satisfies PageTitle;
