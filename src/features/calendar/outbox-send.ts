import { refusalOr } from '@/lib/database-refusal';
import { nextToSend, outcomeOf, type QueuedEvent, type QueuedRow, type SendOutcome } from './outbox-logic';
import { readOutbox, refuseQueued, removeQueued } from './outbox-store';

/** How the queue reaches the database: supabase-js in the app (outbox-sender.tsx). */
export interface OutboxTransport {
  insert: (row: QueuedRow) => Promise<{ error: (Error & { code?: string }) | null; status: number }>;
  /** Whether a row with this id is the user's own (RLS hides anyone else's). */
  isOwn: (id: string) => Promise<boolean>;
}

export interface OutboxReport {
  delivered: (item: QueuedEvent) => void;
  refused: (item: QueuedEvent, refusal: string) => void;
}

const SAVE_FAILED = 'Failed to create event. Please try again.';
const CONFLICT = 'Another event already has this one’s id, so it was not saved. Discard it and add it again.';

async function sendOne(item: QueuedEvent, transport: OutboxTransport): Promise<SendOutcome> {
  try {
    const outcome = outcomeOf(await transport.insert(item.row));
    if (outcome.kind !== 'duplicate') return outcome;
    // The id is taken: a send whose answer was lost arrived after all, unless the row is not ours.
    return (await transport.isOwn(item.row.id))
      ? { kind: 'delivered' }
      : { kind: 'refused', error: new Error(CONFLICT) };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Sends the user's waiting events oldest first, each once, until none waits or no answer comes. */
async function sendWaiting(
  userId: string,
  transport: OutboxTransport,
  isOnline: () => boolean,
  report: OutboxReport,
): Promise<void> {
  // Read afresh each time: the person may discard or retry an item, another tab may send one.
  for (let item = nextToSend(readOutbox(userId)); item && isOnline(); item = nextToSend(readOutbox(userId))) {
    const outcome = await sendOne(item, transport);
    if (outcome.kind === 'unreachable') return;
    try {
      if (outcome.kind === 'refused') {
        const refusal = outcome.error.message === CONFLICT ? CONFLICT : refusalOr(SAVE_FAILED)(outcome.error);
        refuseQueued(userId, item.row.id, refusal);
        report.refused(item, refusal);
      } else {
        removeQueued(userId, item.row.id);
        report.delivered(item);
      }
    } catch {
      // The storage refused the change: stop rather than send the same item again now (sent again
      // later, it is found already there and counted as delivered).
      return;
    }
  }
}

let running: Promise<void> | null = null;
let askedAgain = false;
// Read through a call: set by another caller while this run awaited, which the compiler cannot see.
const wasAskedAgain = () => askedAgain;

/**
 * Sends the queue, one run at a time in this tab: asked while a run is under way, the run goes
 * round once more instead of starting a second, which could send the same item twice at once.
 */
export function sendQueuedEvents(
  userId: string,
  transport: OutboxTransport,
  isOnline: () => boolean,
  report: OutboxReport,
): Promise<void> {
  if (running) {
    askedAgain = true;
    return running;
  }
  running = (async () => {
    do {
      askedAgain = false;
      await sendWaiting(userId, transport, isOnline, report);
    } while (wasAskedAgain() && isOnline());
  })().finally(() => {
    running = null;
  });
  return running;
}
