import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { useSignOut } from './api';
import { authErrorMessage } from './logic';

/** Sign Out from anywhere: go to the landing page, end the session, or say what failed. */
export function useSignOutAction(): { signOut: () => void; pending: boolean } {
  const mutation = useSignOut();
  const navigate = useNavigate();
  return {
    pending: mutation.isPending,
    signOut: () => {
      void (async () => {
        // Leave first: ending the session on a guarded page makes its guard redirect to sign-in,
        // which cancels a navigation to '/' started afterwards (and unmounts the caller, which
        // drops mutate()'s own callbacks).
        await navigate('/', { replace: true });
        try {
          await mutation.mutateAsync();
        } catch (error) {
          console.error('Sign-out failed', error);
          notify.error(authErrorMessage(error as Error));
        }
      })();
    },
  };
}
