import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { loadProjectConfig } from '../../supabase/local/config.ts';

// supabase/config.toml is what `supabase config push` sends to the hosted project: it must be safe
// for production; the local stack's conveniences live in supabase/local/config.local.toml
// (docs/decisions/018-data-control-and-security-review.md).

interface PushedConfig {
  auth: {
    site_url: string;
    additional_redirect_urls: string[];
    minimum_password_length: number;
    email: {
      enable_confirmations: boolean;
      secure_password_change: boolean;
      double_confirm_changes: boolean;
      max_frequency: string;
      otp_expiry: number;
    };
  };
}

const pushed = parse(
  readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8'),
) as unknown as PushedConfig;

const seconds = (duration: string) => {
  const match = /^(\d+)(s|m|h)$/.exec(duration);
  if (!match) throw new Error(`not a duration: ${duration}`);
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[match[2] as 's' | 'm' | 'h'];
};

describe('supabase/config.toml, as pushed to a hosted project', () => {
  it('names no local address: the site comes from the environment and nothing else may be a redirect', () => {
    expect(pushed.auth.site_url).toBe('env(SITE_URL)');
    expect(pushed.auth.additional_redirect_urls).toEqual([]);
    expect(JSON.stringify(pushed)).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('keeps the hosted defaults or stricter for email and passwords', () => {
    const { email } = pushed.auth;
    expect(email.enable_confirmations).toBe(true);
    expect(email.secure_password_change).toBe(true);
    expect(email.double_confirm_changes).toBe(true);
    expect(seconds(email.max_frequency)).toBeGreaterThanOrEqual(60);
    expect(email.otp_expiry).toBeLessThanOrEqual(3600);
    expect(pushed.auth.minimum_password_length).toBeGreaterThanOrEqual(8);
  });

  it('still gives the local stack its localhost addresses', () => {
    const { auth } = loadProjectConfig();
    expect(auth.siteUrl).toBe('http://localhost:5173');
    expect(auth.additionalRedirectUrls).toContain('http://127.0.0.1:4173/**');
    expect(auth.enableConfirmations).toBe(true);
  });
});
