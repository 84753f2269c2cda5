import { daysInMonth } from '@shared/calendar/recurrence.ts';
import type { Frequency } from '@shared/finance/per-month.ts';

/**
 * How well a run of dated payments fits a repeating schedule. A schedule is a row of slots, each
 * on one day: every 7 or 14 days from an origin; a day of the month (its last day in a month too
 * short, the calendar's rule) every 1, 3 or 12 months; or two days of every month. A payment fits
 * the slot whose day is nearest, when it is within the frequency's tolerance: weekends and
 * holidays move a payment a day or three (decisions/028).
 */

const DAY_MS = 86_400_000;

/** The yyyy-MM-dd of a day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A payment's day as the schedules read it: its day number, year × 12 + month (0-11), day of the month. */
export interface Position {
  day: number;
  month: number;
  dom: number;
}

/** The position of a yyyy-MM-dd. */
export const positionOf = (date: string): Position => {
  const [year, month, dom] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  return { day: Date.UTC(year, month - 1, dom) / DAY_MS, month: year * 12 + month - 1, dom };
};

/** Days since 1970-01-01 of a yyyy-MM-dd. */
export const dayNumber = (date: string): number => positionOf(date).day;

// Fitting asks for the same few months' first days and lengths thousands of times.
const months = new Map<number, { first: number; length: number }>();

/** The day number of `dom` in a month (year × 12 + month), or the month's last day when shorter. */
function dayInMonth(month: number, dom: number): number {
  let known = months.get(month);
  if (!known) {
    const year = Math.floor(month / 12);
    known = { first: Date.UTC(year, month % 12, 1) / DAY_MS, length: daysInMonth(year, (month % 12) + 1) };
    months.set(month, known);
  }
  return known.first + Math.min(dom, known.length) - 1;
}

/** How many days a payment may fall from its slot. */
export const TOLERANCE: Record<Frequency, number> = {
  weekly: 2,
  'bi-weekly': 3,
  'semi-monthly': 3,
  monthly: 4,
  quarterly: 4,
  yearly: 3,
};

/** The days between slots, about: what the number of slots in a period is judged by. */
export const PERIOD_DAYS: Record<Frequency, number> = {
  weekly: 7,
  'bi-weekly': 14,
  'semi-monthly': 365.25 / 24,
  monthly: 365.25 / 12,
  quarterly: 365.25 / 4,
  yearly: 365.25,
};

export interface Schedule {
  frequency: Frequency;
  /** The day number slot k falls on (slots count from any origin, and may be negative). */
  dayOf: (slot: number) => number;
  /** The slot whose day is nearest a payment's. */
  nearest: (payment: Position) => number;
  /** The days of the month a monthly kind keeps (two for twice a month); empty for weekly kinds. */
  daysOfMonth: number[];
}

/** Of the slots from `first` to `last`, the one whose day is nearest `day`. */
function nearestOf(dayOf: (slot: number) => number, day: number, first: number, last: number): number {
  let best = first;
  for (let slot = first + 1; slot <= last; slot += 1)
    if (Math.abs(day - dayOf(slot)) < Math.abs(day - dayOf(best))) best = slot;
  return best;
}

function everyDays(frequency: Frequency, period: number, origin: number): Schedule {
  return {
    frequency,
    dayOf: (slot) => origin + slot * period,
    nearest: ({ day }) => Math.round((day - origin) / period),
    daysOfMonth: [],
  };
}

function everyMonths(frequency: Frequency, step: number, phase: number, dom: number): Schedule {
  const dayOf = (slot: number) => dayInMonth(phase + slot * step, dom);
  return {
    frequency,
    dayOf,
    nearest: ({ day, month }) => {
      const slot = Math.floor((month - phase) / step);
      return nearestOf(dayOf, day, slot - 1, slot + 1);
    },
    daysOfMonth: [dom],
  };
}

function twiceAMonth(first: number, second: number): Schedule {
  const dayOf = (slot: number) => dayInMonth(Math.floor(slot / 2), slot % 2 === 0 ? first : second);
  return {
    frequency: 'semi-monthly',
    dayOf,
    nearest: ({ day, month }) => nearestOf(dayOf, day, 2 * month - 1, 2 * month + 2),
    daysOfMonth: [first, second],
  };
}

export interface Dated extends Position {
  cents: number;
}

export interface Fit {
  schedule: Schedule;
  /** The payments on the schedule, by slot: their index in the run and days from their slot. */
  matched: { slot: number; index: number; off: number }[];
  /** The indexes of payments off the schedule, or a second one in a taken slot. */
  extras: number[];
  /** Slots from the first matched to the last with no payment. */
  missed: number;
  /** The sum of the days every matched payment is off its slot. */
  off: number;
}

/** Places each payment in its nearest slot; of two in one slot, the one nearer `typical` cents stays. */
export function fit(run: readonly Dated[], schedule: Schedule, typical: number): Fit {
  const tolerance = TOLERANCE[schedule.frequency];
  const slots = new Map<number, { index: number; off: number }>();
  const extras: number[] = [];
  const distance = (i: number) => Math.abs(run[i]!.cents - typical);
  run.forEach((item, index) => {
    const slot = schedule.nearest(item);
    const off = item.day - schedule.dayOf(slot);
    if (Math.abs(off) > tolerance) {
      extras.push(index);
      return;
    }
    const taken = slots.get(slot);
    if (!taken) {
      slots.set(slot, { index, off });
      return;
    }
    const keepNew =
      distance(index) < distance(taken.index) ||
      (distance(index) === distance(taken.index) && Math.abs(off) < Math.abs(taken.off));
    extras.push(keepNew ? taken.index : index);
    if (keepNew) slots.set(slot, { index, off });
  });
  const matched = [...slots]
    .map(([slot, { index, off }]) => ({ slot, index, off }))
    .sort((a, b) => a.slot - b.slot);
  const missed =
    matched.length === 0 ? 0 : matched[matched.length - 1]!.slot - matched[0]!.slot + 1 - matched.length;
  return { schedule, matched, extras, missed, off: matched.reduce((sum, m) => sum + Math.abs(m.off), 0) };
}

const unique = (values: Iterable<number>) => [...new Set(values)];

/** The schedules of `frequency` worth trying for a run: anchored on the days its payments fall. */
export function candidateSchedules(run: readonly Dated[], frequency: Frequency): Schedule[] {
  const doms = unique(run.map((p) => p.dom));
  // A payment on the 28th or later may be a month's last day: try the 31st, which falls on each last day.
  if (doms.some((dom) => dom >= 28) && !doms.includes(31)) doms.push(31);
  switch (frequency) {
    case 'weekly':
    case 'bi-weekly': {
      const period = frequency === 'weekly' ? 7 : 14;
      return unique(run.map((item) => item.day % period)).map((origin) =>
        everyDays(frequency, period, origin),
      );
    }
    case 'monthly':
      return doms.map((dom) => everyMonths(frequency, 1, 0, dom));
    case 'quarterly':
    case 'yearly': {
      const step = frequency === 'quarterly' ? 3 : 12;
      const phases = unique(run.flatMap(({ month }) => [month - 1, month, month + 1].map((m) => m % step)));
      return phases.flatMap((phase) => doms.map((dom) => everyMonths(frequency, step, phase, dom)));
    }
    case 'semi-monthly': {
      const schedules: Schedule[] = [];
      for (const first of doms)
        for (const second of doms)
          if (second - first >= 10 && second - first <= 20) schedules.push(twiceAMonth(first, second));
      return schedules;
    }
  }
}

/**
 * The best fit of the run to `frequency`. Candidates are ranked by how many payments fall within
 * the tolerance of a slot, then by how near; only the best is fitted in full (two payments in one
 * slot, the one nearer the typical amount kept), which keeps a busy payee's many runs cheap.
 */
export function bestFit(run: readonly Dated[], frequency: Frequency, typical: number): Fit | null {
  const tolerance = TOLERANCE[frequency];
  let best: { schedule: Schedule; on: number; off: number } | null = null;
  for (const schedule of candidateSchedules(run, frequency)) {
    let on = 0;
    let off = 0;
    for (const payment of run) {
      const days = Math.abs(payment.day - schedule.dayOf(schedule.nearest(payment)));
      if (days <= tolerance) {
        on += 1;
        off += days;
      }
    }
    if (!best || on > best.on || (on === best.on && off < best.off)) best = { schedule, on, off };
  }
  return best && fit(run, best.schedule, typical);
}
