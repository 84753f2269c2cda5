import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Funnel } from '@shared/agents/funnel.ts';
import { funnelRange, type FunnelRangeKey, type Referral } from './logic';

export const referralKeys = {
  all: ['referrals'] as const,
  list: (agentCode: string) => [...referralKeys.all, 'list', agentCode] as const,
};

/**
 * The users referred with this code, when each became active, and their profiles, newest first. It takes a code, not a
 * maybe-code: the dashboard asks only once the code exists (docs/product-spec.md §7).
 */
export function referralsQuery(agentCode: string) {
  return queryOptions({
    queryKey: referralKeys.list(agentCode),
    queryFn: async (): Promise<Referral[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('referrals')
        .select('id, created_at, active_at, profile:profiles(first_name, last_name, email)')
        .eq('agent_code', agentCode)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}

export const useReferrals = (agentCode: string) => useQuery(referralsQuery(agentCode));

export const funnelKeys = {
  all: ['agent-funnel'] as const,
  range: (agentCode: string, since: string | null, until: string | null) =>
    [...funnelKeys.all, agentCode, since ?? 'start', until ?? 'today'] as const,
};

/** The signed-in agent's funnel over the range (agent_funnel; docs/decisions/022-agent-funnel.md). */
export function agentFunnelQuery(agentCode: string, key: FunnelRangeKey, now: Date) {
  const { since, until } = funnelRange(key, now);
  return queryOptions({
    queryKey: funnelKeys.range(agentCode, since, until),
    queryFn: async (): Promise<Funnel> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('agent_funnel', { since, until });
      if (error) throw error;
      if (!data) throw new Error('agent_funnel answered nothing: the account has no agent code');
      return data as Funnel;
    },
    meta: { errorMessage: 'Failed to load your funnel. Please try again.' },
  });
}

export const useAgentFunnel = (agentCode: string, key: FunnelRangeKey) =>
  useQuery(agentFunnelQuery(agentCode, key, new Date()));
