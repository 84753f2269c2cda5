import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PublicArea } from '@/components/public-area';
import { useSession } from '@/features/auth';
import { paths } from '@/lib/paths';
import { dashboardVersion } from '@/lib/public-paths';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The guard around the lessons and calculators that anybody can open
 * (docs/decisions/021-lessons-open-to-everyone.md): prerendered as a signed-out visitor sees them;
 * a signed-in user is taken to the dashboard's own version once the session is read, where their
 * progress and goals are.
 */
export function PublicVersion() {
  const { session, loading } = useSession();
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const ref = new URLSearchParams(search).get('ref')?.trim();
  // A lesson or calculator an agent shared (?ref=) counts as a visit to their link, once hydrated.
  useEffect(() => {
    if (!hydrated || !ref) return;
    void import('@/features/visits').then((visits) => {
      const source = visits.publicPageSource(pathname);
      if (source) void visits.recordVisit(ref, source);
    });
  }, [hydrated, ref, pathname]);
  if (!loading && session) {
    return <Navigate to={dashboardVersion(pathname + search + hash) ?? paths.dashboard.home} replace />;
  }
  return (
    <PublicArea>
      <div className="px-4 py-8 sm:px-6 lg:py-12">
        <Outlet />
      </div>
    </PublicArea>
  );
}
