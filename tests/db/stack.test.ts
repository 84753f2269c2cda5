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
