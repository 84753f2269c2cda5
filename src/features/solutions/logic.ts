import type { CostItem, IncomeScenario } from './content/types';

/** docs/product-spec.md §9: tool card descriptions are cut to 70 characters. */
export const CARD_DESCRIPTION_LIMIT = 70;

/**
 * Cuts a description to at most `limit` characters (UTF-16 units; our copy is plain ASCII).
 * Rule: text within the limit is returned as it is. Longer text keeps the words that fit in
 * `limit - 1` characters, drops trailing spaces and punctuation, and ends with a one-character
 * ellipsis. A first word longer than the limit is cut inside the word.
 */
export function truncateDescription(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  const room = text.slice(0, limit - 1);
  const endsOnWord = /\s/.test(text.charAt(limit - 1));
  const lastBreak = room.search(/\s\S*$/);
  const kept = endsOnWord || lastBreak <= 0 ? room : room.slice(0, lastBreak);
  return `${kept.replace(/[\s,;:.!?-]+$/, '')}…`;
}

export interface CostRange {
  low: number;
  high: number;
  openEnded: boolean;
}

/** The total of a cost breakdown: lows and highs add up; one open-ended item leaves the total open. */
export function costTotal(items: readonly CostItem[]): CostRange {
  return items.reduce<CostRange>(
    (total, item) => ({
      low: total.low + item.low,
      high: total.high + item.high,
      openEnded: total.openEnded || item.openEnded === true,
    }),
    { low: 0, high: 0, openEnded: false },
  );
}

export function scenarioTotal(scenario: IncomeScenario): number {
  return scenario.sources.reduce((total, source) => total + source.amount, 0);
}
