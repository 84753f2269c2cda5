import { describe, expect, it } from 'vitest';
import {
  affiliateUser,
  anon,
  followLink,
  latestMailTo,
  linkIn,
  PASSWORD,
  service,
  uniqueEmail,
} from './support.ts';

// The on_auth_user_created trigger: sign-up metadata becomes a profile, an agent code for
// affiliates and a referral for a known code; nothing about the code can block sign-up.

interface SignUpData {
  first_name: string;
  last_name: string;
  user_type: 'regular' | 'affiliate';
  referral_code: string | null;
}

async function signUp(data: Partial<SignUpData>): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('signup');
  const { data: result, error } = await anon().auth.signUp({
    email,
    password: PASSWORD,
    options: {
      emailRedirectTo: 'http://localhost:5173/email-confirmation',
      data: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'regular', referral_code: null, ...data },
    },
  });
  expect(error).toBeNull();
  expect(result.user?.identities).toHaveLength(1);
  return { id: result.user!.id, email };
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

describe('sign-up trigger', () => {
  it('creates the profile of a regular user from the metadata, and nothing else', async () => {
    const user = await signUp({ first_name: '  Grace ', last_name: 'Hopper' });
    const { profile, affiliate, referral } = await rowsFor(user.id);
    expect(profile).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      user_type: 'regular',
      email_confirmed_at: null,
    });
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

  it('records a referral for a known code, also written in lower case with spaces', async () => {
    const affiliate = await affiliateUser();
    const exact = await signUp({ referral_code: affiliate.agentCode });
    const sloppy = await signUp({ referral_code: `  ${affiliate.agentCode.toLowerCase()} ` });
    expect((await rowsFor(exact.id)).referral?.agent_code).toBe(affiliate.agentCode);
    expect((await rowsFor(sloppy.id)).referral?.agent_code).toBe(affiliate.agentCode);
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
    const { profile, referral } = await rowsFor(user.id);
    expect(profile?.id).toBe(user.id);
    expect(referral).toBeNull();
  });

  it('keeps very long names from blocking sign-up by shortening them', async () => {
    const user = await signUp({ first_name: 'N'.repeat(500) });
    expect((await rowsFor(user.id)).profile?.first_name).toHaveLength(100);
  });

  it('copies the email confirmation to the profile when the link is opened', async () => {
    const user = await signUp({});
    expect((await rowsFor(user.id)).profile?.email_confirmed_at).toBeNull();
    const mail = await latestMailTo(user.email);
    const { params } = await followLink(linkIn(mail.Text));
    expect(params.get('access_token')).toBeTruthy();
    expect((await rowsFor(user.id)).profile?.email_confirmed_at).not.toBeNull();
  });
});
