import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../../supabase/local/stack.ts';

/**
 * One local stack for the db test files: in-memory PGlite on free ports, or the
 * PostgreSQL named by SUPABASE_DB_URL (CI runs the suite on both).
 */
let stack: Stack | undefined;

export async function setup(project: TestProject): Promise<void> {
  stack = await startStack({
    memory: true,
    ports: { api: 0, db: 0, inbox: 0 },
    log: (source, line) => {
      if (source !== 'postgrest' || /error|fatal/i.test(line)) console.log(`[${source}] ${line}`);
    },
  });
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    inboxUrl: stack.inboxUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret: stack.jwtSecret,
    database: stack.database,
  });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      apiUrl: string;
      dbUrl: string;
      inboxUrl: string;
      anonKey: string;
      serviceRoleKey: string;
      jwtSecret: string;
      database: 'pglite' | 'postgres';
    };
  }
}
