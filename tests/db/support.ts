import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
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

/** Creates a confirmed user through the Admin API (the sign-up trigger runs) and signs it in. */
export async function confirmedUser(
  metadata: Record<string, unknown> = {},
  label = 'user',
): Promise<TestUser> {
  const email = uniqueEmail(label);
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

export async function affiliateUser(label = 'affiliate'): Promise<TestUser & { agentCode: string }> {
  const user = await confirmedUser({ user_type: 'affiliate' }, label);
  const { data, error } = await user.client
    .from('affiliates')
    .select('agent_code')
    .eq('user_id', user.id)
    .single();
  if (error) throw error;
  return { ...user, agentCode: data.agent_code };
}

interface MailSummary {
  ID: string;
  To: { Address: string }[];
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
