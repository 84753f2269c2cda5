import type { Ref } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface OptionSelectProps<Option extends string> {
  label: string;
  value: Option;
  onChange: (value: Option) => void;
  onBlur: () => void;
  /** react-hook-form's ref, so a failed submit can focus the field. */
  ref: Ref<HTMLButtonElement>;
  options: readonly Option[];
  labels: Readonly<Record<Option, string>>;
}

/** A labelled select over a fixed list of values. */
export function OptionSelect<Option extends string>({
  label,
  value,
  onChange,
  onBlur,
  ref,
  options,
  labels,
}: OptionSelectProps<Option>) {
  return (
    <FormField label={label}>
      {(control) => (
        <Select
          value={value}
          onValueChange={(next) => {
            const option = options.find((o) => o === next);
            if (option) onChange(option);
          }}
        >
          <SelectTrigger {...control} ref={ref} onBlur={onBlur}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {labels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
