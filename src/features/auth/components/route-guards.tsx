import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session-provider';
import { PageLoader } from './page-loader';

export interface AuthRedirectState {
  /** The page the visitor asked for, to return to after signing in. */
  from?: string;
  /** Set right after sign-up, so the sign-in page can say where the confirmation mail went. */
  registeredEmail?: string;
}

function readState(state: unknown): AuthRedirectState {
  return state !== null && typeof state === 'object' ? state : {};
}

/** Signed-out visitors go to sign-in and come back afterwards (DECISIONS: auth and routing). */
export function RequireAuth({ signInPath = '/sign-in' }: { signInPath?: string }) {
  const { session, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!session) {
    const state: AuthRedirectState = {
      from: `${location.pathname}${location.search}`,
      registeredEmail: readState(location.state).registeredEmail,
    };
    return <Navigate to={signInPath} replace state={state} />;
  }
  return <Outlet />;
}

/** Signed-in visitors have no business on sign-in or sign-up. */
export function GuestOnly() {
  const { session, loading } = useSession();
  if (loading) return <PageLoader />;
  if (session) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

export function useAuthRedirectState(): AuthRedirectState {
  return readState(useLocation().state);
}
