import { Link, Outlet } from 'react-router-dom';
import { cn } from '@/lib/utils';

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to="/" className="rounded-md text-lg font-bold text-primary">
            Empowered Finance
          </Link>
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <Link to="/sign-in" className={cn(linkClass, 'text-foreground hover:bg-primary-soft')}>
              Sign In
            </Link>
            <Link
              to="/sign-up"
              className={cn(linkClass, 'bg-primary text-primary-foreground hover:bg-primary-hover')}
            >
              Sign Up
            </Link>
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <Outlet />
      </main>

      <footer className="border-t border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Empowered Finance. All rights reserved.</p>
          <Link to="/affiliate/sign-in" className="rounded-md underline-offset-4 hover:underline">
            Affiliate Login
          </Link>
        </div>
      </footer>
    </div>
  );
}
