import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  GOTRUE_PASSWORD_HASH_COST,
  loadProjectConfig,
  TEST_PASSWORD_HASH_COST,
} from '../../supabase/local/config.ts';
import {
  anon,
  client,
  CONFIRMATION_REDIRECT as REDIRECT,
  confirmedUser,
  databaseForFile,
  followLink,
  latestMailTo,
  linkIn,
  PASSWORD,
  service,
  signedUpUser,
  stack,
  uniqueEmail,
  mailSummariesTo,
} from './support.ts';

/** The GoTrue contract of supabase/local/auth against the running stack (docs/reference/auth-api.md). */

const SIGN_UP_DATA = { first_name: 'Ada', last_name: 'Lovelace', user_type: 'regular', referral_code: '' };
const API_VERSION = '2024-01-01';

const db = databaseForFile();

const mailCount = async (email: string) => (await mailSummariesTo(email)).length;

const signUp = () => signedUpUser(SIGN_UP_DATA);

async function openLink(link: string): Promise<{ status: number; location: string }> {
  const response = await fetch(link, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

const EXPIRED_FRAGMENT =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

interface AuthFetchInit extends Omit<RequestInit, 'headers'> {
  headers?: Record<string, string>;
  /** Bearer token; the anon key when absent. */
  token?: string;
  /** Sends X-Supabase-Api-Version like auth-js does (default). */
  versioned?: boolean;
}

async function authFetch(path: string, init: AuthFetchInit = {}) {
  const { token, versioned = true, headers, ...rest } = init;
  return fetch(`${stack.apiUrl}/auth/v1${path}`, {
    ...rest,
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token ?? stack.anonKey}`,
      'Content-Type': 'application/json',
      ...(versioned ? { 'X-Supabase-Api-Version': API_VERSION } : {}),
      ...headers,
    },
  });
}

describe('sign-up with email confirmation', () => {
  it('confirms through the emailed link and signs the user in', async () => {
    const { email, user, session } = await signUp();
    expect(session).toBeNull();
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.identities).toHaveLength(1);
    expect(user.user_metadata).toMatchObject({ ...SIGN_UP_DATA, email, email_verified: false });

    const mail = await latestMailTo(email);
    const link = linkIn(mail.Text);
    expect(link).toContain(`type=signup&redirect_to=${REDIRECT}`);

    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${REDIRECT}#`)).toBe(true);
    const params = new URLSearchParams(new URL(location).hash.slice(1));
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('type')).toBe('signup');
    expect(params.get('expires_in')).toBe('3600');
    const expiresAt = Number(params.get('expires_at'));
    expect(expiresAt).toBeGreaterThan(Date.now() / 1000 + 3500);
    const claims = decodeJwt(params.get('access_token')!);
    expect(claims).toMatchObject({
      iss: `${stack.apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      exp: expiresAt,
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.amr).toMatchObject([{ method: 'otp' }]);

    const browser = client();
    const { data, error } = await browser.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.session?.expires_at).toBe(expiresAt);
    const { data: current } = await browser.auth.getUser();
    expect(current.user?.id).toBe(user.id);
    expect(current.user?.email_confirmed_at).toBeTruthy();
    expect(current.user?.user_metadata.email_verified).toBe(true);

    const goals = await browser.from('goals').select('*');
    expect(goals.error).toBeNull();
    expect(goals.data).toEqual([]);
  });

  it('refuses a link that was already used', async () => {
    const { email } = await signUp();
    const link = linkIn((await latestMailTo(email)).Text);
    expect((await openLink(link)).status).toBe(303);

    const again = await openLink(link);
    expect(again.status).toBe(303);
    expect(again.location.startsWith(`${REDIRECT}${EXPIRED_FRAGMENT}`)).toBe(true);
  });

  it('refuses a link older than the OTP expiry', async () => {
    const { email } = await signUp();
    const link = linkIn((await latestMailTo(email)).Text);
    await db.query(
      `update auth.users set confirmation_sent_at = now() - interval '25 hours' where email = $1`,
      [email],
    );

    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${REDIRECT}${EXPIRED_FRAGMENT}`)).toBe(true);
    const { error } = await anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.code).toBe('email_not_confirmed');
  });

  it('falls back to the site URL for a redirect outside the allow list', async () => {
    const email = uniqueEmail('redirect');
    const { error } = await anon().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example.com/steal' },
    });
    expect(error).toBeNull();
    const link = linkIn((await latestMailTo(email)).Text);
    expect(link).not.toContain('evil');
    expect((await openLink(link)).location).toMatch(/^http:\/\/localhost:5173#access_token=/);
  });

  it('answers a verify link without token or type with a plain 400', async () => {
    const response = await authFetch(`/verify?type=signup&redirect_to=${REDIRECT}`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('rejects a password shorter than 8 characters', async () => {
    const { data, error } = await anon().auth.signUp({ email: uniqueEmail('weak'), password: 'short7!' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(data.user).toBeNull();
  });

  it('answers a repeated sign-up of a confirmed email with a fake user and sends no mail', async () => {
    const { email, id } = await confirmedUser({}, 'repeat');
    const before = await mailCount(email);

    const { data, error } = await anon().auth.signUp({ email, password: 'another-password-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(id);
    expect(await mailCount(email)).toBe(before);
  });

  it('sends a new confirmation mail on a repeated sign-up of an unconfirmed email', async () => {
    const { email, user } = await signUp();
    expect(await mailCount(email)).toBe(1);

    const { data, error } = await anon().auth.signUp({
      email,
      password: 'a-different-password',
      options: { emailRedirectTo: REDIRECT, data: { first_name: 'Changed' } },
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.identities).toHaveLength(1);
    expect(await mailCount(email)).toBe(2);

    // Neither password nor metadata change; the new link confirms the original account.
    expect((await openLink(linkIn((await latestMailTo(email)).Text))).status).toBe(303);
    const signedIn = await anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata.first_name).toBe('Ada');
  });

  it('resends the confirmation mail', async () => {
    const { email } = await signUp();
    const { error } = await anon().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    expect(await mailCount(email)).toBe(2);

    // The newest link is the valid one.
    const { status, location } = await openLink(linkIn((await latestMailTo(email)).Text));
    expect(status).toBe(303);
    expect(new URLSearchParams(new URL(location).hash.slice(1)).get('type')).toBe('signup');

    // Unknown and confirmed addresses get the same answer and no mail.
    const unknown = uniqueEmail('resend');
    expect((await anon().auth.resend({ type: 'signup', email: unknown })).error).toBeNull();
    expect((await anon().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailCount(unknown)).toBe(0);
    expect(await mailCount(email)).toBe(2);
  });
});

describe('password sign-in', () => {
  it('hashes with bcrypt, at the lowest cost in this in-memory stack, and checks the hash', async () => {
    const user = await confirmedUser({}, 'hashed');
    const { rows } = await db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [user.id],
    );
    // bcrypt's "$2a$" or "$2b$", then the cost; GoTrue's 10 is kept for the stack people run.
    expect(rows[0]!.encrypted_password).toMatch(new RegExp(`^\\$2[ab]\\$0${TEST_PASSWORD_HASH_COST}\\$`));
    expect(loadProjectConfig().auth.passwordHashCost).toBe(GOTRUE_PASSWORD_HASH_COST);
    const { error } = await anon().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(error).toBeNull();
  });

  it('rejects a wrong password', async () => {
    const { email } = await confirmedUser({}, 'wrong');
    const { data, error } = await anon().auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('rejects an unknown email like a wrong password', async () => {
    const { error } = await anon().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('refuses an unconfirmed email after checking the password', async () => {
    const { email } = await signUp();
    const { error } = await anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.message).toBe('Email not confirmed');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
  });

  it('answers 429 after 10 failed attempts within 5 minutes, even with the right password', async () => {
    const { email } = await confirmedUser({}, 'limited');
    for (let attempt = 0; attempt < 10; attempt++) {
      const { error } = await anon().auth.signInWithPassword({ email, password: `wrong-${attempt}-xx` });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { data, error } = await anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and revokes the session when an old one is reused later', async () => {
    const { client: signedIn } = await confirmedUser({}, 'rotate');
    const first = (await signedIn.auth.getSession()).data.session!;

    const rotated = await signedIn.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const second = rotated.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // Within the reuse interval (10 s) the previous token still works.
    const reused = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toBeNull();
    expect(reused.data.session?.access_token).toBeTruthy();

    // A minute later, reuse is treated as theft: the whole session is revoked.
    await db.query(
      `update auth.refresh_tokens set updated_at = updated_at - interval '1 minute' where token = $1`,
      [first.refresh_token],
    );
    const late = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(late.error?.code).toBe('refresh_token_already_used');
    expect(late.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(late.error?.status).toBe(400);

    const current = await client().auth.refreshSession({ refresh_token: second.refresh_token });
    expect(current.error?.code).toBe('refresh_token_not_found');
  });

  it('rejects a malformed refresh token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'short' });
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Refresh token is not valid');
  });

  it('logs out globally: refresh token and access token stop working', async () => {
    const { client: signedIn } = await confirmedUser({}, 'logout');
    const session = (await signedIn.auth.getSession()).data.session!;

    expect((await signedIn.auth.signOut()).error).toBeNull();
    expect((await signedIn.auth.getSession()).data.session).toBeNull();

    const refreshed = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect(refreshed.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');

    const response = await authFetch('/user', { token: session.access_token });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('logs out only this session with scope local, and all others with scope others', async () => {
    const { email, client: first } = await confirmedUser({}, 'scopes');
    const second = client();
    const third = client();
    for (const c of [second, third]) await c.auth.signInWithPassword({ email, password: PASSWORD });

    expect((await second.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    expect((await third.auth.getUser()).error).toBeNull();

    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    const ended = await third.auth.getUser();
    expect(ended.error?.name).toBe('AuthSessionMissingError');

    const token = (await first.auth.getSession()).data.session!.access_token;
    const bad = await authFetch('/logout?scope=everything', { method: 'POST', token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('requires a bearer token with a subject on GET /user', async () => {
    const response = await authFetch('/user');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });
});

describe('updateUser', () => {
  it('changes the password within the policy', async () => {
    const { email, client: signedIn } = await confirmedUser({}, 'password');

    const weak = await signedIn.auth.updateUser({ password: 'short' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error?.status).toBe(422);

    const same = await signedIn.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
    expect(same.error?.message).toBe('New password should be different from the old password.');

    const elsewhere = client();
    await elsewhere.auth.signInWithPassword({ email, password: PASSWORD });
    const otherRefresh = (await elsewhere.auth.getSession()).data.session!.refresh_token;

    const changed = await signedIn.auth.updateUser({ password: 'a-brand-new-password' });
    expect(changed.error).toBeNull();
    // The current session survives the change; the user's other sessions end.
    expect((await signedIn.auth.getUser()).data.user?.email).toBe(email);
    const other = await client().auth.refreshSession({ refresh_token: otherRefresh });
    expect(other.error?.code).toBe('refresh_token_not_found');

    const old = await anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await anon().auth.signInWithPassword({ email, password: 'a-brand-new-password' });
    expect(fresh.error).toBeNull();
  });

  it('merges user metadata and removes keys set to null', async () => {
    const { client: signedIn } = await confirmedUser({ nickname: 'ada' }, 'metadata');
    const { data, error } = await signedIn.auth.updateUser({ data: { first_name: 'Grace', nickname: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Grace', last_name: 'metadata' });
    expect(data.user?.user_metadata).not.toHaveProperty('nickname');

    const { data: reread } = await signedIn.auth.getUser();
    expect(reread.user?.user_metadata.first_name).toBe('Grace');
  });
});

describe('password recovery', () => {
  it('mails a recovery link that signs the user in to set a new password', async () => {
    const { email } = await confirmedUser({}, 'recover');
    const redirectTo = 'http://localhost:5173/reset-password';
    const { error } = await anon().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();

    const link = linkIn((await latestMailTo(email)).Text);
    expect(link).toContain('type=recovery');
    const { location, params } = await followLink(link);
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    expect(params.get('type')).toBe('recovery');

    const browser = client();
    const session = await browser.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect((await browser.auth.updateUser({ password: 'recovered-password-1' })).error).toBeNull();

    const signedIn = await anon().auth.signInWithPassword({ email, password: 'recovered-password-1' });
    expect(signedIn.error).toBeNull();
    // The link was used up.
    expect((await openLink(link)).location).toContain(EXPIRED_FRAGMENT);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const { error } = await anon().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(await mailCount(email)).toBe(0);
  });
});

describe('admin API', () => {
  it('creates and deletes users; the profile goes with the user', async () => {
    const admin = service().auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: 'Created', last_name: 'ByAdmin', user_type: 'regular' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect(created.data.user?.identities).toHaveLength(1);

    const profile = await service().from('profiles').select('first_name').eq('id', id).single();
    expect(profile.data?.first_name).toBe('Created');

    const duplicate = await admin.createUser({ email, password: PASSWORD });
    expect(duplicate.error?.code).toBe('email_exists');
    expect(duplicate.error?.status).toBe(422);

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await db.query('select 1 from auth.users where id = $1', [id])).rowCount).toBe(0);
    expect((await db.query('select 1 from public.profiles where id = $1', [id])).rowCount).toBe(0);

    const again = await admin.deleteUser(id);
    expect(again.error?.status).toBe(404);
    expect(again.error?.code).toBe('user_not_found');
  });

  it('generates signup and recovery links without sending mail', async () => {
    const admin = service().auth.admin;
    const email = uniqueEmail('generated');

    const signup = await admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { redirectTo: REDIRECT },
    });
    expect(signup.error).toBeNull();
    const { action_link: signupLink, hashed_token: signupHash } = signup.data.properties!;
    expect(signup.data.properties?.verification_type).toBe('signup');
    expect(signupHash).toMatch(/^[0-9a-f]{56}$/);
    expect(signupLink).toContain(`/auth/v1/verify?token=${signupHash}&type=signup`);
    expect(signup.data.user?.email).toBe(email);

    const confirmed = await followLink(signupLink);
    expect(confirmed.location.startsWith(`${REDIRECT}#`)).toBe(true);
    expect(confirmed.params.get('type')).toBe('signup');

    const recovery = await admin.generateLink({ type: 'recovery', email });
    expect(recovery.error).toBeNull();
    const { action_link: recoveryLink, hashed_token: recoveryHash } = recovery.data.properties!;
    expect(recoveryLink).toContain(`token=${recoveryHash}&type=recovery`);
    expect((await followLink(recoveryLink)).params.get('type')).toBe('recovery');

    expect(await mailCount(email)).toBe(0);
  });

  it('refuses links for a confirmed sign-up or an unknown recovery', async () => {
    const admin = service().auth.admin;
    const { email } = await confirmedUser({}, 'linked');
    const signup = await admin.generateLink({ type: 'signup', email, password: PASSWORD });
    expect(signup.error?.code).toBe('email_exists');
    expect(signup.error?.status).toBe(422);

    const recovery = await admin.generateLink({ type: 'recovery', email: uniqueEmail('ghost') });
    expect(recovery.error?.status).toBe(404);
    expect(recovery.error?.code).toBe('user_not_found');
  });

  it('verifies the 6-digit email OTP through verifyOtp', async () => {
    const email = uniqueEmail('otp');
    const { data } = await service().auth.admin.generateLink({ type: 'signup', email, password: PASSWORD });
    const otp = data.properties!.email_otp;
    expect(otp).toMatch(/^\d{6}$/);

    const wrong = await anon().auth.verifyOtp({
      email,
      token: otp === '000000' ? '111111' : '000000',
      type: 'signup',
    });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.message).toBe('Token has expired or is invalid');

    const browser = client();
    const verified = await browser.auth.verifyOtp({ email, token: otp, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await browser.auth.getUser()).data.user?.id).toBe(verified.data.user?.id);
  });

  it('refuses the anon key and user tokens with 403 not_admin', async () => {
    const asAnon = await anon().auth.admin.listUsers();
    expect(asAnon.error?.status).toBe(403);
    expect(asAnon.error?.code).toBe('not_admin');
    expect(asAnon.error?.message).toBe('User not allowed');

    const { client: signedIn } = await confirmedUser({}, 'notadmin');
    const token = (await signedIn.auth.getSession()).data.session!.access_token;
    const asUser = await authFetch('/admin/users', {
      method: 'POST',
      token,
      body: JSON.stringify({ email: uniqueEmail('x'), password: PASSWORD }),
    });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});

describe('error body format', () => {
  const body = JSON.stringify({ email: uniqueEmail('format'), password: 'whatever-password' });

  it('answers {code, message} and exposes the version to clients that send X-Supabase-Api-Version', async () => {
    const response = await authFetch('/token?grant_type=password', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe(API_VERSION);
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('answers the legacy {code, error_code, msg} without the header', async () => {
    const response = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body,
      versioned: false,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});

describe('metadata the database cannot store', () => {
  const MESSAGE = 'Metadata cannot contain null characters (\\u0000) or unpaired surrogates';
  const UNSTORABLE: Record<string, unknown>[] = [
    { ...SIGN_UP_DATA, first_name: 'Ada\u0000' },
    { ...SIGN_UP_DATA, 'note\u0000': 'x' },
    { ...SIGN_UP_DATA, nested: { deeper: ['fine', { last: 'Love\u0000lace' }] } },
    { ...SIGN_UP_DATA, first_name: 'Ada\ud800' },
  ];

  it.each(UNSTORABLE.map((data) => [JSON.stringify(data), data]))(
    'refuses a sign-up whose data holds %s with a 400 and creates no user',
    async (_, data) => {
      const email = uniqueEmail('nul-signup');
      const response = await authFetch('/signup', {
        method: 'POST',
        body: JSON.stringify({ email, password: PASSWORD, data }),
        versioned: false,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: MESSAGE });
      const { rows } = await db.query('select 1 from auth.users where email = $1', [email]);
      expect(rows).toEqual([]);
    },
  );

  it('refuses it in PUT /user and in the admin create and update, and keeps the metadata', async () => {
    const user = await confirmedUser({ first_name: 'Ada' }, 'nul-update');
    const updated = await user.client.auth.updateUser({ data: { first_name: 'Eve\u0000' } });
    expect(updated.error).toMatchObject({ status: 400, code: 'validation_failed', message: MESSAGE });

    const admin = service().auth.admin;
    const created = await admin.createUser({
      email: uniqueEmail('nul-admin'),
      password: PASSWORD,
      user_metadata: { first_name: 'Ada', tags: ['\u0000'] },
    });
    expect(created.error).toMatchObject({ status: 400, code: 'validation_failed', message: MESSAGE });
    for (const attributes of [{ user_metadata: { 'x\u0000': 1 } }, { app_metadata: { role: '\u0000' } }]) {
      const adminUpdated = await admin.updateUserById(user.id, attributes);
      expect(adminUpdated.error).toMatchObject({ status: 400, code: 'validation_failed', message: MESSAGE });
    }
    const { data } = await admin.getUserById(user.id);
    expect(data.user?.user_metadata.first_name).toBe('Ada');
  });
});
