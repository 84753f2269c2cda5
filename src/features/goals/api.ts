import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

export const goalKeys = {
  all: ['goals'] as const,
  list: (userId: string) => [...goalKeys.all, 'list', userId] as const,
};

/** The signed-in user's goals, newest first (spec section 7). */
export function goalsQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: goalKeys.list(userId ?? 'signed-out'),
    queryFn: userId
      ? async () => {
          const supabase = await getSupabase();
          const { data, error } = await supabase
            .from('goals')
            .select('*')
            .eq('user_id', userId)
            .order('created_at', { ascending: false });
          if (error) throw error;
          return data;
        }
      : skipToken,
  });
}

export const useGoals = (userId: string | undefined) => useQuery(goalsQuery(userId));
