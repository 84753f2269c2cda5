import { ArrowRight, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/styles';
import { HOUSE_ADVISOR, useConsultationAdvisor } from '@/features/consultations';
import { consultationPath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { TALK_IT_THROUGH } from '../content';

/**
 * The end of every check-up: the way to the consultation form, named for the agent who invited the
 * user (or the house), with sharing the check-up chosen there. Shown once the advisor is known, so
 * it never names the house to a user an agent invited.
 */
export function TalkItThrough({ userId }: { userId: string | undefined }) {
  const advisor = useConsultationAdvisor(userId);
  if (!advisor.isSuccess) return null;
  return (
    <section
      aria-labelledby="talk-it-through"
      className={cn(cardClass, 'grid gap-3 border-primary/30 bg-primary-soft p-4 sm:p-5')}
    >
      <h3 id="talk-it-through" className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquare aria-hidden className="size-5 text-primary" />
        {TALK_IT_THROUGH.title(advisor.data ?? HOUSE_ADVISOR)}
      </h3>
      <p className="text-sm">{TALK_IT_THROUGH.description}</p>
      <Button asChild className="justify-self-start">
        <Link to={consultationPath(undefined, { shareCheckup: true })}>
          {TALK_IT_THROUGH.action} <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
