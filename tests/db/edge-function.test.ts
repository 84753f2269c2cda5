import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../supabase/functions/_shared/assistant/contract.ts';
import { freePort } from '../../supabase/local/http.ts';
import { confirmedUser, stack } from './support.ts';

// The production entry, supabase/functions/assistant/index.ts, run by Deno (the npm `deno`
// package) against the local stack, as the hosted platform runs it: the same contract must hold.
// Deno reads the npm packages from the project's node_modules and may not download anything
// (docs/decisions/011-edge-function-deno-uses-node-modules.md): a fresh machine whose only network
// is `npm install` passes this test.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DENO = `${ROOT}node_modules/.bin/deno`;

let deno: ChildProcess | undefined;
let functionUrl = '';

beforeAll(async () => {
  const port = await freePort();
  functionUrl = `http://127.0.0.1:${port}/assistant`;
  const child = spawn(
    DENO,
    [
      'run',
      '--node-modules-dir=manual',
      '--cached-only',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--config',
      'supabase/functions/assistant/deno.json',
      'supabase/functions/assistant/index.ts',
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        NO_COLOR: '1',
        SUPABASE_URL: stack.apiUrl,
        SUPABASE_ANON_KEY: stack.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      },
    },
  );
  deno = child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) resolve();
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.once('exit', (code) => {
      reject(new Error(`deno exited with ${code}:\n${output}`));
    });
  });
}, 120_000);

afterAll(() => {
  deno?.kill();
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
    const { data } = await user.client.auth.getSession();
    const response = await ask(data.session!.access_token, { message: 'What is a final expense plan?' });
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
