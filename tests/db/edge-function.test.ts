import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../supabase/functions/_shared/assistant/contract.ts';
import { serveUnderDeno, type DenoFunction } from './deno.ts';
import { accessToken, confirmedUser, stack } from './support.ts';

// The production entry, supabase/functions/assistant/index.ts, run by Deno (the npm `deno`
// package) against the local stack, as the hosted platform runs it: the same contract must hold.
// Deno reads the npm packages from the project's node_modules and may not download anything
// (docs/decisions/011-edge-function-deno-uses-node-modules.md): a fresh machine whose only network
// is `npm install` passes this test.

let deno: DenoFunction | undefined;
let functionUrl = '';

beforeAll(async () => {
  deno = await serveUnderDeno('assistant', {
    SUPABASE_URL: stack.apiUrl,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
  });
  functionUrl = deno.url;
}, 120_000);

afterAll(() => {
  deno?.stop();
});

async function ask(token: string | null, body: unknown): Promise<Response> {
  return fetch(functionUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe('the assistant edge function under Deno', () => {
  it('streams an offline answer with its page link and stores both messages', async () => {
    const user = await confirmedUser();
    const response = await ask(await accessToken(user), { message: 'What is a final expense plan?' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const answer = await response.text();
    expect(answer).toContain('](/dashboard/solutions/final-expense-plan)');

    const conversationId = response.headers.get('x-conversation-id')!;
    const stored = await user.client
      .from('messages')
      .select('role, content')
      .eq('conversation_id', conversationId)
      .order('created_at');
    expect(stored.data).toEqual([
      { role: 'user', content: 'What is a final expense plan?' },
      { role: 'assistant', content: answer.trim() },
    ]);
  });

  it('refuses a request without a user JWT', async () => {
    const response = await ask(null, { message: 'Hello' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: ERRORS.unauthorized });
  });
});
