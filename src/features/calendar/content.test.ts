import { expect, it } from 'vitest';
import * as database from '@/types/database';
import { EVENT_CATEGORIES, EVENT_TYPES, RECURRENCE_PATTERNS, REMINDER_DAYS } from './content';

// tests/db/value-lists.test.ts holds database.ts's lists to the database; the form must offer
// those very lists, not copies a new value could miss.
it("the event form's value lists are the database's", () => {
  expect(EVENT_TYPES).toBe(database.EVENT_TYPES);
  expect(EVENT_CATEGORIES).toBe(database.EVENT_CATEGORIES);
  expect(RECURRENCE_PATTERNS).toBe(database.RECURRENCE_PATTERNS);
  expect(REMINDER_DAYS).toBe(database.REMINDER_DAYS);
});
