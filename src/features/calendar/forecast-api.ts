import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORECAST_DAYS, type Forecast, type ForecastChange } from '@shared/finance/forecast.ts';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import type { Json } from '@/types/database';

/** The balance today and the cash-flow forecast (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md). */

export const forecastKeys = {
  all: ['cash-flow'] as const,
  balance: (userId: string) => [...forecastKeys.all, 'balance', userId] as const,
  forecast: (userId: string, balance: number, changes: readonly ForecastChange[]) =>
    [...forecastKeys.all, 'forecast', userId, balance, changes] as const,
};

export interface Balance {
  amount: number;
  updated_at: string;
}

export function useBalance(userId: string | undefined) {
  return useQuery({
    queryKey: forecastKeys.balance(userId ?? 'signed-out'),
    queryFn: userId
      ? async (): Promise<Balance | null> => {
          const supabase = await getSupabase();
          const { data, error } = await supabase
            .from('cash_balances')
            .select('amount, updated_at')
            .eq('user_id', userId)
            .maybeSingle();
          if (error) throw error;
          return data;
        }
      : skipToken,
    meta: { errorMessage: 'Failed to load your balance. Please try again.' },
  });
}

export function useSaveBalance(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (amount: number) => {
      if (!userId) throw new Error('No user found');
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('cash_balances')
        .upsert({ amount }, { onConflict: 'user_id' })
        .select('amount, updated_at')
        .single();
      if (error) throw error;
      return data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(forecastKeys.balance(userId ?? 'signed-out'), saved);
      notify.success('Balance saved');
    },
    meta: { errorMessage: 'Failed to save your balance. Please try again.' },
  });
}

/**
 * The forecast from `balance` with `changes` (none saved). Refetched when events change: the
 * calendar's mutations invalidate forecastKeys.all.
 */
export function useForecast(
  userId: string | undefined,
  balance: number | undefined,
  changes: readonly ForecastChange[] = [],
) {
  return useQuery({
    queryKey: forecastKeys.forecast(userId ?? 'signed-out', balance ?? 0, changes),
    queryFn:
      userId && balance !== undefined
        ? async (): Promise<Forecast> => {
            const supabase = await getSupabase();
            const { data, error } = await supabase.rpc('cash_flow_forecast', {
              start_balance: balance,
              days: FORECAST_DAYS,
              changes: changes as unknown as Json,
            });
            if (error) throw error;
            return data as unknown as Forecast;
          }
        : skipToken,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to work out your forecast. Please try again.' },
  });
}
