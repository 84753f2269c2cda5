import type { Ref } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly SelectOption<Value>[];
  onBlur?: () => void;
  /** react-hook-form's ref, so a failed submit can focus the field. */
  ref?: Ref<HTMLButtonElement>;
  error?: string;
  required?: boolean;
  className?: string;
}

/** A labelled select over a fixed list of values, with its error under it: the one select of every form. */
export function SelectField<Value extends string>({
  label,
  value,
  onChange,
  options,
  onBlur,
  ref,
  error,
  required,
  className,
}: SelectFieldProps<Value>) {
  return (
    <FormField label={label} error={error} required={required} className={className}>
      {(control) => (
        <Select
          value={value}
          onValueChange={(next) => {
            const option = options.find((o) => o.value === next);
            if (option) onChange(option.value);
          }}
        >
          <SelectTrigger {...control} ref={ref} onBlur={onBlur}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** Options from a list of values and their labels. */
export const optionsOf = <Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): SelectOption<Value>[] => values.map((value) => ({ value, label: labels[value] }));
