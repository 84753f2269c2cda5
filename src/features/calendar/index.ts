export { eventKeys, useEvents } from './api';
export {
  dayKey,
  formatEventDate,
  overdueEvents,
  upcomingEvents,
  withProjections,
  type CalendarEntry,
  type CalendarEvent,
} from './logic';
