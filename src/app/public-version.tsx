import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PublicArea } from '@/components/public-area';
import { useSession } from '@/features/auth';
import { publicPageSource, useRecordVisit } from '@/features/visits';
import { paths } from '@/lib/paths';
import { dashboardVersion } from '@/lib/public-paths';

/**
 * A lesson or calculator that anybody can open (docs/decisions/021-lessons-open-to-everyone.md):
 * prerendered as a signed-out visitor sees it; a signed-in user is taken to the dashboard's own
 * version once the session is read, where their progress and goals are.
 */
export function PublicVersion({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  const { pathname, search, hash } = useLocation();
  // A lesson or calculator an agent shared (?ref=) counts as a visit to their link.
  useRecordVisit(new URLSearchParams(search).get('ref'), publicPageSource(pathname));
  if (!loading && session) {
    return <Navigate to={dashboardVersion(pathname + search + hash) ?? paths.dashboard.home} replace />;
  }
  return (
    <PublicArea>
      <div className="px-4 py-8 sm:px-6 lg:py-12">{children}</div>
    </PublicArea>
  );
}
