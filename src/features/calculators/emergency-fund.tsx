import { format, parseISO } from 'date-fns';
import { LineChart } from '@/components/charts/line-chart';
import { Card } from '@/components/ui/card';
import { formatDollars, formatMoney } from '@/lib/money';
import { CalculatorFrame, Figures, FixInputs, ResultHeadline } from './components/calculator-frame';
import { NumberFields } from './components/number-fields';
import { SaveAsGoal } from './components/save-as-goal';
import { calculatorBySlug } from './content';
import { emergencyFundPlan, monthsInWords } from './logic';
import { useUrlInputs } from './use-url-inputs';
import { EMERGENCY_FUND_INPUTS } from './inputs';

const monthYear = (date: string) => format(parseISO(date), 'MMMM yyyy');

export function EmergencyFundCalculator() {
  const inputs = useUrlInputs(EMERGENCY_FUND_INPUTS);
  const { values } = inputs;
  const plan =
    values && emergencyFundPlan(values.expenses, values.months, values.saved, values.monthly, new Date());

  return (
    <CalculatorFrame
      calculator={calculatorBySlug('emergency-fund')!}
      inputs={<NumberFields inputs={EMERGENCY_FUND_INPUTS} state={inputs} />}
    >
      {values && plan ? (
        <>
          <ResultHeadline>
            Your target is <strong>{formatMoney(plan.target)}</strong> ({values.months} months of{' '}
            {formatMoney(values.expenses)}).{' '}
            {plan.months === 0
              ? 'You have already reached it.'
              : plan.months === null
                ? `You need ${formatMoney(plan.remaining)} more; set a monthly amount to see when you will get there.`
                : `Saving ${formatMoney(values.monthly)} a month, you reach it in ${monthsInWords(plan.months)}, by ${monthYear(plan.reachedOn!)}.`}
          </ResultHeadline>
          <Figures
            items={[
              { label: 'Target', value: formatMoney(plan.target) },
              { label: 'Still to save', value: formatMoney(plan.remaining) },
              {
                label: 'Reached by',
                value: plan.reachedOn ? monthYear(plan.reachedOn) : 'Not yet planned',
              },
            ]}
          />
          {plan.months !== null && plan.months > 0 && (
            <Card className="p-4 sm:p-6">
              <LineChart
                title="Your emergency fund, month by month"
                summary={`From ${formatMoney(values.saved)} to the ${formatMoney(plan.target)} target in ${plan.months} months.`}
                xHeading="Month"
                formatX={(x) => (x === 0 ? 'Today' : `Month ${x}`)}
                formatY={formatDollars}
                series={[
                  {
                    label: 'Saved',
                    tone: 'primary',
                    points: Array.from({ length: plan.months + 1 }, (_, m) => ({
                      x: m,
                      y: Math.min(plan.target, values.saved + values.monthly * m),
                    })),
                  },
                  {
                    label: 'Target',
                    tone: 'muted',
                    points: Array.from({ length: plan.months + 1 }, (_, m) => ({ x: m, y: plan.target })),
                  },
                ]}
              />
            </Card>
          )}
          <Card className="grid gap-3 p-4 sm:p-6">
            <p className="text-sm">
              Keep it in an easy-to-reach, federally insured savings account. Save it as a goal to track
              deposits and get monthly reminders.
            </p>
            <SaveAsGoal
              goal={{
                title: 'Emergency Fund',
                target: plan.target,
                saved: values.saved,
                category: 'security',
                targetDate: plan.months ? plan.reachedOn : null,
                description: `${values.months} months of ${formatMoney(values.expenses)} of essential expenses.`,
              }}
            />
          </Card>
        </>
      ) : (
        <FixInputs />
      )}
    </CalculatorFrame>
  );
}
