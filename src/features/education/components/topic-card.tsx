import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { COMING_SOON, type Topic } from '../content';
import { lessonPath } from '../logic';

const cardClass = 'relative h-full rounded-lg border p-4 sm:p-5';

/** A lesson opens its page; a coming-soon topic is plain text that only logs a click (docs/product-spec.md §2). */
export function TopicCard({ topic }: { topic: Topic }) {
  const Icon = topic.icon;

  if (topic.status === 'coming-soon') {
    return (
      <div
        onClick={() => {
          console.log('Coming soon');
        }}
        // Compact rows on phones (seven of them), the same card shape as the lessons from sm up.
        className={cn(
          cardClass,
          'grid grid-cols-[auto_1fr_auto] content-start items-start gap-x-3 gap-y-1 border-dashed border-border bg-neutral-50 text-muted-foreground sm:gap-y-3',
        )}
      >
        <Icon aria-hidden className="size-6" />
        <h3 className="font-semibold sm:col-span-3 sm:row-start-2">{topic.title}</h3>
        <Badge variant="outline" className="text-muted-foreground sm:col-start-3 sm:row-start-1">
          {COMING_SOON}
        </Badge>
        <p className="col-span-2 col-start-2 text-sm sm:col-span-3 sm:col-start-1">{topic.description}</p>
      </div>
    );
  }

  return (
    <div
      className={cn(
        cardClass,
        'flex flex-col gap-3 border-border bg-surface shadow-sm transition-colors focus-within:border-primary hover:border-primary',
      )}
    >
      <Icon aria-hidden className="size-6 text-primary" />
      <h3 className="font-semibold">
        {/* The link covers the whole card, so the card is one big target with a short name. */}
        <Link to={lessonPath(topic.id)} className="after:absolute after:inset-0 after:rounded-lg">
          {topic.title}
        </Link>
      </h3>
      <p className="flex-1 text-sm text-muted-foreground">{topic.description}</p>
      <span aria-hidden className="inline-flex items-center gap-1 text-sm font-medium text-primary">
        Read the lesson <ArrowRight className="size-4" />
      </span>
    </div>
  );
}
