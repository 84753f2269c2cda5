import { createClient } from '@supabase/supabase-js';
import { roleOf } from '../auth.ts';
import { CORS, json } from '../http.ts';

/**
 * POST /functions/v1/delete-account {"email": "<typed by the user>"} with the user's own JWT:
 * deletes the JWT's user. The typed email must be the account's (a confirmation, not a way to
 * name another account). Deleting the auth user removes every row it owns, by the foreign keys'
 * `on delete cascade` (docs/decisions/018-data-control-and-security-review.md). Answers 200
 * {"deleted": true}; 400 when the email does not match; 401 without a user's JWT.
 */

export interface DeleteAccountConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  clientOptions?: Parameters<typeof createClient>[2];
}

export const EMAIL_MISMATCH = 'Type the email address of this account to confirm.';

const sameEmail = (typed: unknown, email: string | undefined) =>
  typeof typed === 'string' && !!email && typed.trim().toLowerCase() === email.toLowerCase();

export function createDeleteAccountHandler(config: DeleteAccountConfig): (req: Request) => Promise<Response> {
  const service = createClient(config.supabaseUrl, config.serviceRoleKey, {
    ...config.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const authorization = req.headers.get('Authorization');
    // Only a signed-in user deletes, and only themselves: never the anon or the service key.
    if (roleOf(authorization, config.serviceRoleKey) !== 'authenticated') {
      return json(401, { error: 'Sign in to delete your account.' });
    }
    const token = authorization!.replace(/^Bearer\s+/i, '');
    const { data, error } = await service.auth.getUser(token);
    if (error) return json(401, { error: 'Sign in to delete your account.' });

    const body: unknown = await req.json().catch(() => null);
    const typed = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
    if (!sameEmail(typed, data.user.email)) return json(400, { error: EMAIL_MISMATCH });

    const deleted = await service.auth.admin.deleteUser(data.user.id);
    if (deleted.error) {
      console.error('[delete-account] deleting the user failed:', deleted.error.message);
      return json(500, { error: 'Your account could not be deleted. Please try again.' });
    }
    return json(200, { deleted: true });
  };
}
