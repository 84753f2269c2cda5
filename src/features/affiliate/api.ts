import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Referral } from './logic';

export const referralKeys = {
  all: ['referrals'] as const,
  list: (agentCode: string) => [...referralKeys.all, 'list', agentCode] as const,
};

/**
 * The users referred with this code and their profiles, newest first. It takes a code, not a
 * maybe-code: the dashboard asks only once the code exists (docs/product-spec.md §7).
 */
export function referralsQuery(agentCode: string) {
  return queryOptions({
    queryKey: referralKeys.list(agentCode),
    queryFn: async (): Promise<Referral[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('referrals')
        .select('id, created_at, profile:profiles(first_name, last_name, email, email_confirmed_at)')
        .eq('agent_code', agentCode)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}

export const useReferrals = (agentCode: string) => useQuery(referralsQuery(agentCode));
