import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authErrorMessage } from './logic';
import { useSession } from './session-provider';
import { paths } from '@/lib/paths';
import { reportFailure } from '@/lib/report-failure';
import { getSupabase } from '@/lib/supabase';

/**
 * Leave for the landing page, telling the guard, then end the session: ending it while a guarded
 * page is still on screen (the landing page may still be loading) would redirect to sign-in.
 */
function useLeaveThen(): (end: () => Promise<void>) => Promise<void> {
  const navigate = useNavigate();
  const { setSigningOut } = useSession();
  return async (end) => {
    setSigningOut(true);
    await navigate(paths.home, { replace: true });
    try {
      await end();
    } catch (error) {
      setSigningOut(false);
      throw error;
    }
  };
}

/** Long enough for the request when online; sign-out never waits more for this device's row. */
const FORGET_DEVICE_MS = 1500;

/**
 * This device stops getting the account's notifications (docs/decisions/031-notifications.md):
 * loaded only now, so that the shell carries none of it; never failing or holding up the sign-out.
 */
function forgetThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  const forget = import('@/features/notifications')
    .then((notifications) => notifications.forgetThisDevice())
    .catch(() => undefined);
  return Promise.race([forget, new Promise<void>((resolve) => setTimeout(resolve, FORGET_DEVICE_MS))]);
}

async function endSession(): Promise<void> {
  await forgetThisDevice();
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) throw error;
}

/**
 * Sign Out from anywhere: go to the landing page, end the session, or say what failed. Without
 * TanStack Query: the public header has it, and the landing page hydrates without the query code
 * (docs/decisions/019-prerendered-public-pages.md).
 */
export function useSignOutAction(): { signOut: () => void; pending: boolean } {
  const leaveThen = useLeaveThen();
  const [pending, setPending] = useState(false);
  return {
    pending,
    signOut: () => {
      setPending(true);
      leaveThen(endSession)
        .catch((error: unknown) => {
          reportFailure(error as Error, { errorMessage: authErrorMessage, logMessage: 'Sign-out failed' });
        })
        .finally(() => {
          setPending(false);
        });
    },
  };
}

/**
 * After the account is deleted: its sessions went with it on the server, so only this browser's
 * copy is cleared (scope local), on the landing page.
 */
export function useLeaveDeletedAccount(): () => Promise<void> {
  const leaveThen = useLeaveThen();
  return () =>
    leaveThen(async () => {
      const supabase = await getSupabase();
      await supabase.auth.signOut({ scope: 'local' });
    });
}

/**
 * Called by the public area's layout: once it is on screen, the guarded page a sign-out left is
 * gone, so the route guard may redirect signed-out visitors to sign-in again.
 */
export function useSignOutArrival(): void {
  const { signingOut, setSigningOut } = useSession();
  useEffect(() => {
    if (signingOut) setSigningOut(false);
  }, [signingOut, setSigningOut]);
}
