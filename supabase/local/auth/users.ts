import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** auth.users and auth.identities as GoTrue stores them, and the user JSON it answers with. */

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

export type UserJson = Record<string, unknown> & { id: string; email: string };

export function userJson(user: UserRow, identities: IdentityRow[]): UserJson {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  // GoTrue omits empty fields rather than sending null.
  return Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined)) as UserJson;
}

/** What hosted Supabase answers for a repeated sign-up of a confirmed email: a fake user. */
export function obfuscatedUser(email: string, data: Record<string, unknown>): UserJson {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where email = $1 and is_sso_user = false',
    [email.toLowerCase()],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

export async function loadUserJson(db: Queryable, user: UserRow): Promise<UserJson> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  return userJson(user, rows);
}

export interface NewUser {
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  confirmationToken?: string;
}

/** Inserts the user and its email identity; the on_auth_user_created trigger does the rest. */
export async function insertUser(db: Queryable, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const email = input.email.toLowerCase();
  const identityData = {
    sub: id,
    email,
    email_verified: input.confirmed,
    phone_verified: false,
    ...input.userMetadata,
  };
  const appMetadata = { provider: 'email', providers: ['email'], ...input.appMetadata };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, recovery_token, raw_app_meta_data, raw_user_meta_data,
       created_at, updated_at, is_sso_user, is_anonymous
     ) values (
       '00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5::varchar, case when $5::varchar <> '' then now() end, '', $6, $7, now(), now(), false, false
     ) returning *`,
    [
      id,
      email,
      input.passwordHash,
      input.confirmed,
      input.confirmationToken ?? '',
      appMetadata,
      identityData,
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [id, identityData],
  );
  return rows[0]!;
}

/** Merges metadata like GoTrue: keys with null values are removed. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...(current ?? {}), ...patch };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null));
}

export async function markEmailConfirmed(db: Queryable, userId: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set
       email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = '', recovery_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1 returning *`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
  return rows[0]!;
}
