import { ArrowLeft, BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { CreateAccountCall, LearnBackLink, useInPublicArea } from '@/components/public-area';
import { paths } from '@/lib/paths';
import { publicVersion } from '@/lib/public-paths';
import type { Calculator } from '../content';

/**
 * Every calculator's page: its title, the inputs beside (above, on a phone) the result, and where to
 * learn more; in the public area, with a call to create an account instead of the way back to tools.
 */
export function CalculatorFrame({
  calculator,
  inputs,
  children,
}: {
  calculator: Calculator;
  inputs: ReactNode;
  children: ReactNode;
}) {
  const inPublic = useInPublicArea();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      {inPublic ? (
        <LearnBackLink />
      ) : (
        <Link
          to={paths.dashboard.tools}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Financial Tools
        </Link>
      )}
      <PageHeader title={calculator.title} description={calculator.description} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card className="p-4 sm:p-6">
          <form
            className="grid gap-4"
            aria-label="Your figures"
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            {inputs}
          </form>
        </Card>
        <section aria-label="Result" className="grid min-w-0 gap-4">
          {children}
        </section>
      </div>
      <p className="text-sm text-muted-foreground">
        <BookOpen aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />
        Learn the idea behind it in{' '}
        <Link
          to={(inPublic && publicVersion(calculator.lesson.href)) || calculator.lesson.href}
          className="font-medium text-primary hover:underline"
        >
          {calculator.lesson.title}
        </Link>
        . Illustrations, not advice: real rates and returns vary.
      </p>
      {inPublic && (
        <CreateAccountCall
          title="Turn the result into a plan"
          description="Create a free account to save results as goals, track them month by month and get reminders before bills are due."
        />
      )}
    </div>
  );
}

/** Shown instead of a result while a figure cannot be read. */
export function FixInputs() {
  return (
    <Card className="p-4 text-muted-foreground sm:p-6">Fix the highlighted figures to see the result.</Card>
  );
}

/** The result in words, first: announced when it changes. */
export function ResultHeadline({ children }: { children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <p aria-live="polite" className="text-lg leading-snug">
        {children}
      </p>
    </Card>
  );
}

/** Figures under the headline: a label and its amount, in a grid. */
export function Figures({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-border bg-surface p-3">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
