import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusalOr } from '@/lib/database-refusal';
import { formatMoney } from '@/lib/money';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import { CELEBRATION_TOAST, GOAL_TOASTS } from './content';
import type { Goal } from './logic';
import type { GoalFields } from './schema';

/** The only place the goals feature talks to Supabase, and where its results become toasts
 * (failures through the query client, docs/decisions/013-errors-through-the-query-cache.md). */

export const goalKeys = {
  all: ['goals'] as const,
  list: (userId: string) => [...goalKeys.all, 'list', userId] as const,
  history: (goalId: string) => [...goalKeys.all, 'history', goalId] as const,
};

/** The signed-in user's goals, newest first (docs/product-spec.md §7). */
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

/** useGoals for the goals page, which also reports a failed load (the dashboard stays quiet). */
export const useGoalsWithFeedback = (userId: string | undefined) =>
  useQuery({
    ...goalsQuery(userId),
    meta: { errorMessage: GOAL_TOASTS.loadFailed, logMessage: 'Loading the goals failed' },
  });

/** Every goal change refetches the list (docs/product-spec.md §7); the mutation stays pending until it has. */
function useRefetchGoals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goalKeys.all });
}

export function useCreateGoal(userId: string | undefined) {
  return useMutation({
    // A calculator's "Save as goal" may start the goal with what is already saved: that is
    // added as a first deposit, so the goal's history starts with it.
    mutationFn: async ({ saved = 0, ...fields }: GoalFields & { saved?: number }) => {
      // docs/product-spec.md §8: no signed-in user is a failure to create like any other.
      if (!userId) throw new Error('No user found');
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('goals')
        .insert({ user_id: userId, ...fields })
        .select()
        .single();
      if (error) throw error;
      if (saved <= 0) return data;
      const funded = await supabase.rpc('add_goal_funds', { goal_id: data.id, amount: saved });
      if (funded.error) throw funded.error;
      return funded.data;
    },
    onSuccess: () => {
      notify.success(GOAL_TOASTS.created.title, GOAL_TOASTS.created.description);
    },
    meta: { errorMessage: refusalOr(GOAL_TOASTS.createFailed), logMessage: 'Creating the goal failed' },
    onSettled: useRefetchGoals(),
  });
}

/** Adds in the database in one statement; the database's trigger decides completion (docs/decisions/005-goals.md). */
export function useAddFunds() {
  return useMutation({
    mutationFn: async ({ goal, amount }: { goal: Goal; amount: number }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('add_goal_funds', { goal_id: goal.id, amount });
      if (error) throw error;
      return data;
    },
    onSuccess: (updated, { goal, amount }) => {
      notify.success(GOAL_TOASTS.fundsAdded.title, GOAL_TOASTS.fundsAdded.description(formatMoney(amount)));
      if (goal.completed_at === null && updated.completed_at !== null && updated.congratulations_enabled) {
        notify.success(CELEBRATION_TOAST.title, CELEBRATION_TOAST.description(updated.title));
      }
    },
    meta: { errorMessage: refusalOr(GOAL_TOASTS.addFundsFailed), logMessage: 'Adding funds failed' },
    onSettled: useRefetchGoals(),
  });
}

export function useUpdateGoal() {
  return useMutation({
    mutationFn: async ({ goal, fields }: { goal: Goal; fields: GoalFields }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.from('goals').update(fields).eq('id', goal.id).select().single();
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      notify.success(GOAL_TOASTS.updated.title, GOAL_TOASTS.updated.description);
    },
    meta: { errorMessage: refusalOr(GOAL_TOASTS.updateFailed), logMessage: 'Updating the goal failed' },
    onSettled: useRefetchGoals(),
  });
}

export function useDeleteGoal() {
  return useMutation({
    mutationFn: async (goal: Goal) => {
      const supabase = await getSupabase();
      const { error } = await supabase.from('goals').delete().eq('id', goal.id);
      if (error) throw error;
    },
    onSuccess: () => {
      notify.success(GOAL_TOASTS.deleted.title, GOAL_TOASTS.deleted.description);
    },
    meta: { errorMessage: GOAL_TOASTS.deleteFailed, logMessage: 'Deleting the goal failed' },
    onSettled: useRefetchGoals(),
  });
}

/** A goal's contributions, newest first (docs/decisions/017-goal-history-and-calculators.md). */
export function useGoalHistory(goalId: string) {
  return useQuery({
    queryKey: goalKeys.history(goalId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('goal_contributions')
        .select('*')
        .eq('goal_id', goalId)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
    meta: { errorMessage: GOAL_TOASTS.historyFailed, logMessage: 'Loading the goal history failed' },
  });
}

export function useWithdrawFunds() {
  return useMutation({
    mutationFn: async ({ goal, amount }: { goal: Goal; amount: number }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('withdraw_goal_funds', { goal_id: goal.id, amount });
      if (error) throw error;
      return data;
    },
    onSuccess: (_updated, { amount }) => {
      notify.success(GOAL_TOASTS.withdrawn.title, GOAL_TOASTS.withdrawn.description(formatMoney(amount)));
    },
    meta: { errorMessage: refusalOr(GOAL_TOASTS.withdrawFailed), logMessage: 'Withdrawing failed' },
    onSettled: useRefetchGoals(),
  });
}

export function useUndoContribution() {
  return useMutation({
    mutationFn: async (contributionId: string) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('undo_goal_contribution', {
        contribution_id: contributionId,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      notify.success(GOAL_TOASTS.undone.title, GOAL_TOASTS.undone.description);
    },
    meta: { errorMessage: refusalOr(GOAL_TOASTS.undoFailed), logMessage: 'Undoing failed' },
    onSettled: useRefetchGoals(),
  });
}
