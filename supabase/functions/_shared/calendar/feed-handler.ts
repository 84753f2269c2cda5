import { createClient } from '@supabase/supabase-js';
import { buildIcs } from './ics.ts';

/**
 * GET /functions/v1/calendar-feed?token=<token>: the user's pending events as text/calendar, for
 * calendar apps that subscribe to a URL and cannot send headers (no apikey, no JWT; the function
 * is deployed with verify_jwt = false). The token, made by create_calendar_feed_token(), is the
 * only secret; an unknown one gets 404.
 */

export interface FeedConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  clientOptions?: Parameters<typeof createClient>[2];
  now?: () => Date;
}

const TOKEN = /^[0-9a-f]{64}$/;

const notFound = () =>
  new Response('Calendar not found. Copy the current link from the Financial Calendar page.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

export function createFeedHandler(config: FeedConfig): (req: Request) => Promise<Response> {
  const service = createClient(config.supabaseUrl, config.serviceRoleKey, {
    ...config.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const now = config.now ?? (() => new Date());

  return async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return new Response('Use GET', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const token = new URL(req.url).searchParams.get('token') ?? '';
    if (!TOKEN.test(token)) return notFound();
    const owner = await service
      .from('calendar_feed_tokens')
      .select('user_id')
      .eq('token', token)
      .maybeSingle();
    if (owner.error) return new Response('The calendar could not be read. Try again later.', { status: 500 });
    if (!owner.data) return notFound();
    const events = await service
      .from('calendar_events')
      .select(
        'id, title, description, event_date, event_time, amount, event_type, category, recurrence_pattern, recurrence_day, reminder_enabled, reminder_days_before',
      )
      .eq('user_id', String(owner.data.user_id))
      .eq('completed', false)
      .order('event_date');
    if (events.error)
      return new Response('The calendar could not be read. Try again later.', { status: 500 });
    return new Response(req.method === 'HEAD' ? null : buildIcs(events.data, now()), {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="financial-calendar.ics"',
        'Cache-Control': 'no-cache',
      },
    });
  };
}
