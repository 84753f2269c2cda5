import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withDatabase } from './support.ts';

// src/types/database.ts must describe the migrated schema: same tables, columns and functions.

const TYPES_FILE = new URL('../../src/types/database.ts', import.meta.url);

function propertyNames(
  node: ts.TypeNode | undefined,
  source: ts.SourceFile,
  aliases: Map<string, ts.TypeNode>,
): string[] {
  if (!node) return [];
  if (ts.isTypeReferenceNode(node))
    return propertyNames(aliases.get(node.typeName.getText(source)), source, aliases);
  if (!ts.isTypeLiteralNode(node)) return [];
  return node.members.filter(ts.isPropertySignature).map((m) => m.name.getText(source));
}

function member(node: ts.TypeNode | undefined, name: string, source: ts.SourceFile): ts.TypeNode | undefined {
  if (!node || !ts.isTypeLiteralNode(node)) return undefined;
  const found = node.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === name);
  return found && ts.isPropertySignature(found) ? found.type : undefined;
}

/** Tables -> Row column names, and function names, read from the type declarations. */
function declaredSchema() {
  const source = ts.createSourceFile(
    'database.ts',
    readFileSync(TYPES_FILE, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const aliases = new Map<string, ts.TypeNode>();
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type);
  });
  const publicSchema = member(aliases.get('Database'), 'public', source);
  const tables = member(publicSchema, 'Tables', source);
  const columns: Record<string, string[]> = {};
  for (const table of propertyNames(tables, source, aliases)) {
    columns[table] = propertyNames(
      member(member(tables, table, source), 'Row', source),
      source,
      aliases,
    ).sort();
  }
  const functions = propertyNames(member(publicSchema, 'Functions', source), source, aliases).sort();
  return { columns, functions };
}

async function migratedSchema() {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' order by table_name, column_name`,
    );
    const columns: Record<string, string[]> = {};
    for (const row of rows) (columns[row.table_name] ??= []).push(row.column_name);
    const functions = (
      await db.query<{ proname: string }>(
        `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' order by p.proname`,
      )
    ).rows.map((r) => r.proname);
    return { columns, functions };
  });
}

describe('src/types/database.ts', () => {
  it('declares exactly the tables, columns and functions of the migrations', async () => {
    const declared = declaredSchema();
    const migrated = await migratedSchema();
    expect(Object.keys(declared.columns).length).toBeGreaterThan(0);
    expect(declared.columns).toEqual(migrated.columns);
    expect(declared.functions).toEqual(migrated.functions);
  });
});
