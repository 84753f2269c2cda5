import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/features/auth';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import { eventKeys } from '../api';
import { forecastKeys } from '../forecast-api';
import type { CalendarEvent } from '../logic';
import { toStoredEvent, waitingCount } from '../outbox-logic';
import { sendQueuedEvents, type OutboxTransport } from '../outbox-send';
import { useOutbox } from '../outbox-store';

const isOnline = () => onlineManager.isOnline();
const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

const transport: OutboxTransport = {
  insert: async (row) => {
    const supabase = await getSupabase();
    const { error, status } = await supabase.from('calendar_events').insert(row);
    return { error, status };
  },
  isOwn: async (id) => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('calendar_events').select('id').eq('id', id);
    if (error) throw error;
    return data.length > 0;
  },
};

/**
 * Sends the events added offline once the connection is back, and when the app starts online with
 * some waiting (docs/decisions/030-installable-and-offline.md). Mounted once, by the router's data
 * layout. Says what was sent, and what was refused (kept on the calendar, marked, to discard or
 * try again).
 */
export function EventOutboxSender() {
  const queryClient = useQueryClient();
  const userId = useSession().session?.user.id;
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const waiting = waitingCount(useOutbox(userId));

  useEffect(() => {
    if (!userId || !online || waiting === 0) return;
    let sent = 0;
    void sendQueuedEvents(userId, transport, isOnline, {
      delivered: (item) => {
        sent += 1;
        // Shown as stored at once (it left the queue in the same tick), until the refetch brings it.
        queryClient.setQueryData<CalendarEvent[]>(eventKeys.list(userId), (events) =>
          events ? [...events, toStoredEvent(item.row, item.queuedAt)] : events,
        );
      },
      refused: (item, refusal) => {
        notify.error(refusal, `Not sent: ${item.row.title}`);
      },
    }).then(() => {
      if (sent === 0) return;
      notify.success(
        sent === 1 ? 'Event sent' : `${sent} events sent`,
        'What you added offline is saved now.',
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      void queryClient.invalidateQueries({ queryKey: forecastKeys.all });
    });
  }, [queryClient, userId, online, waiting]);
  return null;
}
