import { beforeEach, describe, expect, it } from 'vitest';
import type { TablesInsert, TablesUpdate } from '../../src/types/database.ts';
import { emailsAt, onlyRemind, runReminders, setTimeZone } from './reminders-support.ts';
import {
  asBeforeCheck,
  confirmedUser,
  service,
  stack,
  type TestUser,
  withDatabase,
  mailsTo,
} from './support.ts';

// The per-kind switches, the weekly digest and the batches of the reminders run
// (docs/decisions/016-reminders.md, docs/decisions/024-cash-flow-forecast-and-weekly-digest.md).
// Runs here are in 2031, after every other file's; only this file's users have emails on.

let users: TestUser[] = [];
const switchesOf = new Map<string, TablesUpdate<'notification_preferences'>>();
async function user(timeZone = 'UTC', switches: TablesUpdate<'notification_preferences'> = {}) {
  const created = await confirmedUser({}, 'digest');
  users.push(created);
  switchesOf.set(created.id, switches);
  await setTimeZone(created, timeZone);
  // onlyRemind turns reminders and nudges on for every user of the test: set each one's own after it.
  await onlyRemind(users);
  for (const someone of users) {
    const { error } = await someone.client
      .from('notification_preferences')
      .update(switchesOf.get(someone.id)!)
      .eq('user_id', someone.id);
    expect(error).toBeNull();
  }
  return created;
}

beforeEach(async () => {
  users = [];
  await onlyRemind([]);
});

async function addEvent(someone: TestUser, event: Omit<TablesInsert<'calendar_events'>, 'user_id'>) {
  const { error } = await someone.client
    .from('calendar_events')
    .insert({ user_id: someone.id, reminder_enabled: true, reminder_days_before: 1, ...event });
  expect(error).toBeNull();
}

async function addGoal(someone: TestUser, createdAt: string, goal: Partial<TablesInsert<'goals'>>) {
  const { data, error } = await service()
    .from('goals')
    .insert({ user_id: someone.id, title: 'Emergency Fund', target_amount: 5000, ...goal })
    .select('id')
    .single();
  expect(error).toBeNull();
  await withDatabase(async (db) => {
    await db.query('update public.goals set created_at = $1 where id = $2', [createdAt, data!.id]);
  });
}

describe('one switch per kind of email', () => {
  it('sends event reminders and goal nudges only to those who keep each on', async () => {
    const noEvents = await user('UTC', { event_reminders: false });
    const noGoals = await user('UTC', { goal_nudges: false });
    for (const someone of [noEvents, noGoals]) {
      await addEvent(someone, { title: 'Rent', event_date: '2031-02-02', amount: 900, event_type: 'bill' });
      await addGoal(someone, '2031-01-01T09:00:00Z', { title: 'Holiday', reminder_frequency: 'monthly' });
    }
    expect(await emailsAt('2031-02-01T09:00:00Z')).toBe(2);
    expect((await mailsTo(noEvents.email))[0]!.Subject).toBe('Your goal Holiday: $0.00 of $5,000.00');
    expect((await mailsTo(noGoals.email))[0]!.Subject).toBe('Reminder: Rent on Feb 02, 2031');
  });

  it('keeps the weekly digest off until it is turned on', async () => {
    const someone = await user();
    await addEvent(someone, {
      title: 'Rent',
      event_date: '2031-03-05',
      amount: 900,
      event_type: 'bill',
      reminder_enabled: false,
    });
    expect(await emailsAt('2031-03-03T09:00:00Z')).toBe(0);
    expect(await mailsTo(someone.email)).toEqual([]);
  });
});

describe('the weekly digest', () => {
  it('goes out on Monday from 08:00 in the user time zone, once a week, with the week, the forecast, goals behind and a lesson', async () => {
    // Monday 2031-03-03: 08:00 in Tokyo is 23:00 UTC on Sunday.
    const tokyo = await user('Asia/Tokyo', {
      weekly_digest: true,
      event_reminders: false,
      goal_nudges: false,
    });
    await addEvent(tokyo, {
      title: 'Paycheck',
      event_date: '2031-02-21',
      amount: 2000,
      event_type: 'income',
      recurrence_pattern: 'bi-weekly',
      is_recurring: true,
    });
    await addEvent(tokyo, { title: 'Rent', event_date: '2031-03-05', amount: 1500, event_type: 'bill' });
    await addEvent(tokyo, { title: 'Dentist', event_date: '2031-03-12', amount: 80, event_type: 'bill' });
    await addEvent(tokyo, { title: 'Gym', event_date: '2031-03-04', amount: 30, event_type: 'saving' });
    const balance = await tokyo.client
      .from('cash_balances')
      .upsert({ amount: 1000 }, { onConflict: 'user_id' });
    expect(balance.error).toBeNull();
    await addGoal(tokyo, '2030-03-03T00:00:00Z', {
      title: 'Car',
      target_amount: 1200,
      target_date: '2032-03-03',
    });
    await addGoal(tokyo, '2030-03-03T00:00:00Z', {
      title: 'On track',
      target_amount: 100,
      target_date: '2031-06-01',
      current_amount: 99,
    });
    await tokyo.client.from('lesson_progress').insert({ user_id: tokyo.id, lesson_id: 'budgeting' });

    expect(await emailsAt('2031-03-02T22:59:00Z')).toBe(0); // 07:59 on Monday in Tokyo
    expect(await emailsAt('2031-03-02T23:00:00Z')).toBe(1);
    expect(await emailsAt('2031-03-03T12:00:00Z')).toBe(0); // same Monday: already sent
    expect(await emailsAt('2031-03-04T23:00:00Z')).toBe(0); // Wednesday

    const [mail] = await mailsTo(tokyo.email);
    expect(mail!.Subject).toBe('Your week ahead from Mar 03, 2031');
    const balanceDay = new Date().toISOString().slice(0, 10);
    expect(mail!.Text).toContain('- Rent: Mar 05, 2031, -$1,500.00\n- Paycheck: Mar 07, 2031, +$2,000.00\n');
    expect(mail!.Text).not.toContain('Dentist'); // after the 7 days
    expect(mail!.Text).not.toContain('Gym'); // a saving, neither a bill nor a payday
    expect(mail!.Text).toMatch(
      new RegExp(
        `Your balance may go below zero: -\\$530\\.00 on Mar 05, 2031 \\(from the \\$1,000\\.00 you entered on \\w{3} \\d{2}, ${balanceDay.slice(0, 4)}\\)`,
      ),
    );
    expect(mail!.Text).toContain(
      'Goals behind pace\n- Car: $0.00 saved of $1,200.00 by Mar 03, 2032. Save $100.00 a month to catch up.\n',
    );
    expect(mail!.Text).not.toContain('On track');
    expect(mail!.Text).toContain('One lesson to read\n- How Money Works\n');
    expect(mail!.Text).toContain('/dashboard/financial-education/how-money-works');

    expect(await emailsAt('2031-03-09T23:30:00Z')).toBe(1); // the next Monday
  });

  it('asks for a balance when none is known, and is stopped by the unsubscribe link with every other email', async () => {
    const someone = await user('UTC', { weekly_digest: true });
    expect(await emailsAt('2031-03-10T08:00:00Z')).toBe(1);
    const [mail] = await mailsTo(someone.email);
    expect(mail!.Text).toContain('No bills or paydays in the next 7 days.');
    expect(mail!.Text).toContain('Enter your balance today on the calendar to see where your money will be.');
    const token = /unsubscribe\?token=([0-9a-f-]{36})/.exec(mail!.Text)![1]!;
    expect(
      (await fetch(`${stack.apiUrl}/functions/v1/unsubscribe?token=${token}`, { method: 'POST' })).status,
    ).toBe(200);
    expect(await emailsAt('2031-03-17T08:00:00Z')).toBe(0);
  });
});

describe('batches', () => {
  it('claims users in order of id, a batch at a time, until next is null', async () => {
    const people = [await user(), await user(), await user()];
    for (const someone of people)
      await addEvent(someone, { title: 'Rent', event_date: '2031-04-02', amount: 900, event_type: 'bill' });
    const ids = people.map((p) => p.id).sort();
    const seen: string[] = [];
    let after: string | null = null;
    let calls = 0;
    do {
      const { data, error } = await service().rpc('claim_due_reminders', {
        at: '2031-04-01T09:00:00Z',
        after,
        batch_size: 1,
      });
      expect(error).toBeNull();
      const batch = data as { digests: { user_id: string }[]; next: string | null };
      expect(batch.digests.length).toBeLessThanOrEqual(1);
      seen.push(...batch.digests.map((d) => d.user_id));
      after = batch.next;
      calls += 1;
    } while (after !== null);
    expect(seen).toEqual(ids);
    expect(calls).toBe(4); // three full batches, then an empty one
    const again = await service().rpc('claim_due_reminders', { at: '2031-04-01T09:00:00Z' });
    expect(again.data).toEqual({ digests: [], next: null, skipped: [] });
    const refused = await service().rpc('claim_due_reminders', { at: '2031-04-01T09:00:00Z', batch_size: 0 });
    expect(refused.error?.code).toBe('22023');
  });
});

describe('one user whose reminders cannot be claimed', () => {
  it('is skipped and reported; everyone else in the batch is claimed and served', async () => {
    // Monday 2031-05-05. A weekly event dated 5874897-12-31 makes the digest's forecast overflow
    // ("date out of range"): a row from before the date range's check, which now refuses it.
    const people = [await user(), await user(), await user()];
    const poison = await user();
    for (const someone of [...people, poison]) {
      const { error } = await someone.client
        .from('notification_preferences')
        .update({ weekly_digest: true })
        .eq('user_id', someone.id);
      expect(error).toBeNull();
      await addEvent(someone, { title: 'Rent', event_date: '2031-05-06', amount: 900, event_type: 'bill' });
    }
    await asBeforeCheck('public.calendar_events', 'calendar_events_event_date_range', (db) =>
      db.query(
        `insert into public.calendar_events
           (user_id, title, event_date, amount, event_type, is_recurring, recurrence_pattern)
         values ($1, 'Far away', '5874897-12-31', 10, 'bill', true, 'weekly')`,
        [poison.id],
      ),
    );

    const run = await runReminders('2031-05-05T09:00:00Z');
    expect(run.status, run.body.error).toBe(200);
    expect(run.body).toEqual({ emails: 4, pushes: 0, skipped: 1 });
    for (const someone of people) {
      const [mail] = await mailsTo(someone.email);
      expect(mail!.Subject).toBe('Your week ahead from May 05, 2031');
      expect(mail!.Text).toContain('Rent');
    }
    // The poison user still gets what could be claimed: the event reminder, without the digest.
    const [mail] = await mailsTo(poison.email);
    expect(mail!.Subject).toBe('Reminder: Rent on May 06, 2031');

    // The digest stays unclaimed: the next claim reports it again, with who, which step and why.
    const again = await service().rpc('claim_due_reminders', {
      at: '2031-05-05T10:00:00Z',
      batch_size: 1000,
    });
    expect(again.error).toBeNull();
    expect((again.data as { skipped: unknown[] }).skipped).toEqual([
      { user_id: poison.id, step: 'weekly_digest', error: 'date out of range' },
    ]);
  });
});
