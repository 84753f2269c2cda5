export interface KeywordRule {
  /** Matched at the start of a word, case-insensitively. */
  keywords: readonly string[];
}

// A keyword must start a word: "pay" finds "pay" and "payments" but not "taxpayer".
function startsAWord(message: string, keyword: string): boolean {
  return new RegExp(`\\b${keyword}`, 'i').test(message);
}

/** The first rule, in order, with a keyword in the message. */
export function firstMatchingRule<R extends KeywordRule>(
  rules: readonly R[],
  message: string,
): R | undefined {
  return rules.find(({ keywords }) => keywords.some((keyword) => startsAWord(message, keyword)));
}
