import type { CalculatorSlug } from '@/lib/paths';

/**
 * What a lesson is made of. Its own module because every lesson file (lessons/*.ts) needs these
 * types and lessons.ts imports every lesson file: in lessons.ts they made a cycle (import-x/no-cycle).
 */

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly { title: string; text: string }[] };

export interface ArticleSection {
  heading: string;
  blocks: readonly ArticleBlock[];
}

export interface RelatedTool {
  label: string;
  description: string;
  to: string;
}

/** A question people ask, answered in the first sentence; the assistant answers from these. */
export interface QuickAnswer {
  question: string;
  answer: string;
  /** Words people use for it that the question may not. */
  keywords: readonly string[];
}

/** "Try it": the matching calculator opened with the lesson's worked example filled in. */
export interface TryIt {
  label: string;
  description: string;
  calculator: CalculatorSlug;
  /** The calculator's URL inputs (its `name`s); `debt` may repeat, as name~balance~apr~minimum. */
  inputs: readonly (readonly [name: string, value: string])[];
}

/** A check question: one right option, and why it is right (shown once answered). */
export interface CheckQuestion {
  question: string;
  options: readonly string[];
  /** Index into `options`. */
  answer: number;
  explanation: string;
}

export interface Lesson {
  summary: string;
  sections: readonly ArticleSection[];
  takeaways: readonly string[];
  quickAnswers: readonly QuickAnswer[];
  related: readonly RelatedTool[];
  tryIt: TryIt;
  /** Exactly three; the lesson is done when all are answered. */
  checks: readonly [CheckQuestion, CheckQuestion, CheckQuestion];
}
