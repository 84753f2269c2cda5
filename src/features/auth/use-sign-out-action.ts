import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from './api';
import { useSession } from './session-provider';
import { paths } from '@/lib/paths';

/** Sign Out from anywhere: go to the landing page, end the session, or say what failed. */
export function useSignOutAction(): { signOut: () => void; pending: boolean } {
  const mutation = useSignOut();
  const navigate = useNavigate();
  const { setSigningOut } = useSession();
  return {
    pending: mutation.isPending,
    signOut: () => {
      void (async () => {
        // Leave first, and tell the guard: ending the session while a guarded page is still on
        // screen (the landing page may still be loading) would make it redirect to sign-in.
        setSigningOut(true);
        await navigate(paths.home, { replace: true });
        try {
          await mutation.mutateAsync();
        } catch {
          // The query client's mutation cache has told the user (meta.errorMessage).
          setSigningOut(false);
        }
      })();
    },
  };
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
