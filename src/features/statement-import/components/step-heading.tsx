import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading, focused when the step appears: a screen reader hears where it is now, and
 * Tab continues from the step's top, not from a button that is gone.
 */
export function StepHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="grid gap-1">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h2>
      {children && <p className="text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}
