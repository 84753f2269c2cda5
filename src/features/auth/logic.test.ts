import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  AlreadyRegisteredError,
  isAlreadyRegistered,
  readAuthLink,
  safeReturnPath,
  signUpErrorMessage,
} from './logic';
import { fallbackAgentCode } from './agent-code';
import { metadataUserType } from './metadata';

const user = (over: Partial<User>): User => ({
  id: 'u1',
  app_metadata: {},
  user_metadata: {},
  aud: 'authenticated',
  created_at: '',
  ...over,
});

describe('isAlreadyRegistered', () => {
  it('recognises the server error text', () => {
    expect(isAlreadyRegistered({ user: null, errorMessage: 'User already registered' })).toBe(true);
  });
  it('recognises the obfuscated user with no identities', () => {
    expect(isAlreadyRegistered({ user: user({ identities: [] }) })).toBe(true);
  });
  it('accepts a new user with an identity', () => {
    expect(isAlreadyRegistered({ user: user({ identities: [{} as never] }) })).toBe(false);
    expect(isAlreadyRegistered({ user: null, errorMessage: 'Invalid login credentials' })).toBe(false);
  });
});

describe('metadataUserType', () => {
  it.each([
    ['affiliate', 'affiliate'],
    ['regular', 'regular'],
    ['admin', null],
    [undefined, null],
  ])('reads %s as %s', (value, expected) => {
    expect(metadataUserType(user({ user_metadata: { user_type: value } }))).toBe(expected);
  });
});

describe('fallbackAgentCode', () => {
  it('is AGT + 6 uppercase alphanumerics', () => {
    for (let i = 0; i < 100; i++) expect(fallbackAgentCode()).toMatch(/^AGT[A-Z0-9]{6}$/);
  });
  it('covers both ends of the alphabet', () => {
    expect(fallbackAgentCode(() => 0)).toBe('AGTAAAAAA');
    expect(fallbackAgentCode(() => 0.9999)).toBe('AGT999999');
  });
});

describe('readAuthLink', () => {
  it('reads tokens from the fragment', () => {
    expect(readAuthLink('#access_token=a&refresh_token=r&type=signup', '')).toEqual({
      kind: 'tokens',
      accessToken: 'a',
      refreshToken: 'r',
    });
  });
  it('reads tokens from the query too', () => {
    expect(readAuthLink('', '?access_token=a&refresh_token=r')).toMatchObject({ kind: 'tokens' });
  });
  it('reports an expired link', () => {
    expect(
      readAuthLink(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
        '',
      ),
    ).toEqual({ kind: 'error', expired: true });
  });
  it('reports any other link error as not expired', () => {
    expect(readAuthLink('', '?error=server_error&error_description=Something+broke')).toEqual({
      kind: 'error',
      expired: false,
    });
  });
  it('finds nothing in a bare URL', () => {
    expect(readAuthLink('', '')).toEqual({ kind: 'none' });
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard/goals', '/dashboard/goals'],
    ['/dashboard/calendar?day=2026-12-01', '/dashboard/calendar?day=2026-12-01'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/sign-in', '/dashboard'],
    ['/affiliate/sign-up', '/dashboard'],
    [undefined, '/dashboard'],
  ])('%s -> %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });
});

describe('signUpErrorMessage', () => {
  it("gives the spec's text for an address that is already registered", () => {
    expect(signUpErrorMessage(new AlreadyRegisteredError())).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });
  it("gives the server's message for any other error", () => {
    expect(signUpErrorMessage(new Error('Signups not allowed for this instance'))).toBe(
      'Signups not allowed for this instance',
    );
  });
});
