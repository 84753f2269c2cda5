import { describe, expect, it } from 'vitest';
import { startStack } from '../../supabase/local/stack.ts';
import { stack } from './support.ts';

describe('startStack', () => {
  it('names the port in a one-line error when it is taken, and the stack holding it keeps working', async () => {
    const busy = Number(new URL(stack.apiUrl).port);
    await expect(
      startStack({ memory: true, ports: { api: busy, db: 0, inbox: 0 }, log: () => undefined }),
    ).rejects.toThrow(new RegExp(`^Port ${busy} \\(API gateway\\) is already in use`));
    // The stack that owns the port is unaffected.
    const health = await fetch(`${stack.apiUrl}/auth/v1/health`, { headers: { apikey: stack.anonKey } });
    expect(health.status).toBe(200);
  });
});

describe('two stacks in one process', () => {
  it('keep their own sign-in rate limits (the auth service holds no module-level state)', async () => {
    const email = `limit-${crypto.randomUUID()}@example.com`;
    const signIn = (apiUrl: string) =>
      fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn(stack.apiUrl)).status).toBe(400);
    expect((await signIn(stack.apiUrl)).status).toBe(429);

    const other = await startStack({
      memory: true,
      ports: { api: 0, db: 0, inbox: 0 },
      log: () => undefined,
    });
    try {
      expect((await signIn(other.apiUrl)).status).toBe(400);
    } finally {
      await other.stop();
    }
  });
});
