/** The assistant's HTTP contract, shared by the edge function, the local stack and the app. */

export const MAX_MESSAGE_LENGTH = 4000;
export const RATE_LIMIT_PER_MINUTE = 20;
export const CONVERSATION_HEADER = 'X-Conversation-Id';

export interface AssistantRequest {
  conversation_id?: string;
  message: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export const ERRORS = {
  unauthorized: 'Sign in to chat with the assistant.',
  badJson: 'The request body must be JSON: {"message": "...", "conversation_id": "..."}.',
  empty: 'Type a message first.',
  tooLong: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters. Please shorten yours.`,
  unsavable:
    'Your message has a character that cannot be saved (a null character or half of an emoji). Please remove it.',
  notFound: 'That conversation does not exist.',
  rateLimited: `You have sent ${RATE_LIMIT_PER_MINUTE} messages in the last minute. Please wait a moment and try again.`,
  failed: 'The assistant could not answer just now. Please try again.',
} as const;
