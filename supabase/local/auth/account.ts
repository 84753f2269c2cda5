import { clientOf } from './limits.ts';
import bcrypt from 'bcryptjs';
import type { AuthContext, AuthRequest } from './context.ts';
import { inTransaction, metadataField, ok, requireEmail, requireUser, stringField } from './context.ts';
import { AuthError, errors } from './errors.ts';
import { chooseRedirect } from './redirect.ts';
import { sendLinkEmail, verifyLink, type EmailLinkType } from './emails.ts';
import { newEmailOtp, otpHash } from './tokens.ts';
import { endSessions, refreshSession, startSession } from './sessions.ts';
import {
  findUserByEmail,
  insertUser,
  loadUserJson,
  markEmailConfirmed,
  mergeMetadata,
  obfuscatedUser,
  type Queryable,
  type UserRow,
} from './users.ts';

export function hashPassword(ctx: AuthContext, password: string): Promise<string> {
  return bcrypt.hash(password, ctx.settings.passwordHashCost);
}

export function checkPasswordStrength(ctx: AuthContext, password: string): void {
  if (password.length < ctx.settings.minimumPasswordLength)
    throw errors.weakPassword(ctx.settings.minimumPasswordLength);
}

function redirectFor(ctx: AuthContext, { req, url }: AuthRequest): string {
  const header = req.headers.redirect_to;
  const asked = (typeof header === 'string' ? header : null) ?? url.searchParams.get('redirect_to');
  return chooseRedirect(asked, req.headers.referer, ctx.settings);
}

/** Stores a fresh link token for the user and emails the link. */
export async function issueLinkToken(
  ctx: AuthContext,
  db: Queryable,
  user: UserRow,
  type: EmailLinkType,
  redirectTo: string,
  send: boolean,
): Promise<{ link: string; otp: string; hash: string }> {
  const { otp, hash } = newEmailOtp(user.email);
  const column = type === 'recovery' || type === 'magiclink' ? 'recovery' : 'confirmation';
  await db.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  const link = verifyLink(ctx.authUrl, hash, type, redirectTo);
  if (send) sendLinkEmail(ctx.inbox, user.email, type, link, otp);
  return { link, otp, hash };
}

export async function signup(ctx: AuthContext, request: AuthRequest): Promise<void> {
  const { body, res } = request;
  if (!stringField(body, 'email') && !stringField(body, 'phone')) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const email = requireEmail(body);
  const password = stringField(body, 'password');
  if (!password) throw errors.validation('Signup requires a valid password');
  checkPasswordStrength(ctx, password);
  const data = metadataField(body, 'data');
  const redirectTo = redirectFor(ctx, request);
  const confirmations = ctx.settings.enableConfirmations;

  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) {
    // Hosted Supabase hides whether a confirmed account exists while confirmations are on.
    if (confirmations) {
      ok(res, obfuscatedUser(email, data));
      return;
    }
    throw errors.userAlreadyExists();
  }
  if (existing) {
    await issueLinkToken(ctx, ctx.db, existing, 'signup', redirectTo, true);
    ok(res, await loadUserJson(ctx.db, existing));
    return;
  }

  const passwordHash = await hashPassword(ctx, password);
  let user: UserRow;
  try {
    user = await inTransaction(ctx, (db) =>
      insertUser(db, { email, passwordHash, userMetadata: data, confirmed: !confirmations }),
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw errors.userAlreadyExists();
    console.error('[auth] sign-up failed in the database:', (error as Error).message);
    throw errors.unexpected('Database error saving new user');
  }
  if (!confirmations) {
    ok(res, await startSession(ctx.db, user, 'password', ctx.tokens));
    return;
  }
  await issueLinkToken(ctx, ctx.db, user, 'signup', redirectTo, true);
  const fresh = await findUserByEmail(ctx.db, email);
  ok(res, await loadUserJson(ctx.db, fresh ?? user));
}

export async function token(ctx: AuthContext, request: AuthRequest): Promise<void> {
  const { body, res, url, req } = request;
  const grant = url.searchParams.get('grant_type') ?? stringField(body, 'grant_type');
  if (grant === 'refresh_token') {
    const refreshToken = stringField(body, 'refresh_token');
    if (refreshToken.length < 12) throw errors.validation('Refresh token is not valid');
    const outcome = await refreshSession(
      ctx.db,
      refreshToken,
      ctx.settings.refreshTokenReuseInterval,
      ctx.tokens,
    );
    if (outcome.kind === 'not_found') throw errors.refreshTokenNotFound();
    if (outcome.kind === 'already_used') throw errors.refreshTokenAlreadyUsed();
    ok(res, outcome.session);
    return;
  }
  if (grant !== 'password') throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');

  const email = stringField(body, 'email').trim().toLowerCase();
  const password = stringField(body, 'password');
  const key = `${email}\n${clientOf(req)}`;
  if (ctx.limits.failedSignIns.exceeded(key)) throw errors.rateLimited();
  const user = email ? await findUserByEmail(ctx.db, email) : undefined;
  const matches =
    !!user?.encrypted_password && !!password && (await bcrypt.compare(password, user.encrypted_password));
  if (!user || !matches) {
    ctx.limits.failedSignIns.hit(key);
    throw errors.invalidCredentials();
  }
  if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
  ctx.limits.failedSignIns.clear(key);
  ok(res, { ...(await startSession(ctx.db, user, 'password', ctx.tokens)), weak_password: null });
}

export async function getUser(ctx: AuthContext, { req, res }: AuthRequest): Promise<void> {
  const { user } = await requireUser(ctx, req);
  ok(res, await loadUserJson(ctx.db, user));
}

export async function updateUser(ctx: AuthContext, { req, res, body }: AuthRequest): Promise<void> {
  const { user, sessionId } = await requireUser(ctx, req);
  const email = stringField(body, 'email').trim().toLowerCase();
  if (email && email !== user.email) {
    throw errors.validation('Changing the email address is not supported by the local auth service');
  }
  if ('app_metadata' in body) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  const password = stringField(body, 'password');
  let passwordHash: string | null = null;
  if (password) {
    checkPasswordStrength(ctx, password);
    if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
      throw errors.samePassword();
    }
    passwordHash = await hashPassword(ctx, password);
  }
  const metadata =
    'data' in body ? mergeMetadata(user.raw_user_meta_data, metadataField(body, 'data')) : null;
  const updated = await inTransaction(ctx, async (db) => {
    const { rows } = await db.query<UserRow>(
      `update auth.users set
         encrypted_password = coalesce($2, encrypted_password),
         recovery_token = case when $2::text is null then recovery_token else '' end,
         raw_user_meta_data = coalesce($3, raw_user_meta_data),
         updated_at = now()
       where id = $1 returning *`,
      [user.id, passwordHash, metadata],
    );
    if (passwordHash) await endSessions(db, user.id, sessionId, 'others');
    return rows[0]!;
  });
  ok(res, await loadUserJson(ctx.db, updated));
}

export async function logout(ctx: AuthContext, { req, res, url }: AuthRequest): Promise<void> {
  const { user, sessionId } = await requireUser(ctx, req);
  const scope = url.searchParams.get('scope') || 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw errors.validation(`Unsupported logout scope "${scope}"`);
  }
  await endSessions(ctx.db, user.id, sessionId, scope);
  res.writeHead(204);
  res.end();
}

export async function resend(ctx: AuthContext, request: AuthRequest): Promise<void> {
  const type = stringField(request.body, 'type');
  if (type !== 'signup' && type !== 'email_change') {
    throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = requireEmail(request.body);
  const user = await findUserByEmail(ctx.db, email);
  // Unknown and already confirmed addresses get the same answer: no account enumeration.
  if (type === 'signup' && user && !user.email_confirmed_at) {
    await issueLinkToken(ctx, ctx.db, user, 'signup', redirectFor(ctx, request), true);
  }
  ok(request.res, {});
}

export async function recover(ctx: AuthContext, request: AuthRequest): Promise<void> {
  const email = requireEmail(request.body);
  const user = await findUserByEmail(ctx.db, email);
  if (user) await issueLinkToken(ctx, ctx.db, user, 'recovery', redirectFor(ctx, request), true);
  ok(request.res, {});
}

type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email';
const VERIFY_TYPES = new Set<string>(['signup', 'invite', 'recovery', 'magiclink', 'email']);

/**
 * Finds the user a link token belongs to, if it is still valid. A client whose recent attempts
 * failed too often is refused before the token is looked at: a 6-digit code cannot be guessed.
 */
async function consumeToken(
  ctx: AuthContext,
  client: string,
  hash: string,
  type: VerifyType,
): Promise<UserRow> {
  if (ctx.limits.failedVerifications.exceeded(client)) throw errors.rateLimited();
  const columns =
    type === 'email'
      ? ['confirmation', 'recovery']
      : type === 'recovery' || type === 'magiclink'
        ? ['recovery']
        : ['confirmation'];
  for (const column of columns) {
    const { rows } = await ctx.db.query<UserRow & { sent_at: Date | null }>(
      `select *, ${column}_sent_at as sent_at from auth.users where ${column}_token = $1 and $1 <> ''`,
      [hash],
    );
    const user = rows[0];
    if (!user) continue;
    const sentAt = user.sent_at?.getTime() ?? 0;
    if (Date.now() - sentAt > ctx.settings.otpExpiry * 1000) break;
    return markEmailConfirmed(ctx.db, user.id);
  }
  ctx.limits.failedVerifications.hit(client);
  throw errors.otpExpired();
}

function fragment(params: Record<string, string>): string {
  const sorted = Object.keys(params).sort();
  return new URLSearchParams(sorted.map((k): [string, string] => [k, params[k]!])).toString();
}

/** GET /verify: the link in an email. Answers with a 303 to redirect_to, tokens or error in the fragment. */
export async function verifyLinkGet(ctx: AuthContext, { url, res, req }: AuthRequest): Promise<void> {
  const hash = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  if (!hash || !type || !VERIFY_TYPES.has(type))
    throw errors.validation('Verify requires a token and a valid type');
  const redirectTo = chooseRedirect(url.searchParams.get('redirect_to'), undefined, ctx.settings).split(
    '#',
  )[0]!;
  let location: string;
  try {
    const user = await consumeToken(ctx, clientOf(req), hash, type as VerifyType);
    const session = await startSession(ctx.db, user, 'otp', ctx.tokens);
    location = `${redirectTo}#${fragment({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type,
    })}`;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const oauthError =
      error.status === 403 ? 'access_denied' : error.status === 400 ? 'invalid_request' : 'server_error';
    location = `${redirectTo}#${new URLSearchParams({
      error: oauthError,
      error_code: error.code,
      error_description: error.message,
      sb: '',
    }).toString()}`;
  }
  res.writeHead(303, { Location: location });
  res.end();
}

/** POST /verify (verifyOtp): token_hash + type, or email + 6-digit token + type. */
export async function verifyOtpPost(ctx: AuthContext, { body, res, req }: AuthRequest): Promise<void> {
  const type = stringField(body, 'type');
  if (!VERIFY_TYPES.has(type)) throw errors.validation('Verify requires a valid type');
  const tokenHash = stringField(body, 'token_hash');
  const otp = stringField(body, 'token');
  if (tokenHash && otp) throw errors.validation('Only one of token or token_hash may be provided');
  let user: UserRow;
  if (tokenHash) {
    user = await consumeToken(ctx, clientOf(req), tokenHash, type as VerifyType);
  } else {
    const email = requireEmail(body);
    try {
      user = await consumeToken(ctx, clientOf(req), otpHash(email, otp), type as VerifyType);
    } catch (error) {
      if (error instanceof AuthError && error.status === 429) throw error;
      throw errors.otpInvalid();
    }
  }
  ok(res, await startSession(ctx.db, user, 'otp', ctx.tokens));
}
