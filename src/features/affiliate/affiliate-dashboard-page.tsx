import { PageLoader, useUser } from '@/features/auth';
import { AccessDenied } from './components/access-denied';
import { AffiliateDashboard } from './components/affiliate-dashboard';
import { CodePending } from './components/code-pending';
import { HouseDashboard } from './components/house-dashboard';

/**
 * The states of docs/product-spec.md §4; the signed-out one is the route guard's (ConfirmEmailState).
 * Staff get the house's requests here (docs/decisions/022-agent-funnel.md).
 */
export function AffiliateDashboardPage() {
  const { loading, isAffiliate, userType, agentCode } = useUser();
  if (loading) return <PageLoader label="Loading your affiliate dashboard…" />;
  if (userType === 'staff') return <HouseDashboard />;
  if (!isAffiliate) return <AccessDenied />;
  if (!agentCode) return <CodePending />;
  return <AffiliateDashboard agentCode={agentCode} />;
}
