import { fourPercentIncome, futureValue } from '../finance/calculations.ts';
import { perMonth } from '../finance/per-month.ts';
import { formatMoney } from '../money.ts';
import { paths } from '../paths.ts';
import type { Reading } from './reading/types.ts';
import { moneyAt } from './reading/words.ts';

/**
 * "Is $200 a month enough for retirement if I am 35?" (convention 2): what the monthly amount
 * grows to by 65 (or the age asked, up to 75) at a modest stated return (5% a year unless the question says), with any lump sum
 * already saved, and the income the 4% rule gives from it. Estimates, said as such.
 */

const RETIREMENT_AGE = 65;
/** The latest retirement age projected to: past it, an estimate of decades of returns says little. */
const LATEST_RETIREMENT_AGE = 75;
const ASSUMED_RATE = 5;
/** Two people's amounts asked of together: "combined", "between us", "both". */
const TOGETHER = /\b(?:combined|together|both|between us|altogether|joint(?:ly)?)\b/;
const CALCULATOR = `[retirement income calculator](${paths.dashboard.calculators['retirement-income']})`;

export function retirementAnswer(reading: Reading): string {
  const age = reading.numbers.find((n) => n.role === 'age')?.value;
  // "What do I have at 67?": the age the question retires at, else 65.
  const stated = reading.numbers.find((n) => n.role === 'retire-age')?.value;
  const retireAt =
    stated !== undefined && stated > RETIREMENT_AGE && stated <= LATEST_RETIREMENT_AGE
      ? stated
      : RETIREMENT_AGE;
  const savings = reading.numbers.filter(
    (n) => n.unit === 'money' && (n.role === 'saving' || (n.frequency !== null && n.role !== 'income')),
  );
  const saving = savings[0];
  // "I put 300 and my partner puts 275 each month, combined at 65?": both go in.
  const together =
    savings.length > 1 &&
    TOGETHER.test(reading.text) &&
    savings.every((n) => n.frequency === saving!.frequency)
      ? savings
      : savings.slice(0, 1);
  if (age === undefined) {
    return `I need your age to project that: say, for example, "I am 35". Then I can work out what ${saving ? formatMoney(saving.value) : 'a monthly amount'} grows to by ${retireAt} and the income it could give.`;
  }
  if (age >= retireAt || age < 16) {
    return `I can't answer that yet: I project saving from an age of 16 up to ${retireAt}, and ${age} is outside that. The ${CALCULATOR} shows the income savings could give at any age.`;
  }
  const start = reading.numbers.find((n) => n.role === 'saved')?.value ?? 0;
  // "52 with 210k put away, if I stop contributing": the lump sum alone grows.
  const none =
    start > 0 &&
    /\b(stop(?:ped)? (?:contributing|adding|putting)|not (?:adding|contributing|putting)|no more (?:contributions|deposits)|without adding|nothing more|never (?:add|put|contribute|deposit)\w*)\b/.test(
      reading.text,
    );
  if (!saving && !none) {
    return `I need how much you would put in each month to project that: say, for example, "$200 a month from ${age}".`;
  }
  const monthly = together.reduce((sum, n) => sum + perMonth(n.value, n.frequency ?? 'monthly'), 0);
  const statedRate = reading.numbers.find((n) => n.role === 'rate')?.value;
  const rate = statedRate ?? ASSUMED_RATE;
  const years = retireAt - age;
  const total = futureValue(start, monthly, rate, years);
  const income = fourPercentIncome(total);
  const what =
    monthly === 0
      ? `${formatMoney(start)} already saved from age ${age}, with nothing added`
      : `${formatMoney(monthly)} a month${together.length > 1 ? ` (${together.map((n) => moneyAt(n.value, n.frequency ?? 'monthly')).join(' and ')} together)` : saving?.frequency && saving.frequency !== 'monthly' ? ` (${moneyAt(saving.value, saving.frequency)})` : ''} from age ${age}${start > 0 ? ` on top of ${formatMoney(start)} already saved` : ''}`;
  // "Puts me over 300k by 65?": the estimate weighed against the sum asked about.
  const target = reading.numbers.find((n) => n.unit === 'money' && n.role === 'target')?.value;
  const against =
    target === undefined
      ? ''
      : ` That is ${total >= target ? 'more' : 'less'} than the ${formatMoney(target)} you asked about.`;
  return [
    `**About ${formatMoney(total)} by ${retireAt}, an estimate: ${what}, at ${rate}% a year${statedRate === undefined ? ' (a modest return I assumed)' : ''}, for ${years} years.**${against}`,
    '',
    `By the 4% rule, that could give about ${formatMoney(income.yearly)} a year (${formatMoney(income.monthly)} a month) of income, also an estimate: returns are not guaranteed, and prices rise meanwhile.`,
    '',
    `Whether it is enough depends on what you will spend and what else you will have (Social Security, a pension). Try other amounts with the ${CALCULATOR}.`,
  ].join('\n');
}
