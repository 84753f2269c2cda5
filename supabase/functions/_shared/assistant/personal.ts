import { addDays, daysBetween, occurrencesBetween, type RecurrencePattern } from '../calendar/recurrence.ts';
import { formatDate, weekdayOf } from '../calendar/dates.ts';
import { formatMoney } from '../money.ts';
import { TIMES_A_YEAR } from '../finance/per-month.ts';
import { goalRowOnPace, paceWords } from '../finance/goal-pace.ts';
import { goalReachAnswer } from './goal-answer.ts';
import { leftCents, monthlyNeeded, shareSaved, type SnapshotGoal } from './goal-snapshot.ts';
import type { CheckupItem } from './checkup-answer.ts';
import type { BillsPeriod, Reading } from './reading/types.ts';
import { FREQUENCY_WORDS, moneyAt } from './reading/words.ts';
import { ASKS_DAYS, PAY_ASKED, REPEAT_ASKED, WEEKDAY_ASKED } from './reading/asks.ts';
import { paths } from '../paths.ts';

/**
 * The user's own numbers, read with their JWT (RLS: only their rows) just before an answer, and
 * the answers made from them: goals saved and needed, bills due, the next payday, what to do first.
 */

export interface SnapshotEvent {
  /** What a what-if removes the event by (the forecast's `remove`); absent in older fixtures. */
  id?: string;
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
  const share = shareSaved(goal);
  const amounts = `${goal.title}: ${money(goal.current_amount)} of ${money(goal.target_amount)}`;
  if (goal.completed_at !== null) return `${amounts} (reached)`;
  const base = `${amounts} (${share}%), ${money(leftCents(goal) / 100)} to go`;
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

/** What an earlier part of the same message was about: "..., and how long at $300 a month?" */
export interface Subject {
  goals: SnapshotGoal[];
  events: SnapshotEvent[];
}

/** An event's next date; with `text` asking it, its weekday ("a Tuesday") and the days to it. */
function eventLine(event: SnapshotEvent, today: string, text = ''): string {
  const next = datesBetween([event], today, addDays(today, 366))[0];
  const amount = event.amount !== null ? `, ${money(event.amount)}` : '';
  if (!next) return `**${event.title}: nothing pending in the next year${amount}.**`;
  const weekday = WEEKDAY_ASKED.test(text) ? `${weekdayOf(next.date)}, ` : '';
  const days = daysBetween(today, next.date);
  const away = ASKS_DAYS.test(text)
    ? ` (${days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}`})`
    : '';
  return `**${event.title}: ${event.event_type === 'income' ? 'next' : 'due'} ${weekday}${formatDate(next.date)}${away}${amount}.**`;
}

/** "After rent, what's the next bill due", "the next one after the phone bill". */
const NEXT_AFTER = /\bafter\b.*\bnext\b|\bnext\b.*\bafter\b|\bcomes? after\b|\bfollowing\b/;

/** A bill asked for after a payday: "the first bill that comes out after my next paycheck". */
const BILL_ASKED = /\bbills?\b|\bpayments?\b|\bcomes? out\b|\bdue\b|\bcharges?\b/;

/**
 * The first bill due after the named event's next date (another bill on the same day counts); after
 * a payday, the next pay, or the next bill when a bill is asked.
 */
function nextAfter(snapshot: UserSnapshot, named: SnapshotEvent, text: string): string | null {
  const { today } = snapshot;
  const kind = named.event_type === 'income' && BILL_ASKED.test(text) ? 'bill' : named.event_type;
  const ahead = datesBetween(
    snapshot.events.filter((e) => e === named || e.event_type === kind),
    today,
    addDays(today, 366),
  );
  const at = ahead.findIndex((e) => e.title === named.title);
  if (at === -1) return null;
  const next = ahead.slice(at + 1).find((e) => e.title !== named.title);
  const what = kind === 'income' ? 'pay' : 'bill';
  // On the payday itself, a bill sorts by title; "after" the pay lands is the next day on.
  if (kind !== named.event_type) {
    const later = ahead.find((e) => e.date > ahead[at]!.date && e.title !== named.title);
    return later
      ? [
          `**After ${named.title} (${formatDate(ahead[at]!.date)}), the next bill is ${later.title}: ${formatDate(later.date)}${later.amount !== null ? `, ${money(later.amount)}` : ''}.**`,
          '',
          `See ${CALENDAR}.`,
        ].join('\n')
      : `**Nothing is due after ${named.title}** in the next year on ${CALENDAR}.`;
  }
  if (!next)
    return `**Nothing else is due after ${named.title}** in the next year: it is your only ${what} on ${CALENDAR}.`;
  return [
    `**After ${named.title} (${formatDate(ahead[at]!.date)}), the next ${what} is ${next.title}: ${formatDate(next.date)}${next.amount !== null ? `, ${money(next.amount)}` : ''}.**`,
    '',
    `See ${CALENDAR}.`,
  ].join('\n');
}

/** Days between two bills asked: "how many days apart", "days between rent and the car payment". */
const DAYS_APART = /\bdays? (?:apart|between)\b|\bhow many days (?:from|between|separate)\b/;

function daysApart(snapshot: UserSnapshot, [first, second]: readonly SnapshotEvent[]): string | null {
  const { today } = snapshot;
  const from = datesBetween([first!], today, addDays(today, 366))[0];
  const to = from && datesBetween([second!], from.date, addDays(from.date, 366))[0];
  if (!from || !to) return null;
  const days = daysBetween(from.date, to.date);
  return [
    `**${days} ${days === 1 ? 'day' : 'days'} apart: ${first!.title} is due ${formatDate(from.date)}, then ${second!.title} ${formatDate(to.date)}.**`,
    '',
    `See ${CALENDAR}.`,
  ].join('\n');
}

const noGoalCalled = (name: string, goals: readonly SnapshotGoal[]) =>
  goals.length === 0
    ? `I can't answer that yet: you have no savings goals yet, so there is no ${name} goal to look at. Add one on ${GOALS}.`
    : `I can't answer that yet: I don't see a goal called "${name}" on ${GOALS}. Yours are: ${goals.map((g) => g.title).join(', ')}.`;

/**
 * The answer from the user's own goals and calendar for the reading's intent; null for any other
 * intent. `carried` is what an earlier part of the same message named ("..., and how long?").
 */
export function personalAnswer(reading: Reading, snapshot: UserSnapshot, carried?: Subject): string | null {
  const { today, goals } = snapshot;
  const active = goals.filter((g) => g.completed_at === null);
  const aboutGoals = reading.goals.length > 0 ? reading.goals : (carried?.goals ?? []);
  const aboutEvents = reading.events.length > 0 ? reading.events : (carried?.events ?? []);

  switch (reading.intent) {
    case 'goal-left':
    case 'goal-months':
      return aboutGoals.length > 0 ? goalReachAnswer(reading, aboutGoals, today, snapshot.events) : null;
    case 'event-lookup': {
      // "What does my car insurance cost me for the whole year?": its amount over the period asked.
      const period = /\b(year|yearly|annual\w*)\b/.test(reading.text)
        ? 'yearly'
        : /\b(a|per|each|every) month\b|\bmonthly\b/.test(reading.text)
          ? 'monthly'
          : null;
      const line = (e: SnapshotEvent) => {
        // Every repeat pattern is a frequency of finance/per-month.ts.
        const frequency = e.recurrence_pattern;
        if (!period || !frequency || e.amount === null || frequency === period)
          return eventLine(e, today, reading.text);
        const total = Math.round(((e.amount * TIMES_A_YEAR[frequency]) / TIMES_A_YEAR[period]) * 100) / 100;
        return `**${e.title}: ${moneyAt(total, period)}** (${moneyAt(e.amount, frequency)}).`;
      };
      // "After rent, what's the next bill?": the one due after the bill named, not the bill itself.
      const after = NEXT_AFTER.test(reading.text) && aboutEvents.length === 1 ? aboutEvents[0]! : null;
      if (after) return nextAfter(snapshot, after, reading.text);
      // "Rent day to car payment day: how many days apart?": from the first's next date to the second's.
      if (DAYS_APART.test(reading.text) && aboutEvents.length === 2) return daysApart(snapshot, aboutEvents);
      // "Is the dentist bill recurring?": how often it comes, before when and how much.
      const repeats = REPEAT_ASKED.test(reading.text)
        ? aboutEvents.map((e) =>
            e.recurrence_pattern
              ? `${e.title} repeats ${FREQUENCY_WORDS[e.recurrence_pattern].replace(/^a /, 'every ')}.`
              : `${e.title} is a one-off: it does not repeat.`,
          )
        : [];
      return aboutEvents.length > 0
        ? [...repeats, ...aboutEvents.map(line), '', `See ${CALENDAR}.`].join('\n')
        : null;
    }
    case 'goal-missing':
      return reading.missingGoal ? noGoalCalled(reading.missingGoal, goals) : null;
    case 'goal-status': {
      const goal = aboutGoals[0];
      return goal ? [`**${goalLine(goal, today)}.**`, '', `See it on ${GOALS}.`].join('\n') : null;
    }
    case 'goals-summary': {
      if (goals.length === 0) {
        return `I can't answer that yet: you have no savings goals yet, so there is nothing to add up. Set one on ${GOALS} and I can tell you how you are doing and what to save each month.`;
      }
      const saved = active.reduce((sum, g) => sum + Math.round(g.current_amount * 100), 0) / 100;
      const target = active.reduce((sum, g) => sum + Math.round(g.target_amount * 100), 0) / 100;
      const percent = target > 0 ? Math.round((saved / target) * 1000) / 10 : 0;
      return [
        `**You have saved ${money(saved)} of ${money(target)} (${percent}%) across ${active.length} active ${active.length === 1 ? 'goal' : 'goals'}: ${money(Math.max(0, target - saved))} still to save.**`,
        '',
        ...goals.map((g) => `- ${goalLine(g, today)}`),
        '',
        `See them on ${GOALS}.`,
      ].join('\n');
    }
    case 'bills-due':
      return billsDue(snapshot, reading.period ?? 'month', dueKind(reading));
    case 'next-payday':
      return nextPayday(snapshot);
    case 'what-first':
      return whatFirst(goals, today);
    default:
      return null;
  }
}

/** What is counted as due: the bills or pay named, else pay when pay is asked for, else every bill. */
function dueKind(reading: Reading): { events: SnapshotEvent[] | null; income: boolean } {
  if (reading.events.length > 0) return { events: reading.events, income: false };
  return { events: null, income: PAY_ASKED.test(reading.text) && !/\bbills?\b/.test(reading.text) };
}

function billsDue(
  snapshot: UserSnapshot,
  period: BillsPeriod,
  kind: { events: SnapshotEvent[] | null; income: boolean } = { events: null, income: false },
): string {
  const { today } = snapshot;
  const payday = datesBetween(
    snapshot.events.filter((e) => e.event_type === 'income'),
    addDays(today, 1),
    addDays(today, 366),
  )[0]?.date;
  if (period === 'payday' && !payday)
    return `I need your payday to answer that: there is no income on ${CALENDAR} yet. Add your payday (it can repeat) and ask again.`;
  // Up to the day before the payday: a bill due on payday itself is paid from that pay.
  const until =
    typeof period === 'object'
      ? period.through
      : period === 'payday'
        ? addDays(payday!, -1)
        : addDays(today, period === 'week' ? 6 : 30);
  const counted = kind.events
    ? snapshot.events.filter((e) => kind.events!.some((named) => named.title === e.title))
    : snapshot.events.filter((e) => (e.event_type === 'income') === kind.income);
  const bills = datesBetween(counted, today, until);
  const span =
    typeof period === 'object'
      ? `through ${formatDate(period.through)}`
      : period === 'payday'
        ? `before your next payday on ${formatDate(payday!)}`
        : period === 'week'
          ? 'in the next 7 days'
          : 'in the next 30 days';
  if (bills.length === 0)
    return `**${kind.income ? 'No pay comes' : 'Nothing is due'} ${span}** on ${CALENDAR}.`;
  const total = bills.reduce((sum, b) => sum + Math.round((b.amount ?? 0) * 100), 0) / 100;
  const counting =
    kind.income || bills.some((b) => b.event_type === 'income')
      ? `${bills.length} ${bills.length === 1 ? 'payday comes' : 'paydays come'}`
      : `${bills.length} ${bills.length === 1 ? 'bill is' : 'bills are'} due`;
  return [
    `**${counting} ${span}${total > 0 ? `, ${money(total)} in all` : ''}:**`,
    '',
    ...bills.map(
      (b) => `- ${b.title}: ${formatDate(b.date)}${b.amount !== null ? `, ${money(b.amount)}` : ''}`,
    ),
    '',
    `See ${CALENDAR}.`,
  ].join('\n');
}

function nextPayday(snapshot: UserSnapshot): string {
  const next = datesBetween(
    snapshot.events.filter((e) => e.event_type === 'income'),
    snapshot.today,
    addDays(snapshot.today, 366),
  )[0];
  if (!next)
    return `There is no income on ${CALENDAR} yet. Add your payday (it can repeat) and I will know when it comes.`;
  return `**Your next payday is ${formatDate(next.date)}: ${next.title}${next.amount !== null ? `, ${money(next.amount)}` : ''}.** See ${CALENDAR}.`;
}

function whatFirst(goals: readonly SnapshotGoal[], today: string): string {
  const emergency =
    goals.find((g) => g.category === 'security') ?? goals.find((g) => /emergency|rainy/i.test(g.title));
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
