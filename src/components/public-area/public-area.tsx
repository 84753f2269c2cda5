import { createContext, use, type ReactNode } from 'react';
import { publicVersion } from '@/lib/public-paths';

/**
 * Lessons and calculators render twice: in the dashboard, and in the public area where anybody
 * can open them (docs/decisions/021-lessons-open-to-everyone.md). Their components ask where they
 * are instead of taking a prop through every layer.
 */
const PublicAreaContext = createContext(false);

export function PublicArea({ children }: { children: ReactNode }) {
  return <PublicAreaContext value={true}>{children}</PublicAreaContext>;
}

export const useInPublicArea = (): boolean => use(PublicAreaContext);

/**
 * Where a link to a page of the app goes from here: its public version in the public area (null
 * when it has none: the page needs an account), the link itself in the dashboard.
 */
export function useAreaPath(to: string): string | null {
  return useInPublicArea() ? publicVersion(to) : to;
}
