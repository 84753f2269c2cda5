import { describe, expect, it } from 'vitest';
import { affiliateUser, followLink, latestMailTo, linkIn, service, signedUpUser } from './support.ts';

// The sign-up triggers: a sign-up makes the profile (email and kind) and an affiliate's agent
// code at once; the names and the referral for a known code are recorded when the email is
// confirmed (docs/decisions/018-data-control-and-security-review.md). Nothing about the code can
// block sign-up.

interface SignUpData {
  first_name: string;
  last_name: string;
  user_type: 'regular' | 'affiliate';
  referral_code: string | null;
}

async function signUp(data: Partial<SignUpData>): Promise<{ id: string; email: string }> {
  const { id, email, user } = await signedUpUser({
    first_name: 'Ada',
    last_name: 'Lovelace',
    user_type: 'regular',
    referral_code: null,
    ...data,
  });
  expect(user.identities).toHaveLength(1);
  return { id, email };
}

async function rowsFor(userId: string) {
  const admin = service();
  const [profile, affiliate, referral] = await Promise.all([
    admin.from('profiles').select('*').eq('id', userId).maybeSingle(),
    admin.from('affiliates').select('*').eq('user_id', userId).maybeSingle(),
    admin.from('referrals').select('*').eq('user_id', userId).maybeSingle(),
  ]);
  return { profile: profile.data, affiliate: affiliate.data, referral: referral.data };
}

/** Opens the confirmation link of the latest email, as the owner of the address does. */
async function confirm(user: { email: string }): Promise<void> {
  const { params } = await followLink(linkIn((await latestMailTo(user.email)).Text));
  expect(params.get('access_token')).toBeTruthy();
}

describe('sign-up trigger', () => {
  it('creates the profile of a regular user at once, and its names from the metadata once confirmed', async () => {
    const user = await signUp({ first_name: '  Grace ', last_name: 'Hopper' });
    const before = await rowsFor(user.id);
    expect(before.profile).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: null,
      last_name: null,
      user_type: 'regular',
      email_confirmed_at: null,
    });
    await confirm(user);
    const { profile, affiliate, referral } = await rowsFor(user.id);
    expect(profile).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', user_type: 'regular' });
    expect(profile!.email_confirmed_at).not.toBeNull();
    expect(affiliate).toBeNull();
    expect(referral).toBeNull();
  });

  it('gives an affiliate an agent code AGT + 6 of A-Z0-9', async () => {
    const user = await signUp({ user_type: 'affiliate' });
    const { profile, affiliate } = await rowsFor(user.id);
    expect(profile?.user_type).toBe('affiliate');
    expect(affiliate?.agent_code).toMatch(/^AGT[A-Z0-9]{6}$/);
  });

  it('treats an unknown user_type as regular', async () => {
    const user = await signUp({ user_type: 'admin' as 'regular' });
    expect((await rowsFor(user.id)).profile?.user_type).toBe('regular');
  });

  it('records a referral for a known code, also written in lower case with spaces, once confirmed', async () => {
    const affiliate = await affiliateUser();
    const exact = await signUp({ referral_code: affiliate.agentCode });
    const sloppy = await signUp({ referral_code: `  ${affiliate.agentCode.toLowerCase()} ` });
    expect((await rowsFor(exact.id)).referral).toBeNull();
    await confirm(exact);
    await confirm(sloppy);
    expect((await rowsFor(exact.id)).referral?.agent_code).toBe(affiliate.agentCode);
    expect((await rowsFor(sloppy.id)).referral?.agent_code).toBe(affiliate.agentCode);
  });

  it('shows no agent an address someone else signed up with until its owner confirms it', async () => {
    const affiliate = await affiliateUser();
    const squatted = await signUp({ first_name: 'Not', last_name: 'Me', referral_code: affiliate.agentCode });
    const seen = await affiliate.client.from('referrals').select('user_id');
    expect(seen.data).toEqual([]);
    const profiles = await affiliate.client.from('profiles').select('email').eq('id', squatted.id);
    expect(profiles.data).toEqual([]);
  });

  it.each([
    ['an unknown code', 'AGTZZZZZZ'],
    ['an empty code', ''],
    ['only spaces', '   '],
    ['no code', null],
    ['SQL in the code', "x'); delete from public.profiles; --"],
    ['a very long code', 'A'.repeat(5000)],
  ])('signs up with %s and records no referral', async (_label, code) => {
    const user = await signUp({ referral_code: code });
    await confirm(user);
    const { profile, referral } = await rowsFor(user.id);
    expect(profile?.id).toBe(user.id);
    expect(referral).toBeNull();
  });

  it('keeps very long names from blocking sign-up by shortening them', async () => {
    const user = await signUp({ first_name: 'N'.repeat(500) });
    await confirm(user);
    expect((await rowsFor(user.id)).profile?.first_name).toHaveLength(100);
  });
});
