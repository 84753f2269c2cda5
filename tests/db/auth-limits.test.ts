import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { WindowCounter } from '../../supabase/local/auth/limits.ts';
import { anon, confirmedUser, latestMailTo, PASSWORD, stack, uniqueEmail } from './support.ts';

// The local auth service is no easier to attack than hosted GoTrue
// (docs/decisions/018-data-control-and-security-review.md): a 6-digit code cannot be guessed, a
// stranger's wrong passwords do not lock the owner out, counters stay bounded, emails escape.

/** A request to the auth API from another loopback address, as a different client would come. */
function fromClient(
  localAddress: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const url = new URL(`${stack.apiUrl}/auth/v1${path}`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress,
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('auth limits', () => {
  it('refuses a client after 30 wrong codes in five minutes, even with the right one', async () => {
    const email = uniqueEmail('otp');
    await anon().auth.signUp({ email, password: PASSWORD });
    const code = /enter the code: (\d{6})/.exec((await latestMailTo(email)).Text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const { status } = await fromClient('127.0.0.2', 'POST', '/verify', {
        type: 'signup',
        email,
        token: wrong,
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
    const right = await fromClient('127.0.0.2', 'POST', '/verify', { type: 'signup', email, token: code });
    expect(right.status).toBe(429);
    // Another client is not affected: the owner's own code still works.
    const owner = await anon().auth.verifyOtp({ type: 'signup', email, token: code });
    expect(owner.error).toBeNull();
  });

  it('does not lock the owner out when someone else guesses their password', async () => {
    const owner = await confirmedUser({}, 'lockout');
    for (let i = 0; i < 10; i++) {
      const { status } = await fromClient('127.0.0.3', 'POST', '/token?grant_type=password', {
        email: owner.email,
        password: `wrong-${i}`,
      });
      expect(status).toBe(400);
    }
    const stranger = await fromClient('127.0.0.3', 'POST', '/token?grant_type=password', {
      email: owner.email,
      password: PASSWORD,
    });
    expect(stranger.status).toBe(429);
    const { error } = await anon().auth.signInWithPassword({ email: owner.email, password: PASSWORD });
    expect(error).toBeNull();
  });

  it('escapes the redirect address in the email HTML', async () => {
    const email = uniqueEmail('escape');
    await anon().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:5173/x"><img/src/onerror>' },
    });
    const mail = await latestMailTo(email);
    expect(mail.HTML).not.toContain('<img');
    expect(mail.HTML).not.toContain('"><');
    expect(mail.HTML).toMatch(/<a href="[^"]+">Confirm your mail<\/a>/);
  });
});

describe('WindowCounter', () => {
  it('counts hits in the window and forgets older ones', () => {
    const counter = new WindowCounter(3, 1000);
    for (const t of [0, 10, 20]) counter.hit('a', t);
    expect(counter.exceeded('a', 30)).toBe(true);
    expect(counter.exceeded('a', 1015)).toBe(false);
  });

  it('keeps at most maxKeys keys, dropping the least recently hit', () => {
    const counter = new WindowCounter(10, 60_000, 1000);
    for (let i = 0; i < 20_000; i++) counter.hit(`client-${i}`, i);
    expect(counter.size).toBe(1000);
    expect(counter.exceeded('client-19999', 20_000)).toBe(false);
  });
});
