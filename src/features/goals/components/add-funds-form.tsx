import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAddFunds } from '../api';
import type { Goal } from '../logic';
import { addFundsSchema } from '../schema';

/**
 * docs/product-spec.md §5: step and minimum 0.01; an empty or non-positive amount is not saved.
 * One uncontrolled field checked by its zod schema on submit: every card has this form, so it
 * stays lighter than a react-hook-form instance per card.
 */
export function AddFundsForm({ goal }: { goal: Goal }) {
  const id = useId();
  const addFunds = useAddFunds();
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
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        addFunds.mutate(
          { goal, amount: parsed.data.amount },
          {
            onSuccess: () => {
              form.reset();
            },
          },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        Amount to add to {goal.title}
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
        <Button type="submit" variant="secondary" disabled={addFunds.isPending}>
          <Plus aria-hidden />
          {addFunds.isPending ? 'Adding...' : 'Add Funds'}
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
