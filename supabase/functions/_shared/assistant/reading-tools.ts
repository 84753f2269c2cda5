import { affordabilityAnswer } from './affordability-answer.ts';
import { arithmeticAnswer } from './arithmetic-answer.ts';
import { changeAnswer, type WithCash } from './forecast-answer.ts';
import { goalBehindAnswer } from './goal-behind-answer.ts';
import type { Reading } from './reading/types.ts';
import { readingLine } from './reading/words.ts';
import { retirementAnswer } from './retirement-answer.ts';

/**
 * The reading of the question (docs/decisions/027) for the language model, and the answers the
 * app works out from it: the model starts from what the offline responder read, and takes the
 * figures of these kinds from the app's one home for each rule rather than doing the sums itself.
 */

/** The reading as data for the model: what is asked, the numbers with their roles, what is named. */
export function readingResult(reading: Reading) {
  const change = reading.change;
  return {
    intent: reading.intent,
    said_back: readingLine(reading),
    numbers: reading.numbers.map((n) => ({
      value: n.value,
      unit: n.unit,
      frequency: n.frequency,
      role: n.role,
    })),
    goals_named: reading.goals.map((g) => g.title),
    missing_goal: reading.missingGoal,
    events_named: reading.events.map((e) => ({
      title: e.title,
      amount: e.amount,
      type: e.event_type,
      repeats: e.recurrence_pattern,
    })),
    change: change
      ? {
          name: change.event?.title ?? change.name,
          kind: change.kind,
          to: Number.isFinite(change.to) ? change.to : null,
          from: change.event?.amount ?? null,
        }
      : null,
    horizon: reading.horizon,
    worked_answer_available: WORKED.has(reading.intent),
  };
}

const WORKED = new Set<Reading['intent']>([
  'affordability',
  'change-what-if',
  'retirement-projection',
  'goal-behind',
  'arithmetic',
]);

/**
 * The offline responder's worked answer for the reading's intent, with its "Reading:" line, or
 * null when the app has none for it (the model then uses the other tools).
 */
export function workedAnswer(reading: Reading, snapshot: WithCash | undefined): string | null {
  const answer = (() => {
    switch (reading.intent) {
      case 'affordability':
        return affordabilityAnswer(reading, snapshot);
      case 'change-what-if':
        return snapshot ? changeAnswer(reading, snapshot) : null;
      case 'retirement-projection':
        return retirementAnswer(reading);
      case 'goal-behind':
        return snapshot ? goalBehindAnswer(snapshot.goals, snapshot.today, reading.goals) : null;
      case 'arithmetic':
        return arithmeticAnswer(reading);
      default:
        return null;
    }
  })();
  if (answer === null) return null;
  const line = reading.intent === 'goal-behind' ? null : readingLine(reading);
  return line ? `${line}\n\n${answer}` : answer;
}
