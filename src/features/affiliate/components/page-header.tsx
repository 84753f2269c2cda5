import type { ReactNode } from 'react';

/** The title every state of the affiliate dashboard shares, with room for the Refresh button. */
export function PageHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Affiliate Dashboard</h1>
        <p className="text-muted-foreground">Share your link and follow the people who join through it.</p>
      </div>
      {children}
    </header>
  );
}
