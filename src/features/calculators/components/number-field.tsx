import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { NumberInput } from '../schema';

const PREFIX: Partial<Record<NumberInput['unit'], string>> = { dollars: '$' };
const SUFFIX: Partial<Record<NumberInput['unit'], string>> = {
  percent: '%',
  years: 'years',
  months: 'months',
};

/** A labelled number box with its unit beside it and its message under it. */
export function NumberField({
  input,
  value,
  error,
  onChange,
  label = input.label,
}: {
  input: NumberInput;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const prefix = PREFIX[input.unit];
  const suffix = SUFFIX[input.unit];
  return (
    <FormField label={label} error={error} description={input.description}>
      {(control) => (
        <div className="flex items-center gap-2">
          {prefix && (
            <span aria-hidden className="text-muted-foreground">
              {prefix}
            </span>
          )}
          <Input
            {...control}
            name={input.name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
            }}
            className="min-w-0 flex-1"
          />
          {suffix && (
            <span aria-hidden className="text-sm text-muted-foreground">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}
