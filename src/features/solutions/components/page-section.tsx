import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  intro?: string;
  note?: string;
  children: ReactNode;
}

export function PageSection({ id, title, intro, note, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {intro ? <p className="text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </section>
  );
}
