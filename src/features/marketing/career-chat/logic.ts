import { firstMatchingRule } from '@/components/chat/keywords';
import { defaultReply, replyRules } from './content';

/** How long the assistant "types" before its reply appears. */
export const REPLY_DELAY_MS = 1500;

/** The canned answer for a visitor's message: the first rule with a keyword in it, else the default. */
export function cannedReply(message: string): string {
  return firstMatchingRule(replyRules, message)?.reply ?? defaultReply;
}
