import { addMonths, format } from 'date-fns';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { LineChart } from '@/components/charts/line-chart';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDollars, formatMoney } from '@/lib/money';
import { payoffPlan, type Debt, type PayoffPlan } from '@shared/finance/debt-payoff.ts';
import { CalculatorFrame, FixInputs, ResultHeadline } from './components/calculator-frame';
import { NumberField } from './components/number-field';
import { SaveAsGoal } from './components/save-as-goal';
import { calculatorBySlug } from './content';
import { monthsInWords } from './logic';
import { DEBT_FIELDS, decodeDebt, encodeDebt, parseNumber, type DebtRow } from './schema';
import { useUrlInputs } from './use-url-inputs';
import { DEBT_PAYOFF_INPUTS } from './inputs';

// Different orders for the two methods, so the example shows what the choice changes.
const EXAMPLE: DebtRow[] = [
  { name: 'Credit card', balance: '5000', apr: '22.99', minimum: '150' },
  { name: 'Medical bill', balance: '1200', apr: '0', minimum: '50' },
  { name: 'Car loan', balance: '12000', apr: '6.5', minimum: '300' },
];
const MAX_DEBTS = 20;

const debtFreeBy = (months: number) => format(addMonths(new Date(), months), 'MMM yyyy');

function DebtFields({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: DebtRow;
  index: number;
  errors: Partial<Record<keyof DebtRow, string>>;
  onChange: (row: DebtRow) => void;
  onRemove?: () => void;
}) {
  const groupId = useId();
  const label = row.name.trim() || `Debt ${index + 1}`;
  return (
    <fieldset aria-labelledby={groupId} className="grid gap-3 rounded-md border border-border p-3">
      <div className="flex items-center justify-between gap-2">
        <legend id={groupId} className="float-left font-semibold">
          {label}
        </legend>
        {onRemove && (
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${label}`} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      <FormField label="Name">
        <Input
          value={row.name}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => {
            onChange({ ...row, name: event.target.value });
          }}
        />
      </FormField>
      {(['balance', 'apr', 'minimum'] as const).map((field) => (
        <NumberField
          key={field}
          input={DEBT_FIELDS[field]}
          value={row[field]}
          error={errors[field]}
          onChange={(value) => {
            onChange({ ...row, [field]: value });
          }}
        />
      ))}
    </fieldset>
  );
}

function StrategyColumn({ title, plan }: { title: string; plan: Extract<PayoffPlan, { kind: 'paid' }> }) {
  return (
    <Card className="grid content-start gap-2 p-4">
      <h2 className="font-semibold">{title}</h2>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-muted-foreground">Debt-free in</dt>
        <dd className="font-semibold">
          {monthsInWords(plan.months)} ({debtFreeBy(plan.months)})
        </dd>
        <dt className="text-muted-foreground">Total interest</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(plan.totalInterest)}</dd>
        <dt className="text-muted-foreground">Total paid</dt>
        <dd className="tabular-nums">{formatMoney(plan.totalPaid)}</dd>
      </dl>
      <h3 className="text-sm font-medium">Order paid off</h3>
      <ol className="list-decimal pl-5 text-sm">
        {plan.order.map((debt) => (
          <li key={debt.name}>
            {debt.name}: month {debt.month}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function NeverPaidOff({ plan }: { plan: Extract<PayoffPlan, { kind: 'never' }> }) {
  return (
    <ResultHeadline>
      <strong>These payments never pay the debts off.</strong> The interest comes to{' '}
      {formatMoney(plan.monthlyInterest)} a month and you pay {formatMoney(plan.budget)}: pay more each month,
      or ask for a lower rate.
    </ResultHeadline>
  );
}

export function DebtPayoffCalculator() {
  const { raw, parsed, values, set, params, setParams } = useUrlInputs(DEBT_PAYOFF_INPUTS);
  const encoded = params.getAll('debt');
  const rows = encoded.length > 0 ? encoded.map(decodeDebt) : EXAMPLE;
  // Each figure read once: its message for the form, its value for the plan.
  const readRows = rows.map((row) => ({
    balance: parseNumber(row.balance, DEBT_FIELDS.balance),
    apr: parseNumber(row.apr, DEBT_FIELDS.apr),
    minimum: parseNumber(row.minimum, DEBT_FIELDS.minimum),
  }));
  const rowErrors = readRows.map((read) => ({
    balance: read.balance.error,
    apr: read.apr.error,
    minimum: read.minimum.error,
  }));
  const debtsValid = rowErrors.every((e) => !e.balance && !e.apr && !e.minimum);
  const debts: Debt[] = debtsValid
    ? rows.map((row, i) => ({
        // Names identify debts in the order list: blank or repeated ones get a number.
        name:
          row.name.trim() && rows.findIndex((r) => r.name.trim() === row.name.trim()) === i
            ? row.name.trim()
            : `Debt ${i + 1}`,
        balance: readRows[i]!.balance.value!,
        apr: readRows[i]!.apr.value!,
        minimum: readRows[i]!.minimum.value!,
      }))
    : [];

  const writeRows = (next: DebtRow[]) => {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.delete('debt');
        for (const row of next) updated.append('debt', encodeDebt(row));
        return updated;
      },
      { replace: true },
    );
  };

  const avalanche = values && debtsValid ? payoffPlan(debts, values.extra, 'avalanche') : null;
  const snowball = values && debtsValid ? payoffPlan(debts, values.extra, 'snowball') : null;
  const total = debts.reduce((sum, d) => sum + Math.round(d.balance * 100), 0) / 100;

  return (
    <CalculatorFrame
      calculator={calculatorBySlug('debt-payoff')!}
      inputs={
        <>
          {rows.map((row, index) => (
            <DebtFields
              key={index}
              row={row}
              index={index}
              errors={rowErrors[index]!}
              onChange={(changed) => {
                writeRows(rows.map((r, i) => (i === index ? changed : r)));
              }}
              onRemove={
                rows.length > 1
                  ? () => {
                      writeRows(rows.filter((_, i) => i !== index));
                    }
                  : undefined
              }
            />
          ))}
          {rows.length < MAX_DEBTS && (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                writeRows([...rows, { name: '', balance: '', apr: '', minimum: '' }]);
              }}
            >
              <Plus aria-hidden />
              Add a debt
            </Button>
          )}
          <NumberField
            input={DEBT_PAYOFF_INPUTS[0]}
            value={raw.extra}
            error={parsed.extra.error}
            onChange={(value) => {
              set('extra', value);
            }}
          />
        </>
      }
    >
      {!avalanche || !snowball ? (
        <FixInputs />
      ) : avalanche.kind === 'never' ? (
        <NeverPaidOff plan={avalanche} />
      ) : snowball.kind === 'never' ? (
        <NeverPaidOff plan={snowball} />
      ) : (
        <>
          <ResultHeadline>
            Paying highest rate first (avalanche), you are debt-free in{' '}
            <strong>{monthsInWords(avalanche.months)}</strong>, by {debtFreeBy(avalanche.months)}, with{' '}
            {formatMoney(avalanche.totalInterest)} of interest. Smallest balance first (snowball) takes{' '}
            {monthsInWords(snowball.months)} and {formatMoney(snowball.totalInterest)} of interest
            {snowball.totalInterest > avalanche.totalInterest
              ? `: the avalanche saves ${formatMoney(Math.round((snowball.totalInterest - avalanche.totalInterest) * 100) / 100)}.`
              : ': the same cost here.'}
          </ResultHeadline>
          <div className="grid gap-4 sm:grid-cols-2">
            <StrategyColumn title="Avalanche: highest rate first" plan={avalanche} />
            <StrategyColumn title="Snowball: smallest balance first" plan={snowball} />
          </div>
          <Card className="p-4 sm:p-6">
            <LineChart
              title="Total balance, month by month"
              summary={`From ${formatMoney(total)} to nothing in ${avalanche.months} months with the avalanche and ${snowball.months} with the snowball.`}
              xHeading="Month"
              formatX={(x) => (x === 0 ? 'Today' : `Month ${x}`)}
              formatY={formatDollars}
              tableXs={Array.from(
                { length: Math.floor(Math.max(avalanche.months, snowball.months) / 6) + 1 },
                (_, i) => i * 6,
              )}
              series={[
                { label: 'Avalanche', tone: 'primary', points: avalanche.balances.map((y, x) => ({ x, y })) },
                { label: 'Snowball', tone: 'accent', points: snowball.balances.map((y, x) => ({ x, y })) },
              ]}
            />
          </Card>
          <Card className="grid gap-3 p-4 sm:p-6">
            <p className="text-sm">
              Track the payoff as a Debt goal: each payment you record brings the balance down.
            </p>
            <SaveAsGoal
              goal={{
                title: 'Pay off debt',
                target: total,
                saved: 0,
                category: 'debt',
                targetDate: format(addMonths(new Date(), avalanche.months), 'yyyy-MM-dd'),
                description: `${debts.map((d) => d.name).join(', ')}: avalanche plan, ${formatMoney(values!.extra)} extra a month.`,
              }}
            />
          </Card>
        </>
      )}
    </CalculatorFrame>
  );
}
