import type { User } from '@supabase/supabase-js';
import { paths } from '@/lib/paths';
import { REFERRAL_STORAGE_KEY } from '@/lib/referral-code';

/** Pure rules of the auth feature (docs/product-spec.md §4, §8), tested directly. */

export const ALREADY_REGISTERED_MESSAGE =
  'An account with this email already exists. Please sign in instead.';

export class AlreadyRegisteredError extends Error {}

/**
 * Hosted Supabase answers a repeated sign-up of a confirmed address with a user that has no
 * identities (email confirmation on) or with 'User already registered' (off): both mean the same.
 */
export function isAlreadyRegistered(result: { user: User | null; errorMessage?: string }): boolean {
  if (result.errorMessage?.includes('User already registered')) return true;
  return !!result.user && Array.isArray(result.user.identities) && result.user.identities.length === 0;
}

export type ConfirmationLink =
  | { kind: 'tokens'; accessToken: string; refreshToken: string }
  | { kind: 'error'; expired: boolean }
  | { kind: 'none' };

/** Reads what an email link put in the URL: tokens, or an error, from the fragment or the query. */
export function readAuthLink(hash: string, search: string): ConfirmationLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const [key, value] of new URLSearchParams(search)) if (!params.has(key)) params.set(key, value);
  const error = params.get('error') ?? params.get('error_code');
  const description = params.get('error_description') ?? '';
  if (error || description) {
    return {
      kind: 'error',
      expired: /expired/i.test(description) || params.get('error_code') === 'otp_expired',
    };
  }
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken) return { kind: 'tokens', accessToken, refreshToken };
  return { kind: 'none' };
}

/** Where to go after signing in: back to the page the guard stopped, never off-site or to auth pages. */
export function safeReturnPath(from: unknown, fallback: string = paths.dashboard.home): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  if (/^\/(sign-in|sign-up|affiliate\/sign-(in|up))(\/|\?|$)/.test(from)) return fallback;
  return from;
}

/** An invitation code no affiliate has, said under the field before sign-up. */
export const UNKNOWN_REFERRAL_CODE = "We don't recognise this code";

export const UNREACHABLE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/**
 * The text to show for a failed auth call: the server's own message (docs/product-spec.md §8), except
 * for network failures and server errors, where supabase-js has no readable message to give.
 */
export function authErrorMessage(error: Error): string {
  const status = (error as { status?: unknown }).status;
  const retryable = error.name === 'AuthRetryableFetchError' || (typeof status === 'number' && status >= 500);
  return retryable || !error.message || error.message === '{}' ? UNREACHABLE_MESSAGE : error.message;
}

/** The text for a failed sign-up: the spec's 'already exists' text, else the auth error's. */
export function signUpErrorMessage(error: Error): string {
  return error instanceof AlreadyRegisteredError ? ALREADY_REGISTERED_MESSAGE : authErrorMessage(error);
}

/**
 * The code sign-up starts with: the link's ?ref, else the invitation this tab arrived with, which
 * the boot script keeps (src/lib/referral-code.ts) and fills in before hydration by the same rule.
 */
/** Drops the invitation this tab kept: its code turned out to be no affiliate's. */
export function forgetReferralCode(): void {
  try {
    sessionStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}

export function initialReferralCode(search: URLSearchParams): string {
  const fromLink = search.get('ref');
  if (fromLink !== null) return fromLink;
  try {
    return sessionStorage.getItem(REFERRAL_STORAGE_KEY) ?? '';
  } catch {
    // No storage (the prerendering in Node, or storage blocked): only the link can carry a code.
    return '';
  }
}
