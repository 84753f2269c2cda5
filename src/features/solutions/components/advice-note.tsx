import { Info } from 'lucide-react';

/** docs/decisions/009-copy-and-content.md: every solution page and the tools page say what this content is not. */
export function AdviceNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      Educational content, not financial advice. Terms and prices vary by insurer and state.
    </p>
  );
}
