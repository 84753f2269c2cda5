import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

export type VerifyResult = { ok: true; claims: JWTPayload } | { ok: false; reason: string; expired: boolean };

/** Verifies an HS256 JWT signed with the project secret. */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload };
  } catch (error) {
    const expired = error instanceof joseErrors.JWTExpired;
    return {
      ok: false,
      expired,
      reason: expired ? 'token has invalid claims: token is expired' : 'signature is invalid',
    };
  }
}

/** Opaque refresh token: 32 URL-safe characters. */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A 6-digit OTP and the hash GoTrue stores and puts in email links: hex(sha224(email + otp)). */
export function newEmailOtp(email: string): { otp: string; hash: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, hash: otpHash(email, otp) };
}

export function otpHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex');
}
