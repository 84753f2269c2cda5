import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** The 404 page; inside the dashboard it keeps the app's frame and leads back to the dashboard. */
export function NotFound({ inDashboard = false }: { inDashboard?: boolean }) {
  const { pathname } = useLocation();

  useEffect(() => {
    // The missing path in the console is how broken links get traced back.
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <section className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-5xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link
        to={inDashboard ? paths.dashboard.home : paths.home}
        className="rounded-md font-medium text-primary underline underline-offset-4"
      >
        {inDashboard ? 'Back to the dashboard' : 'Return to Home'}
      </Link>
    </section>
  );
}
