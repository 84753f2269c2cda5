import type { Intent, Reading } from './types.ts';

/**
 * Safety gates (docs/decisions/027, round 11): a confident answer to another question is worse
 * than a decline. Each gate reads the structured reading and the answer chosen for it, and names
 * why that answer may be to another question; responder.ts then declines instead. They hold for
 * every answer alike, so a misreading the reader has not met yet is caught by its kind.
 */

/** A supposition: "if rent went to ...", "suppose I lose ...", "say my pay were ...". */
const SUPPOSES = /\b(?:if|suppose|supposing|say)\b/;

/** A yes-or-no about the user's own future that no page can settle: "will we qualify", "will my ... restart". */
const PREDICTS_OWN =
  /^(?:\W*\w+,\s*)?(?:will|is|are) (?:we|i|my|our|student|the)\b(?![^?]*\b(?:need|help|work|cover|protect|cost)\b)|\bmy [a-z ]{2,30} (?:going to|gonna) (?:pay|be|hit|come)\b/;

/** "Between 48k and 71k": a range, weighed at each end, never added up. */
const RANGE = /\bbetween \$?\d[\d,.]*\s*k?\b[^?]{0,20}?\band \$?\d/;

/** "In today's dollars", "after inflation": a figure of another kind than a projection's nominal sum. */
const REAL_TERMS =
  /\btoday'?s dollars\b|\b(?:after|adjusted for) inflation\b|\binflation[- ]adjusted\b|\breal terms\b/;

/**
 * A choice between two options for the asker ("a lump sum or the monthly check, which is smarter",
 * "is a 529 or a UTMA better for my kid"): what is better for someone is individual advice.
 */
const CHOOSES = /\bor\b[^?]*\b(?:better|smarter|wiser|best)\b|\b(?:better|smarter|wiser)\b[^?]*\bor\b/;

/** A share among people or parts ("split 50/50 with my brokerage", "shared between the three of us"). */
const SPLITS =
  /\bsplit (?:\d+\s*\/\s*\d+ )?(?:with|between|among|evenly|equally|in half)\b|\bshared? (?:with|between|among)\b|\b50\s*\/\s*50\b/;

/** The word before " or " and the first after it (past an article): the two options weighed. */
const OPTIONS = /([a-z0-9][\w-]*)\s+or\s+(?:an? |the )?([a-z0-9][\w-]*)/;

/** Whether the answer names both options the question asks to choose between. */
function namesBoth(text: string, answer: string): boolean {
  const options = OPTIONS.exec(text);
  if (!options) return false;
  const said = answer.toLowerCase();
  return [options[1]!, options[2]!].every((option) => said.includes(option));
}

export type Gate =
  | 'role-less'
  | 'supposition'
  | 'implausible-change'
  | 'prediction'
  | 'range'
  | 'split'
  | 'real-terms'
  | 'choice';

export function gateOf(reading: Reading, answer: string): Gate | null {
  const { intent, text, change } = reading;
  // In whether a cost fits, every amount is pay, a payment or a price: one the reader could give
  // neither a role nor a frequency ("dues to 310", "a 2,000 bonus") was weighed as a guess. (In a
  // goal's question such an amount is what is saved, which the goal's answer reads as such.)
  const roleLess = reading.numbers.some(
    (n) =>
      n.unit === 'money' && n.role === 'unknown' && n.frequency === null && n.value !== change?.event?.amount,
  );
  if (intent === 'affordability' && roleLess) return 'role-less';
  // The calendar as it is answers "would I go under before payday" but not "... if rent went to
  // twelve seventy five": a supposition the reading holds no change or balance for was not run.
  const supposed = change !== null || reading.numbers.some((n) => n.role === 'balance');
  if (intent === 'forecast-short' && SUPPOSES.test(text) && !supposed) return 'supposition';
  // A new amount a tenth or ten times what it replaces is another thing's amount ("my cell goes to
  // 95" taken for the paycheck); nothing (a cancelled bill, lost pay) is a change of its own.
  // A rise or cut "by" an amount is weighed against the bill itself and may be any size.
  const from = change?.event?.amount;
  const said = reading.numbers.some((n) => n.role === 'new-amount');
  if (change && from && said && change.to > 0 && (change.to < from / 10 || change.to > from * 10))
    return 'implausible-change';
  if (RANGE.test(text) && intent === 'arithmetic') return 'range';
  // A sum that never divided what the question shares out answers before the share.
  if (intent === 'arithmetic' && SPLITS.test(text) && !/\bsplit|\bshare|\bhalf\b|\beach\b/i.test(answer))
    return 'split';
  if (REAL_TERMS.test(text) && !/today'?s dollars|inflation/i.test(answer)) return 'real-terms';
  if (PREDICTS_OWN.test(text) && GUIDED.has(intent)) return 'prediction';
  // A guide page that weighs both options ("avalanche or snowball") answers the choice; one that
  // says how one of them works answers another question. (Paying debt or investing has its own
  // answer, 'debt-or-invest'.)
  if (CHOOSES.test(text) && intent === 'guide' && !namesBoth(text, answer)) return 'choice';
  return null;
}

/** The answers from the app's pages, which say how things work in general, not what will happen. */
const GUIDED = new Set<Intent>(['guide', 'debt-or-invest']);

export const GATE_DECLINE: Record<Gate, string> = {
  'role-less': `I can't answer that yet: I read an amount in your question but could not tell what it is (pay, a new payment, a bill's new amount or money for a goal). Say it with what it is, for example "my second job adds $900 a month to my income" or "can I afford a new $212 monthly payment?".`,
  supposition: `I can't answer that yet: I could not read the change you are supposing, so your forecast would not include it. Say the bill or pay and its new amount, for example "if my rent went to $1,275, would I go negative before payday?".`,
  'implausible-change': `I can't answer that yet: the amount you give is far from what I hold for the bill or pay I matched it to, so I may have matched the wrong one. Name the bill or pay and its new amount, for example "if my phone bill goes to $95".`,
  prediction: `I can't know that: the app holds your goals and calendar, not decisions others will make or records such as your benefits, loans or pension. The agency or lender concerned can tell you.`,
  range: `I can't answer that yet: I read a range of amounts and work out one amount at a time. Ask for each end, for example "48k a year, per month?".`,
  split: `I can't answer that yet: I read a share in your question (a split) but could not tell how it divides the amount. Ask for the sum and the share one at a time, for example "6% of $250,000" and then "half of $15,000".`,
  choice: `I can't tell you which is better for you: that depends on your whole situation (taxes, family, other savings and plans), which is individual advice. The app's guides explain how each works, and a free consultation can weigh them with you.`,
  'real-terms': `I can't answer that yet: a figure in today's dollars needs an inflation rate, which I don't assume. Say one, or ask for the figure without adjusting for inflation.`,
};
