import { useUser } from '@/features/auth';
import { AgentConsultations, useAgentConsultations } from '@/features/consultations';
import { useReferrals } from '../api';
import { affiliateLink, referralStats } from '../logic';
import { AffiliateLinkCard } from './affiliate-link-card';
import { AffiliateHeader } from './affiliate-header';
import { ReferredUsers } from './referred-users';
import { RefreshButton } from './refresh-button';
import { StatCards, type StatsState } from './stat-cards';

/** docs/product-spec.md §2: the dashboard of an affiliate that has its code. */
export function AffiliateDashboard({ agentCode }: { agentCode: string }) {
  const { refresh } = useUser();
  const referrals = useReferrals(agentCode);
  const consultations = useAgentConsultations(agentCode);
  const link = affiliateLink(window.location.origin, agentCode);
  const stats: StatsState = referrals.data
    ? referralStats(referrals.data, new Date())
    : referrals.isError
      ? 'unavailable'
      : 'loading';

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <AffiliateHeader>
        <RefreshButton
          onRefresh={() => Promise.all([refresh(), referrals.refetch(), consultations.refetch()])}
        />
      </AffiliateHeader>
      <StatCards agentCode={agentCode} stats={stats} />
      <AffiliateLinkCard link={link} agentCode={agentCode} />
      <AgentConsultations requests={consultations} referralDates={referrals.data?.map((r) => r.created_at)} />
      <ReferredUsers referrals={referrals} />
    </div>
  );
}
