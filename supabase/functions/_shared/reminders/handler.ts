import { createClient } from '@supabase/supabase-js';
import { buildDigest, type DigestRow } from './digest.ts';
import type { Lesson } from './lessons.ts';
import { sendEach, type Mailer } from '../mail.ts';
import { json, startScheduledRun } from '../scheduled-run.ts';
import type { PushSender } from '../push/send.ts';
import { devicesOf, pushToDevices } from '../push/deliver.ts';
import { fallbackToEmail, reminderPush, splitByChannel } from './channels.ts';

/**
 * POST /functions/v1/reminders {"now"?: ISO 8601} with the service-role key: claims the reminders
 * and weekly digests due at `now` (claim_due_reminders, never twice) and sends each user one email,
 * one batch of users at a time, so memory stays the same whatever the number of users. Kinds with
 * the device channel on are pushed to the user's devices first, once (mark_reminders_pushed); a
 * push that reaches no device is e-mailed instead (docs/decisions/031-notifications.md).
 * Reminders the database could not claim for a user (one kind of them) are skipped, logged with
 * the user and the kind, and counted; everyone else is served. Answers {"emails": N, "pushes": N,
 * "skipped": N} (pushes: users whose devices got one);
 * 401 for the anon key, 403 for a user's JWT. The same code serves the Deno edge function (hourly,
 * from pg_cron) and the local stack (every few minutes).
 */

/** Users per claim: a batch's digests are sent before the next batch is claimed. */
export const REMINDER_BATCH_SIZE = 1000;

/** Ranges of user ids claimed side by side. */
const LANES = 2;

/** The first user id of lane `i` of LANES: the uuid space cut in equal parts by its first digits. */
function laneBound(i: number): string {
  const prefix = Math.floor((i * 0x10000) / LANES)
    .toString(16)
    .padStart(4, '0');
  return `${prefix}0000-0000-0000-0000-000000000000`;
}

/** A user's reminders of one kind (`step`) that the claim could not make: the others are claimed. */
interface SkippedClaim {
  user_id: string;
  step: string;
  error: string;
}

interface ClaimedBatch {
  digests: DigestRow[];
  /** The last user of a full batch: the next claim starts after it. Null after the last batch. */
  next: string | null;
  skipped: SkippedClaim[];
}

export interface RemindersConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The app's address, for the links in the emails. */
  appUrl: string;
  /** Null when no email provider is configured: the function says so instead of claiming. */
  mailer: Mailer | null;
  clientOptions?: Parameters<typeof createClient>[2];
  /** The lessons the weekly digest suggests from (lessonsFrom the assistant's knowledge). */
  lessons?: readonly Lesson[];
  /** Null without VAPID keys: the device channel then falls back to e-mail. */
  push?: PushSender | null;
  /** Users per claim (REMINDER_BATCH_SIZE unless a benchmark compares sizes). */
  batchSize?: number;
}

export function createRemindersHandler(config: RemindersConfig): (req: Request) => Promise<Response> {
  const service = createClient(config.supabaseUrl, config.serviceRoleKey, {
    ...config.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async (req) => {
    const now = await startScheduledRun(req, config.serviceRoleKey, 'Only the service role runs reminders');
    if (now instanceof Response) return now;
    if (!config.mailer)
      return json(503, { error: 'No email provider is configured (README: Email reminders)' });
    const send = config.mailer;

    // "user step" of each skipped claim, once per run: lanes that overlap both meet the same user.
    const skipped = new Set<string>();

    let pushes = 0;

    /**
     * Pushes each user's reminders that ask for it; answers each user's e-mail: the reminders that
     * ask for e-mail, with the pushed ones that reached no device.
     */
    const pushBatch = async (digests: DigestRow[]): Promise<DigestRow[]> => {
      const split = digests.map((row) => ({ row, ...splitByChannel(row) }));
      const pushing = split.filter((s) => s.push.length > 0);
      const devices =
        config.push && pushing.length
          ? await devicesOf(
              service,
              pushing.map((s) => s.row.user_id),
            )
          : null;
      const pushed: number[] = [];
      const emails: DigestRow[] = [];
      for (const { row, push, email } of split) {
        const targets = devices?.get(row.user_id) ?? [];
        const reached =
          push.length > 0 &&
          config.push != null &&
          targets.length > 0 &&
          (await pushToDevices(
            service,
            config.push,
            targets,
            reminderPush(push),
            `reminders: user ${row.user_id}`,
          ));
        if (reached) {
          pushes += 1;
          pushed.push(...push.map((item) => item.log_id));
        }
        const items = reached ? email : fallbackToEmail(email, push);
        if (items.length) emails.push({ ...row, items });
      }
      if (pushed.length) {
        const marked = await service.rpc('mark_reminders_pushed', { log_ids: pushed });
        if (marked.error) throw new Error(`mark_reminders_pushed: ${marked.error.message}`);
      }
      return emails;
    };

    /** Claims and sends batch after batch from `start`, until the batches pass `end` or run out. */
    const lane = async (start: string | null, end: string | null): Promise<number> => {
      let emails = 0;
      let after = start;
      do {
        const claimed = await service.rpc('claim_due_reminders', {
          at: now.toISOString(),
          after,
          batch_size: config.batchSize ?? REMINDER_BATCH_SIZE,
        });
        if (claimed.error) throw new Error(`claim_due_reminders: ${claimed.error.message}`);
        const batch = claimed.data as ClaimedBatch;
        for (const { user_id, step, error } of batch.skipped) {
          if (skipped.has(`${user_id} ${step}`)) continue;
          skipped.add(`${user_id} ${step}`);
          console.error(`reminders: claiming the ${step} reminders of user ${user_id} failed: ${error}`);
        }
        const { sent, failed } = await sendEach(
          await pushBatch(batch.digests),
          (row) => send(buildDigest(row, config.appUrl, config.supabaseUrl, config.lessons)),
          (row) => `reminders: email to user ${row.user_id}`,
        );
        // What could not be sent is tried again by a later run, or given up (fail_reminders).
        for (const { item: row, error } of failed) {
          await service.rpc('fail_reminders', { log_ids: row.items.map((item) => item.log_id), error });
        }
        emails += sent.length;
        after = batch.next;
      } while (after !== null && (end === null || after < end));
      return emails;
    };

    // The user ids split in LANES ranges walked side by side, so a run uses more than one of the
    // database's cores. A lane's last batch may reach into the next range: those users are
    // claimed by both lanes at once, which the claim allows (each reminder is logged once).
    const bounds = Array.from({ length: LANES - 1 }, (_, i) => laneBound(i + 1));
    try {
      const counts = await Promise.all([null, ...bounds].map((start, i) => lane(start, bounds[i] ?? null)));
      return json(200, { emails: counts.reduce((sum, n) => sum + n, 0), pushes, skipped: skipped.size });
    } catch (error) {
      return json(500, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}
