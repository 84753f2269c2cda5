import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import type { FinancialCheck, Tables } from '@/types/database';
import { CHECKUP_TOASTS, PROFILE_FIELDS } from './content';
import type { ProfileValues } from './schema';

/**
 * The only code that calls Supabase for the check-up (docs/decisions/023-financial-checkup.md):
 * the user's numbers (financial_profiles, their own row under RLS) and financial_checkup(), the
 * one home of the rules.
 */

export const checkupKeys = {
  all: ['checkup'] as const,
  profile: (userId: string) => [...checkupKeys.all, 'profile', userId] as const,
  checks: (userId: string) => [...checkupKeys.all, 'checks', userId] as const,
};

export type FinancialProfile = Omit<Tables<'financial_profiles'>, 'user_id'>;

const PROFILE_COLUMNS = [...PROFILE_FIELDS.map((f) => f.name), 'updated_at'].join(', ');

export const profileQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: checkupKeys.profile(userId ?? 'signed-out'),
    queryFn: userId
      ? async (): Promise<FinancialProfile | null> => {
          const supabase = await getSupabase();
          const { data, error } = await supabase
            .from('financial_profiles')
            .select(PROFILE_COLUMNS)
            .eq('user_id', userId)
            .maybeSingle();
          if (error) throw error;
          return data as FinancialProfile | null;
        }
      : skipToken,
    meta: { errorMessage: CHECKUP_TOASTS.loadFailed },
  });

export const checkupQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: checkupKeys.checks(userId ?? 'signed-out'),
    queryFn: userId
      ? async (): Promise<FinancialCheck[]> => {
          const supabase = await getSupabase();
          const { data, error } = await supabase.rpc('financial_checkup');
          if (error) throw error;
          return data ?? [];
        }
      : skipToken,
    meta: { errorMessage: CHECKUP_TOASTS.loadFailed },
  });

export const useFinancialProfile = (userId: string | undefined) => useQuery(profileQuery(userId));
export const useFinancialCheckup = (userId: string | undefined) => useQuery(checkupQuery(userId));

export function useSaveFinancialProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProfileValues) => {
      if (!userId) throw new Error('No user found');
      const supabase = await getSupabase();
      const { error } = await supabase.from('financial_profiles').upsert({ user_id: userId, ...values });
      if (error) throw error;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: checkupKeys.all });
      notify.success(CHECKUP_TOASTS.saved.title, CHECKUP_TOASTS.saved.description);
    },
    meta: { errorMessage: CHECKUP_TOASTS.saveFailed },
  });
}
