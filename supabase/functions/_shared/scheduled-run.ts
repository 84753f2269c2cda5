import { roleOf } from './auth.ts';
import { json as jsonResponse } from './http.ts';

/**
 * What the scheduled runs (reminders, agent summaries) check before any work: POST, the
 * service-role key (401 for any other key, 403 with `forbidden` for a user's JWT), and the body's
 * optional {"now": ISO 8601}. Gives the run's moment, or the answer to send instead.
 */

// Called by pg_cron and the local timer, never by a browser: no CORS headers.
export const json = (status: number, body: Record<string, unknown>): Response =>
  jsonResponse(status, body, {});

async function readNow(req: Request): Promise<Date | Response> {
  const text = await req.text();
  if (!text.trim()) return new Date();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: 'The body must be JSON: {"now": "<ISO 8601>"}' });
  }
  const now = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).now : undefined;
  if (now === undefined || now === null) return new Date();
  const date = typeof now === 'string' ? new Date(now) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) return json(400, { error: '"now" must be an ISO 8601 date and time' });
  return date;
}

export async function startScheduledRun(
  req: Request,
  serviceRoleKey: string,
  forbidden: string,
): Promise<Date | Response> {
  if (req.method !== 'POST') return json(405, { error: 'Use POST' });
  const role = roleOf(req.headers.get('authorization'), serviceRoleKey);
  if (role !== 'service_role') {
    return role === 'authenticated'
      ? json(403, { error: forbidden })
      : json(401, { error: 'The service-role key is required' });
  }
  return readNow(req);
}
