import type { Tables } from '@/types/database';
import { monthlyFigures, type MonthlyFigures } from './figures';
import { plannedBy, toEventRows, type EventRow, type ReviewChoice } from './planned';
import type { Finding } from './recurring';

/**
 * The review screen's rules: what the calendar already plans, what the person's ticks add, the
 * figures they make and what one save sends. Only accepted events and figures are in it: no line
 * or description of the statement.
 */

/** A finding on the review screen: the person's edits and whether they ticked it. */
export interface ReviewItem {
  finding: Finding;
  choice: ReviewChoice;
  ticked: boolean;
}

/** A finding's events and which of them the calendar already holds. */
export interface FindingPlan {
  rows: EventRow[];
  /** For each row, whether an event already there plans it. */
  plannedRows: boolean[];
  /** Every row planned: nothing to add, the finding is "already planned". */
  planned: boolean;
}

type PlannedEvent = Parameters<typeof plannedBy>[1][number];

/**
 * Every finding's rows matched against the calendar at once, so that one event plans one row
 * only, however many findings look like it.
 */
export function planFindings(
  items: readonly Pick<ReviewItem, 'finding' | 'choice'>[],
  events: readonly PlannedEvent[],
): FindingPlan[] {
  const rows = items.map(({ finding, choice }) => toEventRows(finding, choice));
  const by = plannedBy(rows.flat(), events);
  let at = 0;
  return rows.map((findingRows) => {
    const plannedRows = findingRows.map(() => by[at++] !== null);
    return { rows: findingRows, plannedRows, planned: plannedRows.every(Boolean) };
  });
}

/** The figures the person keeps: what they ticked and what their calendar already plans. */
export function keptFigures(items: readonly ReviewItem[], plans: readonly FindingPlan[]): MonthlyFigures {
  return monthlyFigures(items.filter((item, i) => item.ticked || plans[i]?.planned));
}

/** Which of the offered figures the person chose to save. */
export interface FigureChoice {
  income: boolean;
  essentials: boolean;
  balance: boolean;
}

export const NO_FIGURES: FigureChoice = { income: false, essentials: false, balance: false };

type ProfileFigures = Partial<Pick<Tables<'financial_profiles'>, 'monthly_income' | 'monthly_essentials'>>;

/** One save: the new events, the check-up's figures and the forecast's balance, each only when chosen. */
export interface ImportSave {
  events: EventRow[];
  profile: ProfileFigures | null;
  balance: number | null;
}

export function toSave(
  items: readonly ReviewItem[],
  plans: readonly FindingPlan[],
  figures: MonthlyFigures,
  balance: number | null,
  chosen: FigureChoice,
): ImportSave {
  const events = items.flatMap((item, i) => {
    const plan = plans[i];
    if (!item.ticked || !plan) return [];
    return plan.rows.filter((_, row) => !plan.plannedRows[row]);
  });
  const profile: ProfileFigures = {
    ...(chosen.income && figures.income > 0 ? { monthly_income: figures.income } : {}),
    ...(chosen.essentials && figures.essentials > 0 ? { monthly_essentials: figures.essentials } : {}),
  };
  return {
    events,
    profile: Object.keys(profile).length > 0 ? profile : null,
    balance: chosen.balance && balance !== null ? balance : null,
  };
}

export const isEmptySave = (save: ImportSave): boolean =>
  save.events.length === 0 && save.profile === null && save.balance === null;

const joined = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;

/** What a save adds, in words: the line above the button and the toast after it. */
export function saveSummary(save: ImportSave): string {
  const count = save.events.length;
  const figures = [
    save.profile?.monthly_income !== undefined ? 'monthly take-home income' : null,
    save.profile?.monthly_essentials !== undefined ? 'monthly essential costs' : null,
  ].filter((part): part is string => part !== null);
  const parts = [
    count > 0 ? `${count} repeating ${count === 1 ? 'event' : 'events'} to your calendar` : null,
    figures.length > 0 ? `your ${figures.join(' and ')} to your check-up` : null,
    save.balance !== null ? 'your balance today to your forecast' : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `${joined(parts)[0]!.toUpperCase()}${joined(parts).slice(1)}.` : '';
}
