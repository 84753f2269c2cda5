import { fourPercentIncome, futureValue } from '../finance/calculations.ts';
import { perMonth } from '../finance/per-month.ts';
import { formatMoney } from '../money.ts';
import { paths } from '../paths.ts';
import type { Reading } from './reading/types.ts';
import { moneyAt } from './reading/words.ts';

/**
 * "Is $200 a month enough for retirement if I am 35?" (convention 2): what the monthly amount
 * grows to by 65 at a modest stated return (5% a year unless the question says), with any lump sum
 * already saved, and the income the 4% rule gives from it. Estimates, said as such.
 */

const RETIREMENT_AGE = 65;
const ASSUMED_RATE = 5;
const CALCULATOR = `[retirement income calculator](${paths.dashboard.calculators['retirement-income']})`;

export function retirementAnswer(reading: Reading): string {
  const age = reading.numbers.find((n) => n.role === 'age')?.value;
  const saving = reading.numbers.find(
    (n) => n.unit === 'money' && (n.role === 'saving' || (n.frequency !== null && n.role !== 'income')),
  );
  if (age === undefined) {
    return `I need your age to project that: say, for example, "I am 35". Then I can work out what ${saving ? formatMoney(saving.value) : 'a monthly amount'} grows to by ${RETIREMENT_AGE} and the income it could give.`;
  }
  if (age >= RETIREMENT_AGE || age < 16) {
    return `I can't answer that yet: I project saving from an age of 16 up to ${RETIREMENT_AGE}, and ${age} is outside that. The ${CALCULATOR} shows the income savings could give at any age.`;
  }
  const start = reading.numbers.find((n) => n.role === 'saved')?.value ?? 0;
  // "52 with 210k put away, if I stop contributing": the lump sum alone grows.
  const none =
    start > 0 &&
    /\b(stop(?:ped)? (?:contributing|adding|putting)|not (?:adding|contributing|putting)|no more (?:contributions|deposits)|without adding|nothing more)\b/.test(
      reading.text,
    );
  if (!saving && !none) {
    return `I need how much you would put in each month to project that: say, for example, "$200 a month from ${age}".`;
  }
  const monthly = saving ? perMonth(saving.value, saving.frequency ?? 'monthly') : 0;
  const stated = reading.numbers.find((n) => n.role === 'rate')?.value;
  const rate = stated ?? ASSUMED_RATE;
  const years = RETIREMENT_AGE - age;
  const total = futureValue(start, monthly, rate, years);
  const income = fourPercentIncome(total);
  return [
    `**About ${formatMoney(total)} by ${RETIREMENT_AGE}, an estimate: ${formatMoney(monthly)} a month${saving?.frequency && saving.frequency !== 'monthly' ? ` (${moneyAt(saving.value, saving.frequency)})` : ''} from age ${age}${start > 0 ? ` on top of ${formatMoney(start)} already saved` : ''}, at ${rate}% a year${stated === undefined ? ' (a modest return I assumed)' : ''}, for ${years} years.**`,
    '',
    `By the 4% rule, that could give about ${formatMoney(income.yearly)} a year (${formatMoney(income.monthly)} a month) of income, also an estimate: returns are not guaranteed, and prices rise meanwhile.`,
    '',
    `Whether it is enough depends on what you will spend and what else you will have (Social Security, a pension). Try other amounts with the ${CALCULATOR}.`,
  ].join('\n');
}
