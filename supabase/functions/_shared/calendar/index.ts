export * from './recurrence.ts';
export * from './ics.ts';
