import { Plus } from 'lucide-react';
import { useAddFunds } from '../api';
import type { Goal } from '../logic';
import { AmountForm } from './amount-form';

/** docs/product-spec.md §5: an empty or non-positive amount is not saved. */
export function AddFundsForm({ goal }: { goal: Goal }) {
  const addFunds = useAddFunds();
  return (
    <AmountForm
      label={`Amount to add to ${goal.title}`}
      variant="secondary"
      pending={addFunds.isPending}
      button={
        <>
          <Plus aria-hidden />
          Add Funds
        </>
      }
      pendingButton={
        <>
          <Plus aria-hidden />
          Adding...
        </>
      }
      onAmount={(amount, reset) => {
        addFunds.mutate({ goal, amount }, { onSuccess: reset });
      }}
    />
  );
}
