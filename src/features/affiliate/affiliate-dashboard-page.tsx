import { useSearchParams } from 'react-router-dom';
import { PageLoader, useUser } from '@/features/auth';
import { BriefPage } from '@/features/consultations';
import { AccessDenied } from './components/access-denied';
import { AffiliateDashboard } from './components/affiliate-dashboard';
import { CodePending } from './components/code-pending';
import { HouseDashboard } from './components/house-dashboard';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { AFFILIATE_DASHBOARD_PAGE } from './content';

/**
 * The states of docs/product-spec.md §4; the signed-out one is the route guard's (ConfirmEmailState).
 * Staff get the house's requests here (docs/decisions/022-agent-funnel.md).
 */
export function AffiliateDashboardPage() {
  const { loading, isAffiliate, userType, agentCode } = useUser();
  // ?brief={request id}: the printable brief of what that request's user shared (docs/decisions/023).
  const brief = useSearchParams()[0].get('brief');
  if (loading) return <PageLoader label="Loading your affiliate dashboard…" />;
  // Staff read the briefs of the house's requests, agents those of their own.
  if (userType === 'staff') return brief ? <BriefPage requestId={brief} /> : <HouseDashboard />;
  if (!isAffiliate) return <AccessDenied />;
  if (!agentCode) return <CodePending />;
  if (brief) return <BriefPage requestId={brief} />;
  return <AffiliateDashboard agentCode={agentCode} />;
}
