import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../supabase/local/stack.ts';
import type { Database } from '../../src/types/database.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// A stack of its own on a data directory: write, stop, start again, read.

const dataDir = mkdtempSync(join(tmpdir(), 'local-db-'));
const quiet = () => undefined;

function refuseRealtime(): never {
  throw new Error('realtime is not used here');
}

const connect = (stack: Stack, key: string) =>
  createClient<Database>(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: refuseRealtime as never },
  });

const start = () => startStack({ dataDir, ports: { api: 0, db: 0, inbox: 0 }, log: quiet });

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps users and rows across a restart, and applies no migration twice', async () => {
    const email = uniqueEmail('persist');
    const first = await start();
    try {
      const created = await connect(first, first.serviceRoleKey).auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
      });
      expect(created.error).toBeNull();
      const user = connect(first, first.anonKey);
      await user.auth.signInWithPassword({ email, password: PASSWORD });
      const insert = await user.from('goals').insert({ title: 'Kept', target_amount: 10 });
      expect(insert.error).toBeNull();
    } finally {
      await first.stop();
    }

    const second = await start();
    try {
      expect(second.migrations).toEqual({ fresh: false, applied: [] });
      const user = connect(second, second.anonKey);
      const signIn = await user.auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error).toBeNull();
      const { data } = await user.from('goals').select('title, target_amount');
      expect(data).toEqual([{ title: 'Kept', target_amount: 10 }]);
    } finally {
      await second.stop();
    }
  });
});
