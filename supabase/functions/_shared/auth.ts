/**
 * The role of a request's bearer token: the platform (or the local gateway) has already
 * verified the JWT's signature before a function runs. The service-role key itself counts as
 * the service role, for projects whose secret key is not a JWT.
 */
export function roleOf(authorization: string | null, serviceRoleKey: string): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  if (token === serviceRoleKey) return 'service_role';
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}
