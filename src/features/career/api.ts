import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callPublicRpc } from '@/lib/public-rpc';
import { refusalOr } from '@/lib/database-refusal';
import { getSupabase } from '@/lib/supabase';
import type { CareerInterestStatus, Database } from '@/types/database';
import { CAREER_TOASTS } from './content';
import type { CareerInterest } from './logic';
import type { CareerInterestValues } from './schema';

/**
 * The only place career interests talk to Supabase (docs/decisions/029-career-interest.md). The
 * prospect's side is public and signed out: plain calls to the anon functions (lib/public-rpc.ts,
 * no supabase-js on the career page). The agent's side reads the table under RLS and changes it
 * through update_career_interest.
 */

type Functions = Database['public']['Functions'];

/** "Jane D." for a known code, else null (the page then speaks for the house). */
export function careerAgentName(code: string): Promise<string | null> {
  return callPublicRpc<Functions['career_agent_name']['Returns']>('career_agent_name', { code });
}

/** Words for a failed send: the database's own (a limit, a rule), else a plain apology. */
export const submitErrorMessage = refusalOr(
  'We could not send your interest. Please check your connection and try again.',
);

export async function submitCareerInterest(
  values: CareerInterestValues,
  ref: { code: string | null; source: string },
): Promise<void> {
  const args: Functions['submit_career_interest']['Args'] = {
    code: ref.code,
    source: ref.source,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone || null,
    state: values.state,
    licence: values.licence,
    hours_per_week: Number(values.hours_per_week),
    note: values.note.trim() || null,
    consent: values.consent,
  };
  await callPublicRpc<null>('submit_career_interest', { ...args });
}

export const confirmCareerInterest = (token: string) =>
  callPublicRpc<Functions['confirm_career_interest']['Returns']>('confirm_career_interest', { token });

export const withdrawCareerInterest = (token: string) =>
  callPublicRpc<boolean>('withdraw_career_interest', { token });

export const careerKeys = {
  all: ['career-interests'] as const,
  /** An agent's (by code) or the house's (staff). */
  list: (owner: string) => [...careerKeys.all, owner] as const,
};

const COLUMNS =
  'id, first_name, last_name, email, phone, state, licence, hours_per_week, note, status, agent_note, confirmed_at, created_at, joined_at';

/** The confirmed interests the signed-in agent (or staff, `owner` = 'house') may read; RLS decides. */
export function careerInterestsQuery(owner: string) {
  return queryOptions({
    queryKey: careerKeys.list(owner),
    queryFn: async (): Promise<CareerInterest[]> => {
      const supabase = await getSupabase();
      let query = supabase.from('career_interests').select(COLUMNS);
      query = owner === 'house' ? query.is('agent_code', null) : query.eq('agent_code', owner);
      const { data, error } = await query.order('confirmed_at', { ascending: false }).limit(500);
      if (error) throw error;
      return data;
    },
    meta: { errorMessage: CAREER_TOASTS.loadFailed },
  });
}

export const useCareerInterests = (owner: string) => useQuery(careerInterestsQuery(owner));

export function useUpdateCareerInterest(owner: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: refusalOr(CAREER_TOASTS.saveFailed),
      logMessage: 'Updating a career interest failed',
    },
    mutationFn: async (change: { id: string; status: CareerInterestStatus; agentNote: string }) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc('update_career_interest', {
        interest_id: change.id,
        status: change.status,
        agent_note: change.agentNote.trim() || null,
      });
      if (error) throw error;
    },
    onSuccess: (_data, change) => {
      queryClient.setQueryData<CareerInterest[]>(careerKeys.list(owner), (rows) =>
        rows?.map((row) =>
          row.id === change.id
            ? { ...row, status: change.status, agent_note: change.agentNote.trim() || null }
            : row,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: careerKeys.list(owner) });
    },
  });
}
