import { perMonth, TIMES_A_YEAR, type Frequency } from '../finance/per-month.ts';
import { formatMoney } from '../money.ts';
import type { Reading } from './reading/types.ts';
import { FREQUENCY_WORDS } from './reading/words.ts';

/**
 * Plain arithmetic on the question's own numbers: "$15 a week, how much in a year?" (15 x 52),
 * "what is 7% of $2,000?", "$400 a month for 5 years". The sum is shown with the result.
 */

const PERIODS: [Frequency, RegExp][] = [
  ['yearly', /\b(years?|annual(ly)?|yearly)\b/],
  ['monthly', /\b(months?|monthly)\b/],
  ['weekly', /\b(weeks?|weekly)\b/],
  ['quarterly', /\b(quarters?|quarterly)\b/],
];

const times = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)}`;

export function arithmeticAnswer(reading: Reading): string {
  const percent = reading.numbers.find((n) => n.role === 'percent-of');
  if (percent) {
    const base = reading.numbers.find((n) => n.unit === 'money' && n.at > percent.at);
    if (base) {
      const result = Math.round(base.value * percent.value) / 100;
      return `**${formatMoney(result)}** is ${percent.value}% of ${formatMoney(base.value)} (${formatMoney(base.value)} x ${percent.value} / 100).`;
    }
  }
  const amount = reading.numbers.find((n) => n.unit === 'money' && n.frequency !== null);
  if (!amount) return cannot();
  const frequency = amount.frequency!;
  const duration = reading.numbers.find((n) => n.role === 'duration');
  if (duration) {
    const perYear = TIMES_A_YEAR[frequency];
    const total =
      duration.unit === 'years'
        ? Math.round(amount.value * perYear * duration.value * 100) / 100
        : Math.round(perMonth(amount.value, frequency) * duration.value * 100) / 100;
    const span = `${duration.value} ${duration.unit === 'years' ? (duration.value === 1 ? 'year' : 'years') : duration.value === 1 ? 'month' : 'months'}`;
    const how =
      duration.unit === 'years'
        ? `${formatMoney(amount.value)} x ${perYear} a year x ${duration.value}`
        : `${formatMoney(perMonth(amount.value, frequency))} a month x ${duration.value}`;
    return `**${formatMoney(total)} over ${span}**: ${how}, before any interest.`;
  }
  // The period asked is the one named besides the amount's own ("a week ... in a year").
  const own = FREQUENCY_WORDS[frequency];
  const rest = reading.text.replace(
    new RegExp(`\\b(a|per|each|every)\\s+${own.split(' ').pop()!}\\b|\\b${frequency}\\b`),
    ' ',
  );
  const asked = PERIODS.find(([f, pattern]) => f !== frequency && pattern.test(rest.slice(amount.at)))?.[0];
  if (!asked) return cannot();
  const yearly = amount.value * TIMES_A_YEAR[frequency];
  const result =
    asked === 'monthly'
      ? perMonth(amount.value, frequency)
      : Math.round((yearly / TIMES_A_YEAR[asked]) * 100) / 100;
  const how =
    asked === 'yearly'
      ? `${formatMoney(amount.value)} x ${TIMES_A_YEAR[frequency]}`
      : asked === 'monthly'
        ? `${formatMoney(amount.value)} x ${times(TIMES_A_YEAR[frequency])} / 12`
        : `${formatMoney(amount.value)} x ${TIMES_A_YEAR[frequency]} / ${TIMES_A_YEAR[asked]}`;
  return `**${formatMoney(result)} ${FREQUENCY_WORDS[asked]}**: ${how}.`;
}

const cannot = () =>
  'I can\'t answer that yet: I could not tell which sum you want. Ask, for example, "$15 a week, how much in a year?" or "what is 7% of $2,000?"';
