import { FunctionsHttpError } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { readMyData } from './read-my-data';

/** Reads and deletion of everything the signed-in user owns (docs/decisions/018-data-control-and-security-review.md). */

export function useMyData(userId: string | undefined) {
  return useMutation({
    mutationFn: () => {
      if (!userId) throw new Error('No user found');
      return getSupabase().then((supabase) => readMyData(supabase, userId));
    },
    meta: {
      errorMessage: 'We could not gather your data. Please try again.',
      logMessage: 'Reading the export failed',
    },
  });
}

/** The function's reason for a refusal (400: the email does not match), else a general message. */
async function deletionError(error: unknown): Promise<Error> {
  if (
    error instanceof FunctionsHttpError &&
    error.context instanceof Response &&
    error.context.status === 400
  ) {
    const body = (await error.context.json().catch(() => null)) as { error?: string } | null;
    if (body?.error) return new Error(body.error);
  }
  return new Error('Your account could not be deleted. Please try again.');
}

/** POST /functions/v1/delete-account with the typed email; the caller signs out once it is done. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (email: string) => {
      const supabase = await getSupabase();
      const result = await supabase.functions.invoke('delete-account', { body: { email } });
      if (result.error) throw await deletionError(result.error);
    },
    meta: { errorMessage: (error: Error) => error.message, logMessage: 'Deleting the account failed' },
  });
}
