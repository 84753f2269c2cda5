/**
 * The claims of a request's bearer JWT. The platform (or the local gateway) has already verified
 * its signature before a function runs; these read what it says.
 */
export function claimsOf(authorization: string | null): { sub?: unknown; role?: unknown } | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
      role?: unknown;
    };
  } catch {
    return null;
  }
}

/** The role of the bearer token; the service-role key itself counts, for projects whose secret key is not a JWT. */
export function roleOf(authorization: string | null, serviceRoleKey: string): string | null {
  if (/^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] === serviceRoleKey) return 'service_role';
  const role = claimsOf(authorization)?.role;
  return typeof role === 'string' ? role : null;
}
