import { useId } from 'react';
import { cn } from '@/lib/utils';

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  required?: boolean;
  className?: string;
}

/**
 * A few options side by side as large buttons: native radios underneath, so arrow keys, the
 * group's name and the checked state work as a screen reader expects.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  options,
  value,
  onChange,
  required,
  className,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="mb-2 text-sm font-medium">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-2 text-center text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === option.value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border hover:bg-primary-soft',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
