import type { Session } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { announceSignedOut } from '@/lib/signed-out';
import {
  getSupabase,
  hasStoredSession,
  readStoredSession,
  whenSupabaseLoaded,
  type Supabase,
} from '@/lib/supabase';

interface SessionState {
  session: Session | null;
  /** True until supabase-js has restored (or refreshed) the stored session. */
  loading: boolean;
  /**
   * True from the moment Sign Out is chosen until the public area shows (or a session starts
   * again). The route guard then waits instead of sending a visitor who is leaving to the
   * sign-in page, whatever the order in which the landing page renders and the session ends.
   */
  signingOut: boolean;
  setSigningOut: (value: boolean) => void;
}

const SessionContext = createContext<SessionState | null>(null);

// Someone signed in here: supabase-js (the session's refresh, every request's token) starts loading
// with the app's first scripts, not after its first render (docs/decisions/032-signed-in-speed.md).
if (hasStoredSession()) void getSupabase();

type State = { session: Session | null; loading: boolean };

/**
 * The state of a page rendered only in the browser: supabase-js's stored session at once when
 * supabase-js will use it as it is (the signed-in pages then render, and their kept data shows,
 * without waiting for supabase-js to load and say so); nobody signed in, at once; a session it must
 * refresh or drop first, loading until it has.
 */
function stateFromStorage(): State {
  const session = readStoredSession();
  if (session) return { session, loading: false };
  return { session: null, loading: hasStoredSession() };
}

/**
 * Mirrors supabase-js's session, which it persists and refreshes itself. `fromStorage`: the page is
 * rendered in the browser, not hydrated, so the first render may read the stored session; a
 * prerendered page hydrates as the server rendered it (loading), and learns of it afterwards.
 */
export function SessionProvider({
  children,
  fromStorage = false,
}: {
  children: ReactNode;
  fromStorage?: boolean;
}) {
  const [state, setState] = useState<State>(() =>
    fromStorage ? stateFromStorage() : { session: null, loading: true },
  );
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const listen = (supabase: Supabase) => {
      if (!active) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        setState({ session, loading: false });
        if (session) setSigningOut(false);
        // Another user's cached data must never show after a sign-out or a switch.
        if (event === 'SIGNED_OUT') announceSignedOut();
      });
      unsubscribe = () => {
        data.subscription.unsubscribe();
      };
    };
    if (hasStoredSession()) {
      void getSupabase().then(listen);
    } else {
      // Nobody is signed in here: say so at once, and leave supabase-js (a quarter of the app's
      // JavaScript) unloaded until a page needs it, e.g. to sign in; then listen to it. After the
      // first render, not in it: a prerendered page hydrates as the server rendered it (loading).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({ session: null, loading: false });
      void whenSupabaseLoaded().then(listen);
    }
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  const value = useMemo(() => ({ ...state, signingOut, setSigningOut }), [state, signingOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
