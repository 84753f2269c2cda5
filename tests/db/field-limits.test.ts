import { expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../supabase/functions/_shared/assistant/contract.ts';
import {
  MAX_DEPENDENTS,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_REFERRAL_CODE_LENGTH,
  MAX_TITLE_LENGTH,
} from '../../src/lib/field-limits.ts';
import { affiliateUser, anon, withDatabase } from './support.ts';

/**
 * The limits on what a user enters have two homes: the forms' constants (src/lib/field-limits.ts,
 * the assistant's MAX_MESSAGE_LENGTH) and the database's checks. Each check's bound is read from
 * the database and compared with its constant; the referral code, checked in functions rather
 * than a constraint, is probed at the limit and one past it where a probe can reach it.
 */

/** Every check constraint of a public table, by table, as PostgreSQL prints it. */
async function checks(): Promise<Record<string, string[]>> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ table: string; definition: string }>(
      `select c.relname as table, pg_get_constraintdef(k.oid) as definition
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and k.contype = 'c'`,
    );
    const byTable: Record<string, string[]> = {};
    for (const { table, definition } of rows) (byTable[table] ??= []).push(definition);
    return byTable;
  });
}

/** The upper bound `pattern` captures in exactly one of `table`'s checks. */
function bound(all: Record<string, string[]>, table: string, pattern: RegExp): number {
  const found = (all[table] ?? []).flatMap((definition) => {
    const match = pattern.exec(definition);
    return match ? [Number(match[1])] : [];
  });
  expect(found, `${table} ${pattern}`).toHaveLength(1);
  return found[0]!;
}

const atMost = (column: string) => new RegExp(`char_length\\(${column}\\) <= (\\d+)`);

it("the database's text and number limits are the forms'", async () => {
  const all = await checks();
  for (const table of ['goals', 'calendar_events']) {
    expect(bound(all, table, atMost('title')), `${table}.title`).toBe(MAX_TITLE_LENGTH);
    expect(bound(all, table, atMost('description')), `${table}.description`).toBe(MAX_DESCRIPTION_LENGTH);
  }
  for (const column of ['first_name', 'last_name']) {
    expect(bound(all, 'profiles', atMost(column)), `profiles.${column}`).toBe(MAX_NAME_LENGTH);
  }
  expect(bound(all, 'financial_profiles', /dependents <= (\d+)/)).toBe(MAX_DEPENDENTS);
  // Only the user's own messages are questions; the assistant's answers may be longer.
  expect(bound(all, 'messages', /role <> 'user'::text\) OR \(char_length\(content\) <= (\d+)/)).toBe(
    MAX_MESSAGE_LENGTH,
  );
});

it('a referral code is looked up up to the form’s limit and not past it, and counted at sign-up up to it', async () => {
  const agent = await affiliateUser('limit-agent');
  // Agent codes are shorter than the limit; spaces in front make a real one as long as it.
  const padded = (length: number) => agent.agentCode.padStart(length, ' ');
  const valid = async (code: string) => {
    const { data, error } = await anon().rpc('referral_code_valid', { code });
    if (error) throw error;
    return data;
  };
  expect(await valid(padded(MAX_REFERRAL_CODE_LENGTH))).toBe(true);
  expect(await valid(padded(MAX_REFERRAL_CODE_LENGTH + 1))).toBe(false);

  // Sign-up counts the trimmed code, which no agent's code is long enough to reach the limit
  // with: its bound is read from the function.
  const signUpBound = await withDatabase(async (db) => {
    const { rows } = await db.query<{ definition: string }>(
      "select pg_get_functiondef('private.record_referral_sign_up'::regproc) as definition",
    );
    return /char_length\(referral_code\) > (\d+)/.exec(rows[0]!.definition)?.[1];
  });
  expect(Number(signUpBound)).toBe(MAX_REFERRAL_CODE_LENGTH);
});
