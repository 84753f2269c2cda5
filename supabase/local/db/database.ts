import { mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { serveWireProtocol } from './wire-server.ts';

export interface DatabaseOptions {
  /** A real PostgreSQL to use instead of PGlite (SUPABASE_DB_URL). */
  externalUrl?: string;
  /** Keep PGlite in memory; nothing is written to disk. */
  memory?: boolean;
  /** Wipe the persisted PGlite database first. */
  reset?: boolean;
  dataDir: string;
  port: number;
}

export interface Database {
  /** Connection string for pg clients and PostgREST. */
  url: string;
  port: number;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.externalUrl) {
    return {
      url: options.externalUrl,
      port: Number(new URL(options.externalUrl).port || 5432),
      kind: 'postgres',
      close: async () => {},
    };
  }
  if (!options.memory) {
    if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
    mkdirSync(options.dataDir, { recursive: true });
  }
  const db = await PGlite.create(options.memory ? undefined : options.dataDir);
  const server = await serveWireProtocol(db, options.port).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres`,
    port: server.port,
    kind: 'pglite',
    close: async () => {
      await server.close();
      await db.close();
    },
  };
}
