import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { AuthSettings } from '../config.ts';
import type { Inbox } from '../inbox.ts';
import { sendJson } from '../http.ts';
import { errors } from './errors.ts';
import { verifyJwt } from './tokens.ts';
import { findUserById, type UserRow } from './users.ts';
import { sessionExists, type TokenSettings } from './sessions.ts';
import type { JWTPayload } from 'jose';
import type { WindowCounter } from './limits.ts';

export interface AuthLimits {
  failedSignIns: WindowCounter;
  failedVerifications: WindowCounter;
}

export interface AuthContext {
  db: pg.Pool;
  inbox: Inbox;
  settings: AuthSettings;
  tokens: TokenSettings;
  /** Public URL of the auth API, e.g. http://127.0.0.1:54321/auth/v1. */
  authUrl: string;
  /** This stack's own limits, never shared: failed password sign-ins per address and client, failed verifications per client. */
  limits: AuthLimits;
}

export interface AuthRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  body: Record<string, unknown>;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseJsonBody(raw: Buffer): Record<string, unknown> {
  if (raw.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw errors.badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.badJson('expected a JSON object');
  }
  return value as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

export function objectField(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = body[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A string PostgreSQL's jsonb cannot store: U+0000, or half of a surrogate pair. */
const unstorable = (text: string): boolean => text.includes('\u0000') || /\p{Cs}/u.test(text);

/** Whether a JSON value holds such a string, as a value or a key, at any depth. */
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (Array.isArray(value)) return value.some(holdsUnstorable);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => unstorable(key) || holdsUnstorable(inner));
  }
  return false;
}

export const UNSTORABLE_METADATA_MESSAGE =
  'Metadata cannot contain null characters (\\u0000) or unpaired surrogates';

/**
 * A metadata object of the body, as objectField reads it, refused with a 400 when the database
 * could not store it: jsonb refuses U+0000 and unpaired surrogates, and the insert or update then
 * failed as a 500 "Database error saving new user".
 */
export function metadataField(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = objectField(body, key);
  if (holdsUnstorable(value)) throw errors.validation(UNSTORABLE_METADATA_MESSAGE);
  return value;
}

/** Normalises and validates an email the way GoTrue reports problems with it. */
export function requireEmail(body: Record<string, unknown>): string {
  const email = stringField(body, 'email').trim().toLowerCase();
  if (!email) throw errors.validation('An email address is required');
  if (!EMAIL_PATTERN.test(email) || email.length > 255) {
    throw errors.validation('Unable to validate email address: invalid format');
  }
  return email;
}

export function ok(res: ServerResponse, body: unknown): void {
  sendJson(res, 200, body);
}

export function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

async function verifiedClaims(ctx: AuthContext, req: IncomingMessage): Promise<JWTPayload> {
  const token = bearer(req);
  if (!token) throw errors.noAuthorization();
  const result = await verifyJwt(token, ctx.tokens.jwtSecret);
  if (!result.ok) throw errors.badJwt(result.reason);
  return result.claims;
}

/** The signed-in user of a request, as GoTrue's requireAuthentication checks it. */
export async function requireUser(
  ctx: AuthContext,
  req: IncomingMessage,
): Promise<{ user: UserRow; sessionId: string }> {
  const claims = await verifiedClaims(ctx, req);
  if (typeof claims.sub !== 'string' || !claims.sub) throw errors.missingSub();
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw errors.userNotFoundFromJwt();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!sessionId || !(await sessionExists(ctx.db, sessionId))) throw errors.sessionNotFound();
  return { user, sessionId };
}

export async function requireAdmin(ctx: AuthContext, req: IncomingMessage): Promise<void> {
  const claims = await verifiedClaims(ctx, req);
  if (claims.role !== 'service_role') throw errors.notAdmin();
}

export async function inTransaction<T>(
  ctx: AuthContext,
  work: (db: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await ctx.db.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
