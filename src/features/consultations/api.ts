import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusalOr } from '@/lib/database-refusal';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import type { ConsultationPlan } from '@/types/database';
import { CONSULTATION_TOASTS } from './content';
import type { ConsultationRequest } from './logic';

/**
 * The only place consultation requests talk to Supabase (docs/decisions/020-consultations.md):
 * the table is read under RLS, every change is one of the RPCs, and after each change the
 * consultation-emails function is nudged so its email leaves at once. The outbox's webhook does
 * the same for every client where pg_net runs; this call is what does it on a project without.
 */

export const consultationKeys = {
  all: ['consultations'] as const,
  mine: (userId: string) => [...consultationKeys.all, 'mine', userId] as const,
  advisor: (userId: string) => [...consultationKeys.all, 'advisor', userId] as const,
  agent: (agentCode: string) => [...consultationKeys.all, 'agent', agentCode] as const,
  house: ['consultations', 'house'] as const,
  brief: (requestId: string) => [...consultationKeys.all, 'brief', requestId] as const,
};

async function sendQueuedEmails(): Promise<void> {
  const supabase = await getSupabase();
  // Best effort: the schedule sends whatever this misses.
  await supabase.functions.invoke('consultation-emails', { method: 'POST' }).catch(() => undefined);
}

export function useMyConsultations(userId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: consultationKeys.mine(userId ?? 'signed-out'),
      queryFn: userId
        ? async (): Promise<ConsultationRequest[]> => {
            const supabase = await getSupabase();
            const { data, error } = await supabase
              .from('consultation_requests')
              .select('*, plan:consultation_plans(created_at, expires_at)')
              .eq('user_id', userId)
              .order('created_at', { ascending: false });
            if (error) throw error;
            return data;
          }
        : skipToken,
      meta: { errorMessage: CONSULTATION_TOASTS.loadFailed },
    }),
  );
}

/** The inviting agent's first name, or null when the house answers. */
export function useConsultationAdvisor(userId: string | undefined) {
  return useQuery({
    queryKey: consultationKeys.advisor(userId ?? 'signed-out'),
    queryFn: userId
      ? async () => {
          const supabase = await getSupabase();
          const { data, error } = await supabase.rpc('consultation_advisor');
          if (error) throw error;
          return data;
        }
      : skipToken,
    staleTime: Infinity,
  });
}

export interface NewConsultation {
  topic: string;
  contact_method: string;
  phone: string;
  preferred_times: string[];
  note: string;
  share_plan: boolean;
}

function useRefetchConsultations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consultationKeys.all });
}

export function useRequestConsultation() {
  return useMutation({
    mutationFn: async (request: NewConsultation) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('request_consultation', {
        topic: request.topic,
        contact_method: request.contact_method,
        phone: request.phone || null,
        preferred_times: request.preferred_times,
        note: request.note || null,
        consent: true,
        share_plan: request.share_plan,
      });
      if (error) throw error;
      void sendQueuedEmails();
      return data;
    },
    onSuccess: () => {
      notify.success(CONSULTATION_TOASTS.sent);
    },
    meta: { errorMessage: refusalOr(CONSULTATION_TOASTS.sendFailed) },
    onSettled: useRefetchConsultations(),
  });
}

/** One RPC on one request, with its toast; the user's cancel and the agent's three actions. */
function useRequestAction<Variables extends { request_id: string }>(
  run: (variables: Variables) => PromiseLike<{ error: Error | null }>,
  success: string,
  failure: string,
) {
  return useMutation({
    mutationFn: async (variables: Variables) => {
      const { error } = await run(variables);
      if (error) throw error;
      void sendQueuedEmails();
    },
    onSuccess: () => {
      notify.success(success);
    },
    meta: { errorMessage: refusalOr(failure) },
    onSettled: useRefetchConsultations(),
  });
}

export const useCancelConsultation = () =>
  useRequestAction(
    async (v: { request_id: string }) => (await getSupabase()).rpc('cancel_consultation', v),
    CONSULTATION_TOASTS.cancelled,
    CONSULTATION_TOASTS.cancelFailed,
  );

/** The user withdraws the check-up they shared with a request; the advisor can no longer read it. */
export const useRevokePlanShare = () =>
  useRequestAction(
    async (v: { request_id: string }) => (await getSupabase()).rpc('revoke_plan_share', v),
    CONSULTATION_TOASTS.shareStopped,
    CONSULTATION_TOASTS.shareStopFailed,
  );

export const useScheduleConsultation = () =>
  useRequestAction(
    async (v: { request_id: string; at: string }) => (await getSupabase()).rpc('schedule_consultation', v),
    CONSULTATION_TOASTS.scheduled,
    CONSULTATION_TOASTS.agentFailed,
  );

export const useCompleteConsultation = () =>
  useRequestAction(
    async (v: { request_id: string }) => (await getSupabase()).rpc('complete_consultation', v),
    CONSULTATION_TOASTS.completed,
    CONSULTATION_TOASTS.agentFailed,
  );

export const useDeclineConsultation = () =>
  useRequestAction(
    async (v: { request_id: string; reason: string }) => (await getSupabase()).rpc('decline_consultation', v),
    CONSULTATION_TOASTS.declined,
    CONSULTATION_TOASTS.agentFailed,
  );

export type AgentConsultation = ConsultationRequest & {
  profile: { first_name: string | null; last_name: string | null; email: string | null } | null;
};

/** The requests routed to this agent code, with the name and email of who asked. */
export function useAgentConsultations(agentCode: string) {
  return useQuery({
    queryKey: consultationKeys.agent(agentCode),
    queryFn: async (): Promise<AgentConsultation[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('consultation_requests')
        .select(
          '*, profile:profiles(first_name, last_name, email), plan:consultation_plans(created_at, expires_at)',
        )
        .eq('agent_code', agentCode)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}

/** The house's requests (nobody's agent), for staff; RLS shows them to staff only. */
export function useHouseConsultations() {
  return useQuery({
    queryKey: consultationKeys.house,
    queryFn: async (): Promise<AgentConsultation[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('consultation_requests')
        .select('*, profile:profiles(first_name, last_name, email)')
        .is('agent_code', null)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}

export interface ConsultationBrief {
  request: AgentConsultation | null;
  /** Null when nothing is shared (never, withdrawn, closed or past 90 days). */
  plan: ConsultationPlan | null;
}

/** A request of this agent's and the snapshot its user shared, for the printable brief. */
export function useConsultationBrief(requestId: string) {
  return useQuery({
    queryKey: consultationKeys.brief(requestId),
    queryFn: async (): Promise<ConsultationBrief> => {
      const supabase = await getSupabase();
      const [request, plan] = await Promise.all([
        supabase
          .from('consultation_requests')
          .select('*, profile:profiles(first_name, last_name, email)')
          .eq('id', requestId)
          .maybeSingle(),
        supabase.rpc('consultation_plan', { request_id: requestId }),
      ]);
      if (request.error) throw request.error;
      if (plan.error) throw plan.error;
      return { request: request.data, plan: plan.data };
    },
    meta: { errorMessage: CONSULTATION_TOASTS.briefFailed },
  });
}
