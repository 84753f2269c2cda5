import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { useSignOut } from './api';
import { authErrorMessage } from './logic';

/** Sign Out from anywhere: end the session, go to the landing page, or say what failed. */
export function useSignOutAction(): { signOut: () => void; pending: boolean } {
  const mutation = useSignOut();
  const navigate = useNavigate();
  return {
    pending: mutation.isPending,
    signOut: () => {
      mutation.mutate(undefined, {
        onSuccess: () => void navigate('/', { replace: true }),
        onError: (error) => {
          console.error('Sign-out failed', error);
          notify.error(authErrorMessage(error));
        },
      });
    },
  };
}
