import {
  BookOpen,
  Bot,
  Briefcase,
  CalendarDays,
  Inbox,
  HeartPulse,
  LayoutDashboard,
  Target,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Matches only the exact path (the dashboard home would otherwise match every child). */
  end?: boolean;
}

/** The sidebar entries of docs/product-spec.md §2, in its order, and the check-up after the calendar (docs/decisions/023). */
export const DASHBOARD_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.home, icon: LayoutDashboard, end: true },
  { label: 'AI assistant', to: paths.dashboard.assistant, icon: Bot },
  { label: 'Goals', to: paths.dashboard.goals, icon: Target },
  { label: 'Calendar', to: paths.dashboard.calendar, icon: CalendarDays },
  { label: 'Financial check-up', to: paths.dashboard.checkUp, icon: HeartPulse },
  { label: 'Financial Tools', to: paths.dashboard.tools, icon: Wrench },
  { label: 'Financial Education', to: paths.dashboard.education, icon: BookOpen },
  { label: 'Career Opportunity', to: paths.careerOpportunity, icon: Briefcase },
];

export const AFFILIATE_NAV_ITEM: NavItem = {
  label: 'Affiliate Dashboard',
  to: paths.affiliate.dashboard,
  icon: Users,
};

/** Staff answer the house's consultation requests on the same page (docs/decisions/022-agent-funnel.md). */
export const HOUSE_NAV_ITEM: NavItem = {
  label: 'House Requests',
  to: paths.affiliate.dashboard,
  icon: Inbox,
};
