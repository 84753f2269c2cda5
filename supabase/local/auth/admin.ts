import { randomBytes } from 'node:crypto';
import type { AuthContext, AuthRequest } from './context.ts';
import { inTransaction, metadataField, ok, requireEmail, stringField } from './context.ts';
import { AuthError, errors } from './errors.ts';
import { chooseRedirect } from './redirect.ts';
import { hashPassword, issueLinkToken } from './account.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  loadUserJson,
  mergeMetadata,
  type UserRow,
} from './users.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomPassword(): string {
  return randomBytes(48).toString('base64url');
}

async function userFromPath(ctx: AuthContext, id: string): Promise<UserRow> {
  if (!UUID_PATTERN.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw errors.userNotFound();
  return user;
}

async function createUser(
  ctx: AuthContext,
  body: Record<string, unknown>,
  confirmed: boolean,
): Promise<UserRow> {
  const email = requireEmail(body);
  const userMetadata = { ...metadataField(body, 'user_metadata'), ...metadataField(body, 'data') };
  const appMetadata = metadataField(body, 'app_metadata');
  if (await findUserByEmail(ctx.db, email)) throw errors.emailExists();
  const password = stringField(body, 'password') || randomPassword();
  const passwordHash = await hashPassword(ctx, password);
  try {
    return await inTransaction(ctx, (db) =>
      insertUser(db, {
        email,
        passwordHash,
        userMetadata,
        appMetadata,
        confirmed,
      }),
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw errors.emailExists();
    throw errors.unexpected('Database error creating new user');
  }
}

export async function adminCreateUser(ctx: AuthContext, { body, res }: AuthRequest): Promise<void> {
  const user = await createUser(ctx, body, body.email_confirm === true);
  ok(res, await loadUserJson(ctx.db, user));
}

export async function adminListUsers(ctx: AuthContext, { url, res }: AuthRequest): Promise<void> {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page')) || 50));
  const { rows } = await ctx.db.query<UserRow>(
    'select * from auth.users order by created_at desc limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const total = Number(
    (await ctx.db.query<{ n: string }>('select count(*) as n from auth.users')).rows[0]?.n ?? 0,
  );
  const users = await Promise.all(rows.map((u) => loadUserJson(ctx.db, u)));
  res.setHeader('X-Total-Count', String(total));
  ok(res, { users, aud: 'authenticated' });
}

export async function adminGetUser(ctx: AuthContext, { res }: AuthRequest, id: string): Promise<void> {
  ok(res, await loadUserJson(ctx.db, await userFromPath(ctx, id)));
}

export async function adminUpdateUser(
  ctx: AuthContext,
  { body, res }: AuthRequest,
  id: string,
): Promise<void> {
  const user = await userFromPath(ctx, id);
  const password = stringField(body, 'password');
  const passwordHash = password ? await hashPassword(ctx, password) : null;
  const userMetadata =
    'user_metadata' in body
      ? mergeMetadata(user.raw_user_meta_data, metadataField(body, 'user_metadata'))
      : null;
  const appMetadata =
    'app_metadata' in body
      ? mergeMetadata(user.raw_app_meta_data, metadataField(body, 'app_metadata'))
      : null;
  const { rows } = await ctx.db.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = coalesce($3, raw_user_meta_data),
       raw_app_meta_data = coalesce($4, raw_app_meta_data),
       email_confirmed_at = case when $5 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       updated_at = now()
     where id = $1 returning *`,
    [user.id, passwordHash, userMetadata, appMetadata, body.email_confirm === true],
  );
  ok(res, await loadUserJson(ctx.db, rows[0]!));
}

export async function adminDeleteUser(ctx: AuthContext, { res }: AuthRequest, id: string): Promise<void> {
  const user = await userFromPath(ctx, id);
  await ctx.db.query('delete from auth.users where id = $1', [user.id]);
  ok(res, {});
}

/** POST /admin/generate_link: the link an email would carry, without sending the email. */
export async function adminGenerateLink(ctx: AuthContext, request: AuthRequest): Promise<void> {
  const { body, res, url } = request;
  const type = stringField(body, 'type');
  const email = requireEmail(body);
  const redirectTo = chooseRedirect(url.searchParams.get('redirect_to'), undefined, ctx.settings);
  let user = await findUserByEmail(ctx.db, email);
  let verificationType: 'signup' | 'recovery' | 'magiclink' | 'invite';

  if (type === 'signup') {
    if (user?.email_confirmed_at) throw errors.emailExists();
    if (!user) {
      if (!stringField(body, 'password')) throw errors.validation('Signup requires a valid password');
      user = await createUser(ctx, body, false);
    }
    verificationType = 'signup';
  } else if (type === 'magiclink') {
    verificationType = user ? 'magiclink' : 'signup';
    user ??= await createUser(ctx, body, false);
  } else if (type === 'recovery') {
    if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    verificationType = 'recovery';
  } else if (type === 'invite') {
    if (user?.email_confirmed_at) throw errors.emailExists();
    user ??= await createUser(ctx, body, false);
    verificationType = 'invite';
  } else {
    throw errors.validation('Invalid generate link type');
  }

  const { link, otp, hash } = await issueLinkToken(ctx, ctx.db, user, verificationType, redirectTo, false);
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  ok(res, {
    ...(await loadUserJson(ctx.db, fresh)),
    action_link: link,
    email_otp: otp,
    hashed_token: hash,
    verification_type: verificationType,
    redirect_to: redirectTo,
  });
}
