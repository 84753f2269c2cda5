export { SettingsPage, SETTINGS_PAGE } from './settings-page';
// The time zone of the reminders is the one consultation times are in.
export { useNotificationPreferences } from './api';
