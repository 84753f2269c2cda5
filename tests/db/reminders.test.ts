import { beforeEach, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../../src/types/database.ts';
import { emailsAt, onlyRemind, runReminders, setTimeZone } from './reminders-support.ts';
import {
  accessToken,
  anon,
  confirmedUser,
  PASSWORD,
  service,
  stack,
  type TestUser,
  uniqueEmail,
  unreachableUser,
  withDatabase,
  mailsTo,
} from './support.ts';

// POST /functions/v1/reminders {"now"} claims what is due (claim_due_reminders, one statement)
// and emails one digest per user. Every run here gives `now` explicitly, years ahead of the
// other test files' data, and only this file's users have reminders on.

type EventInsert = TablesInsert<'calendar_events'>;

async function addEvent(user: TestUser, over: Partial<EventInsert> & Pick<EventInsert, 'event_date'>) {
  const { data, error } = await user.client
    .from('calendar_events')
    .insert({
      user_id: user.id,
      title: 'Rent Payment',
      amount: 1200,
      event_type: 'bill',
      category: 'housing',
      reminder_enabled: true,
      reminder_days_before: 1,
      ...over,
    })
    .select()
    .single();
  expect(error).toBeNull();
  return data!;
}

// Through the service role: the saved amount is not a column clients may write.
async function addGoal(user: TestUser, createdAt: string, over: Partial<TablesInsert<'goals'>> = {}) {
  const { data, error } = await service()
    .from('goals')
    .insert({ user_id: user.id, title: 'Emergency Fund', target_amount: 5000, current_amount: 1200, ...over })
    .select()
    .single();
  expect(error).toBeNull();
  // created_at is the server's clock; move it to the test's calendar.
  await withDatabase(async (db) => {
    await db.query('update public.goals set created_at = $1 where id = $2', [createdAt, data!.id]);
  });
  return data!;
}

// Each test's own users, the only ones with reminders on while it runs.
let users: TestUser[] = [];
async function user(timeZone = 'UTC'): Promise<TestUser> {
  const created = await confirmedUser({}, 'reminders');
  users.push(created);
  await setTimeZone(created, timeZone);
  await onlyRemind(users);
  return created;
}

beforeEach(async () => {
  users = [];
  await onlyRemind([]);
});

/** A user of this test whose address no mail reaches. */
async function unreachable(): Promise<TestUser> {
  const created = await unreachableUser({}, 'reminders');
  users.push(created);
  await setTimeZone(created, 'UTC');
  await onlyRemind(users);
  return created;
}

interface LogRow {
  attempts: number;
  sent_at: Date;
  next_attempt_at: Date | null;
  last_error: string | null;
  failed_at: Date | null;
}

async function logOf(someone: TestUser): Promise<LogRow[]> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<LogRow>(
      'select attempts, sent_at, next_attempt_at, last_error, failed_at from private.reminder_log where user_id = $1',
      [someone.id],
    );
    return rows;
  });
}

describe('the reminders function contract', () => {
  it('answers 401 to the anon key, 403 to a user, and 200 {"emails": N, "skipped": N} to the service role', async () => {
    const someone = await user();

    expect((await runReminders('2030-01-01T12:00:00Z', stack.anonKey)).status).toBe(401);
    const asUser = await fetch(`${stack.apiUrl}/functions/v1/reminders`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${await accessToken(someone)}` },
      body: '{}',
    });
    expect(asUser.status).toBe(403);
    expect(await runReminders('2030-01-01T12:00:00Z')).toEqual({
      status: 200,
      body: { emails: 0, pushes: 0, skipped: 0 },
    });
    expect((await runReminders(undefined)).status).toBe(200);
  });

  it('refuses a "now" that is not a date', async () => {
    const { status, body } = await runReminders('next tuesday');
    expect(status).toBe(400);
    expect(body.error).toMatch(/ISO 8601/);
  });

  it('cannot be claimed by a signed-in user through the API', async () => {
    const someone = await user();
    const { error } = await someone.client.rpc('claim_due_reminders', { at: '2030-01-01T12:00:00Z' });
    expect(error?.code).toBe('42501');
  });
});

describe('event reminders', () => {
  it('arrive once, at 08:00 local time on the day before, across the US change to summer time', async () => {
    // New York moves its clocks on Sunday 2027-03-14; 08:00 EDT that day is 12:00 UTC.
    const nyc = await user('America/New_York');
    await addEvent(nyc, { event_date: '2027-03-15', title: 'Rent Payment' });

    expect(await emailsAt('2027-03-13T13:00:00Z')).toBe(0); // the day before the reminder day
    expect(await emailsAt('2027-03-14T11:59:00Z')).toBe(0); // 07:59 EDT
    expect(await emailsAt('2027-03-14T12:00:00Z')).toBe(1); // 08:00 EDT
    expect(await emailsAt('2027-03-14T20:00:00Z')).toBe(0); // later that day: already sent
    expect(await emailsAt('2027-03-15T12:00:00Z')).toBe(0);

    const [mail] = await mailsTo(nyc.email);
    expect(mail!.Subject).toBe('Reminder: Rent Payment on Mar 15, 2027');
    expect(mail!.Text).toContain('Rent Payment: Mar 15, 2027 (tomorrow), -$1,200.00');
    expect(mail!.Text).toMatch(/Unsubscribe: http:\/\/localhost:5173\/unsubscribe\?token=[0-9a-f-]{36}/);
    expect(mail!.HTML).toContain('>Unsubscribe</a>');
  });

  it("follow each user's own time zone, including the European change back to winter time", async () => {
    // London leaves summer time on Sunday 2027-10-31: 08:00 GMT is 08:00 UTC; Tokyo is UTC+9.
    const london = await user('Europe/London');
    const tokyo = await user('Asia/Tokyo');
    await addEvent(london, { event_date: '2027-11-07', reminder_days_before: 7, title: 'Car insurance' });
    await addEvent(tokyo, { event_date: '2027-11-02', reminder_days_before: 2, title: 'Phone bill' });

    expect(await emailsAt('2027-10-30T22:59:00Z')).toBe(0); // Tokyo 07:59 on Oct 31
    expect(await emailsAt('2027-10-30T23:00:00Z')).toBe(1); // Tokyo 08:00
    expect(await emailsAt('2027-10-31T07:59:00Z')).toBe(0); // London 07:59 GMT (08:59 BST would have been too early a guess)
    expect(await emailsAt('2027-10-31T08:00:00Z')).toBe(1);
    expect((await mailsTo(london.email))[0]!.Text).toContain(
      'Car insurance: Nov 07, 2027 (in 7 days), -$1,200.00',
    );
    expect((await mailsTo(tokyo.email))[0]!.Text).toContain('Phone bill: Nov 02, 2027 (in 2 days)');
  });

  it('remind every occurrence of a recurring event, month ends included (Jan 31, Feb 28, Mar 31)', async () => {
    const someone = await user();
    await addEvent(someone, {
      event_date: '2028-01-31',
      title: 'Loan',
      is_recurring: true,
      recurrence_pattern: 'monthly',
      reminder_days_before: 3,
    });
    expect(await emailsAt('2028-01-28T09:00:00Z')).toBe(1);
    expect(await emailsAt('2028-02-25T09:00:00Z')).toBe(0); // Feb 29 in 2028 is four days away
    expect(await emailsAt('2028-02-26T09:00:00Z')).toBe(1); // for Feb 29
    expect(await emailsAt('2028-03-28T09:00:00Z')).toBe(1); // for Mar 31
    const subjects = (await mailsTo(someone.email)).map((m) => m.Subject).sort();
    expect(subjects).toEqual([
      'Reminder: Loan on Feb 29, 2028',
      'Reminder: Loan on Jan 31, 2028',
      'Reminder: Loan on Mar 31, 2028',
    ]);
  });

  it('skip completed, reminder-off and deleted events', async () => {
    const someone = await user();
    const done = await addEvent(someone, { event_date: '2028-05-10', title: 'Done' });
    await someone.client.rpc('toggle_event_completion', { event_id: done.id });
    await addEvent(someone, { event_date: '2028-05-10', title: 'Quiet', reminder_enabled: false });
    const gone = await addEvent(someone, { event_date: '2028-05-10', title: 'Gone' });
    await someone.client.from('calendar_events').delete().eq('id', gone.id);
    expect(await emailsAt('2028-05-09T09:00:00Z')).toBe(0);
    expect(await mailsTo(someone.email)).toEqual([]);
  });

  it('never go to an address that is not confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    const { data, error } = await service().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: false,
    });
    expect(error).toBeNull();
    const unconfirmed = data.user!;
    await service()
      .from('notification_preferences')
      .update({ event_reminders: true, goal_nudges: true, weekly_digest: true })
      .eq('user_id', unconfirmed.id);
    await service().from('calendar_events').insert({
      user_id: unconfirmed.id,
      title: 'Rent',
      event_date: '2028-06-02',
      reminder_enabled: true,
      reminder_days_before: 1,
    });
    expect(await emailsAt('2028-06-01T09:00:00Z')).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('goal reminders', () => {
  it('nudge every period from one period after creation, with the monthly amount when there is a date', async () => {
    const someone = await user('America/Los_Angeles');
    // Created Jan 10 in Los Angeles (the evening of the 10th is already the 11th in UTC).
    await addGoal(someone, '2029-01-11T03:00:00Z', {
      target_date: '2029-07-10',
      reminder_frequency: 'monthly',
    });

    expect(await emailsAt('2029-02-09T17:00:00Z')).toBe(0); // Feb 9
    expect(await emailsAt('2029-02-10T15:59:00Z')).toBe(0); // Feb 10, 07:59 PST
    expect(await emailsAt('2029-02-10T16:00:00Z')).toBe(1);
    expect(await emailsAt('2029-02-20T16:00:00Z')).toBe(0);
    expect(await emailsAt('2029-03-10T16:00:00Z')).toBe(1);

    const [latest] = await mailsTo(someone.email);
    expect(latest!.Subject).toBe('Your goal Emergency Fund: $1,200.00 of $5,000.00');
    expect(latest!.Text).toContain(
      'Emergency Fund: $1,200.00 saved of $5,000.00. Save $950.00 a month to reach it by Jul 10, 2029.',
    );
  });

  it('nudge weekly or quarterly as chosen, and stop once the goal is reached', async () => {
    const someone = await user();
    await addGoal(someone, '2029-04-02T09:00:00Z', { title: 'Weekly', reminder_frequency: 'weekly' });
    const quarterly = await addGoal(someone, '2029-04-02T09:00:00Z', {
      title: 'Quarterly',
      reminder_frequency: 'quarterly',
      congratulations_enabled: false,
    });

    expect(await emailsAt('2029-04-09T09:00:00Z')).toBe(1);
    expect((await mailsTo(someone.email))[0]!.Subject).toBe('Your goal Weekly: $1,200.00 of $5,000.00');
    expect(await emailsAt('2029-07-02T09:00:00Z')).toBe(1);
    expect((await mailsTo(someone.email))[0]!.Subject).toBe('Your reminders: 2 items');

    await service().from('goals').update({ current_amount: 5000 }).eq('id', quarterly.id);
    expect(await emailsAt('2029-10-02T09:00:00Z')).toBe(1);
    expect((await mailsTo(someone.email))[0]!.Text).not.toContain('Quarterly');
  });

  it('congratulate once when a goal is reached, with celebrations on', async () => {
    const someone = await user();
    const goal = await addGoal(someone, '2029-01-01T09:00:00Z', {
      title: 'Holiday',
      notifications_enabled: false,
    });
    await addGoal(someone, '2029-01-01T09:00:00Z', {
      title: 'Quiet',
      notifications_enabled: false,
      congratulations_enabled: false,
      current_amount: 5000,
    });
    await someone.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 3800 });

    expect(await emailsAt('2031-01-01T03:00:00Z')).toBe(1); // at night too: it is news, not a nudge
    const [mail] = await mailsTo(someone.email);
    expect(mail!.Subject).toBe('Congratulations! You reached Holiday');
    expect(mail!.Text).toContain('You reached Holiday: $5,000.00 saved of $5,000.00.');

    await service().from('goals').update({ current_amount: 100 }).eq('id', goal.id);
    await service().from('goals').update({ current_amount: 5000 }).eq('id', goal.id);
    expect(await emailsAt('2031-01-02T03:00:00Z')).toBe(0);
  });
});

describe('delivery', () => {
  it('sends one digest per user per run, naming each event with date and amount and each goal with saved and target', async () => {
    const someone = await user();
    await addEvent(someone, { event_date: '2030-03-02', title: 'Rent Payment' });
    await addEvent(someone, {
      event_date: '2030-03-02',
      title: 'Salary',
      amount: 3000,
      event_type: 'income',
      category: 'income',
    });
    await addGoal(someone, '2030-02-01T09:00:00Z', { title: 'House' });

    expect(await emailsAt('2030-03-01T09:00:00Z')).toBe(1);
    const mails = await mailsTo(someone.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.Subject).toBe('Your reminders: 3 items');
    expect(mails[0]!.Text).toContain('Rent Payment: Mar 02, 2030 (tomorrow), -$1,200.00');
    expect(mails[0]!.Text).toContain('Salary: Mar 02, 2030 (tomorrow), +$3,000.00');
    expect(mails[0]!.Text).toContain('House: $1,200.00 saved of $5,000.00');
  });

  it('never sends a reminder twice when two runs overlap', async () => {
    // One after another: each user() switches every other user off, and on PostgreSQL two of those
    // updates of the whole table at once can deadlock (PGlite runs them one at a time anyway).
    const crowd = [await user(), await user(), await user()];
    for (const someone of crowd) {
      await addEvent(someone, { event_date: '2030-06-11', title: 'Water bill' });
      await addGoal(someone, '2030-05-10T09:00:00Z', { title: 'Car' });
    }
    const runs = await Promise.all([
      runReminders('2030-06-10T09:00:00Z'),
      runReminders('2030-06-10T09:00:00Z'),
      runReminders('2030-06-10T09:30:00Z'),
    ]);
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(runs.reduce((sum, r) => sum + r.body.emails!, 0)).toBe(3);
    for (const someone of crowd) {
      const mails = await mailsTo(someone.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.Text).toContain('Water bill');
      expect(mails[0]!.Text).toContain('Car: $1,200.00 saved');
    }
  });

  it('try a digest that fails 5 times, 1 min, 5 min, 30 min and 2 h apart, then give it up; others still go', async () => {
    const bounced = await unreachable();
    const fine = await user();
    for (const someone of [bounced, fine])
      await addEvent(someone, { event_date: '2032-04-02', title: 'Water bill' });

    let at = new Date('2032-04-01T09:00:00Z');
    expect(await emailsAt(at.toISOString())).toBe(1);
    for (const [i, delay] of [1, 5, 30, 120].entries()) {
      const [row] = await logOf(bounced);
      expect(row).toMatchObject({
        attempts: i + 1,
        failed_at: null,
      });
      expect(row!.last_error).toMatch(/\.invalid/);
      expect(row!.next_attempt_at!.getTime() - at.getTime()).toBe(delay * 60_000);
      // Not before its time...
      expect(await emailsAt(new Date(row!.next_attempt_at!.getTime() - 1000).toISOString())).toBe(0);
      expect((await logOf(bounced))[0]!.attempts).toBe(i + 1);
      // ...and at it.
      at = row!.next_attempt_at!;
      expect(await emailsAt(at.toISOString())).toBe(0);
    }
    const [last] = await logOf(bounced);
    expect(last).toMatchObject({ attempts: 5, next_attempt_at: null });
    expect(last!.failed_at).toBeInstanceOf(Date);
    expect(await emailsAt('2032-04-01T23:00:00Z')).toBe(0);
    expect((await logOf(bounced))[0]!.attempts).toBe(5);
    expect(await mailsTo(fine.email)).toHaveLength(1);
  });

  it('unsubscribes from the link in the email without signing in', async () => {
    const someone = await user();
    await addEvent(someone, { event_date: '2030-09-02' });
    await addEvent(someone, { event_date: '2030-09-03' });
    expect(await emailsAt('2030-09-01T09:00:00Z')).toBe(1);
    const token = /unsubscribe\?token=([0-9a-f-]{36})/.exec((await mailsTo(someone.email))[0]!.Text)![1]!;

    // What the /unsubscribe page and a mail app's one-click button do: a POST with no headers.
    const unsubscribe = (t: string) =>
      fetch(`${stack.apiUrl}/functions/v1/unsubscribe?token=${t}`, { method: 'POST' });
    expect((await unsubscribe(crypto.randomUUID())).status).toBe(404);
    const done = await unsubscribe(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ unsubscribed: true });
    const { error } = await anon().rpc('unsubscribe_from_reminders', { token });
    expect(error?.code).toBe('42501'); // visitors run no function of the app directly
    const prefs = await someone.client
      .from('notification_preferences')
      .select('event_reminders, goal_nudges, weekly_digest')
      .single();
    expect(prefs.data).toEqual({ event_reminders: false, goal_nudges: false, weekly_digest: false });
    expect(await emailsAt('2030-09-02T09:00:00Z')).toBe(0);
  });
});

describe('notification preferences', () => {
  it('start with the time zone the browser reported at sign-up, or UTC', async () => {
    const paris = await confirmedUser({ time_zone: 'Europe/Paris' }, 'zone');
    const nowhere = await confirmedUser({ time_zone: 'Mars/Olympus_Mons' }, 'zone');
    const read = (u: TestUser) =>
      u.client
        .from('notification_preferences')
        .select('event_reminders, goal_nudges, weekly_digest, time_zone')
        .single();
    const defaults = { event_reminders: true, goal_nudges: true, weekly_digest: false };
    expect((await read(paris)).data).toEqual({ ...defaults, time_zone: 'Europe/Paris' });
    expect((await read(nowhere)).data).toEqual({ ...defaults, time_zone: 'UTC' });
  });

  it('refuse a time zone the database does not know, keeping the saved one', async () => {
    const someone = await confirmedUser({ time_zone: 'Asia/Kolkata' }, 'zone');
    const { error } = await someone.client
      .from('notification_preferences')
      .update({ time_zone: 'Atlantis/Capital' })
      .eq('user_id', someone.id);
    expect(error?.message).toBe('unknown time zone: Atlantis/Capital');
    const { data } = await someone.client.from('notification_preferences').select('time_zone').single();
    expect(data?.time_zone).toBe('Asia/Kolkata');
  });

  it('know every zone the database knows, from the names read once or, for a newer one, from the database', async () => {
    await withDatabase(async (db) => {
      const missing = await db.query(
        `select z.name from pg_catalog.pg_timezone_names z
         where not exists (select 1 from private.time_zone_names t where t.name = z.name)`,
      );
      expect(missing.rows).toEqual([]);
      await db.query('begin');
      try {
        // As a zone added by a later tzdata would be: known to the database, not to the names read.
        await db.query(`delete from private.time_zone_names where name = 'America/Denver'`);
        const { rows } = await db.query<{ zone: string; known: boolean }>(
          `select zone, private.is_time_zone(zone) as known
           from unnest(array['America/Denver', 'Europe/Paris', 'UTC', 'Atlantis/Capital', '', 'europe/paris']) zone`,
        );
        expect(Object.fromEntries(rows.map((r) => [r.zone, r.known]))).toEqual({
          'America/Denver': true,
          'Europe/Paris': true,
          UTC: true,
          'Atlantis/Capital': false,
          '': false,
          'europe/paris': false,
        });
      } finally {
        await db.query('rollback');
      }
    });
  });

  it('are private: another user sees no row and changes nothing', async () => {
    const [a, b] = [await confirmedUser({}, 'zone'), await confirmedUser({}, 'zone')];
    const seen = await b.client.from('notification_preferences').select('user_id').eq('user_id', a.id);
    expect(seen.data).toEqual([]);
    const changed = await b.client
      .from('notification_preferences')
      .update({ event_reminders: false })
      .eq('user_id', a.id)
      .select();
    expect(changed.data).toEqual([]);
  });
});
