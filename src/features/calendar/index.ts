export { eventKeys, useEvents } from './api';
export {
  dayKey,
  formatEventDate,
  upcomingEvents,
  withProjections,
  type CalendarEntry,
  type CalendarEvent,
} from './logic';
