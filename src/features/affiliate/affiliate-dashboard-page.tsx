import { PageLoader, useUser } from '@/features/auth';
import { AccessDenied } from './components/access-denied';
import { AffiliateDashboard } from './components/affiliate-dashboard';
import { CodePending } from './components/code-pending';

/** The states of docs/product-spec.md §4; the signed-out one is the route guard's (ConfirmEmailState). */
export function AffiliateDashboardPage() {
  const { loading, isAffiliate, agentCode } = useUser();
  if (loading) return <PageLoader label="Loading your affiliate dashboard…" />;
  if (!isAffiliate) return <AccessDenied />;
  if (!agentCode) return <CodePending />;
  return <AffiliateDashboard agentCode={agentCode} />;
}
