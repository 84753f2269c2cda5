import { formatDate } from '@shared/calendar/dates.ts';
import { useId } from 'react';
import { formatMoney } from '@/lib/money';
import { IMPORT_TEXT } from '../content';
import type { MonthlyFigures } from '../figures';
import type { FigureChoice } from '../review-logic';

/** Where each figure goes now, so the person sees what a tick replaces. */
export interface CurrentFigures {
  income: number | null;
  essentials: number | null;
  balance: number | null;
}

function FigureRow({
  label,
  amount,
  detail,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  amount: number;
  detail: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <li className="flex items-start gap-3 rounded-md border border-border p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-detail`}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <div className="grid flex-1 gap-0.5">
        <label htmlFor={id} className="flex cursor-pointer flex-wrap justify-between gap-x-3 font-medium">
          <span>{label}</span>
          <span className="tabular-nums">{formatMoney(amount)}</span>
        </label>
        <p id={`${id}-detail`} className="text-sm text-muted-foreground">
          {detail}
        </p>
      </div>
    </li>
  );
}

const now = (value: number | null) => (value === null ? 'not set yet' : `now ${formatMoney(value)}`);

/**
 * The check-up's two figures and the forecast's balance today, worked out before anything is
 * saved, each saved only when ticked. A figure of nothing kept is not offered.
 */
export function FiguresOffer({
  figures,
  balance,
  current,
  chosen,
  onChange,
  disabled,
}: {
  figures: MonthlyFigures;
  balance: { amount: number; date: string } | null;
  current: CurrentFigures;
  chosen: FigureChoice;
  onChange: (chosen: FigureChoice) => void;
  disabled: boolean;
}) {
  const set = (key: keyof FigureChoice) => (checked: boolean) => {
    onChange({ ...chosen, [key]: checked });
  };
  const offered = figures.income > 0 || figures.essentials > 0 || balance !== null;

  return (
    <section aria-labelledby="import-figures" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="import-figures" className="text-lg font-semibold">
          {IMPORT_TEXT.figuresTitle}
        </h2>
        <p className="text-sm text-muted-foreground">
          {offered
            ? IMPORT_TEXT.figuresDescription
            : 'Tick an income or a bill above to work out your figures.'}
        </p>
      </div>
      <ul className="grid gap-2">
        {figures.income > 0 && (
          <FigureRow
            label="Monthly take-home income"
            amount={figures.income}
            detail={`For your check-up (${now(current.income)}): every income you keep, a month.`}
            checked={chosen.income}
            onChange={set('income')}
            disabled={disabled}
          />
        )}
        {figures.essentials > 0 && (
          <FigureRow
            label="Monthly essential costs"
            amount={figures.essentials}
            detail={`For your check-up (${now(current.essentials)}): housing, utilities, transportation, insurance and debt bills you keep, a month.`}
            checked={chosen.essentials}
            onChange={set('essentials')}
            disabled={disabled}
          />
        )}
        {balance && (
          <FigureRow
            label="Balance today"
            amount={balance.amount}
            detail={`For your forecast (${now(current.balance)}): the statement's closing balance on ${formatDate(balance.date)}.`}
            checked={chosen.balance}
            onChange={set('balance')}
            disabled={disabled}
          />
        )}
      </ul>
    </section>
  );
}
