import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { logFailure } from '@/lib/log';
import { notify } from '@/lib/toast';
import { getSupabase } from '@/lib/supabase';
import type { UserType } from '@/types/database';
import { AlreadyRegisteredError, authErrorMessage, isAlreadyRegistered, signUpErrorMessage } from './logic';
import { fallbackAgentCode } from './agent-code';
import { metadataText, metadataUserType } from './metadata';
import type { SignUpValues } from './schema';
import { paths } from '@/lib/paths';
import { callPublicRpc } from '@/lib/public-rpc';
import { detectTimeZone } from '@/lib/time-zone';

/** The auth feature's calls to Supabase, but the session's (session-provider.tsx) and sign-out's. */

export const accountKeys = {
  all: ['account'] as const,
  detail: (userId: string) => [...accountKeys.all, userId] as const,
  profile: (userId: string) => [...accountKeys.all, userId, 'profile'] as const,
};

/**
 * Whether an invitation code belongs to an affiliate (decisions/020), as sign-up will match it. No
 * code: nothing to ask. A failed check is an error, not a no: the caller lets the code through
 * (sign-up ignores an unknown code anyway).
 */
export function referralCodeQuery(code: string) {
  const trimmed = code.trim();
  return queryOptions({
    queryKey: ['referral-code', trimmed.toUpperCase()] as const,
    queryFn: trimmed
      ? // Asked on public pages before anyone signs in: without supabase-js (lib/public-rpc.ts).
        () => callPublicRpc<boolean>('referral_code_valid', { code: trimmed })
      : skipToken,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export interface Account {
  userType: UserType;
  agentCode: string | null;
}

/**
 * The account's type and agent code in one read: the profile with its affiliate row embedded
 * (docs/decisions/025-account-in-one-read.md). `agentCode` is undefined when it could not be read.
 */
async function readAccount(
  user: User,
): Promise<{ userType: UserType; agentCode: string | null | undefined }> {
  const supabase = await getSupabase();
  const fromMetadata = metadataUserType(user);
  try {
    const { data, error } = await supabase
      .from('profiles')
      .select('user_type, affiliate:affiliates!affiliates_profile_fkey(agent_code)')
      .eq('id', user.id)
      .maybeSingle();
    if (error) throw error;
    if (data) return { userType: data.user_type, agentCode: data.affiliate?.agent_code ?? null };
    // docs/product-spec.md §4: the type from metadata, confirmed from the profile, which is created if missing.
    const { data: created, error: insertError } = await supabase
      .from('profiles')
      .insert({
        id: user.id,
        email: user.email ?? null,
        first_name: metadataText(user, 'first_name'),
        last_name: metadataText(user, 'last_name'),
        user_type: fromMetadata ?? 'regular',
      })
      .select('user_type')
      .single();
    if (insertError) throw insertError;
    return { userType: created.user_type, agentCode: null };
  } catch (error) {
    logFailure('Could not confirm the account type from the profile', error);
    return { userType: fromMetadata ?? 'regular', agentCode: undefined };
  }
}

/** A new code for an affiliate without one: from generate_agent_code, or the AGT fallback. */
async function createAgentCode(userId: string): Promise<string | null> {
  const supabase = await getSupabase();
  const generated = await supabase.rpc('generate_agent_code');
  const code = generated.error ? fallbackAgentCode() : generated.data;
  const { data: inserted, error: insertError } = await supabase
    .from('affiliates')
    .insert({ user_id: userId, agent_code: code })
    .select('agent_code')
    .single();
  if (insertError) {
    logFailure('Could not create the agent code', insertError);
    return null;
  }
  return inserted.agent_code;
}

async function fetchAccount(user: User): Promise<Account> {
  const { userType, agentCode } = await readAccount(user);
  if (userType !== 'affiliate') return { userType, agentCode: null };
  // An unreadable account is not repaired: the dashboard says the code is coming and asks again.
  if (agentCode === undefined) return { userType, agentCode: null };
  return { userType, agentCode: agentCode ?? (await createAgentCode(user.id)) };
}

/** Fetched once per signed-in user; `refresh()` refetches on demand. */
export function accountQuery(user: User | null) {
  return queryOptions({
    queryKey: accountKeys.detail(user?.id ?? 'signed-out'),
    queryFn: user ? () => fetchAccount(user) : skipToken,
    staleTime: Infinity,
  });
}

export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('profiles')
        .select('email, first_name, last_name, user_type')
        .eq('id', userId)
        .single();
      if (error) throw error;
      return data;
    },
  });
}

export const useProfile = (userId: string) => useQuery(profileQuery(userId));

export function emailRedirect(path: string): string {
  return `${window.location.origin}${path}`;
}

export function useSignIn() {
  return useMutation({
    meta: { errorMessage: authErrorMessage, logMessage: 'Sign-in failed' },
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return data;
    },
  });
}

/** The source of the visit that brought this code, if any; loaded only when a sign-up is sent. */
async function referralSource(code: string): Promise<string | null> {
  if (!code) return null;
  try {
    return (await import('@/features/visits')).referralSourceFor(code);
  } catch {
    return null;
  }
}

export function useSignUp() {
  return useMutation({
    meta: { errorMessage: signUpErrorMessage, logMessage: 'Sign-up failed' },
    mutationFn: async (values: SignUpValues & { userType: UserType; confirmationPath: string }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.auth.signUp({
        email: values.email,
        password: values.password,
        options: {
          emailRedirectTo: emailRedirect(values.confirmationPath),
          data: {
            first_name: values.firstName,
            last_name: values.lastName,
            user_type: values.userType,
            referral_code: values.referralCode || null,
            referral_source: await referralSource(values.referralCode),
            // Reminders arrive at 08:00 in this zone; Settings can change it.
            time_zone: detectTimeZone(),
          },
        },
      });
      if (isAlreadyRegistered({ user: data.user, errorMessage: error?.message }))
        throw new AlreadyRegisteredError();
      if (error) throw error;
      return data;
    },
  });
}

/** Signs out; the session provider clears the cached data when supabase-js reports SIGNED_OUT. */
/** Sends the sign-up confirmation again; its link leads to `redirectPath` (affiliates: their dashboard). */
export function useResendConfirmation(redirectPath: string = paths.emailConfirmation) {
  return useMutation({
    meta: {
      errorMessage: 'Failed to resend confirmation email. Please try again.',
      logMessage: 'Resending the confirmation failed',
    },
    mutationFn: async (email: string) => {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: emailRedirect(redirectPath) },
      });
      if (error) throw error;
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    meta: { errorMessage: authErrorMessage, logMessage: 'Password reset request failed' },
    mutationFn: async (email: string) => {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: emailRedirect(paths.resetPassword),
      });
      if (error) throw error;
    },
  });
}

export function useUpdatePassword() {
  return useMutation({
    meta: { errorMessage: authErrorMessage, logMessage: 'Password update failed' },
    mutationFn: async (password: string) => {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.updateUser({ password });
      if (error) throw error;
    },
  });
}

export function useUpdateNames(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: 'Failed to update your profile. Please try again.',
      logMessage: 'Updating the name failed',
    },
    mutationFn: async (names: { firstName: string; lastName: string }) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('profiles')
        .update({ first_name: names.firstName, last_name: names.lastName })
        .eq('id', userId);
      if (error) throw error;
      // Keep the metadata in step: it is what the app reads first after the next sign-in.
      await supabase.auth.updateUser({ data: { first_name: names.firstName, last_name: names.lastName } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile(userId) }),
  });
}

/**
 * Turns the session carried by an email link into the stored session. The tokens are spent once
 * used, so they leave the address bar and the history first (the router's own state is kept).
 */
export async function sessionFromLink(accessToken: string, refreshToken: string) {
  window.history.replaceState(window.history.state, '', window.location.pathname);
  const supabase = await getSupabase();
  return supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
}

/** docs/product-spec.md §7: the toast after a confirmation link has signed the user in. */
export function announceEmailConfirmed(): void {
  notify.success('Email Confirmed', 'Your account is now active. Welcome to the product!');
}

export async function currentSession() {
  const supabase = await getSupabase();
  return supabase.auth.getSession();
}
