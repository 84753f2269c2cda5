import { beforeAll, describe, expect, it } from 'vitest';
import { affiliateUser, anon, confirmedUser } from './support';

/** referral_code_valid(code): the check of an invitation code, for visitors too. */
describe('referral_code_valid', () => {
  let agentCode: string;
  beforeAll(async () => {
    ({ agentCode } = await affiliateUser('code-check'));
  });

  async function valid(code: string, client = anon()): Promise<boolean | null> {
    const { data, error } = await client.rpc('referral_code_valid', { code });
    expect(error).toBeNull();
    return data;
  }

  it("answers a visitor yes for an affiliate's code, as sign-up matches it (trimmed, any case)", async () => {
    expect(await valid(agentCode)).toBe(true);
    expect(await valid(`  ${agentCode.toLowerCase()} `)).toBe(true);
  });

  it('answers no for a code no affiliate has, an empty one and an over-long one', async () => {
    expect(await valid('AGTNOPE00')).toBe(false);
    expect(await valid('')).toBe(false);
    expect(await valid(`${agentCode}${'X'.repeat(20)}`)).toBe(false);
    expect(await valid("' or true --")).toBe(false);
  });

  it('answers signed-in users the same, and tells nothing else about the affiliate', async () => {
    const user = await confirmedUser({}, 'code-check-user');
    expect(await valid(agentCode, user.client)).toBe(true);
    // The check opens no read of the affiliates table to visitors.
    const { data } = await anon().from('affiliates').select('agent_code');
    expect(data ?? []).toEqual([]);
  });
});
