import { describe, expect, it } from 'vitest';
import {
  goalOnPace,
  paceDueCents,
  type PaceInput,
} from '../../supabase/functions/_shared/finance/goal-pace.ts';
import { savingsPlan } from '../../src/features/goals/logic.ts';
import type { CheckId, FinancialCheck } from '../../src/types/database.ts';
import { accessToken, confirmedUser, databaseForFile, service, stack, type TestUser } from './support';

/**
 * The one rule for "on pace" (docs/decisions/026-one-pace-rule.md): private.goal_pace against
 * goal-pace.ts over generated goals, and every reader (the Goals
 * card and the goal's history through savingsPlan, the check-up, the weekly digest's list and the
 * assistant) on issue 37's Emergency Fund.
 */

const db = databaseForFile();

/** A generator of its own, so a failure names a seed that gives the same goals again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `date` moved by whole months, the day kept or the month's last (as date-fns addMonths). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysIn(year, month)))}`;
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function generatedGoals(count: number, seed: number): PaceInput[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const goals: PaceInput[] = [];
  for (let i = 0; i < count; i += 1) {
    const year = 1900 + Math.floor(next() * 290);
    const month = 1 + Math.floor(next() * 12);
    // Month ends half the time: where whole months are easiest to count differently.
    const day = next() < 0.5 ? daysIn(year, month) - Math.floor(next() * 3) : 1 + Math.floor(next() * 28);
    const createdOn = `${year}-${pad(month)}-${pad(day)}`;
    const span = pick([0, 1, 2, 11, 12, 13, 60, 120]);
    const targetDate =
      next() < 0.1 ? null : addDays(addMonths(createdOn, span), pick([-31, -1, 0, 0, 0, 1, 15]));
    const today = addDays(createdOn, Math.floor(next() * (span + 2) * 31) - 5);
    const targetCents = pick([1, 3, 7, 100, 99_999, 1_000_000, 99_999_999_999_999, Math.ceil(next() * 1e9)]);
    // Around what the plan holds, a cent either side, or anywhere up to the target and past it.
    const due = paceDueCents({ targetCents, targetDate, createdOn, today }) ?? 0;
    const savedCents = Math.max(
      0,
      pick([due - 1, due, due + 1, Math.floor(next() * targetCents), targetCents, targetCents - 1]),
    );
    goals.push({ targetCents, savedCents, targetDate, createdOn, today });
  }
  return goals;
}

describe('private.goal_pace is goal-pace.ts', () => {
  it('over 5,000 generated goals, month ends, the largest amounts and no dates included', async () => {
    const goals = generatedGoals(5_000, 37);
    const { rows } = await db.query<{ due: string | null; on_pace: boolean | null }>(
      `select p.due, p.on_pace
       from unnest($1::numeric[], $2::numeric[], $3::date[], $4::date[], $5::date[])
         with ordinality as g(target, saved, target_date, created_on, today, n)
       cross join lateral private.goal_pace(g.target / 100, g.saved / 100, g.target_date, g.created_on, g.today) as p
       order by g.n`,
      [
        goals.map((g) => g.targetCents),
        goals.map((g) => g.savedCents),
        goals.map((g) => g.targetDate),
        goals.map((g) => g.createdOn),
        goals.map((g) => g.today),
      ],
    );
    const differences = goals.flatMap((goal, i) => {
      const sql = {
        due: rows[i]!.due === null ? null : Math.round(Number(rows[i]!.due) * 100),
        onPace: rows[i]!.on_pace,
      };
      const ts = { due: paceDueCents(goal), onPace: goalOnPace(goal) };
      return sql.due === ts.due && sql.onPace === ts.onPace ? [] : [{ goal, sql, ts }];
    });
    expect(differences).toEqual([]);
    // The generated goals reach both verdicts and no date.
    const verdicts = new Set(rows.map((r) => r.on_pace));
    expect(verdicts).toEqual(new Set([true, false, null]));
  });
});

describe('every reader gives the same verdict', () => {
  type Reader = 'card and history' | 'check-up' | 'weekly digest' | 'assistant';

  /** Issue 37's goal: made 3 months ago with $2,500 of $10,000, due 12 months after that, nothing put in since. */
  async function emergencyFund(saved: number) {
    const user = await confirmedUser({}, 'pace');
    const today = new Date().toISOString().slice(0, 10); // the user's time zone is UTC
    const createdOn = addMonths(today, -3);
    const { data, error } = await service()
      .from('goals')
      .insert({
        user_id: user.id,
        title: 'Emergency Fund',
        category: 'security',
        target_amount: 10_000,
        current_amount: saved,
        target_date: addMonths(createdOn, 12),
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    await db.query('update public.goals set created_at = $1 where id = $2', [
      `${createdOn}T12:00:00Z`,
      data!.id,
    ]);
    return { user, today };
  }

  async function verdicts(user: TestUser, today: string): Promise<Record<Reader, boolean>> {
    const { data: goal } = await user.client.from('goals').select('*').single();
    const plan = savingsPlan(goal!, new Date(`${today}T12:00:00Z`));
    expect(plan?.kind).toBe('monthly');

    const { data: checks } = await user.client.rpc('financial_checkup');
    const checkup = Object.fromEntries((checks ?? []).map((c) => [c.id, c])) as Record<
      CheckId,
      FinancialCheck
    >;

    const { rows } = await db.query<{ behind: { title: string }[] }>(
      `select private.goals_behind_pace($1, private.user_today($1), 'UTC') as behind`,
      [user.id],
    );

    const response = await fetch(`${stack.apiUrl}/functions/v1/assistant`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await accessToken(user)}`,
      },
      body: JSON.stringify({ message: 'How much am I saving toward my goals?' }),
    });
    const answer = await response.text();
    const said =
      /Emergency Fund: \$[\d,.]+ of \$10,000\.00 \([\d.]+%\), \$[\d,.]+ to go, (on track|behind schedule);/.exec(
        answer,
      );
    expect(said, answer).not.toBeNull();

    return {
      'card and history': plan!.kind === 'monthly' && plan!.onTrack,
      'check-up': checkup['goals-on-pace'].status === 'good',
      'weekly digest': !rows[0]!.behind.some((g) => g.title === 'Emergency Fund'),
      assistant: said![1] === 'on track',
    };
  }

  it('on pace for $2,500 of $10,000, 3 of 12 months in, with nothing put in lately', async () => {
    const { user, today } = await emergencyFund(2500);
    expect(await verdicts(user, today)).toEqual({
      'card and history': true,
      'check-up': true,
      'weekly digest': true,
      assistant: true,
    });
  });

  it('behind for a cent less than the plan holds', async () => {
    const { user, today } = await emergencyFund(2499.99);
    expect(await verdicts(user, today)).toEqual({
      'card and history': false,
      'check-up': false,
      'weekly digest': false,
      assistant: false,
    });
  });
});
