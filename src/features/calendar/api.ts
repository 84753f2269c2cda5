import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

export const eventKeys = {
  all: ['calendar-events'] as const,
  list: (userId: string) => [...eventKeys.all, 'list', userId] as const,
};

/** The signed-in user's events, by date (spec section 7). */
export function eventsQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: eventKeys.list(userId ?? 'signed-out'),
    queryFn: userId
      ? async () => {
          const supabase = await getSupabase();
          const { data, error } = await supabase
            .from('calendar_events')
            .select('*')
            .eq('user_id', userId)
            .order('event_date', { ascending: true });
          if (error) throw error;
          return data;
        }
      : skipToken,
  });
}

export const useEvents = (userId: string | undefined) => useQuery(eventsQuery(userId));
