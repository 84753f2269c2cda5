import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { CallToActionContent } from '../content';

type CallToActionProps = {
  content: CallToActionContent;
  to: string;
  /** Data attributes for the link (the referral shell marks its sign-up links). */
  linkProps?: Record<`data-${string}`, string>;
};

export function CallToAction({ content, to, linkProps }: CallToActionProps) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance">
          {content.title}
        </h2>
        <p className="text-lg text-primary-soft">{content.description}</p>
        <Button
          asChild
          size="lg"
          variant="secondary"
          className="mt-2 w-full focus-visible:outline-white sm:w-auto"
        >
          <Link to={to} {...linkProps}>
            {content.action}
          </Link>
        </Button>
      </div>
    </section>
  );
}
