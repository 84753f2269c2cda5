import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { LOCAL_DIR, SUPABASE_DIR } from '../config.ts';

export interface MigrationReport {
  fresh: boolean;
  applied: string[];
}

const MIGRATIONS_DIR = `${SUPABASE_DIR}/migrations`;

/** Migration files in order; the version is the timestamp before the first underscore. */
export function migrationFiles(): { version: string; name: string; file: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      return { version: version!, name: rest.join('_'), file: `${MIGRATIONS_DIR}/${file}` };
    });
}

/**
 * bootstrap.sql (what hosted Supabase provides), then each migration not yet applied,
 * each in its own transaction and recorded as the Supabase CLI records them, then
 * seed.sql when the database was fresh.
 */
export async function migrate(url: string): Promise<MigrationReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const fresh =
      (
        await client.query<{ t: string | null }>(
          `select to_regclass('supabase_migrations.schema_migrations') as t`,
        )
      ).rows[0]?.t == null;
    await client.query(readFileSync(`${LOCAL_DIR}/bootstrap.sql`, 'utf8'));
    await client.query(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, name text, statements text[]
      );`);
    const done = new Set(
      (
        await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
      ).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const migration of migrationFiles()) {
      if (done.has(migration.version)) continue;
      const sql = readFileSync(migration.file, 'utf8');
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(
          `Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
      applied.push(`${migration.version}_${migration.name}`);
    }
    if (fresh) await client.query(readFileSync(`${SUPABASE_DIR}/seed.sql`, 'utf8'));
    return { fresh, applied };
  } finally {
    await client.end();
  }
}
