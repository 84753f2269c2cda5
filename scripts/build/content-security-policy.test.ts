import { describe, expect, it } from 'vitest';
import { bootScript } from '../../src/app/boot-script';
import { scriptHashSource } from './boot-script';
import { contentSecurityPolicy } from './content-security-policy';

const directives = (policy: string): Record<string, string[] | undefined> =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('allows data only from the app and its Supabase project, scripts only from the app and the boot script', () => {
    const policy = directives(contentSecurityPolicy('https://abcd.supabase.co/', { forHeader: false }));
    expect(policy['script-src']).toEqual([
      "'self'",
      scriptHashSource(bootScript('https://abcd.supabase.co/')),
    ]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toBeUndefined();
  });

  it('forbids framing the app in the header form, which browsers honour', () => {
    const policy = directives(contentSecurityPolicy('http://127.0.0.1:54321', { forHeader: true }));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:54321']);
  });
});
