import { randomUUID } from 'node:crypto';
import type { Queryable, UserJson, UserRow } from './users.ts';
import { loadUserJson } from './users.ts';
import { newRefreshToken, signJwt } from './tokens.ts';

export interface TokenSettings {
  jwtSecret: string;
  jwtExpiry: number;
  issuer: string;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: null;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
}

async function accessToken(
  user: UserRow,
  sessionId: string,
  method: string,
  settings: TokenSettings,
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.jwtExpiry;
  const token = await signJwt(
    {
      iss: settings.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: iat }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    settings.jwtSecret,
  );
  return { token, exp };
}

async function sessionJson(
  db: Queryable,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
  settings: TokenSettings,
): Promise<SessionJson> {
  const { token, exp } = await accessToken(user, sessionId, method, settings);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await loadUserJson(db, user),
  };
}

/** Starts a session (sign-in or verified link) and returns GoTrue's AccessTokenResponse. */
export async function startSession(
  db: Queryable,
  user: UserRow,
  method: 'password' | 'otp',
  settings: TokenSettings,
): Promise<SessionJson> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, user.id],
  );
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
    [refreshToken, user.id, sessionId],
  );
  const { rows } = await db.query<UserRow>(
    'update auth.users set last_sign_in_at = now() where id = $1 returning *',
    [user.id],
  );
  return sessionJson(db, rows[0]!, sessionId, refreshToken, method, settings);
}

export type RefreshOutcome =
  { kind: 'ok'; session: SessionJson } | { kind: 'not_found' } | { kind: 'already_used' };

/**
 * Rotates a refresh token. A revoked token is still honoured within the reuse interval
 * (answering with the session's current token); later reuse revokes the whole session.
 */
export async function refreshSession(
  db: Queryable,
  token: string,
  reuseIntervalSeconds: number,
  settings: TokenSettings,
): Promise<RefreshOutcome> {
  const { rows } = await db.query<RefreshTokenRow>('select * from auth.refresh_tokens where token = $1', [
    token,
  ]);
  const row = rows[0];
  if (!row || !row.session_id) return { kind: 'not_found' };
  const user = (await db.query<UserRow>('select * from auth.users where id = $1', [row.user_id])).rows[0];
  if (!user) return { kind: 'not_found' };

  // Claim the token atomically, so two concurrent refreshes cannot both rotate it.
  const claimed =
    !row.revoked &&
    ((
      await db.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and revoked = false',
        [row.id],
      )
    ).rowCount ?? 0) > 0;

  if (!claimed) {
    const revokedAt = row.revoked ? row.updated_at.getTime() : Date.now();
    const withinReuse = Date.now() - revokedAt <= reuseIntervalSeconds * 1000;
    const active = (
      await db.query<RefreshTokenRow>(
        'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [row.session_id],
      )
    ).rows[0];
    if (withinReuse && active) {
      return {
        kind: 'ok',
        session: await sessionJson(db, user, row.session_id, active.token, 'password', settings),
      };
    }
    await db.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { kind: 'already_used' };
  }

  const next = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [next, user.id, row.token, row.session_id],
  );
  await db.query('update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1', [
    row.session_id,
  ]);
  return { kind: 'ok', session: await sessionJson(db, user, row.session_id, next, 'password', settings) };
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return (rowCount ?? 0) > 0;
}

/** GoTrue's logout scopes: global (every session), local (this one), others (all but this one). */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
}
