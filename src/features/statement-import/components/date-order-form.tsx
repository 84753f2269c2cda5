import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { IMPORT_TEXT } from '../content';
import { dateOrderOptions } from '../reading-logic';
import { StepHeading } from './step-heading';

/** Asked once when both MM/DD and DD/MM read every date of the file; the likely reading first and chosen. */
export function DateOrderForm({
  examples,
  likely,
  onSubmit,
  onCancel,
}: {
  examples: readonly string[];
  likely: 'mdy' | 'dmy' | null;
  onSubmit: (order: 'mdy' | 'dmy') => void;
  onCancel: () => void;
}) {
  const options = dateOrderOptions(examples, likely);
  const [order, setOrder] = useState(options[0]!.order);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit(order);
  };

  return (
    <section aria-labelledby="import-date-order" className="grid gap-4">
      <StepHeading id="import-date-order" title={IMPORT_TEXT.dateOrderTitle}>
        {IMPORT_TEXT.dateOrderDescription}
      </StepHeading>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="sr-only">{IMPORT_TEXT.dateOrderTitle}</legend>
          {options.map((option) => (
            <label
              key={option.order}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 has-checked:border-primary has-checked:bg-primary-soft"
            >
              <input
                type="radio"
                name="date-order"
                value={option.order}
                checked={order === option.order}
                onChange={() => {
                  setOrder(option.order);
                }}
                className="size-4 accent-primary"
              />
              <span>
                <span className="font-medium">{option.label}</span>
                {option.reads && (
                  <span className="block text-sm text-muted-foreground">
                    {option.example} is {option.reads}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            {IMPORT_TEXT.another}
          </Button>
          <Button type="submit">{IMPORT_TEXT.dateOrderSubmit}</Button>
        </div>
      </form>
    </section>
  );
}
