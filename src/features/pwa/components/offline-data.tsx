import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { forgetEventOutbox } from '@/features/calendar';
import { onSignedOut } from '@/lib/signed-out';
import { keepPageViews } from '../kept-page';
import { forgetOfflineData, keepOfflineData, restoreOfflineData } from '../query-persistence';

// Forgotten even when no screen with data is mounted: Sign Out leaves for the landing page before
// the session ends (as '@/lib/query-client' clears its cache).
onSignedOut(forgetOfflineData);
// So are the events added offline and not yet sent: the next person to sign in must not send them.
onSignedOut(forgetEventOutbox);

/**
 * The signed-in user's last data seen, kept on the device for offline use
 * (docs/decisions/030-installable-and-offline.md): put back into the query cache before the pages
 * read it, kept as it loads, under the user's own key, and removed from the device on sign-out. The
 * kept pages' last view too, as HTML for the boot script (docs/decisions/032-signed-in-speed.md).
 * Mounted once, by the router's data layout, around the app's own query client.
 */
export function OfflineData() {
  const queryClient = useQueryClient();
  const userId = useSession().session?.user.id;
  const { pathname } = useLocation();
  // Before the pages' first effects, so that offline their queries find the data already there.
  useLayoutEffect(() => {
    if (userId) restoreOfflineData(queryClient, userId);
  }, [queryClient, userId]);
  useEffect(() => {
    if (!userId) return undefined;
    const stop = keepOfflineData(queryClient, userId);
    // Stopped first: a write still waiting must not put anything back once it is forgotten.
    const unlisten = onSignedOut(stop);
    return () => {
      unlisten();
      stop();
    };
  }, [queryClient, userId]);
  useEffect(() => {
    if (!userId) return undefined;
    const stop = keepPageViews(queryClient, userId, pathname);
    const unlisten = onSignedOut(stop);
    return () => {
      unlisten();
      stop();
    };
  }, [queryClient, userId, pathname]);
  return null;
}
