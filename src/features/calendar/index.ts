export { eventKeys, useEvents } from './api';
export { formatEventDate, upcomingEvents } from './logic';
