import { describe, expect, it } from 'vitest';
import { databaseForFile } from './support.ts';

// The habits Supabase's Security Advisor checks, asserted on the migrated database.
// Each query lists offenders; the bar is none.

const db = databaseForFile();

async function offenders(sql: string): Promise<string[]> {
  return (await db.query<{ name: string }>(sql)).rows.map((r) => r.name);
}

const APP_SCHEMAS = `('public', 'private')`;

describe('database security habits', () => {
  it('has row level security on every table in public', async () => {
    expect(
      await offenders(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`),
    ).toEqual([]);
  });

  it('pins search_path on every function of the app', async () => {
    expect(
      await offenders(`select n.nspname || '.' || p.proname as name from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ${APP_SCHEMAS}
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`),
    ).toEqual([]);
  });

  it('keeps security definer functions out of the exposed public schema', async () => {
    expect(
      await offenders(`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef`),
    ).toEqual([]);
  });

  it('lets visitors (anon) execute no function of the app but the invitation code check, the visit count and the career interest', async () => {
    const executable = await offenders(`select n.nspname || '.' || p.proname as name from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ${APP_SCHEMAS} and p.prokind = 'f'
          and has_function_privilege('anon', p.oid, 'execute')
          and p.prorettype <> 'trigger'::regtype`);
    expect(executable.sort()).toEqual([
      // The career page's interest: the agent's name, send, confirm and withdraw (decisions/029).
      'private.career_agent_name',
      'private.confirm_career_interest',
      'private.record_referral_visit',
      'private.referral_code_exists',
      'private.submit_career_interest',
      'private.withdraw_career_interest',
      'public.career_agent_name',
      'public.confirm_career_interest',
      'public.record_referral_visit',
      'public.referral_code_valid',
      'public.submit_career_interest',
      'public.withdraw_career_interest',
    ]);
  });

  it('evaluates auth.uid() once per query in every policy: (select auth.uid())', async () => {
    const { rows } = await db.query<{ name: string; expr: string }>(
      `select tablename || '.' || policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
       from pg_policies where schemaname = 'public'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const bare = rows.filter((r) => /auth\.uid\(\)/.test(r.expr.replace(/SELECT auth\.uid\(\)/g, '')));
    expect(bare.map((r) => r.name)).toEqual([]);
  });

  it('indexes every foreign key', async () => {
    expect(
      await offenders(`select c.conrelid::regclass::text || '.' || c.conname as name
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'
          and not exists (
            select 1 from pg_index i
            where i.indrelid = c.conrelid
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey
          )`),
    ).toEqual([]);
  });

  it('gives visitors (anon) no privilege on any table of the app', async () => {
    expect(
      await offenders(`select c.relname || ':' || p.privilege_type as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace,
        lateral (select unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) as privilege_type) p
        where n.nspname = 'public' and c.relkind = 'r'
          and has_table_privilege('anon', c.oid, p.privilege_type)`),
    ).toEqual([]);
  });

  it('has at most one permissive policy per table, role and action', async () => {
    expect(
      await offenders(`select tablename || ':' || r.role || ':' || cmd as name
        from pg_policies, unnest(roles) as r(role)
        where schemaname = 'public' and permissive = 'PERMISSIVE'
        group by tablename, r.role, cmd having count(*) > 1`),
    ).toEqual([]);
  });
});
