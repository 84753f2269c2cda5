export { eventKeys, useEvents } from './api';
export { forecastKeys, useBalance } from './forecast-api';
export { CATEGORY_LABELS, EVENT_TYPE_LABELS, reminderLabel } from './content';
export {
  dayKey,
  formatEventDate,
  overdueEvents,
  upcomingEvents,
  withProjections,
  type CalendarEntry,
  type CalendarEvent,
} from './logic';
export { EventOutboxSender } from './components/outbox-sender';
export { forgetEventOutbox, useOutbox } from './outbox-store';
export { waitingCount } from './outbox-logic';
