import { MessageSquarePlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { CONVERSATIONS_NOT_LOADED } from '../content';

interface Conversation {
  id: string;
  title: string;
}

export function ConversationList({
  conversations,
  loading,
  activeId,
  onSelect,
  onNew,
  more,
  onRetry,
}: {
  conversations: readonly Conversation[];
  loading: boolean;
  activeId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  /** Set while older conversations remain to be listed. */
  more?: { loading: boolean; load: () => void };
  /** Set when the list, or its next page, could not be loaded. */
  onRetry?: () => void;
}) {
  return (
    <nav aria-label="Conversations" className="flex min-w-0 flex-col gap-2">
      <Button variant="outline" onClick={onNew} className="justify-start">
        <MessageSquarePlus aria-hidden /> New chat
      </Button>
      {loading ? (
        <div aria-hidden className="grid gap-2">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : conversations.length === 0 ? (
        onRetry ? null : (
          <p className="px-1 text-sm text-muted-foreground">Your conversations will appear here.</p>
        )
      ) : (
        <ul className="flex flex-col gap-1">
          {conversations.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => {
                  onSelect(c.id);
                }}
                aria-current={c.id === activeId ? 'page' : undefined}
                title={c.title}
                className={cn(
                  'block min-h-11 w-full cursor-pointer truncate rounded-md px-3 text-left text-sm sm:min-h-9',
                  c.id === activeId ? 'bg-primary-soft font-medium text-primary' : 'hover:bg-primary-soft/60',
                )}
              >
                {c.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      {onRetry ? (
        <div role="alert" className="flex flex-col items-start gap-1 px-1 text-sm text-destructive">
          {CONVERSATIONS_NOT_LOADED}
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : more ? (
        <Button variant="outline" size="sm" onClick={more.load} disabled={more.loading}>
          {more.loading ? 'Loading…' : 'Show older conversations'}
        </Button>
      ) : null}
    </nav>
  );
}
