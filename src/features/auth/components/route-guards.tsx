import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { safeReturnPath } from '../logic';
import { useSession } from '../session-provider';
import { useLinkSession } from '../use-link-session';
import { PageLoader } from './page-loader';
import { paths } from '@/lib/paths';

export interface AuthRedirectState {
  /** The page the visitor asked for, to return to after signing in. */
  from?: string;
  /** Set right after sign-up, so the sign-in page can say where the confirmation mail went. */
  registeredEmail?: string;
}

function readState(state: unknown): AuthRedirectState {
  return state !== null && typeof state === 'object' ? state : {};
}

/** Signed-out visitors go to sign-in and come back afterwards (docs/decisions/003-auth-and-routing.md). */
export function RequireAuth({
  signInPath = paths.signIn,
  justRegistered,
}: {
  signInPath?: string;
  /**
   * Shown instead of the redirect to a visitor sent here right after signing up, who has no
   * session until the email is confirmed.
   */
  justRegistered?: (email: string) => ReactNode;
}) {
  const { session, loading, signingOut } = useSession();
  const location = useLocation();
  const arrival = useLinkSession();
  // Wait for the session provider to hear of the new session before deciding anything.
  if (arrival.kind === 'signing-in' || (arrival.kind === 'signed-in' && !session))
    return <PageLoader label="Confirming your email…" />;
  // The confirmation page explains an expired or used link and offers a new one.
  if (arrival.kind === 'failed')
    return <Navigate to={`${paths.emailConfirmation}${arrival.errorAddress}`} replace />;
  if (loading) return <PageLoader />;
  // Leaving through Sign Out: the landing page is on its way; do not redirect to sign-in.
  if (!session && signingOut) return null;
  if (!session) {
    const { registeredEmail } = readState(location.state);
    if (registeredEmail && justRegistered) return justRegistered(registeredEmail);
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}`, registeredEmail };
    return <Navigate to={signInPath} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Signed-in visitors have no business on sign-in or sign-up. They go where the sign-in screen
 * itself sends them (the page the guard stopped, else the area's home): a sign-in completing on
 * the page re-renders this guard first, and two redirects to different places would race.
 */
export function GuestOnly() {
  const { session, loading } = useSession();
  const location = useLocation();
  // The form shows while the session is read (it is the prerendered page); a signed-in visitor
  // is sent on as soon as it is known.
  if (session && !loading) {
    const home = location.pathname.startsWith('/affiliate/')
      ? paths.affiliate.dashboard
      : paths.dashboard.home;
    return <Navigate to={safeReturnPath(readState(location.state).from, home)} replace />;
  }
  return <Outlet />;
}

export function useAuthRedirectState(): AuthRedirectState {
  return readState(useLocation().state);
}
