import type { LessonId } from './content';
import type { Lesson } from './lesson-types';
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
