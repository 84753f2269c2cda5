import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys, forecastKeys } from '@/features/calendar';
import { checkupKeys } from '@/features/checkup';
import { refusalOr } from '@/lib/database-refusal';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import { IMPORT_TOASTS } from './content';
import { saveSummary, type ImportSave } from './review-logic';

/**
 * The import's one write (docs/decisions/028-statement-import.md): the events, the check-up's
 * figures and the balance the person accepted. Nothing of the statement file is in it.
 */
export function useSaveImport(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: ImportSave) => {
      if (!userId) throw new Error('No user found');
      const supabase = await getSupabase();
      if (save.events.length > 0) {
        const rows = save.events.map((row) => ({ ...row, user_id: userId }));
        const { error } = await supabase.from('calendar_events').insert(rows);
        if (error) throw error;
      }
      if (save.profile) {
        // Only the chosen columns: the upsert leaves the check-up's other numbers as they are.
        const { error } = await supabase
          .from('financial_profiles')
          .upsert({ user_id: userId, ...save.profile });
        if (error) throw error;
      }
      if (save.balance !== null) {
        const { error } = await supabase
          .from('cash_balances')
          .upsert({ amount: save.balance }, { onConflict: 'user_id' });
        if (error) throw error;
      }
    },
    onSuccess: (_, save) => {
      notify.success(IMPORT_TOASTS.saved, saveSummary(save));
    },
    // After a failure too: what was saved before it plans its findings, so a retry adds it once.
    onSettled: () =>
      Promise.all(
        [eventKeys.all, forecastKeys.all, checkupKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    meta: { errorMessage: refusalOr(IMPORT_TOASTS.saveFailed) },
  });
}
