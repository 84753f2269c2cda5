import { Repeat } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  CATEGORY_LABELS,
  EVENT_TYPE_LABELS,
  RECURRENCE_LABELS,
  SUGGESTED_EVENTS,
  type SuggestedEvent,
} from '../content';

/** The Suggested Financial Events grid (docs/decisions/006-calendar.md); each item opens the add dialog prefilled. */
export function SuggestedEvents({ onPick }: { onPick: (suggestion: SuggestedEvent) => void }) {
  const headingId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Suggested Financial Events</h2>
        </CardTitle>
        <CardDescription>
          Common dates worth planning for. Pick one to add it to your calendar.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={headingId} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {SUGGESTED_EVENTS.map((suggestion) => (
            <li key={suggestion.title} className="flex">
              <SuggestionButton suggestion={suggestion} onPick={onPick} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function SuggestionButton({
  suggestion,
  onPick,
}: {
  suggestion: SuggestedEvent;
  onPick: (suggestion: SuggestedEvent) => void;
}) {
  const descriptionId = useId();
  const Icon = suggestion.icon;
  return (
    <button
      type="button"
      aria-label={`Add ${suggestion.title}`}
      aria-describedby={descriptionId}
      className="grid w-full cursor-pointer content-start gap-2 rounded-md border border-border p-4 text-left transition-colors hover:border-primary hover:bg-primary-soft"
      onClick={() => {
        onPick(suggestion);
      }}
    >
      <span className="flex items-center gap-2 font-medium">
        <Icon aria-hidden className="size-5 shrink-0 text-primary" />
        {suggestion.title}
      </span>
      <span id={descriptionId} className="text-sm text-muted-foreground">
        {suggestion.description}
      </span>
      <span className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{EVENT_TYPE_LABELS[suggestion.type]}</Badge>
        <Badge variant="outline">{CATEGORY_LABELS[suggestion.category]}</Badge>
        <Badge variant="outline">
          <Repeat aria-hidden />
          {RECURRENCE_LABELS[suggestion.recurrence]}
        </Badge>
      </span>
    </button>
  );
}
