import { addDays } from '../calendar/recurrence.ts';
import {
  debtPayoff,
  emergencyFund,
  fourPercentIncome,
  futureValue,
  ruleOf72,
} from '../finance/calculations.ts';
import { goalRowOnPace } from '../finance/goal-pace.ts';
import { goalReach } from '../finance/goal-reach.ts';
import { perMonth, TIMES_A_YEAR, type Frequency } from '../finance/per-month.ts';
import type { WithCash } from './forecast-answer.ts';
import { monthlyNeeded } from './goal-snapshot.ts';
import { datesBetween, type UserSnapshot } from './personal.ts';
import { readingResult, workedAnswer } from './reading-tools.ts';
import type { Reading } from './reading/types.ts';

/**
 * The language model's tools (OpenAI-compatible function calling): the user's own goals and
 * calendar, read under RLS before the answer, and the same calculations the offline responder
 * does. The model asks; these answer with data, never with instructions.
 */

type JsonSchema = Record<string, unknown>;
interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: JsonSchema };
}

const number = (description: string, minimum: number, maximum: number): JsonSchema => ({
  type: 'number',
  description,
  minimum,
  maximum,
});
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const MAX_AMOUNT = 1_000_000_000;

const FREQUENCIES = Object.keys(TIMES_A_YEAR) as Frequency[];

export const TOOLS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'read_question',
      description:
        "How the app read the user's question: what is asked (intent), each number with its role and frequency, the goal or bill named, a supposed change, the horizon, and whether worked_answer has the answer.",
      parameters: object({}),
    },
  },
  {
    type: 'function',
    function: {
      name: 'worked_answer',
      description:
        "The app's own answer to the question, worked out from the reading and the user's data by the app's rules (affordability of a new payment, a change to a bill run through the forecast, a retirement projection, the goal furthest behind, plain arithmetic). Use its figures as they are; explain them, never change them.",
      parameters: object({}),
    },
  },
  {
    type: 'function',
    function: {
      name: 'per_month',
      description:
        "An amount that repeats, turned into a month the app's one way: weekly x 52/12, bi-weekly x 26/12, semi-monthly x 2, quarterly / 3, yearly / 12.",
      parameters: object({
        amount: number('The amount each time, in dollars.', 0, MAX_AMOUNT),
        frequency: { type: 'string', enum: FREQUENCIES, description: 'How often it repeats.' },
      }),
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_goals',
      description:
        "The user's savings goals: saved, target, target date, whether reached, and the monthly amount needed to reach each by its date, and on_pace (true: on track, false: behind schedule, as the Goals page says; null without a date or once reached).",
      parameters: object({}),
    },
  },
  {
    type: 'function',
    function: {
      name: 'goal_reach',
      description:
        'One of the user\'s goals by its exact title: the amount still needed, and at a monthly amount the whole months (rounded up) and the date it is reached. Use it for "what\'s left", "how long at $X a month", "when will I reach".',
      parameters: object({
        title: { type: 'string', description: 'The goal title exactly as get_goals gives it.' },
        monthly: number(
          'What the user saves toward it each month, in dollars (0 if not stated).',
          0,
          MAX_AMOUNT,
        ),
      }),
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_calendar',
      description:
        "The user's pending calendar events from today to `days` ahead, each repeat of a recurring one included, soonest first, with the total.",
      parameters: object({
        days: number('How many days ahead, counting today (7 for "this week", 30 for "this month").', 1, 366),
        kind: {
          type: 'string',
          enum: ['bills', 'income', 'all'],
          description: 'Bills (every type but income), income, or all.',
        },
      }),
    },
  },
  {
    type: 'function',
    function: {
      name: 'emergency_fund',
      description: 'An emergency fund range: 3 to 6 months of essential monthly expenses.',
      parameters: object({
        monthly_expenses: number('Essential expenses a month, in dollars.', 1, MAX_AMOUNT),
      }),
    },
  },
  {
    type: 'function',
    function: {
      name: 'debt_payoff',
      description: 'Months and total interest to pay off a balance at an APR with a fixed monthly payment.',
      parameters: object({
        balance: number('The balance owed, in dollars.', 1, MAX_AMOUNT),
        apr_percent: number('The yearly rate (APR) in percent, e.g. 24.', 0, 100),
        monthly_payment: number('The payment each month, in dollars.', 1, MAX_AMOUNT),
      }),
    },
  },
  {
    type: 'function',
    function: {
      name: 'future_value',
      description:
        'What savings grow to at a yearly rate, compounded monthly, with an optional monthly contribution.',
      parameters: object({
        start: number('The amount saved today, in dollars (0 if none).', 0, MAX_AMOUNT),
        monthly: number('Added at the end of each month, in dollars (0 if none).', 0, MAX_AMOUNT),
        rate_percent: number('The yearly rate in percent, e.g. 6.', 0, 100),
        years: number('How many years.', 0, 100),
      }),
    },
  },
  {
    type: 'function',
    function: {
      name: 'four_percent_income',
      description: 'The first-year income from savings by the 4% rule, yearly and monthly.',
      parameters: object({ savings: number('Retirement savings, in dollars.', 1, MAX_AMOUNT) }),
    },
  },
  {
    type: 'function',
    function: {
      name: 'rule_of_72',
      description: 'Years for money to double at a yearly rate, by the rule of 72.',
      parameters: object({ rate_percent: number('The yearly rate in percent, e.g. 8.', 0.1, 100) }),
    },
  },
];

class ToolInputError extends Error {}

/** A number argument within the tool's declared range; anything else is refused, not guessed. */
function numberArg(args: Record<string, unknown>, name: string, min: number, max: number): number {
  const value = args[name];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new ToolInputError(`${name} must be a number from ${min} to ${max}.`);
  }
  return value;
}

function goalsResult(snapshot: UserSnapshot) {
  return {
    today: snapshot.today,
    goals: snapshot.goals.map((goal) => ({
      title: goal.title,
      saved: goal.current_amount,
      target: goal.target_amount,
      target_date: goal.target_date,
      reached: goal.completed_at !== null,
      monthly_needed: monthlyNeeded(goal, snapshot.today),
      on_pace: goalRowOnPace(goal, snapshot.today),
    })),
  };
}

function goalReachResult(snapshot: UserSnapshot, title: unknown, monthly: number) {
  const goal =
    typeof title === 'string'
      ? snapshot.goals.find((g) => g.title.trim().toLowerCase() === title.trim().toLowerCase())
      : undefined;
  if (!goal) throw new ToolInputError('title must be the title of one of the goals get_goals lists.');
  const remainingCents = Math.max(
    0,
    Math.round(goal.target_amount * 100) - Math.round(goal.current_amount * 100),
  );
  const reach = goalReach(remainingCents, Math.round(monthly * 100), snapshot.today);
  return {
    title: goal.title,
    today: snapshot.today,
    reached: goal.completed_at !== null || remainingCents === 0,
    remaining: remainingCents / 100,
    target_date: goal.target_date,
    monthly_needed: monthlyNeeded(goal, snapshot.today),
    at_monthly: reach ? { monthly, months: reach.months, reached_on: reach.reachedOn } : null,
  };
}

function calendarResult(snapshot: UserSnapshot, days: number, kind: unknown) {
  if (kind !== 'bills' && kind !== 'income' && kind !== 'all') {
    throw new ToolInputError('kind must be "bills", "income" or "all".');
  }
  const until = addDays(snapshot.today, Math.round(days) - 1);
  const events = snapshot.events.filter((event) =>
    kind === 'all' ? true : kind === 'income' ? event.event_type === 'income' : event.event_type !== 'income',
  );
  const dated = datesBetween(events, snapshot.today, until);
  const total = dated.reduce((sum, event) => sum + Math.round((event.amount ?? 0) * 100), 0) / 100;
  return {
    from: snapshot.today,
    to: until,
    events: dated.map((event) => ({
      title: event.title,
      date: event.date,
      amount: event.amount,
      type: event.event_type,
    })),
    total,
  };
}

/** The tool's declared argument names: any other is a call the model got wrong, said back to it. */
const DECLARED = new Map(
  TOOLS.map((tool) => [
    tool.function.name,
    Object.keys((tool.function.parameters as { properties: Record<string, unknown> }).properties),
  ]),
);

/**
 * Runs one tool call; the result (or `{error}`) goes back to the model as JSON. A call the model
 * gets wrong (a tool that does not exist, arguments that are not a JSON object or not the tool's)
 * is answered with an error it can read and correct, never by failing the request. The tools
 * answer from the user's data read under RLS (`snapshot`) and the reading of the question.
 */
export function runTool(
  name: string,
  rawArguments: string,
  snapshot: WithCash | undefined,
  reading?: Reading,
): unknown {
  const declared = DECLARED.get(name);
  if (!declared) return { error: `There is no tool called ${name}.` };
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawArguments || '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an object');
    args = parsed as Record<string, unknown>;
  } catch {
    return { error: 'The arguments must be a JSON object.' };
  }
  const unknown = Object.keys(args).filter((key) => !declared.includes(key));
  if (unknown.length > 0) {
    return { error: `${name} takes ${declared.join(', ') || 'no arguments'}; not ${unknown.join(', ')}.` };
  }
  try {
    switch (name) {
      case 'read_question':
        return reading ? readingResult(reading) : { error: 'The question could not be read.' };
      case 'worked_answer': {
        const answer = reading ? workedAnswer(reading, snapshot) : null;
        return answer === null
          ? { error: 'The app has no worked answer for this question: use the other tools.' }
          : { answer };
      }
      case 'per_month': {
        const amount = numberArg(args, 'amount', 0, MAX_AMOUNT);
        const frequency = args.frequency as Frequency;
        if (!FREQUENCIES.includes(frequency)) {
          throw new ToolInputError(`frequency must be one of ${FREQUENCIES.join(', ')}.`);
        }
        return { amount, frequency, monthly: perMonth(amount, frequency) };
      }
      case 'get_goals':
      case 'goal_reach':
      case 'get_calendar': {
        if (!snapshot) return { error: "The user's data could not be read just now." };
        if (name === 'get_goals') return goalsResult(snapshot);
        return name === 'goal_reach'
          ? goalReachResult(snapshot, args.title, numberArg(args, 'monthly', 0, MAX_AMOUNT))
          : calendarResult(snapshot, numberArg(args, 'days', 1, 366), args.kind);
      }
      case 'emergency_fund':
        return emergencyFund(numberArg(args, 'monthly_expenses', 1, MAX_AMOUNT));
      case 'debt_payoff': {
        const inputs = {
          balance: numberArg(args, 'balance', 1, MAX_AMOUNT),
          apr_percent: numberArg(args, 'apr_percent', 0, 100),
          monthly_payment: numberArg(args, 'monthly_payment', 1, MAX_AMOUNT),
        };
        return { inputs, ...debtPayoff(inputs.balance, inputs.apr_percent, inputs.monthly_payment) };
      }
      case 'future_value': {
        const inputs = {
          start: numberArg(args, 'start', 0, MAX_AMOUNT),
          monthly: numberArg(args, 'monthly', 0, MAX_AMOUNT),
          rate_percent: numberArg(args, 'rate_percent', 0, 100),
          years: numberArg(args, 'years', 0, 100),
        };
        const value = futureValue(inputs.start, inputs.monthly, inputs.rate_percent, inputs.years);
        const paidIn = inputs.start + inputs.monthly * Math.round(inputs.years * 12);
        return { inputs, value, paid_in: paidIn, growth: Math.round((value - paidIn) * 100) / 100 };
      }
      case 'four_percent_income':
        return fourPercentIncome(numberArg(args, 'savings', 1, MAX_AMOUNT));
      case 'rule_of_72': {
        const rate = numberArg(args, 'rate_percent', 0.1, 100);
        return { rate_percent: rate, years_to_double: ruleOf72(rate) };
      }
      default:
        return { error: `There is no tool called ${name}.` };
    }
  } catch (error) {
    if (error instanceof ToolInputError) return { error: error.message };
    // A fault of ours is logged; the model is told the tool failed, and the answer goes on.
    console.error('assistant tool failed', name, error);
    return { error: `${name} failed; answer without it or say the figure is not available.` };
  }
}
