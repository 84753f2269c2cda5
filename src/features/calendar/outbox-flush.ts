import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import { eventKeys } from './api';
import { forecastKeys } from './forecast-api';
import type { CalendarEvent } from './logic';
import { toStoredEvent } from './outbox-logic';
import { sendQueuedEvents, type OutboxTransport } from './outbox-send';

/**
 * The queue's sending in the app, loaded only when something waits (components/outbox-sender.tsx):
 * supabase-js as the transport, toasts for what was sent and what was refused, and the calendar
 * brought up to date.
 */

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

const isOnline = () => onlineManager.isOnline();

export async function flushOutbox(userId: string, queryClient: QueryClient): Promise<void> {
  let sent = 0;
  await sendQueuedEvents(userId, transport, isOnline, {
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
  });
  if (sent === 0) return;
  notify.success(sent === 1 ? 'Event sent' : `${sent} events sent`, 'What you added offline is saved now.');
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: forecastKeys.all }),
  ]);
}
