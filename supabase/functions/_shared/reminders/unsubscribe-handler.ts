import { createClient } from '@supabase/supabase-js';
import { CORS, json } from '../http.ts';

/**
 * POST /functions/v1/unsubscribe?token=<token>: turns reminder emails off for the token's user,
 * without signing in. The app's /unsubscribe page calls it, and so do mail apps' one-click
 * "Unsubscribe" buttons (RFC 8058: List-Unsubscribe-Post), which send no headers; hence
 * verify_jwt = false. Answers {"unsubscribed": true}, or 404 {"unsubscribed": false} for a token
 * that matches no one.
 */

export interface UnsubscribeConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  clientOptions?: Parameters<typeof createClient>[2];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function createUnsubscribeHandler(config: UnsubscribeConfig): (req: Request) => Promise<Response> {
  const service = createClient(config.supabaseUrl, config.serviceRoleKey, {
    ...config.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const token = new URL(req.url).searchParams.get('token') ?? '';
    if (!UUID.test(token)) return json(404, { unsubscribed: false });
    const result = await service.rpc('unsubscribe_from_reminders', { token });
    if (result.error) return json(500, { error: 'Could not unsubscribe. Try again later.' });
    return (result.data as boolean | null) === true
      ? json(200, { unsubscribed: true })
      : json(404, { unsubscribed: false });
  };
}
