import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authStorageKey } from '@/lib/auth-storage-key';
import { env } from '@/lib/env';

export const authUrl = (path: string) => `${env.supabaseUrl}/auth/v1${path}`;
export const restUrl = (path: string) => `${env.supabaseUrl}/rest/v1${path}`;

/**
 * One msw server for component tests: GoTrue- and PostgREST-shaped answers at the app's URL. It
 * knows every invitation code (the sign-up form and the referral page check theirs) and counts
 * every visit the referral page and shared lessons record; a test about unknown codes says
 * otherwise with server.use.
 */
export const server = setupServer(
  http.post(restUrl('/rpc/referral_code_valid'), () => HttpResponse.json(true)),
  http.post(restUrl('/rpc/record_referral_visit'), () => HttpResponse.json(true)),
);

/** An error as GoTrue sends it to supabase-js (API version 2024-01-01). */
export function gotrueError(status: number, code: string, message: string) {
  return HttpResponse.json(
    { code, message },
    { status, headers: { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': code } },
  );
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped token: supabase-js decodes it (without verifying) to read exp. */
export function fakeJwt(claims: Record<string, unknown> = {}): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'user-1', exp, role: 'authenticated', ...claims })}.c2lnbmF0dXJl`;
}

export function fakeUser(over: Record<string, unknown> = {}) {
  return {
    id: 'user-1',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'regular' },
    identities: [{ id: 'user-1', provider: 'email' }],
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    is_anonymous: false,
    ...over,
  };
}

export function fakeSession(user = fakeUser()) {
  return {
    access_token: fakeJwt({ sub: user.id }),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'refresh-token-0001',
    user,
  };
}

/** Where the app's supabase-js client keeps the session. */
export const SESSION_KEY = authStorageKey(env.supabaseUrl);

/** Signs `user` in as the app finds a returning user: its session stored where supabase-js reads it. */
export function signIn(user = fakeUser()): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(fakeSession(user)));
}
