import { addDays, occurrencesBetween, type RecurrencePattern } from '../calendar/recurrence.ts';
import { formatDate } from '../calendar/dates.ts';
import { formatMoney } from '../money.ts';
import { goalRowOnPace, paceWords } from '../finance/goal-pace.ts';
import { asksAboutReach, goalReachAnswer, missingKind, referencedGoals } from './goal-answer.ts';
import { monthlyNeeded, type SnapshotGoal } from './goal-snapshot.ts';
import type { CheckupItem } from './checkup-answer.ts';
import { readFigures } from './read-question.ts';
import { paths } from '../paths.ts';

/**
 * The user's own numbers, read with their JWT (RLS: only their rows) just before an answer, and
 * the answers made from them: goals saved and needed, bills due, the next payday, what to do first.
 */

export interface SnapshotEvent {
  title: string;
  event_date: string;
  amount: number | null;
  event_type: string;
  recurrence_pattern: RecurrencePattern | null;
  recurrence_day: number | null;
}

export interface UserSnapshot {
  /** The user's today, yyyy-MM-dd. */
  today: string;
  goals: SnapshotGoal[];
  /** Pending events only. */
  events: SnapshotEvent[];
  /** financial_checkup(), when it could be read (checkup-answer.ts). */
  checkup?: CheckupItem[];
}

const GOALS = `[your goals](${paths.dashboard.goals})`;
const CALENDAR = `[your calendar](${paths.dashboard.calendar})`;
const money = (n: number) => formatMoney(n);

function goalLine(goal: SnapshotGoal, today: string): string {
  const base = `${goal.title}: ${money(goal.current_amount)} of ${money(goal.target_amount)}`;
  if (goal.completed_at !== null) return `${base} (reached)`;
  const needed = monthlyNeeded(goal, today);
  if (needed !== null) {
    return `${base}, ${paceWords(goal, today)}; save ${money(needed)} a month to reach it by ${formatDate(goal.target_date!)}`;
  }
  const passed = goal.target_date !== null && goal.target_date < today && !goalRowOnPace(goal, today);
  return passed
    ? `${base}, ${paceWords(goal, today)}: its target date, ${formatDate(goal.target_date!)}, has passed`
    : base;
}

/** Every date of the pending events from `from` to `to`, repeats included, soonest first. */
export function datesBetween(events: readonly SnapshotEvent[], from: string, to: string) {
  return events
    .flatMap((event) =>
      (event.recurrence_pattern
        ? occurrencesBetween({ ...event, recurrence_pattern: event.recurrence_pattern }, from, to)
        : event.event_date >= from && event.event_date <= to
          ? [event.event_date]
          : []
      ).map((date) => ({ ...event, date })),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.title.localeCompare(b.title)));
}

const findGoal = (goals: readonly SnapshotGoal[], text: string) =>
  [...goals]
    .sort((a, b) => b.title.length - a.title.length)
    .find((goal) => goal.title.trim().length >= 3 && text.includes(goal.title.trim().toLowerCase()));

/** What an earlier part of the same message was about: "..., and how long at $300 a month?" */
export interface Subject {
  goals: SnapshotGoal[];
  events: SnapshotEvent[];
}

/** The pending events a question names by title ("my car insurance"), each once. */
export function referencedEvents(question: string, events: readonly SnapshotEvent[]): SnapshotEvent[] {
  const text = question.toLowerCase();
  const seen = new Set<string>();
  return events.filter((event) => {
    const title = event.title.trim().toLowerCase();
    if (title.length < 3 || seen.has(title)) return false;
    const named = new RegExp(`\\b(my|the|our)\\s+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(
      text,
    );
    if (named) seen.add(title);
    return named;
  });
}

const ASKS_EVENT = /\b(when|due|how much|amount|cost)\b/;

function eventLine(event: SnapshotEvent, today: string): string {
  const next = datesBetween([event], today, addDays(today, 366))[0];
  const amount = event.amount !== null ? `, ${money(event.amount)}` : '';
  return next
    ? `**${event.title}: ${event.event_type === 'income' ? 'next' : 'due'} ${formatDate(next.date)}${amount}.**`
    : `**${event.title}: nothing pending in the next year${amount}.**`;
}

export function personalAnswer(question: string, snapshot: UserSnapshot, carried?: Subject): string | null {
  const text = question.toLowerCase();
  const { today, goals } = snapshot;
  const active = goals.filter((g) => g.completed_at === null);

  // A goal's rest, months and date; an earlier part's goal when this part names none.
  const ownGoals = referencedGoals(text, goals);
  const aboutGoals = ownGoals.length > 0 ? ownGoals : (carried?.goals ?? []);
  if (aboutGoals.length > 0 && (asksAboutReach(text) || readFigures(text).amounts.length > 0)) {
    return goalReachAnswer(text, aboutGoals, today);
  }
  const ownEvents = referencedEvents(text, snapshot.events);
  const aboutEvents = ownEvents.length > 0 ? ownEvents : (carried?.events ?? []);
  if (aboutEvents.length > 0 && ASKS_EVENT.test(text)) {
    return [...aboutEvents.map((e) => eventLine(e, today)), '', `See ${CALENDAR}.`].join('\n');
  }
  if (asksAboutReach(text)) {
    const kind = missingKind(text, goals);
    if (kind) {
      return goals.length === 0
        ? `You have no savings goals yet, so there is no ${kind} goal to look at. Add one on ${GOALS}.`
        : `I don't see a ${kind} goal on ${GOALS}. Yours are: ${goals.map((g) => g.title).join(', ')}.`;
    }
  }

  const named = /\b(my|our)\b/.test(text) ? findGoal(goals, text) : undefined;
  if (named) {
    return [`**${goalLine(named, today)}.**`, '', `See it on ${GOALS}.`].join('\n');
  }
  // "my boat goal" when there is none: say so rather than answer about something else.
  const asked = /\b(?:my|our) ([a-z0-9' -]{2,40}?) (?:savings goal|goal)\b(?!s)/.exec(text)?.[1];
  if (asked && !/^(savings?|financial|money)$/.test(asked)) {
    return goals.length === 0
      ? `You have no savings goals yet, so there is no ${asked} goal to look at. Add one on ${GOALS}.`
      : `I don't see a goal called "${asked}" on ${GOALS}. Yours are: ${goals.map((g) => g.title).join(', ')}.`;
  }

  if (
    /\bmy goals?\b|\bsaving (toward|for)\b|\bsaved so far\b|\bhow much (have i|am i|did i) sav/.test(text)
  ) {
    if (goals.length === 0) {
      return `You have no savings goals yet, so there is nothing to add up. Set one on ${GOALS} and I can tell you how you are doing and what to save each month.`;
    }
    const saved = active.reduce((sum, g) => sum + Math.round(g.current_amount * 100), 0) / 100;
    const target = active.reduce((sum, g) => sum + Math.round(g.target_amount * 100), 0) / 100;
    const percent = target > 0 ? Math.round((saved / target) * 1000) / 10 : 0;
    return [
      `**You have saved ${money(saved)} of ${money(target)} (${percent}%) across ${active.length} active ${active.length === 1 ? 'goal' : 'goals'}.**`,
      '',
      ...goals.map((g) => `- ${goalLine(g, today)}`),
      '',
      `See them on ${GOALS}.`,
    ].join('\n');
  }

  const week = /\bthis week\b|\bnext 7 days\b|\bseven days\b/.test(text);
  if (
    /\b(bills?|due|payments?|owe)\b/.test(text) &&
    (week || /\b(this|next) month\b|\bcoming up\b|\bdue soon\b/.test(text))
  ) {
    const until = addDays(today, week ? 6 : 30);
    const bills = datesBetween(
      snapshot.events.filter((e) => e.event_type !== 'income'),
      today,
      until,
    );
    const span = week ? 'in the next 7 days' : 'in the next 30 days';
    if (bills.length === 0) return `**Nothing is due ${span}** on ${CALENDAR}.`;
    const total = bills.reduce((sum, b) => sum + Math.round((b.amount ?? 0) * 100), 0) / 100;
    return [
      `**${bills.length} ${bills.length === 1 ? 'bill is' : 'bills are'} due ${span}${total > 0 ? `, ${money(total)} in all` : ''}:**`,
      '',
      ...bills.map(
        (b) => `- ${b.title}: ${formatDate(b.date)}${b.amount !== null ? `, ${money(b.amount)}` : ''}`,
      ),
      '',
      `See ${CALENDAR}.`,
    ].join('\n');
  }

  if (/\bpayday\b|\bnext paycheck\b|\bget paid\b|\bnext pay\b|\bsalary\b/.test(text)) {
    const next = datesBetween(
      snapshot.events.filter((e) => e.event_type === 'income'),
      today,
      addDays(today, 366),
    )[0];
    if (!next)
      return `There is no income on ${CALENDAR} yet. Add your payday (it can repeat) and I will know when it comes.`;
    return `**Your next payday is ${formatDate(next.date)}: ${next.title}${next.amount !== null ? `, ${money(next.amount)}` : ''}.** See ${CALENDAR}.`;
  }

  if (/what should i do first|where (do|should) i (start|begin)|what comes first|priorit/.test(text)) {
    const emergency = goals.find((g) => /emergency|rainy/i.test(g.title) || g.category === 'security');
    const fundStep = emergency
      ? `Build your emergency fund: ${goalLine(emergency, today)}.`
      : `Start an emergency fund of 3 to 6 months of essential expenses (you have no emergency fund goal yet: add one on ${GOALS}).`;
    return [
      '**In this order: a small cushion and on-time bills, an emergency fund, high-interest debt, then investing and protection.**',
      '',
      '1. Pay every bill on time and keep a starter cushion (even $1,000) for surprises.',
      `2. ${fundStep}`,
      '3. Pay off high-interest debt such as credit cards (highest rate first); its interest costs more than investments earn.',
      '4. Then invest for retirement (take any employer match early) and review protection such as life insurance for the people who depend on you.',
    ].join('\n');
  }
  return null;
}
