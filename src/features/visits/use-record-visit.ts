import { useEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Counts a visit to an agent's link once the page has hydrated, loading the code that does it only
 * then, so the public pages' own scripts stay as they were (docs/decisions/015-budgets.md). No code
 * or no source: nothing to count.
 */
export function useRecordVisit(code: string | null | undefined, source: string | null): void {
  const hydrated = useHydrated();
  const trimmed = code?.trim();
  useEffect(() => {
    if (!hydrated || !trimmed || !source) return;
    void import('./api').then(({ recordVisit }) => recordVisit(trimmed, source));
  }, [hydrated, trimmed, source]);
}
