import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import type { Topic } from '../content';
import { lessonPath } from '../logic';

const cardClass = 'relative h-full rounded-lg border p-4 sm:p-5';

/** Every topic is a lesson (issue 27): the card opens its page. */
export function TopicCard({ topic }: { topic: Topic }) {
  const Icon = topic.icon;

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
