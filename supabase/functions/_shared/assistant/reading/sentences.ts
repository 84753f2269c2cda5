/** A message's sentences and lines, each as it starts: a letter's or an e-mail's ask is rarely its first. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/^\W+/, '').trim())
    .filter((sentence) => sentence.length > 0);

/** Whether `pattern`, written for a question's start, starts any of the message's sentences. */
export const startsASentence = (pattern: RegExp, text: string): boolean =>
  sentencesOf(text).some((sentence) => pattern.test(sentence));
