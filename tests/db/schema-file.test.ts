import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SCHEMA_FILE } from '../../supabase/local/config.ts';
import { dumpSchema } from '../../supabase/local/db/schema-dump.ts';
import { withDatabase } from './support.ts';

it('supabase/schema.sql is the schema the migrations leave (else: npm run schema)', async () => {
  await withDatabase(async (db) => {
    const dumped = await dumpSchema(db);
    // Line by line, so a failure names the lines that differ.
    expect(dumped.split('\n')).toEqual(readFileSync(SCHEMA_FILE, 'utf8').split('\n'));
  });
});
