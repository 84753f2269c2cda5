import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/features/auth';
import { CareerInterests } from '@/features/career';
import { AgentConsultations, useAgentConsultations } from '@/features/consultations';
import { funnelKeys, useAgentFunnel, useReferrals } from '../api';
import { affiliateLink, referralStats } from '../logic';
import { AffiliateLinkCard } from './affiliate-link-card';
import { AffiliateHeader } from './affiliate-header';
import { FunnelCard } from './funnel-card';
import { ReferredUsers } from './referred-users';
import { RefreshButton } from './refresh-button';
import { SharePanel } from './share-panel';
import { StatCards, type StatsState } from './stat-cards';

/** docs/product-spec.md §2: the dashboard of an affiliate that has its code. */
export function AffiliateDashboard({ agentCode }: { agentCode: string }) {
  const { refresh } = useUser();
  const queryClient = useQueryClient();
  const referrals = useReferrals(agentCode);
  const consultations = useAgentConsultations(agentCode);
  // The cards count from the same numbers as the funnel (docs/decisions/022-agent-funnel.md).
  const thisMonth = useAgentFunnel(agentCode, 'this-month');
  const allTime = useAgentFunnel(agentCode, 'all-time');
  const link = affiliateLink(window.location.origin, agentCode);
  const stats: StatsState =
    thisMonth.data && allTime.data
      ? referralStats(thisMonth.data, allTime.data)
      : thisMonth.isError || allTime.isError
        ? 'unavailable'
        : 'loading';

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <AffiliateHeader>
        <RefreshButton
          onRefresh={() =>
            Promise.all([
              refresh(),
              referrals.refetch(),
              consultations.refetch(),
              queryClient.invalidateQueries({ queryKey: ['career-interests'] }),
              queryClient.invalidateQueries({ queryKey: funnelKeys.all }),
            ])
          }
        />
      </AffiliateHeader>
      <StatCards agentCode={agentCode} stats={stats} />
      <FunnelCard agentCode={agentCode} />
      <AffiliateLinkCard link={link} agentCode={agentCode} />
      <SharePanel agentCode={agentCode} />
      <AgentConsultations requests={consultations} />
      <CareerInterests owner={agentCode} />
      <ReferredUsers referrals={referrals} />
    </div>
  );
}
