import { formatMoney, formatMoneyPlain } from '../money.ts';
import {
  debtPayoff,
  emergencyFund,
  fourPercentIncome,
  futureValue,
  ruleOf72,
} from '../finance/calculations.ts';

/**
 * Answers a question that carries its own figures with a calculation: the result first, then the
 * inputs used and the page that explains the rule. Null when the question is not one of these
 * sums or lacks a figure it needs (then the guides answer, and no number is made up).
 */

const SAVING_HABITS = '[Saving Habits](/dashboard/financial-education/saving-habits)';
const HOW_MONEY_WORKS = '[How Money Works](/dashboard/financial-education/how-money-works)';
const BUDGETING = '[Budgeting Basics](/dashboard/financial-education/budgeting)';

interface Figures {
  /** Dollar amounts in the order written, with whether each is "a month". */
  amounts: { value: number; monthly: boolean }[];
  percents: number[];
  years: number | null;
}

const MULTIPLIER: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000 };

/** The figures of a question: "$8,000", "8k", "24%", "10 years", "$300 a month". */
export function readFigures(question: string): Figures {
  const text = question.toLowerCase();
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/g)].map((m) => Number(m[1]));
  const yearsMatch = /(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b/.exec(text);
  const amounts = [
    ...text.matchAll(
      /(\$\s*)?(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|m|million)?\b(?!\s*(?:%|percent|years?|yrs?|months?))(\s*(?:a|per|\/|each|every)\s*month|\s*monthly)?/g,
    ),
  ]
    .filter((m) => m[1] !== undefined || m[3] !== undefined || Number(m[2]!.replace(/,/g, '')) >= 100)
    .map((m) => ({
      value: Number(m[2]!.replace(/,/g, '')) * (m[3] ? MULTIPLIER[m[3]]! : 1),
      monthly: m[4] !== undefined,
    }));
  return { amounts, percents, years: yearsMatch ? Number(yearsMatch[1]) : null };
}

const money = formatMoneyPlain;

export function calculationAnswer(question: string): string | null {
  const text = question.toLowerCase();
  const { amounts, percents, years } = readFigures(question);
  const monthly = amounts.find((a) => a.monthly)?.value;
  const lump = amounts.find((a) => !a.monthly)?.value;

  if (/emergency fund|rainy[- ]day/.test(text)) {
    const spend = monthly ?? (/\b(spend|expenses?|costs?)\b/.test(text) ? lump : undefined);
    if (spend === undefined) return null;
    const fund = emergencyFund(spend);
    return [
      `**Aim for ${money(fund.low)} to ${money(fund.high)}**: 3 to 6 months of your ${money(spend)} of monthly essential expenses.`,
      '',
      'Lean to the top of the range if your income is irregular or others depend on it. Keep it in an easy-to-reach, federally insured savings account.',
      '',
      `Used: monthly expenses ${money(spend)}. More on ${SAVING_HABITS}.`,
    ].join('\n');
  }

  if (
    /\b(debt|card|loan|owe|balance|pay (it )?off)\b/.test(text) &&
    percents.length > 0 &&
    lump !== undefined
  ) {
    const apr = percents[0]!;
    const insurance = /\b(whole life|life insurance|insurance|annuity|iul)\b/.test(text);
    const neutral = insurance
      ? [
          '',
          `At ${apr}% APR, paying the card down is a guaranteed ${apr}% return; no insurance or savings product reliably earns that. Clear high-interest debt first, keep a small emergency fund, and consider protection once the debt is gone.`,
        ]
      : [];
    if (monthly === undefined) {
      const interest = (lump * apr) / 100 / 12;
      return [
        `**${money(lump)} at ${apr}% APR costs about ${formatMoney(interest)} in interest a month.** Pay more than that each month and the balance falls; the more above it, the faster.`,
        ...neutral,
        '',
        'Tell me what you can pay each month (for example "$300 a month") and I will work out how long it takes and what it costs.',
        '',
        `Used: balance ${money(lump)}, APR ${apr}%. More on ${BUDGETING}.`,
      ].join('\n');
    }
    const payoff = debtPayoff(lump, apr, monthly);
    const result =
      payoff.kind === 'never'
        ? `**${money(monthly)} a month never pays it off**: the interest alone is ${formatMoney(payoff.monthlyInterest)} a month. Pay more than that, or look at a lower rate.`
        : `**${payoff.months} months (${(payoff.months / 12).toFixed(1)} years), with ${formatMoney(payoff.totalInterest)} of interest**, to pay off ${money(lump)} at ${apr}% APR with ${money(monthly)} a month.`;
    return [
      result,
      ...neutral,
      '',
      'With several debts, pay the minimum on each and put every extra dollar on the highest rate first (avalanche, the cheapest), or on the smallest balance first (snowball, the quickest wins).',
      '',
      `Used: balance ${money(lump)}, APR ${apr}%, payment ${money(monthly)} a month. More on ${BUDGETING}.`,
    ].join('\n');
  }

  if (/\b(4|four) ?(%|percent) rule\b|\bincome from\b|\bwithdraw\b/.test(text) && lump !== undefined) {
    const income = fourPercentIncome(lump);
    return [
      `**About ${formatMoney(income.yearly)} a year (${formatMoney(income.monthly)} a month)** from ${money(lump)} by the 4% rule: withdraw 4% in the first year, then raise it with inflation.`,
      '',
      'The rule comes from US stock and bond returns over 30-year retirements; it is a starting point, not a promise, and a longer retirement or a poor first few years call for less.',
      '',
      `Used: savings ${money(lump)}, 4% a year. More on ${HOW_MONEY_WORKS}.`,
    ].join('\n');
  }

  if (/\bdouble\b/.test(text) && percents.length > 0) {
    const rate = percents[0]!;
    return [
      `**About ${ruleOf72(rate)} years** to double at ${rate}% a year, by the rule of 72 (72 ÷ ${rate}).`,
      '',
      `Used: ${rate}% a year. More on ${HOW_MONEY_WORKS}.`,
    ].join('\n');
  }

  if (
    /\b(grow|worth|invest|compound|save|saving|have|end up|reach)\b/.test(text) &&
    percents.length > 0 &&
    years !== null
  ) {
    const rate = percents[0]!;
    const start = lump ?? 0;
    const perMonth = monthly ?? 0;
    if (start === 0 && perMonth === 0) return null;
    const value = futureValue(start, perMonth, rate, years);
    const paidIn = start + perMonth * Math.round(years * 12);
    return [
      `**About ${formatMoney(value)} after ${years} years** at ${rate}% a year, compounded monthly; ${formatMoney(paidIn)} of it is what you put in and ${formatMoney(value - paidIn)} is growth.`,
      '',
      'Returns are not guaranteed: an investment can earn less, or lose money, in any year.',
      '',
      `Used: ${start ? `starting amount ${money(start)}, ` : ''}${perMonth ? `${money(perMonth)} a month, ` : ''}${rate}% a year, ${years} years. More on ${HOW_MONEY_WORKS}.`,
    ].join('\n');
  }
  return null;
}
