import { PageHeader } from '@/components/page-header';
import { CareerInterests } from '@/features/career';
import { AgentConsultations, useHouseConsultations } from '@/features/consultations';
import { RefreshButton } from './refresh-button';

/**
 * Staff's dashboard: the requests nobody's agent answers, handled as an agent handles theirs
 * (docs/decisions/022-agent-funnel.md). The house inbox still gets every email.
 */
export function HouseDashboard() {
  const requests = useHouseConsultations();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="House Requests"
        description="Consultation requests and career interest from people who came without an agent's code."
        actions={<RefreshButton onRefresh={() => requests.refetch()} />}
      />
      <AgentConsultations requests={requests} house />
      <CareerInterests owner="house" />
    </div>
  );
}
