/**
 * How a question is read before it is answered (decisions/007): split into the questions it holds,
 * and its figures with the role the sentence gives each ("I spend $3,000 a month" is expenses,
 * "save $300 a month" a contribution, "$8,000 on a card" a balance). A figure whose role the
 * words do not give stays 'unknown', and the answer asks rather than guesses.
 */

export type AmountRole =
  /** Spent each month: "I spend $3,000 a month", "expenses of $4,500". */
  | 'expenses'
  /** Saved or added each month: "save $300 a month", "put in $500 a month". */
  | 'contribution'
  /** Paid on a debt: "pay $150 a month", "paying $200". */
  | 'payment'
  /** Owed: "I owe $10,000", "$8,000 on a card", "12k of loans". */
  | 'balance'
  /** Saved already: "$5,000 saved", "I have $5,000". */
  | 'saved'
  /** "$X a month" (or "at $X a month") with no verb: saved or paid, by the question's topic. */
  | 'monthly'
  | 'unknown';

export interface Amount {
  value: number;
  monthly: boolean;
  role: AmountRole;
}

export interface Figures {
  /** Dollar amounts in the order written. */
  amounts: Amount[];
  percents: number[];
  years: number | null;
}

const MULTIPLIER: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000 };

const EXPENSES = /\b(spend|spending|spent|expenses?|costs?|live on|outgoings)\b/;
const CONTRIBUTION =
  /\b(save|saving|put|putting|set aside|setting aside|add|adding|contribute|contributing|deposit|depositing|invest|investing)\b/;
const PAYMENT = /\b(pay|paying|payments?)\b/;
const OWED = /\b(owe|owing|balance|debt of|pay off|paying off|clear|clearing|repay|repaying)\b/;
const OWED_AFTER =
  /^\s*(?:of|in)\s+(?:\w+\s+){0,2}(?:debts?|loans?)\b|^\s*on\s+(?:a|my|the)\s+(?:\w+\s+)?cards?\b|^\s*(?:credit\s+|store\s+|car\s+|student\s+)?(?:cards?|loans?|debts?|balance|mortgage)\b/;
const SAVED_AFTER = /^\s*(?:already\s+)?saved\b/;
const SAVED_BEFORE = /\b(i have|i've got|i've saved|saved|savings of)\s*$/;

/** The role of the amount between `before` and `after`, from the words next to it. */
function roleOf(before: string, after: string, monthly: boolean): AmountRole {
  // The words just before, within the clause (a comma or "and" ends a clause's reach).
  const near = before
    .split(/[,;:.?!]|\band\b/)
    .pop()!
    .split(/\s+/)
    .slice(-5)
    .join(' ');
  if (OWED_AFTER.test(after)) return 'balance';
  if (EXPENSES.test(near)) return 'expenses';
  if (OWED.test(near)) return 'balance';
  if (PAYMENT.test(near)) return monthly ? 'payment' : 'unknown';
  if (CONTRIBUTION.test(near)) return monthly ? 'contribution' : 'saved';
  if (SAVED_AFTER.test(after) || SAVED_BEFORE.test(before)) return 'saved';
  return monthly ? 'monthly' : 'unknown';
}

/** The figures of a question: "$8,000", "8k", "24%", "10 years", "$300 a month", with roles. */
export function readFigures(question: string): Figures {
  // A plan's name is not an amount: "401k" is not $401,000.
  const text = question.toLowerCase().replace(/\b(401|403|457)\s*\(?[kb]\)?/g, 'plan');
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/g)].map((m) => Number(m[1]));
  const yearsMatch = /(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b/.exec(text);
  const amounts = [
    ...text.matchAll(
      /(\$\s*)?(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|m|million)?\b(?!\s*(?:%|percent|years?\b|yrs?\b|months?\b))(\s*(?:a|per|\/|each|every)\s*(?:month|mo\b)|\s*monthly)?/g,
    ),
  ]
    .filter((m) => m[1] !== undefined || m[3] !== undefined || Number(m[2]!.replace(/,/g, '')) >= 100)
    .map((m) => {
      const monthly = m[4] !== undefined;
      const before = text.slice(0, m.index);
      const after = text.slice(m.index + m[0].length);
      return {
        value: Number(m[2]!.replace(/,/g, '')) * (m[3] ? MULTIPLIER[m[3]]! : 1),
        monthly,
        role: roleOf(before, after, monthly),
      };
    });
  return { amounts, percents, years: yearsMatch ? Number(yearsMatch[1]) : null };
}

/** Words a question starts with: what begins a new question after "and", ";" or a full stop. */
const QUESTION_START =
  /^(how|what|what's|whats|when|when's|where|which|who|why|is|are|do|does|did|can|could|should|will|would|and (how|what|when|where|which|is|are|do|does|can|should|will|would))\b/i;

/**
 * The questions a message holds, each with the statements before it ("I owe $3,000 at 18%; how
 * long will that take, and what is the avalanche?" is two: the sum and the method). A part is
 * cut where a sentence ends, at a ";", or at ", and" / " and" followed by a question word.
 */
export function splitQuestions(text: string): string[] {
  const pieces = text
    .split(
      /(?<=[?.!;])\s+|,?\s+(?=and (?:how|what|when|where|which|is|are|do|does|can|should|will|would)\b)/i,
    )
    .map((piece) => piece.replace(/^and\s+/i, '').trim())
    .filter((piece) => piece.length > 0);
  const questions: string[] = [];
  let context = '';
  for (const piece of pieces) {
    // A statement ("I spend $3,000 a month.") belongs to the question after it.
    const asks = QUESTION_START.test(piece) || piece.endsWith('?');
    if (!asks) {
      context = `${context}${piece} `;
      continue;
    }
    questions.push(`${context}${piece}`.trim());
    context = '';
  }
  if (context.trim()) {
    if (questions.length === 0) questions.push(context.trim());
    else questions[questions.length - 1] = `${questions[questions.length - 1]} ${context.trim()}`;
  }
  return questions;
}
