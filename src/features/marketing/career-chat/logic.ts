import { defaultReply, replyRules } from './content';

/** How long the assistant "types" before its reply appears. */
export const REPLY_DELAY_MS = 1500;

// A keyword must start a word: "pay" finds "pay" and "payments" but not "taxpayer".
function startsAWord(message: string, keyword: string): boolean {
  return new RegExp(`\\b${keyword}`, 'i').test(message);
}

/** The canned answer for a visitor's message: the first rule with a keyword in it, else the default. */
export function cannedReply(message: string): string {
  const rule = replyRules.find(({ keywords }) => keywords.some((keyword) => startsAWord(message, keyword)));
  return rule?.reply ?? defaultReply;
}
