import {
  BookOpen,
  Bot,
  Briefcase,
  CalendarDays,
  LayoutDashboard,
  Target,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Matches only the exact path (the dashboard home would otherwise match every child). */
  end?: boolean;
}

/** The sidebar entries of docs/product-spec.md §2, in its order. */
export const DASHBOARD_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, end: true },
  { label: 'AI assistant', to: '/dashboard/empowered-ai', icon: Bot },
  { label: 'Goals', to: '/dashboard/goals', icon: Target },
  { label: 'Calendar', to: '/dashboard/calendar', icon: CalendarDays },
  { label: 'Financial Tools', to: '/dashboard/financial-tools', icon: Wrench },
  { label: 'Financial Education', to: '/dashboard/financial-education', icon: BookOpen },
  { label: 'Career Opportunity', to: '/career-opportunity', icon: Briefcase },
];

export const AFFILIATE_NAV_ITEM: NavItem = {
  label: 'Affiliate Dashboard',
  to: '/affiliate/dashboard',
  icon: Users,
};
