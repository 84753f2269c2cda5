import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveUnderDeno, type DenoFunction } from './deno.ts';
import { accessToken, confirmedUser, service, stack } from './support.ts';

// The reminders, unsubscribe, calendar-feed and delete-account entries under Deno, against the local stack:
// the same handlers as the local stack serves, started the way the platform starts them.

const env = { SUPABASE_URL: stack.apiUrl, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey };
const running: DenoFunction[] = [];

let reminders: DenoFunction;
let feed: DenoFunction;
let unsubscribe: DenoFunction;
let deleteAccount: DenoFunction;

beforeAll(async () => {
  [reminders, feed, unsubscribe, deleteAccount] = await Promise.all([
    serveUnderDeno('reminders', { ...env, APP_URL: 'https://app.example.com' }),
    serveUnderDeno('calendar-feed', env),
    serveUnderDeno('unsubscribe', env),
    serveUnderDeno('delete-account', env),
  ]);
  running.push(reminders, feed, unsubscribe, deleteAccount);
}, 120_000);

afterAll(() => {
  for (const fn of running) fn.stop();
});

describe('the edge functions under Deno', () => {
  it('reminders: 401 for the anon key, and 503 with no email provider configured rather than claiming', async () => {
    const call = (key: string) =>
      fetch(reminders.url, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: '{}' });
    expect((await call(stack.anonKey)).status).toBe(401);
    const response = await call(stack.serviceRoleKey);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'No email provider is configured (README: Email reminders)',
    });
  });

  it('calendar-feed: serves a token as text/calendar and 404s an unknown one', async () => {
    const user = await confirmedUser({}, 'deno-feed');
    const { data: token } = await user.client.rpc('create_calendar_feed_token');
    const ok = await fetch(`${feed.url}?token=${token}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ok.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect((await fetch(`${feed.url}?token=${'f'.repeat(64)}`)).status).toBe(404);
  });

  it('unsubscribe: 404 for a token that matches no one', async () => {
    const response = await fetch(`${unsubscribe.url}?token=${crypto.randomUUID()}`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ unsubscribed: false });
  });

  it("delete-account: deletes the JWT's user when the typed email matches, and no one for the service key", async () => {
    const user = await confirmedUser({}, 'deno-delete');
    const token = await accessToken(user);
    const call = (key: string) =>
      fetch(deleteAccount.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
    expect((await call(stack.serviceRoleKey)).status).toBe(401);
    expect((await call(token)).status).toBe(200);
    expect((await service().auth.admin.getUserById(user.id)).error).not.toBeNull();
  });
});
