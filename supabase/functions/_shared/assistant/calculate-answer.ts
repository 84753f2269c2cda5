import { formatMoney, formatMoneyPlain } from '../money.ts';
import {
  debtPayoff,
  emergencyFund,
  fourPercentIncome,
  fourPercentTarget,
  futureValue,
  compoundValue,
  ruleOf72,
} from '../finance/calculations.ts';
import { TIMES_A_YEAR } from '../finance/per-month.ts';
import { ASKS_WHEN, COMPOUNDED } from './reading/asks.ts';
import { moneyAt } from './reading/words.ts';
import type { Reading } from './reading/types.ts';
import { paths } from '../paths.ts';

/**
 * Answers a question that carries its own figures with a calculation: the result first, then the
 * inputs used and the page that explains the rule. Null when the question is not one of these
 * sums or lacks a figure it needs (then the guides answer, and no number is made up).
 */

const SAVING_HABITS = `[Saving Habits](${paths.dashboard.lesson('saving-habits')})`;
const HOW_MONEY_WORKS = `[How Money Works](${paths.dashboard.lesson('how-money-works')})`;
const BUDGETING = `[Budgeting Basics](${paths.dashboard.lesson('budgeting')})`;

const money = formatMoneyPlain;

/** Times a year each compounding the question may name adds growth. */
const COMPOUNDING: Record<string, number> = { yearly: 1, annually: 1, quarterly: 4, monthly: 12, daily: 365 };

/** Long-run stock market returns, before and after inflation: a range, never a promise. */
const MARKET_NOMINAL = '7 to 10%';
const MARKET_REAL = '5 to 7%';
/** Above this a debt's rate beats what investing can be expected to return; below 6% it does not. */
const PAY_OFF_ABOVE = 8;
const INVEST_BELOW = 6;

/**
 * "Pay off debt at X% or invest?": paying it off is a certain X% return, investing an uncertain
 * one; which comes first follows from the two. Null unless the question weighs the two.
 */
export function debtOrInvestAnswer(reading: Reading): string {
  const rate = reading.figures.percents[0];
  const market = `Stock markets have returned roughly ${MARKET_NOMINAL} a year over the long run, about ${MARKET_REAL} after inflation, and that is not guaranteed: they can fall for years at a time.`;
  const first =
    'Either way, keep a small emergency fund first, and take any employer match on retirement contributions: the match is an immediate return no debt payment beats.';
  const insurance = reading.namesInsurance
    ? [
        '',
        'No insurance or savings product reliably earns more than a high-interest debt costs; it is not a way to invest ahead of paying it off.',
      ]
    : [];
  if (rate === undefined) {
    return [
      `**It depends on the debt's rate: paying it off earns exactly that rate, guaranteed; investing earns an uncertain return.** ${market}`,
      '',
      `Above about ${PAY_OFF_ABOVE}% (most credit cards), paying the debt off comes first; below about ${INVEST_BELOW}%, investing can be expected to do better over the long run, though not for certain. What rate is the debt?`,
      ...insurance,
      '',
      first,
      '',
      `More on ${HOW_MONEY_WORKS}.`,
    ].join('\n');
  }
  const verdict =
    rate >= PAY_OFF_ABOVE
      ? `**Pay off the debt first: at ${rate}%, every dollar you pay off earns a guaranteed ${rate}%, more than investing can be expected to return.**`
      : rate >= INVEST_BELOW
        ? `**At ${rate}% it is a close call: paying it off earns a certain ${rate}%, about what investing might return over the long run, but without the risk.** Either choice is reasonable; paying it down suits you if you value certainty.`
        : `**At ${rate}%, investing can be expected to come out ahead over the long run, but not for certain; paying the loan early earns a guaranteed ${rate}%.** Either choice is reasonable: the extra payments are the safe choice, investing the likely better one over many years.`;
  return [
    verdict,
    '',
    market,
    ...insurance,
    '',
    first,
    '',
    `Used: debt at ${rate}% a year. More on ${HOW_MONEY_WORKS}.`,
  ].join('\n');
}

/** The calculator sum the reading names, from the question's own figures; null when a figure it needs is missing. */
export function calculationAnswer(reading: Reading): string | null {
  const { text } = reading;
  const { amounts, percents, years } = reading.figures;
  const monthly = amounts.find((a) => a.monthly)?.value;
  const lump = amounts.find((a) => !a.monthly)?.value;

  if (reading.sum === 'emergency-fund') {
    const spend = amounts.find((a) => a.role === 'expenses')?.value;
    if (spend === undefined) {
      // Saved toward a goal, or asked how long at a monthly amount: the user's goal answers.
      const toGoal = amounts.some(
        (a) =>
          a.role === 'contribution' || a.role === 'saved' || (a.role === 'monthly' && ASKS_WHEN.test(text)),
      );
      const unclear = amounts[0];
      if (toGoal || unclear === undefined) return null;
      const amount = money(unclear.value);
      return [
        `I need to know: is ${amount} what you spend each month, or what you can save each month toward an emergency fund?`,
        '',
        `If you spend it, say "I spend ${amount} a month" and I will work out a fund of three to six months of it; if you save it, ask "how long to reach my emergency fund at ${amount} a month?"`,
      ].join('\n');
    }
    const fund = emergencyFund(spend);
    return [
      `**Aim for ${money(fund.low)} to ${money(fund.high)}**: 3 to 6 months of your ${money(spend)} of monthly essential expenses.`,
      '',
      'Lean to the top of the range if your income is irregular or others depend on it. Keep it in an easy-to-reach, federally insured savings account.',
      '',
      `Used: monthly expenses ${money(spend)}. More on ${SAVING_HABITS}.`,
    ].join('\n');
  }

  if (reading.sum === 'payoff') {
    const apr = percents[0]!;
    const balance = amounts.find((a) => a.role === 'balance')?.value;
    if (balance === undefined) {
      const amount = money(amounts[0]!.value);
      return [
        `I need to know: is ${amount} what you owe, or what you pay each month?`,
        '',
        `Say, for example, "I owe ${amount} at ${apr}%" or "I owe $5,000 at ${apr}% and pay ${amount} a month", and I will work out how long it takes and what it costs.`,
      ].join('\n');
    }
    const payment = amounts.find((a) => a.monthly && a.role !== 'expenses')?.value;
    const insurance = reading.namesInsurance;
    const neutral = insurance
      ? [
          '',
          `At ${apr}% APR, paying the card down is a guaranteed ${apr}% return; no insurance or savings product reliably earns that. Clear high-interest debt first, keep a small emergency fund, and consider protection once the debt is gone.`,
        ]
      : [];
    if (payment === undefined) {
      const interest = (balance * apr) / 100 / 12;
      // "Paying the minimum, how long?": each card sets its minimum its own way, and it falls with
      // the balance, so no payoff time can be worked out from the question.
      const minimum = /\bminimums?\b|\bmin (?:payment|due)s?\b/.test(reading.text);
      return [
        ...(minimum
          ? [
              "I can't answer that yet: I don't know your card's minimum payment. Each card sets its own, and it falls as the balance does.",
              '',
            ]
          : []),
        `**${money(balance)} at ${apr}% APR costs about ${formatMoney(interest)} in interest a month.** Pay more than that each month and the balance falls; the more above it, the faster.`,
        ...neutral,
        '',
        'Tell me what you can pay each month (for example "$300 a month") and I will work out how long it takes and what it costs.',
        '',
        `Used: balance ${money(balance)}, APR ${apr}%. More on ${BUDGETING}.`,
      ].join('\n');
    }
    const payoff = debtPayoff(balance, apr, payment);
    const result =
      payoff.kind === 'never'
        ? `**${money(payment)} a month never pays it off**: the interest alone is ${formatMoney(payoff.monthlyInterest)} a month. Pay more than that, or look at a lower rate.`
        : `**${payoff.months} months (${(payoff.months / 12).toFixed(1)} years), with ${formatMoney(payoff.totalInterest)} of interest**, to pay off ${money(balance)} at ${apr}% APR with ${money(payment)} a month.`;
    return [
      result,
      ...neutral,
      '',
      'With several debts, pay the minimum on each and put every extra dollar on the highest rate first (avalanche, the cheapest), or on the smallest balance first (snowball, the quickest wins).',
      '',
      `Used: balance ${money(balance)}, APR ${apr}%, payment ${money(payment)} a month. More on ${BUDGETING}.`,
    ].join('\n');
  }

  // "A FIRE number if I spend 40k a year": the rule run backwards, from spending to savings.
  const spending = reading.numbers.find((n) => n.unit === 'money' && n.role === 'expenses');
  if (reading.sum === 'four-percent' && spending) {
    if (spending.frequency === null) {
      return `I need to know: is ${money(spending.value)} what you spend a year, or a month? Say, for example, "I spend ${money(spending.value)} a year", and I will work out the savings the 4% rule needs for it.`;
    }
    const yearly = spending.value * TIMES_A_YEAR[spending.frequency];
    const said = spending.frequency === 'yearly' ? '' : ` (${moneyAt(spending.value, spending.frequency)})`;
    return [
      `**About ${formatMoney(fourPercentTarget(yearly))}** of savings, by the 4% rule: 25 times ${formatMoney(yearly)} a year of spending${said}, so that 4% of it pays for a year.`,
      '',
      'The rule comes from US stock and bond returns over 30-year retirements; it is a starting point, not a promise, and a longer retirement or a poor first few years call for more.',
      '',
      `Used: spending ${formatMoney(yearly)} a year, 4% a year. More on ${HOW_MONEY_WORKS}.`,
    ].join('\n');
  }

  if (reading.sum === 'four-percent' && lump !== undefined) {
    const income = fourPercentIncome(lump);
    return [
      `**About ${formatMoney(income.yearly)} a year (${formatMoney(income.monthly)} a month)** from ${money(lump)} by the 4% rule: withdraw 4% in the first year, then raise it with inflation.`,
      '',
      'The rule comes from US stock and bond returns over 30-year retirements; it is a starting point, not a promise, and a longer retirement or a poor first few years call for less.',
      '',
      `Used: savings ${money(lump)}, 4% a year. More on ${HOW_MONEY_WORKS}.`,
    ].join('\n');
  }

  if (reading.sum === 'doubling') {
    const rate = percents[0]!;
    return [
      `**About ${ruleOf72(rate)} years** to double at ${rate}% a year, by the rule of 72 (72 ÷ ${rate}).`,
      '',
      `Used: ${rate}% a year. More on ${HOW_MONEY_WORKS}.`,
    ].join('\n');
  }

  if (reading.sum === 'growth' && years !== null) {
    const rate = percents[0]!;
    const start = lump ?? 0;
    const perMonth = monthly ?? 0;
    if (start === 0 && perMonth === 0) return null;
    // "Compounded yearly": a lump sum grown as the question says; added to each month, it is monthly.
    const compounded = COMPOUNDED.exec(text)?.[1];
    const perYear = compounded ? COMPOUNDING[compounded]! : 12;
    if (perYear !== 12 && perMonth > 0) return null;
    const value =
      perYear === 12 ? futureValue(start, perMonth, rate, years) : compoundValue(start, rate, years, perYear);
    const paidIn = start + perMonth * Math.round(years * 12);
    return [
      `**About ${formatMoney(value)} after ${years} years** at ${rate}% a year, compounded ${compounded === 'annually' ? 'yearly' : (compounded ?? 'monthly')}; ${formatMoney(paidIn)} of it is what you put in and ${formatMoney(value - paidIn)} is growth.`,
      '',
      'Returns are not guaranteed: an investment can earn less, or lose money, in any year.',
      '',
      `Used: ${start ? `starting amount ${money(start)}, ` : ''}${perMonth ? `${money(perMonth)} a month, ` : ''}${rate}% a year, ${years} years. More on ${HOW_MONEY_WORKS}.`,
    ].join('\n');
  }
  return null;
}
