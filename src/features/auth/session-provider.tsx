import type { Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getSupabase } from '@/lib/supabase';

interface SessionState {
  session: Session | null;
  /** True until supabase-js has restored (or refreshed) the stored session. */
  loading: boolean;
}

const SessionContext = createContext<SessionState | null>(null);

/** Mirrors supabase-js's session, which it persists and refreshes itself. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ session: null, loading: true });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void getSupabase().then((supabase) => {
      if (!active) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        setState({ session, loading: false });
        // Another user's cached data must never show after a sign-out or a switch.
        if (event === 'SIGNED_OUT') queryClient.clear();
      });
      unsubscribe = () => {
        data.subscription.unsubscribe();
      };
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [queryClient]);

  return <SessionContext value={state}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
