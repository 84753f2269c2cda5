import type { Frequency } from '../../../supabase/functions/_shared/finance/per-month.ts';
import { daysBetween } from '../../../supabase/functions/_shared/calendar/recurrence.ts';
import type { Label } from './generate.ts';

/**
 * Findings held to a statement's labels. A finding is a label's when most of the payments it
 * rests on are that label's (same direction); it is right when the label was to be found and the
 * interval is the label's, once per label. Everything else it finds is a false positive; every
 * label to be found that no finding got right is a miss.
 */

export const FREQUENCIES: readonly Frequency[] = [
  'weekly',
  'bi-weekly',
  'semi-monthly',
  'monthly',
  'quarterly',
  'yearly',
];

export interface Found {
  title: string;
  kind: 'income' | 'payment';
  frequency: Frequency;
  next: string[];
  support: { date: string; cents: number }[];
}

export interface Tally {
  truePositives: number;
  falsePositives: number;
  misses: number;
}

export interface StatementScore {
  tallies: Record<Frequency, Tally>;
  wrong: { finding: Found; label: Label | null }[];
  missed: Label[];
  paydays: { found: number; missed: Label[] };
  /** Right findings whose next dates are within four days of the schedule's. */
  nextRight: number;
  /** Right findings whose next dates are not. */
  nextWrong: { finding: Found; label: Label }[];
  right: number;
}

export const emptyTallies = (): Record<Frequency, Tally> =>
  Object.fromEntries(
    FREQUENCIES.map((f) => [f, { truePositives: 0, falsePositives: 0, misses: 0 }]),
  ) as Record<Frequency, Tally>;

/** How many of the finding's payments are the label's: the same day and amount. */
const overlap = (finding: Found, label: Label) => {
  const payments = new Set(label.payments.map((p) => `${p.date}|${p.cents}`));
  return finding.support.filter((s) => payments.has(`${s.date}|${s.cents}`)).length;
};

const NEXT_TOLERANCE_DAYS = 4;
const nextRight = (finding: Found, label: Label) =>
  finding.next.length === label.next.length &&
  finding.next.every((date, i) => Math.abs(daysBetween(label.next[i]!, date)) <= NEXT_TOLERANCE_DAYS);

export function scoreStatement(labels: readonly Label[], findings: readonly Found[]): StatementScore {
  const tallies = emptyTallies();
  const claimed = new Set<Label>();
  const wrong: StatementScore['wrong'] = [];
  let right = 0;
  let nextDates = 0;
  const nextWrong: StatementScore['nextWrong'] = [];
  for (const finding of findings) {
    const best = labels
      .filter((label) => label.kind === finding.kind)
      .map((label) => ({ label, shared: overlap(finding, label) }))
      .sort((a, b) => b.shared - a.shared)[0];
    const label = best && best.shared * 2 >= finding.support.length ? best.label : null;
    if (label && label.expected && label.frequency === finding.frequency && !claimed.has(label)) {
      claimed.add(label);
      tallies[finding.frequency].truePositives += 1;
      right += 1;
      if (nextRight(finding, label)) nextDates += 1;
      else nextWrong.push({ finding, label });
    } else {
      tallies[finding.frequency].falsePositives += 1;
      wrong.push({ finding, label });
    }
  }
  const missed = labels.filter((label) => label.expected && !claimed.has(label));
  for (const label of missed) tallies[label.frequency].misses += 1;
  const paydays = labels.filter((label) => label.expected && label.paycheck);
  return {
    tallies,
    wrong,
    missed,
    paydays: {
      found: paydays.filter((label) => claimed.has(label)).length,
      missed: paydays.filter((l) => !claimed.has(l)),
    },
    nextRight: nextDates,
    nextWrong,
    right,
  };
}

/** Precision and recall in percent, null when nothing was found or nothing was to be found. */
export function rates(tally: Tally): { precision: number | null; recall: number | null } {
  const found = tally.truePositives + tally.falsePositives;
  const toFind = tally.truePositives + tally.misses;
  return {
    precision: found === 0 ? null : (100 * tally.truePositives) / found,
    recall: toFind === 0 ? null : (100 * tally.truePositives) / toFind,
  };
}

export const addTallies = (into: Record<Frequency, Tally>, from: Record<Frequency, Tally>): void => {
  for (const f of FREQUENCIES) {
    into[f].truePositives += from[f].truePositives;
    into[f].falsePositives += from[f].falsePositives;
    into[f].misses += from[f].misses;
  }
};

export const total = (tallies: Record<Frequency, Tally>): Tally =>
  FREQUENCIES.reduce(
    (sum, f) => ({
      truePositives: sum.truePositives + tallies[f].truePositives,
      falsePositives: sum.falsePositives + tallies[f].falsePositives,
      misses: sum.misses + tallies[f].misses,
    }),
    { truePositives: 0, falsePositives: 0, misses: 0 },
  );
