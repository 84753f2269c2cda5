import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { SCHEMA_FILE } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { dumpSchema } from './db/schema-dump.ts';

/**
 * npm run schema: applies every migration to a new in-memory database and writes what they leave
 * to supabase/schema.sql (supabase/local/db/schema-dump.ts).
 */
const database = await openDatabase({ memory: true, dataDir: '', port: 0 });
try {
  await migrate(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    writeFileSync(SCHEMA_FILE, await dumpSchema(client));
  } finally {
    await client.end();
  }
  console.log(`Wrote ${SCHEMA_FILE}`);
} finally {
  await database.close();
}
