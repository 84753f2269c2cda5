import { LineChart } from '@/components/charts/line-chart';
import { Card } from '@/components/ui/card';
import { formatDollars, formatMoney } from '@/lib/money';
import { CalculatorFrame, Figures, FixInputs, ResultHeadline } from './components/calculator-frame';
import { NumberFields } from './components/number-fields';
import { calculatorBySlug } from './content';
import { compoundGrowth } from './logic';
import { useUrlInputs } from './use-url-inputs';
import { COMPOUND_GROWTH_INPUTS } from './inputs';

export function CompoundGrowthCalculator() {
  const inputs = useUrlInputs(COMPOUND_GROWTH_INPUTS);
  const { values } = inputs;
  const result = values && compoundGrowth(values.start, values.monthly, values.rate, values.years);

  return (
    <CalculatorFrame
      calculator={calculatorBySlug('compound-growth')!}
      inputs={<NumberFields inputs={COMPOUND_GROWTH_INPUTS} state={inputs} />}
    >
      {values && result ? (
        <>
          <ResultHeadline>
            After {values.years} {values.years === 1 ? 'year' : 'years'} you would have{' '}
            <strong>{formatMoney(result.value)}</strong>: {formatMoney(result.paidIn)} you put in and{' '}
            {formatMoney(result.growth)} of growth.
            {result.doublingYears !== null && (
              <>
                {' '}
                At {values.rate}% a year, money doubles in about {result.doublingYears} years (the rule of
                72).
              </>
            )}
          </ResultHeadline>
          <Figures
            items={[
              { label: 'Future value', value: formatMoney(result.value) },
              { label: 'You put in', value: formatMoney(result.paidIn) },
              { label: 'Growth', value: formatMoney(result.growth) },
            ]}
          />
          <Card className="p-4 sm:p-6">
            <LineChart
              title="Balance and what you put in, year by year"
              summary={`The balance grows from ${formatMoney(values.start)} to ${formatMoney(result.value)} over ${values.years} years; contributions add up to ${formatMoney(result.paidIn)}.`}
              xHeading="Year"
              formatX={(x) => `Year ${x}`}
              formatY={formatDollars}
              series={[
                {
                  label: 'Balance',
                  tone: 'primary',
                  points: result.years.map((y) => ({ x: y.year, y: y.balance })),
                },
                {
                  label: 'You put in',
                  tone: 'muted',
                  points: result.years.map((y) => ({ x: y.year, y: y.paidIn })),
                },
              ]}
            />
          </Card>
          <p className="text-sm text-muted-foreground">
            Compounded monthly, contributions at the end of each month. Returns are not guaranteed: an
            investment can earn less, or lose money, in any year.
          </p>
        </>
      ) : (
        <FixInputs />
      )}
    </CalculatorFrame>
  );
}
