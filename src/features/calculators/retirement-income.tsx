import { Link } from 'react-router-dom';
import { BarTable } from '@/components/charts/bar-table';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import { CalculatorFrame, Figures, FixInputs, ResultHeadline } from './components/calculator-frame';
import { NumberFields } from './components/number-fields';
import { calculatorBySlug } from './content';
import { INCOME_EXAMPLE, retirementIncome } from './logic';
import { useUrlInputs } from './use-url-inputs';
import { RETIREMENT_INCOME_INPUTS } from './inputs';

export function RetirementIncomeCalculator() {
  const inputs = useUrlInputs(RETIREMENT_INCOME_INPUTS);
  const { values } = inputs;
  const result = values && retirementIncome(values.savings, values.rate, values.socialSecurity);
  const example = retirementIncome(
    INCOME_EXAMPLE.savings,
    INCOME_EXAMPLE.rate,
    INCOME_EXAMPLE.socialSecurityMonthly,
  );

  return (
    <CalculatorFrame
      calculator={calculatorBySlug('retirement-income')!}
      inputs={<NumberFields inputs={RETIREMENT_INCOME_INPUTS} state={inputs} />}
    >
      {values && result ? (
        <>
          <ResultHeadline>
            About <strong>{formatMoney(result.totalYearly)} a year</strong> (
            {formatMoney(result.totalMonthly)} a month) in the first year:{' '}
            {formatMoney(result.withdrawalYearly)} from savings at {values.rate}% and{' '}
            {formatMoney(result.socialSecurityYearly)} from Social Security.
          </ResultHeadline>
          <Figures
            items={[
              { label: 'From savings, a year', value: formatMoney(result.withdrawalYearly) },
              { label: 'From savings, a month', value: formatMoney(result.withdrawalMonthly) },
              { label: 'Social Security, a year', value: formatMoney(result.socialSecurityYearly) },
              { label: 'Total, a year', value: formatMoney(result.totalYearly) },
              { label: 'Total, a month', value: formatMoney(result.totalMonthly) },
            ]}
          />
          <Card className="p-4 sm:p-6">
            <BarTable
              title="Your first year's income, by source"
              valueHeading="A year"
              format={formatMoney}
              rows={[
                { label: 'Social Security', value: result.socialSecurityYearly, tone: 'muted' },
                { label: `Savings at ${values.rate}%`, value: result.withdrawalYearly, tone: 'muted' },
                { label: 'Total', value: result.totalYearly },
              ]}
            />
          </Card>
          <Card className="grid gap-2 p-4 text-sm sm:p-6">
            <h2 className="text-base font-semibold">The same figures as our Income For Life example</h2>
            <p>
              {formatMoney(INCOME_EXAMPLE.savings)} at {INCOME_EXAMPLE.rate}% with{' '}
              {formatMoney(INCOME_EXAMPLE.socialSecurityMonthly)} a month of Social Security gives{' '}
              {formatMoney(example.totalYearly)} a year, as the{' '}
              <Link
                to={`${paths.dashboard.solution('income-for-life')}#income-comparison`}
                className="font-medium text-primary hover:underline"
              >
                income comparison on the Income For Life page
              </Link>{' '}
              shows; there, a lifetime annuity bought with the same savings is compared too.
            </p>
          </Card>
          <p className="text-sm text-muted-foreground">
            The 4% rule comes from past US market returns over 30-year retirements; it is a starting point,
            not a guarantee.
          </p>
        </>
      ) : (
        <FixInputs />
      )}
    </CalculatorFrame>
  );
}
