import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useSession } from '@/features/auth';
import { useOutbox, waitingCount } from '@/features/calendar';
import { OFFLINE_READ_ONLY, offlineLine, waitingLine } from '../logic';

const isOnline = () => onlineManager.isOnline();
const subscribeOnline = (notify: () => void) => onlineManager.subscribe(notify);

/**
 * Offline, above every signed-in page: "Offline: showing what you saw at {time}", the oldest load
 * time of the data on screen, and that nothing can be saved (mutations are refused:
 * src/lib/query-client.ts) but a new calendar event, which waits to be sent: how many wait. Gone
 * as soon as the connection is back.
 */
export function OfflineNotice() {
  const queryClient = useQueryClient();
  const waiting = waitingCount(useOutbox(useSession().session?.user.id));
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  // Today, as the page was opened: whether the time needs its day.
  const [openedAt] = useState(Date.now);
  const subscribeCache = useCallback(
    (notify: () => void) => queryClient.getQueryCache().subscribe(notify),
    [queryClient],
  );
  // The oldest load among the queries the page shows that have data (0: none).
  const seenAt = useSyncExternalStore(subscribeCache, () =>
    Math.min(
      Number.POSITIVE_INFINITY,
      ...queryClient
        .getQueryCache()
        .findAll({ type: 'active' })
        .map((query) => query.state.dataUpdatedAt)
        .filter((at) => at > 0),
    ),
  );
  if (online) return null;
  return (
    <Alert className="mb-4 border-warning/30 bg-warning-soft text-warning">
      <WifiOff aria-hidden />
      <AlertTitle>
        {Number.isFinite(seenAt) ? offlineLine(seenAt, openedAt) : 'Offline: nothing seen yet on this device'}
      </AlertTitle>
      <AlertDescription>
        <p>{OFFLINE_READ_ONLY}</p>
        {waiting > 0 && <p className="font-medium">{waitingLine(waiting)}</p>}
      </AlertDescription>
    </Alert>
  );
}
