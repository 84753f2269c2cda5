import { ArrowRight, CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAreaPath } from '@/components/public-area';
import type { Topic } from '../content';
import { lessonPath } from '../logic';

interface TopicCardProps {
  topic: Topic;
  done?: boolean;
  /** Its reading time; the public list leaves it out, so as not to load every lesson's text. */
  minutes?: number;
}

/**
 * A lesson's card: it opens the lesson (the public one in the public area), says how long it takes
 * to read and whether it is done.
 */
export function TopicCard({ topic, done = false, minutes }: TopicCardProps) {
  const Icon = topic.icon;
  const dashboardPath = lessonPath(topic.id);
  const to = useAreaPath(dashboardPath) ?? dashboardPath;

  return (
    <div className="relative flex h-full flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm transition-colors focus-within:border-primary hover:border-primary sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <Icon aria-hidden className="size-6 text-primary" />
        {done && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">
            <CheckCircle2 aria-hidden className="size-3.5" /> Done
          </span>
        )}
      </div>
      <h3 className="font-semibold">
        {/* The link covers the whole card, so the card is one big target with a short name. */}
        <Link to={to} className="after:absolute after:inset-0 after:rounded-lg">
          {topic.title}
          {done && <span className="sr-only"> (done)</span>}
        </Link>
      </h3>
      <p className="flex-1 text-sm text-muted-foreground">{topic.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        {minutes !== undefined && (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Clock aria-hidden className="size-4" /> {minutes} min read
          </span>
        )}
        <span aria-hidden className="ml-auto inline-flex items-center gap-1 font-medium text-primary">
          {done ? 'Read again' : 'Read'} <ArrowRight className="size-4" />
        </span>
      </div>
    </div>
  );
}
