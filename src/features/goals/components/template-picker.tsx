import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { GOAL_TEMPLATES, type GoalTemplate } from '../content';

interface TemplatePickerProps {
  onPick: (template: GoalTemplate) => void;
  className?: string;
}

/** The six suggestions of docs/product-spec.md §3 as buttons, each with its suggested amount. */
export function TemplatePicker({ onPick, className }: TemplatePickerProps) {
  return (
    <ul className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', className)}>
      {GOAL_TEMPLATES.map((template) => (
        <li key={template.title}>
          <button
            type="button"
            onClick={() => {
              onPick(template);
            }}
            className="flex h-full min-h-11 w-full cursor-pointer flex-col items-start rounded-md border border-border bg-surface px-3 py-2 text-left transition-colors hover:border-primary hover:bg-primary-soft"
          >
            <span className="text-sm font-semibold">{template.title}</span>
            <span className="text-xs text-muted-foreground">{formatMoney(template.amount)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
