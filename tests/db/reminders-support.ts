import { expect } from 'vitest';
import { service, stack, type TestUser } from './support.ts';

/** POST /functions/v1/reminders as the hosted cron job does, with the given key. */
export async function runReminders(now: string | undefined, key: string = stack.serviceRoleKey) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/reminders`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: now === undefined ? '' : JSON.stringify({ now }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { emails?: number; pushes?: number; skipped?: number; error?: string },
  };
}

/** Runs the reminders due at `now` and returns how many emails went out. */
export async function emailsAt(now: string): Promise<number> {
  const { status, body } = await runReminders(now);
  expect(status, body.error).toBe(200);
  return body.emails!;
}

/**
 * Only these users get emails: every other user of the shared test stack has every kind switched
 * off; these get event reminders and goal nudges (the weekly digest as they set it).
 */
export async function onlyRemind(users: readonly TestUser[]): Promise<void> {
  const ids = `(${users.map((u) => u.id).join(',')})`;
  const off = await service()
    .from('notification_preferences')
    .update({
      event_reminders: false,
      goal_nudges: false,
      weekly_digest: false,
      event_reminders_push: false,
      goal_nudges_push: false,
      weekly_digest_push: false,
    })
    .not('user_id', 'in', ids);
  expect(off.error).toBeNull();
  const on = await service()
    .from('notification_preferences')
    .update({ event_reminders: true, goal_nudges: true })
    .in(
      'user_id',
      users.map((u) => u.id),
    );
  expect(on.error).toBeNull();
}

export async function setTimeZone(user: TestUser, time_zone: string): Promise<void> {
  const { error } = await user.client
    .from('notification_preferences')
    .update({ time_zone })
    .eq('user_id', user.id);
  expect(error).toBeNull();
}
