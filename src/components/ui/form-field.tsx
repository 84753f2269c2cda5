import { Slot } from '@radix-ui/react-slot';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** What the control must carry so the label, description and error belong to it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /** Usually `errors.name?.message` from react-hook-form. */
  error?: string;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  /** One control element (the props are merged onto it), or a function that places them itself. */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
};

export function FormField({ label, error, description, required, className, children }: FormFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required ?? undefined,
  };

  return (
    // content-start: in a row of fields, a hint under one must not stretch the others' rows apart.
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        )}
      </Label>
      {typeof children === 'function' ? children(control) : <Slot {...control}>{children}</Slot>}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
