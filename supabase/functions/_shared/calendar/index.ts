export * from './recurrence.ts';
export * from './ics.ts';
export * from './dates.ts';
