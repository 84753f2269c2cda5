import type { LessonId } from './content';
import type { CalculatorSlug } from '@/lib/paths';
import { budgeting } from './lessons/budgeting';
import { howMoneyWorks } from './lessons/how-money-works';
import { savingHabits } from './lessons/saving-habits';
import { howTheRichThink } from './lessons/how-the-rich-think';
import { settingGoals } from './lessons/setting-goals';
import { planningAhead } from './lessons/planning-ahead';
import { planningForKids } from './lessons/planning-for-kids';
import { ruleOf72 } from './lessons/rule-of-72';
import { taxBenefitsRetirement } from './lessons/tax-benefits-retirement';
import { independentRetirementPlanning } from './lessons/independent-retirement-planning';

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

/** The ten articles, one file each. Figures are worked examples, checked by hand; returns in them are not promises. */
export const LESSONS: Record<LessonId, Lesson> = {
  budgeting: budgeting,
  'how-money-works': howMoneyWorks,
  'saving-habits': savingHabits,
  'how-the-rich-think': howTheRichThink,
  'setting-goals': settingGoals,
  'planning-ahead': planningAhead,
  'planning-for-kids': planningForKids,
  'rule-of-72': ruleOf72,
  'tax-benefits-retirement': taxBenefitsRetirement,
  'independent-retirement-planning': independentRetirementPlanning,
};
