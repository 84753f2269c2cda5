import { expect, it } from 'vitest';
import { fallbackAgentCode } from '../../src/features/auth/agent-code.ts';
import { metadataUserType } from '../../src/features/auth/metadata.ts';
import { PASSWORD, affiliateUser, confirmedUser, service, uniqueEmail, withDatabase } from './support.ts';

/**
 * The account as the app reads it (src/features/auth/api.ts), and the two homes of an agent code:
 * the database's generator, which the sign-up trigger and the app call, and the spec's client-side
 * AGT fallback (docs/decisions/025-account-in-one-read.md).
 */
const ACCOUNT = 'user_type, affiliate:affiliates!affiliates_profile_fkey(agent_code)';

it("reads an affiliate's type and agent code in one request, and a regular user's type with no code", async () => {
  const agent = await affiliateUser('one-read');
  const { data, error } = await agent.client
    .from('profiles')
    .select(ACCOUNT)
    .eq('id', agent.id)
    .maybeSingle();
  expect(error).toBeNull();
  expect(data).toEqual({ user_type: 'affiliate', affiliate: { agent_code: agent.agentCode } });

  const regular = await confirmedUser({}, 'one-read-regular');
  const { data: plain } = await regular.client
    .from('profiles')
    .select(ACCOUNT)
    .eq('id', regular.id)
    .maybeSingle();
  expect(plain).toEqual({ user_type: 'regular', affiliate: null });
});

it("the client's fallback codes are codes the database accepts, and its generator's are the fallback's shape", async () => {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'affiliates_agent_code_check'`,
    );
    const pattern = /'(\^[^']+\$)'/.exec(rows[0]!.definition)![1]!;
    const draws = [() => 0, () => 0.9999, Math.random, Math.random, Math.random];
    for (const random of draws) expect(fallbackAgentCode(random)).toMatch(new RegExp(pattern));

    const { rows: generated } = await db.query<{ code: string }>(
      'select public.generate_agent_code() as code from generate_series(1, 50)',
    );
    for (const { code } of generated) expect(code).toEqual(expect.stringMatching(/^AGT[A-Z0-9]{6}$/));
  });
});

it('an affiliate whose code went missing gets one back through the client path, once', async () => {
  const agent = await affiliateUser('repair');
  const { error: deleteError } = await service().from('affiliates').delete().eq('user_id', agent.id);
  expect(deleteError).toBeNull();

  const code = fallbackAgentCode();
  const { data, error } = await agent.client
    .from('affiliates')
    .insert({ user_id: agent.id, agent_code: code })
    .select('agent_code')
    .single();
  expect(error).toBeNull();
  expect(data).toEqual({ agent_code: code });
  const { data: read } = await agent.client.from('profiles').select(ACCOUNT).eq('id', agent.id).single();
  expect(read).toEqual({ user_type: 'affiliate', affiliate: { agent_code: code } });

  const again = await agent.client
    .from('affiliates')
    .insert({ user_id: agent.id, agent_code: fallbackAgentCode() });
  expect(again.error?.code).toBe('23505');
});

it("the sign-up trigger reads the metadata's user type exactly as the app does", async () => {
  const values: unknown[] = ['affiliate', 'regular', 'staff', 'Affiliate', ' affiliate', '', null, 7, true];
  for (const value of values) {
    const { data, error } = await service().auth.admin.createUser({
      email: uniqueEmail('metadata-type'),
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { user_type: value },
    });
    expect(error).toBeNull();
    const { data: profile } = await service()
      .from('profiles')
      .select('user_type')
      .eq('id', data.user!.id)
      .single();
    const inApp = metadataUserType({ user_metadata: { user_type: value } }) ?? 'regular';
    expect(profile?.user_type, JSON.stringify(value)).toBe(inApp);
  }
});
