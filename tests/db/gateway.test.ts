import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys.ts';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessToken,
  anon,
  client,
  confirmedUser,
  latestMailTo,
  linkIn,
  PASSWORD,
  quietConsultationOutbox,
  stack,
  uniqueEmail,
} from './support.ts';

/** The API gateway (Kong's job in the Supabase CLI) and the Mailpit-compatible inbox. */

const ORIGIN = 'http://localhost:5173';

function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.apiUrl}${path}`, init);
}

function keyHeaders(token = stack.anonKey): Record<string, string> {
  return { apikey: stack.anonKey, Authorization: `Bearer ${token}` };
}

async function newUserToken(): Promise<string> {
  return accessToken(await confirmedUser({}, 'gateway'));
}

function expiredToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

async function expectJson(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

describe('CORS', () => {
  const requested = 'apikey, authorization, content-type, x-client-info, x-supabase-api-version';

  it.each(['/auth/v1/token?grant_type=password', '/rest/v1/goals', '/functions/v1/anything'])(
    'answers the preflight of %s',
    async (path) => {
      const response = await api(path, {
        method: 'OPTIONS',
        headers: {
          Origin: ORIGIN,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': requested,
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
      for (const header of requested.split(', ')) expect(allowed).toContain(header);
    },
  );

  it('exposes the headers supabase-js reads on REST and auth responses', async () => {
    const token = await newUserToken();
    const rest = await api('/rest/v1/goals?select=id', {
      headers: { ...keyHeaders(token), Origin: ORIGIN, Prefer: 'count=exact' },
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('content-range')).toBe('*/0');

    const auth = await api('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: {
        ...keyHeaders(),
        Origin: ORIGIN,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email: uniqueEmail('cors'), password: 'wrong-password' }),
    });
    expect(auth.status).toBe(400);
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    for (const response of [rest, auth]) {
      expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      const exposed = response.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
      expect(exposed).toContain('x-supabase-api-version');
      expect(exposed).toContain('content-range');
    }
  });
});

describe('apikey', () => {
  it('rejects a request without an apikey', async () => {
    const body = await expectJson(await api('/rest/v1/goals'), 401);
    expect(body.message).toBe('No API key found in request');
    expect((await expectJson(await api('/auth/v1/settings'), 401)).message).toBe(
      'No API key found in request',
    );
  });

  it('rejects an unknown apikey', async () => {
    const response = await api('/auth/v1/settings', { headers: { apikey: 'bogus' } });
    expect((await expectJson(response, 401)).message).toBe('Invalid API key');
  });

  it('lets email links reach GET /auth/v1/verify without one', async () => {
    const { email } = await confirmedUser({}, 'nokey');
    await anon().auth.resetPasswordForEmail(email, { redirectTo: `${ORIGIN}/reset-password` });
    const link = linkIn((await latestMailTo(email)).Text);
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(
      /^http:\/\/localhost:5173\/reset-password#access_token=/,
    );
  });

  it('accepts the apikey as a query parameter', async () => {
    const response = await api(`/auth/v1/settings?apikey=${stack.anonKey}`);
    expect((await expectJson(response, 200)).mailer_autoconfirm).toBe(false);
  });

  it('maps the publishable key to anon and the secret key to service_role', async () => {
    const asPublishable = await api('/auth/v1/admin/users', { headers: { apikey: PUBLISHABLE_KEY } });
    expect((await expectJson(asPublishable, 403)).msg).toBe('User not allowed');
    const asSecret = await api('/auth/v1/admin/users', { headers: { apikey: SECRET_KEY } });
    expect(await expectJson(asSecret, 200)).toHaveProperty('users');

    const { email } = await confirmedUser({}, 'publishable');
    const { data, error } = await client(PUBLISHABLE_KEY).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });
});

describe('bad requests', () => {
  it('answers malformed JSON to /auth/v1/signup with 400 bad_json', async () => {
    const response = await api('/auth/v1/signup', {
      method: 'POST',
      headers: {
        ...keyHeaders(),
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: '{"email": ',
    });
    const body = await expectJson(response, 400);
    expect(body.code).toBe('bad_json');
    expect(body.message).toMatch(/^Could not parse request body as JSON: /);
  });

  it('answers malformed JSON to /rest/v1/goals with 400 JSON', async () => {
    const response = await api('/rest/v1/goals', {
      method: 'POST',
      headers: { ...keyHeaders(await newUserToken()), 'Content-Type': 'application/json' },
      body: '{"title": ',
    });
    expect(await expectJson(response, 400)).toHaveProperty('message');
  });

  it('answers unknown routes with 404 JSON', async () => {
    await expectJson(await api('/nowhere', { headers: keyHeaders() }), 404);
    const auth = await api('/auth/v1/nowhere', {
      headers: { ...keyHeaders(), 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect((await expectJson(auth, 404)).code).toBe('not_found');
  });

  it('answers a body over 1 MB with 413 JSON and keeps serving', async () => {
    const response = await api('/auth/v1/signup', {
      method: 'POST',
      headers: { ...keyHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('big'),
        password: PASSWORD,
        data: { blob: 'x'.repeat(1100000) },
      }),
    });
    // Each refusal in the shape of the service it was for: GoTrue's here, PostgREST's below.
    expect((await expectJson(response, 413)).msg).toBe('The request body is larger than 1 MB.');

    // Without a Content-Length the gateway counts while reading.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const streamed = await api('/rest/v1/goals', {
      method: 'POST',
      headers: { ...keyHeaders(), 'Content-Type': 'application/json' },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 32) controller.enqueue(chunk);
          else controller.close();
        },
      }),
      duplex: 'half',
    });
    expect(await expectJson(streamed, 413)).toMatchObject({
      code: 'PGRST102',
      message: 'The request body is larger than 1 MB.',
    });

    const after = await api('/auth/v1/health', { headers: keyHeaders() });
    expect((await expectJson(after, 200)).name).toBe('GoTrue');
  });
});

describe('JWT checks', () => {
  it('rejects an expired JWT on /rest/v1 and /functions/v1', async () => {
    const token = await expiredToken();
    const rest = await api('/rest/v1/goals', { headers: keyHeaders(token) });
    expect(await expectJson(rest, 401)).toHaveProperty('message');

    const functions = await api('/functions/v1/anything', { method: 'POST', headers: keyHeaders(token) });
    expect(functions.status).toBe(401);
  });

  it('rejects a garbage bearer on /rest/v1', async () => {
    const response = await api('/rest/v1/goals', { headers: keyHeaders('not-a-jwt') });
    await expectJson(response, 401);
  });

  it('answers an unknown function with 404 for a valid token', async () => {
    const response = await api('/functions/v1/no-such-function', {
      method: 'POST',
      headers: keyHeaders(await newUserToken()),
    });
    expect(response.status).toBe(404);
  });
});

interface Envelope {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  start: number;
  messages: {
    ID: string;
    Read: boolean;
    From: { Name: string; Address: string };
    To: { Name: string; Address: string }[];
    Subject: string;
    Created: string;
    Snippet: string;
  }[];
}

function inbox(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.inboxUrl}${path}`, init);
}

async function messages(query = ''): Promise<Envelope> {
  return (await (await inbox(`/api/v1/messages${query}`)).json()) as Envelope;
}

async function mailTo(label: string): Promise<string> {
  const { email } = await confirmedUser({}, label);
  const { error } = await anon().auth.resetPasswordForEmail(email, {
    redirectTo: `${ORIGIN}/reset-password`,
  });
  if (error) throw error;
  return email;
}

describe('inbox', () => {
  // These tests count the inbox's messages: nothing else may send while they run.
  beforeAll(quietConsultationOutbox);

  it('lists messages newest first with the Mailpit envelope', async () => {
    const cleared = await inbox('/api/v1/messages', { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await cleared.text()).toBe('ok');
    expect((await messages()).total).toBe(0);

    const first = await mailTo('first');
    const second = await mailTo('second');
    const list = await messages();
    expect(list).toMatchObject({ total: 2, unread: 2, count: 2, messages_count: 2, start: 0 });
    expect(list.messages.map((m) => m.To[0]?.Address)).toEqual([second, first]);
    const [newest] = list.messages;
    expect(newest).toMatchObject({ From: { Name: 'Admin', Address: 'admin@email.com' }, Read: false });
    expect(newest?.ID).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(newest?.Subject).toBeTruthy();
    expect(Number.isNaN(Date.parse(newest?.Created ?? ''))).toBe(false);
    expect(newest?.Snippet).toContain('/auth/v1/verify?token=');
    expect(newest?.Snippet.length).toBeLessThanOrEqual(250);

    const paged = await messages('?start=1&limit=1');
    expect(paged).toMatchObject({ total: 2, count: 1, start: 1 });
    expect(paged.messages[0]?.To[0]?.Address).toBe(first);
  });

  it('returns a message with Text and HTML and marks it read', async () => {
    const email = await mailTo('read');
    const summary = (await messages()).messages.find((m) => m.To[0]?.Address === email)!;
    const unreadBefore = (await messages()).unread;

    const response = await inbox(`/api/v1/message/${summary.ID}`);
    expect(response.status).toBe(200);
    const mail = (await response.json()) as { ID: string; Text: string; HTML: string };
    expect(mail.ID).toBe(summary.ID);
    expect(mail.Text).toContain(linkIn(mail.Text));
    expect(mail.HTML).toContain(`<a href="${linkIn(mail.Text).replaceAll('&', '&amp;')}">`);

    const after = await messages();
    expect(after.unread).toBe(unreadBefore - 1);
    expect(after.messages.find((m) => m.ID === summary.ID)?.Read).toBe(true);
  });

  it('serves the newest message as latest', async () => {
    const email = await mailTo('latest');
    const response = await inbox('/api/v1/message/latest');
    expect(response.status).toBe(200);
    const mail = (await response.json()) as { To: { Address: string }[] };
    expect(mail.To[0]?.Address).toBe(email);
  });

  it('answers an unknown message ID with a plain 404', async () => {
    const response = await inbox('/api/v1/message/doesNotExist1234567890');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('404 page not found');
  });

  it('deletes the messages named in IDs', async () => {
    const kept = await mailTo('kept');
    const gone = await mailTo('gone');
    const list = await messages();
    const goneId = list.messages.find((m) => m.To[0]?.Address === gone)!.ID;

    const response = await inbox('/api/v1/messages', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ IDs: [goneId] }),
    });
    expect(response.status).toBe(200);
    const after = await messages();
    expect(after.total).toBe(list.total - 1);
    expect(after.messages.some((m) => m.ID === goneId)).toBe(false);
    expect(after.messages.some((m) => m.To[0]?.Address === kept)).toBe(true);
  });

  it('lists mails with their links on the HTML page', async () => {
    const email = await mailTo('page');
    const link = linkIn((await latestMailTo(email)).Text);
    const response = await inbox('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(email);
    expect(html.replace(/&#38;|&amp;/g, '&')).toContain(`href="${link}"`);
  });
});
