import {
  queryOptions,
  skipToken,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { allRows } from '@/lib/all-rows';
import { refusalOr } from '@/lib/database-refusal';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import { forecastKeys } from './forecast-api';
import { toEventFields, toEventInsert, type CalendarEvent } from './logic';
import type { EventFormValues } from './schema';

/** Every calendar call of docs/product-spec.md §7, with its toasts (§8) in this one place; failures
 * reach the user through the query client (docs/decisions/013-errors-through-the-query-cache.md). */

export const eventKeys = {
  all: ['calendar-events'] as const,
  list: (userId: string) => [...eventKeys.all, 'list', userId] as const,
  changes: (eventId: string) => [...eventKeys.all, 'change', eventId] as const,
};

const EVENT_MESSAGES = {
  created: 'Financial event created successfully!',
  updated: 'Event updated successfully',
  completed: 'Event marked as completed',
  pending: 'Event marked as pending',
  remindersOn: 'Reminders enabled',
  remindersOff: 'Reminders disabled',
  deleted: 'Event deleted successfully',
  createFailed: 'Failed to create event. Please try again.',
  updateFailed: 'Failed to update event. Please try again.',
  reminderFailed: 'Failed to update reminder. Please try again.',
  deleteFailed: 'Failed to delete event. Please try again.',
  loadFailed: 'Failed to load calendar events. Please try again.',
} as const;

const SUCCESS_TITLE = 'Success';

/** The signed-in user's events, by date (docs/product-spec.md §7): every one of them, a page at a
 * time, since a calendar keeps more than one request's 1,000 rows once done ones pile up. */
export function eventsQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: eventKeys.list(userId ?? 'signed-out'),
    queryFn: userId
      ? async () => {
          const supabase = await getSupabase();
          return allRows((from, to) =>
            supabase
              .from('calendar_events')
              .select('*')
              .eq('user_id', userId)
              .order('event_date', { ascending: true })
              .order('id')
              .range(from, to),
          );
        }
      : skipToken,
  });
}

export const useEvents = (userId: string | undefined) => useQuery(eventsQuery(userId));

/** The calendar page's events: a failed load is logged and shown once (the dashboard stays quiet). */
export const useCalendarEvents = (userId: string | undefined) =>
  useQuery({ ...eventsQuery(userId), meta: { errorMessage: EVENT_MESSAGES.loadFailed } });

/** After a change to events: the events, and the forecast made from them. */
function useRefetchEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      queryClient.invalidateQueries({ queryKey: forecastKeys.all }),
    ]);
}

export function useCreateEvent(userId: string | undefined) {
  const refetch = useRefetchEvents();
  return useMutation({
    mutationFn: async (values: EventFormValues) => {
      if (!userId) throw new Error('No user found');
      const supabase = await getSupabase();
      const { error } = await supabase.from('calendar_events').insert(toEventInsert(values, userId));
      if (error) throw error;
    },
    onSuccess: () => {
      notify.success(SUCCESS_TITLE, EVENT_MESSAGES.created);
      return refetch();
    },
    meta: { errorMessage: refusalOr(EVENT_MESSAGES.createFailed) },
  });
}

/** Saves every field of the edit form (docs/decisions/006-calendar.md). */
export function useUpdateEvent(eventId: string) {
  const refetch = useRefetchEvents();
  return useMutation({
    mutationKey: eventKeys.changes(eventId),
    mutationFn: async (values: EventFormValues) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('calendar_events')
        .update(toEventFields(values))
        .eq('id', eventId);
      if (error) throw error;
    },
    onSuccess: () => {
      notify.success(SUCCESS_TITLE, EVENT_MESSAGES.updated);
      return refetch();
    },
    meta: { errorMessage: refusalOr(EVENT_MESSAGES.updateFailed) },
  });
}

/** Flips completion; completing a recurring event also schedules its next occurrence (one call). */
export function useToggleCompletion(eventId: string) {
  const refetch = useRefetchEvents();
  return useMutation({
    mutationKey: eventKeys.changes(eventId),
    mutationFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('toggle_event_completion', { event_id: eventId });
      if (error) throw error;
      const [toggled] = data;
      if (!toggled) throw new Error('toggle_event_completion returned no event');
      return toggled.completed;
    },
    onSuccess: (completed) => {
      notify.success(SUCCESS_TITLE, completed ? EVENT_MESSAGES.completed : EVENT_MESSAGES.pending);
      return refetch();
    },
    meta: { errorMessage: refusalOr(EVENT_MESSAGES.updateFailed) },
  });
}

export function useToggleReminder(event: Pick<CalendarEvent, 'id' | 'reminder_enabled'>) {
  const refetch = useRefetchEvents();
  return useMutation({
    mutationKey: eventKeys.changes(event.id),
    mutationFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('calendar_events')
        .update({ reminder_enabled: !event.reminder_enabled })
        .eq('id', event.id)
        .select('reminder_enabled')
        .single();
      if (error) throw error;
      return data.reminder_enabled;
    },
    onSuccess: (enabled) => {
      notify.success(SUCCESS_TITLE, enabled ? EVENT_MESSAGES.remindersOn : EVENT_MESSAGES.remindersOff);
      return refetch();
    },
    meta: { errorMessage: EVENT_MESSAGES.reminderFailed },
  });
}

export function useDeleteEvent(eventId: string) {
  const refetch = useRefetchEvents();
  return useMutation({
    mutationKey: eventKeys.changes(eventId),
    mutationFn: async () => {
      const supabase = await getSupabase();
      const { error } = await supabase.from('calendar_events').delete().eq('id', eventId);
      if (error) throw error;
    },
    onSuccess: () => {
      notify.success(SUCCESS_TITLE, EVENT_MESSAGES.deleted);
      return refetch();
    },
    meta: { errorMessage: EVENT_MESSAGES.deleteFailed },
  });
}

/** True while any change to this event is on its way, wherever the event is shown. */
export const useEventChanging = (eventId: string): boolean =>
  useIsMutating({ mutationKey: eventKeys.changes(eventId) }) > 0;

export const feedKeys = {
  token: (userId: string) => ['calendar-feed-token', userId] as const,
};

/** The signed-in user's calendar feed token, or null before they ask for a link. */
export function useFeedToken(userId: string | undefined) {
  return useQuery({
    queryKey: feedKeys.token(userId ?? 'signed-out'),
    queryFn: userId
      ? async () => {
          const supabase = await getSupabase();
          const { data, error } = await supabase
            .from('calendar_feed_tokens')
            .select('token')
            .eq('user_id', userId)
            .maybeSingle();
          if (error) throw error;
          return data?.token ?? null;
        }
      : skipToken,
    meta: { errorMessage: 'Failed to load your calendar link. Please try again.' },
  });
}

/** Makes a new feed token; the old link stops working at once. */
export function useCreateFeedToken(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('create_calendar_feed_token');
      if (error) throw error;
      return data;
    },
    onSuccess: (token) => {
      queryClient.setQueryData(feedKeys.token(userId ?? 'signed-out'), token);
    },
    meta: { errorMessage: 'Failed to create your calendar link. Please try again.' },
  });
}
