import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/features/auth';
import { waitingCount } from '../outbox-logic';
import { useOutbox } from '../outbox-store';

const isOnline = () => onlineManager.isOnline();
const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

/**
 * Sends the events added offline once the connection is back, and when the app starts online with
 * some waiting (docs/decisions/030-installable-and-offline.md). Mounted once, by the router's data
 * layout, so it is small: the sending itself (outbox-flush.ts) loads only when something waits.
 */
export function EventOutboxSender() {
  const queryClient = useQueryClient();
  const userId = useSession().session?.user.id;
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const waiting = waitingCount(useOutbox(userId));

  useEffect(() => {
    if (!userId || !online || waiting === 0) return;
    void import('../outbox-flush').then(({ flushOutbox }) => flushOutbox(userId, queryClient));
  }, [queryClient, userId, online, waiting]);
  return null;
}
