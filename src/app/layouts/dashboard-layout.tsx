import { CircleUser, LifeBuoy, LogOut, Menu, Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useSession, useSignOutAction, useUser } from '@/features/auth';
import { OfflineNotice } from '@/features/pwa';
import { env } from '@/lib/env';
import { cn } from '@/lib/utils';
import { AFFILIATE_NAV_ITEM, DASHBOARD_NAV, HOUSE_NAV_ITEM, type NavItem } from './dashboard-nav';
import { paths } from '@/lib/paths';

// The bell loads after the page it sits above: no screen waits for it (docs/decisions/015-budgets.md).
const ReminderBell = lazy(async () => ({ default: (await import('@/features/reminders')).ReminderBell }));

function NavLinks({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-1">
      {items.map(({ label, to, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                isActive ? 'bg-primary-soft text-primary' : 'text-foreground hover:bg-primary-soft/60',
              )
            }
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function useNavItems(): readonly NavItem[] {
  const { isAffiliate, userType, loading } = useUser();
  // Spec: the affiliate entry appears only for affiliates, once loading has finished.
  if (!loading && isAffiliate) return [...DASHBOARD_NAV, AFFILIATE_NAV_ITEM];
  return !loading && userType === 'staff' ? [...DASHBOARD_NAV, HOUSE_NAV_ITEM] : DASHBOARD_NAV;
}

function UserMenu() {
  const { session } = useSession();
  const { signOut, pending } = useSignOutAction();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open account menu">
          <CircleUser aria-hidden className="size-6!" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          My Account
          <span className="block truncate text-xs font-normal text-muted-foreground">
            {session?.user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard.settings}>
            <Settings aria-hidden /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={`mailto:${env.supportEmail}`}>
            <LifeBuoy aria-hidden /> Support
          </a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut} disabled={pending}>
          <LogOut aria-hidden /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function DashboardLayout() {
  const items = useNavItems();
  const { session } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  // Close the mobile menu whenever the route changes (links, back button).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="min-h-dvh bg-background md:grid md:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r border-border bg-surface md:flex md:flex-col print:hidden">
        <Link to={paths.dashboard.home} className="px-6 py-5 text-lg font-bold text-primary">
          Empowered Finance
        </Link>
        <nav aria-label="Dashboard" className="px-3">
          <NavLinks items={items} />
        </nav>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex items-center justify-between gap-2 border-b border-border bg-surface/95 px-3 py-2 backdrop-blur sm:px-6 print:hidden">
          <div className="flex items-center gap-2">
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                  <Menu aria-hidden />
                </Button>
              </SheetTrigger>
              <SheetContent>
                <SheetHeader>
                  <SheetTitle>Empowered Finance</SheetTitle>
                  <SheetDescription>Go to any part of your dashboard.</SheetDescription>
                </SheetHeader>
                <nav aria-label="Dashboard">
                  <NavLinks
                    items={items}
                    onNavigate={() => {
                      setMenuOpen(false);
                    }}
                  />
                </nav>
              </SheetContent>
            </Sheet>
            <Link to={paths.dashboard.home} className="text-base font-bold text-primary md:hidden">
              Empowered Finance
            </Link>
          </div>
          <div className="flex items-center gap-1">
            <Suspense fallback={<span aria-hidden className="size-11 sm:size-10" />}>
              <ReminderBell userId={session?.user.id} />
            </Suspense>
            <UserMenu />
          </div>
        </header>
        <main className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <OfflineNotice />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
