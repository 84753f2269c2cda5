import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Database } from '../../src/types/database.ts';

export const stack = inject('stack');

export type Client = SupabaseClient<Database>;

/** Node 20 has no global WebSocket; these clients never use realtime, so give it a transport that refuses. */
function NoRealtime(): never {
  throw new Error('realtime is not used in these tests');
}

export function client(key: string = stack.anonKey): Client {
  return createClient<Database>(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  });
}

export const anon = (): Client => client(stack.anonKey);
export const service = (): Client => client(stack.serviceRoleKey);

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = 'correct-horse-42';

export interface TestUser {
  id: string;
  email: string;
  client: Client;
}

export type Agent = TestUser & { agentCode: string };

/** Creates a confirmed user through the Admin API (the sign-up trigger runs) and signs it in. */
export async function confirmedUser(
  metadata: Record<string, unknown> = {},
  label = 'user',
  email = uniqueEmail(label),
): Promise<TestUser> {
  const { data, error } = await service().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: 'Test', last_name: label, user_type: 'regular', ...metadata },
  });
  if (error) throw error;
  const signedIn = client();
  const { error: signInError } = await signedIn.auth.signInWithPassword({ email, password: PASSWORD });
  if (signInError) throw signInError;
  return { id: data.user.id, email, client: signedIn };
}

/** A confirmed user whose address no mail reaches: the local inbox refuses `.invalid`. */
export function unreachableUser(metadata: Record<string, unknown> = {}, label = 'user'): Promise<TestUser> {
  return confirmedUser(metadata, label, uniqueEmail(label).replace(/@example\.com$/, '@bounce.invalid'));
}

/** The affiliate with the agent code the sign-up trigger gave it. */
export async function withAgentCode(user: TestUser): Promise<Agent> {
  const { data, error } = await user.client
    .from('affiliates')
    .select('agent_code')
    .eq('user_id', user.id)
    .single();
  if (error) throw error;
  return { ...user, agentCode: data.agent_code };
}

export async function affiliateUser(label = 'affiliate'): Promise<Agent> {
  return withAgentCode(await confirmedUser({ user_type: 'affiliate' }, label));
}

/** The signed-in user's access token, for calls made without supabase-js (edge functions, the gateway). */
export async function accessToken(user: Pick<TestUser, 'client'>): Promise<string> {
  const { data } = await user.client.auth.getSession();
  return data.session!.access_token;
}

/** Where the app's sign-up page sends the confirmation link back to. */
export const CONFIRMATION_REDIRECT = 'http://localhost:5173/email-confirmation';

/** Signs up through supabase-js as the app's sign-up page does; the user stays unconfirmed. */
export async function signedUpUser(data: Record<string, unknown>, label = 'signup') {
  const email = uniqueEmail(label);
  const result = await anon().auth.signUp({
    email,
    password: PASSWORD,
    options: { emailRedirectTo: CONFIRMATION_REDIRECT, data },
  });
  expect(result.error).toBeNull();
  return { id: result.data.user!.id, email, user: result.data.user!, session: result.data.session };
}

/** A connection to the stack's database as its owner: for what no client may read or do. */
function database(): pg.Client {
  return new pg.Client({ connectionString: stack.dbUrl });
}

/** Runs `work` on a connection of its own, closed when it is done. */
export async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = database();
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * Runs `work` with the check `constraint` of `table` dropped, then adds it back NOT VALID, in one
 * transaction: `work` writes a row as one from before the check would exist.
 */
export async function asBeforeCheck<T>(
  table: string,
  constraint: string,
  work: (db: pg.Client) => Promise<T>,
): Promise<T> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ definition: string }>(
      'select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1',
      [constraint],
    );
    const check = rows[0]!.definition.replace(/ NOT VALID$/, '');
    await db.query('begin');
    try {
      await db.query(`alter table ${table} drop constraint ${constraint}`);
      const result = await work(db);
      await db.query(`alter table ${table} add constraint ${constraint} ${check} not valid`);
      await db.query('commit');
      return result;
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
  });
}

/**
 * Stops the consultation outbox sending while a test owns the inbox: the stack sends a due email on
 * its own within moments (stack.ts), so an earlier file's queued email could land between a test's
 * "clear" and its count. Every unsent email not in flight is marked failed; one in flight is waited
 * for, then marked the same way once its claim is let go.
 */
export async function quietConsultationOutbox(): Promise<void> {
  await withDatabase(async (db) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await db.query<{ left: number }>(
        `with stopped as (
           update private.consultation_emails set failed_at = now()
           where sent_at is null and failed_at is null
             and (claimed_at is null or claimed_at < now() - interval '10 minutes')
         )
         select count(*)::int as left from private.consultation_emails
         where sent_at is null and failed_at is null and claimed_at >= now() - interval '10 minutes'`,
      );
      if (rows[0]!.left === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('a consultation email stayed in flight for 10 s');
  });
}

/** One connection for the calling file's tests: opened before the first, closed after the last. */
export function databaseForFile(): pg.Client {
  const db = database();
  beforeAll(() => db.connect());
  afterAll(() => db.end());
  return db;
}

interface MailSummary {
  ID: string;
  To: { Address: string }[];
}

/** A mail as the local inbox's API returns it in full. */
export interface InboxMail {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  Attachments: { PartID: string; FileName: string; ContentType: string }[];
}

/** The mails to `address` in the local inbox, newest first, as its list gives them. */
export async function mailSummariesTo(address: string): Promise<MailSummary[]> {
  const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages?limit=1000`)).json()) as {
    messages: MailSummary[];
  };
  return list.messages.filter((m) => m.To.some((t) => t.Address === address));
}

/** The same mails in full, newest first. */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  return Promise.all(
    (await mailSummariesTo(address)).map(
      async (m) => (await (await fetch(`${stack.inboxUrl}/api/v1/message/${m.ID}`)).json()) as InboxMail,
    ),
  );
}

/** The newest mail to `email` in the local inbox, as Mailpit's API returns it. */
export async function latestMailTo(email: string): Promise<{ Text: string; HTML: string; Subject: string }> {
  // Waits for the mail, not for a time: a busy machine can take seconds to send it, and only a
  // mail that never comes reaches the deadline.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as {
      messages: MailSummary[];
    };
    const mail = list.messages.find((m) => m.To.some((t) => t.Address === email));
    if (mail) {
      return (await (await fetch(`${stack.inboxUrl}/api/v1/message/${mail.ID}`)).json()) as {
        Text: string;
        HTML: string;
        Subject: string;
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${email}`);
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text);
  if (!match) throw new Error(`no verify link in: ${text}`);
  return match[0];
}

/** Opens an email link like a browser would and returns the fragment it redirects to. */
export async function followLink(link: string): Promise<{ location: string; params: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return { location, params: new URLSearchParams(new URL(location).hash.slice(1)) };
}

/** A confirmed user the service role has made staff, as the README says to (docs/decisions/022). */
export async function staffUser(): Promise<TestUser> {
  const user = await confirmedUser({ first_name: 'Sam' }, 'staff');
  const { error } = await service()
    .from('profiles')
    .update({ user_type: 'staff' } as never)
    .eq('id', user.id);
  if (error) throw error;
  return user;
}
