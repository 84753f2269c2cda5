import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { QUICK_ADD_SUGGESTIONS, type QuickAddSuggestion } from '../content';

/** The 8 quick-add suggestions of docs/product-spec.md §9; picking one fills the form below. */
export function QuickAdd({ onPick }: { onPick: (suggestion: QuickAddSuggestion) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Quick add
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {QUICK_ADD_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion.title} className="flex">
            <Button
              variant="outline"
              className="h-auto min-h-11 w-full flex-col items-start justify-start gap-0 px-3 py-2 text-left whitespace-normal sm:h-auto"
              onClick={() => {
                onPick(suggestion);
              }}
            >
              <span className="text-sm font-medium">{suggestion.title}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {formatMoney(suggestion.amount)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
