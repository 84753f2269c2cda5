export { ReminderBell } from './components/reminder-bell';
