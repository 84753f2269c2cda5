import { useId, type ReactNode } from 'react';

type HeroProps = {
  title: string;
  description: string;
  /** The hero's actions and any note under them. */
  children: ReactNode;
};

/** The page's opening band; it holds the page's only h1. */
export function Hero({ title, description, children }: HeroProps) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="bg-primary-soft">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 id={titleId} className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{description}</p>
        {children}
      </div>
    </section>
  );
}
