import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

export const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const LOCAL_DIR = fileURLToPath(new URL('.', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.supabase/local-db', import.meta.url));

export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  enableConfirmations: boolean;
  otpExpiry: number;
  /** [auth.rate_limit] token_verifications: failed verifications per client in five minutes. */
  tokenVerificationsLimit: number;
}

export interface ProjectConfig {
  ports: { api: number; db: number; inbox: number };
  auth: AuthSettings;
  /** Functions with verify_jwt = false: served without apikey or JWT, as on hosted Supabase. */
  openFunctions: string[];
}

interface ConfigToml {
  api?: { port?: number };
  db?: { port?: number };
  inbucket?: { port?: number };
  functions?: Record<string, { verify_jwt?: boolean }>;
  auth?: {
    site_url?: string;
    additional_redirect_urls?: string[];
    jwt_expiry?: number;
    refresh_token_reuse_interval?: number;
    minimum_password_length?: number;
    email?: { enable_confirmations?: boolean; otp_expiry?: number };
    rate_limit?: { token_verifications?: number };
  };
}

function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

/**
 * Reads supabase/config.toml with supabase/local/config.local.toml's [auth] laid over it (the
 * pushed file holds production values; local addresses stay local). Ports may be overridden by
 * SUPABASE_API_PORT, _DB_PORT, _INBOX_PORT.
 */
export function loadProjectConfig(): ProjectConfig {
  const toml = parse(readFileSync(`${SUPABASE_DIR}/config.toml`, 'utf8')) as ConfigToml;
  const local = parse(readFileSync(`${LOCAL_DIR}/config.local.toml`, 'utf8')) as ConfigToml;
  const auth = { ...toml.auth, ...local.auth, email: { ...toml.auth?.email, ...local.auth?.email } };
  return {
    ports: {
      api: portFromEnv('SUPABASE_API_PORT', toml.api?.port ?? 54321),
      db: portFromEnv('SUPABASE_DB_PORT', toml.db?.port ?? 54322),
      inbox: portFromEnv('SUPABASE_INBOX_PORT', toml.inbucket?.port ?? 54324),
    },
    auth: {
      siteUrl: auth.site_url ?? 'http://127.0.0.1:3000',
      additionalRedirectUrls: auth.additional_redirect_urls ?? [],
      jwtExpiry: auth.jwt_expiry ?? 3600,
      refreshTokenReuseInterval: auth.refresh_token_reuse_interval ?? 10,
      minimumPasswordLength: auth.minimum_password_length ?? 6,
      enableConfirmations: auth.email.enable_confirmations ?? false,
      otpExpiry: auth.email.otp_expiry ?? 3600,
      tokenVerificationsLimit: auth.rate_limit?.token_verifications ?? 30,
    },
    openFunctions: Object.entries(toml.functions ?? {})
      .filter(([, fn]) => fn.verify_jwt === false)
      .map(([name]) => name),
  };
}
