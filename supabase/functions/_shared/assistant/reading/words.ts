import type { Frequency } from '../../finance/per-month.ts';
import { formatMoney } from '../../money.ts';
import type { ReadNumber, Reading } from './types.ts';

/**
 * The reading said back in one short line (convention 7: "Reading: ..."), and the frequencies in
 * words, so the user sees what was understood before the answer built on it.
 */

export const FREQUENCY_WORDS: Record<Frequency, string> = {
  weekly: 'a week',
  'bi-weekly': 'every two weeks',
  'semi-monthly': 'twice a month',
  monthly: 'a month',
  quarterly: 'a quarter',
  yearly: 'a year',
};

export const moneyAt = (value: number, frequency: Frequency | null) =>
  `${formatMoney(value)}${frequency ? ` ${FREQUENCY_WORDS[frequency]}` : ''}`;

function describe(n: ReadNumber, sum: boolean): string | null {
  // "$56.00 a week ($28.00 a class x 2)": what it was worked from, said with it.
  const worked = !n.from
    ? ''
    : n.from.per === 'split'
      ? ` (${formatMoney(n.from.each)} split ${n.from.count} ways)`
      : n.from.per === 'percent'
        ? ` (${n.from.count}% of ${formatMoney(n.from.each)})`
        : n.from.per === 'months'
          ? ` (${formatMoney(n.from.each)} over ${n.from.count} months at 0%)`
          : ` (${formatMoney(n.from.each)} ${n.from.per} x ${n.from.count})`;
  const amount = `${moneyAt(n.value, n.frequency)}${worked}`;
  // A sum on the question's own figures ("dinner is 240, split 4 ways") supposes no month for them.
  if (sum && n.unit === 'money' && n.frequency === null && ['new-payment', 'saving'].includes(n.role))
    return amount;
  switch (n.role) {
    case 'income':
      return `income ${amount}`;
    case 'new-payment':
      return `a new payment of ${n.frequency ? amount : `${formatMoney(n.value)} a month${worked}`}`;
    case 'saving':
      return `${n.frequency ? amount : `${formatMoney(n.value)} a month`} saved`;
    case 'saved':
      return `${formatMoney(n.value)} already saved`;
    case 'balance':
      return `a balance of ${formatMoney(n.value)}`;
    case 'expenses':
      return `expenses of ${amount}`;
    case 'owed':
      return `${formatMoney(n.value)} owed`;
    case 'payment':
      return `a payment of ${amount}`;
    case 'price':
      return `a price of ${formatMoney(n.value)}`;
    case 'target':
      return `a target of ${formatMoney(n.value)}`;
    case 'age':
      return `age ${n.value}`;
    case 'retire-age':
      return `retiring at ${n.value}`;
    case 'rate':
      return `${n.value}% a year`;
    case 'percent-of':
      return `${n.value}% of`;
    case 'rule':
      return `the ${n.value}% rule`;
    case 'duration':
      return `${n.value} ${n.unit === 'years' ? 'years' : 'months'}`;
    case 'new-amount':
    case 'change-by':
    case 'current':
      return null;
    default:
      return n.unit === 'money' ? amount : null;
  }
}

/** One short line of what was read, or null when the question had no numbers and no change. */
export function readingLine(reading: Reading): string | null {
  const parts: string[] = [];
  if (reading.change) {
    const { change } = reading;
    const from = change.event?.amount;
    parts.push(
      `${change.event?.title ?? change.name} ${Number.isFinite(change.to) ? `at ${formatMoney(change.to)}` : 'changed'}${from != null ? ` instead of ${formatMoney(from)}` : ''}`,
    );
  }
  for (const n of reading.numbers) {
    // "Instead of my 1250": the changed bill's amount today, already said with the change.
    if (n.role === 'unknown' && reading.change?.event?.amount === n.value) continue;
    const said = describe(n, reading.intent === 'arithmetic');
    if (said) parts.push(said);
  }
  if (parts.length === 0) return null;
  const goal = reading.goals[0];
  return `Reading: ${parts.join('; ')}${goal ? `; goal ${goal.title}` : ''}.`;
}

/** The answer's first line declines (convention 6): it is not given a reading line first. */
export const declines = (answer: string) =>
  /^(\*\*)?(i can't answer that yet|i need|i'm not sure i have a good answer|i can't know|i can't tell you|i can't see)/i.test(
    answer,
  ) || /^[^\n]*\?/.test(answer);
