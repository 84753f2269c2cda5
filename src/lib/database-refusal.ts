import { DATE_RANGE_MESSAGE } from '@shared/calendar/date-range.ts';

/**
 * The words for a table check a client can run into, by constraint name: PostgREST answers 23514
 * with a sentence naming the constraint, not one for the user. The forms refuse the same values
 * first; these are for a form that did not.
 */
const CHECK_MESSAGES: Record<string, string> = {
  calendar_events_event_date_range: DATE_RANGE_MESSAGE,
  goals_target_date_range: DATE_RANGE_MESSAGE,
};

/**
 * The text to show for a change that failed: the database's own words when it refused the input
 * and said why (22023, or P0001 from a plain `raise exception`), the words for a known check
 * (CHECK_MESSAGES), else `fallback`, so that a fault never reaches the user as a raw message.
 */
export function refusalOr(fallback: string) {
  return (error: Error): string => {
    const code = (error as { code?: unknown }).code;
    if (code === '22023' || code === 'P0001') return error.message;
    const check = code === '23514' ? /constraint "([a-z_]+)"/.exec(error.message)?.[1] : undefined;
    return (check && CHECK_MESSAGES[check]) ?? fallback;
  };
}
