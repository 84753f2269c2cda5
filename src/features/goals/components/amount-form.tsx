import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addFundsSchema } from '../schema';

/**
 * One amount and a button (Add Funds, Withdraw): docs/product-spec.md §5's rules, step and
 * minimum 0.01, checked by the zod schema on submit. Uncontrolled: every card has one, so it stays
 * lighter than a react-hook-form instance per card.
 */
export function AmountForm({
  label,
  showLabel = false,
  button,
  pendingButton,
  variant,
  pending,
  disabled = false,
  tooMuch,
  onAmount,
}: {
  label: string;
  showLabel?: boolean;
  button: ReactNode;
  pendingButton: ReactNode;
  variant: 'secondary' | 'outline';
  pending: boolean;
  disabled?: boolean;
  /** A message when the amount is more than allowed; undefined when it is fine. */
  tooMuch?: (amount: number) => string | undefined;
  /** Called with a valid amount and a function that clears the field once it is saved. */
  onAmount: (amount: number, reset: () => void) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  return (
    <form
      noValidate
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const parsed = addFundsSchema.safeParse({ amount: input.current?.value ?? '' });
        const message = parsed.success ? tooMuch?.(parsed.data.amount) : parsed.error.issues[0]?.message;
        setError(message);
        if (!parsed.success || message) return;
        onAmount(parsed.data.amount, () => {
          form.reset();
        });
      }}
    >
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          name="amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          placeholder="Amount"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1"
          onChange={() => {
            setError(undefined);
          }}
        />
        <Button type="submit" variant={variant} disabled={pending || disabled}>
          {pending ? pendingButton : button}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
