import { describe, expect, it } from 'vitest';
import { monthlyNeededCents } from '../../supabase/functions/_shared/finance/monthly-needed.ts';
import type { CheckId, FinancialCheck, TablesInsert } from '../../src/types/database.ts';
import { LESSON_IDS, paths } from '../../src/lib/paths.ts';
import { SOLUTIONS, isTopic } from '../../supabase/functions/_shared/consultations/topics.ts';
import { anon, confirmedUser, databaseForFile, service, type TestUser } from './support';

/**
 * financial_checkup() (docs/decisions/023-financial-checkup.md): every rule at its edges, the
 * unknowns and what they say is missing, the financial_profiles table's RLS and checks.
 */

type Profile = TablesInsert<'financial_profiles'>;

async function checkup(user: TestUser): Promise<Record<CheckId, FinancialCheck>> {
  const { data, error } = await user.client.rpc('financial_checkup');
  expect(error).toBeNull();
  return Object.fromEntries((data ?? []).map((c) => [c.id, c])) as Record<CheckId, FinancialCheck>;
}

async function withProfile(profile: Profile, label = 'checkup'): Promise<TestUser> {
  const user = await confirmedUser({}, label);
  const { error } = await user.client.from('financial_profiles').insert(profile);
  expect(error).toBeNull();
  return user;
}

async function setProfile(user: TestUser, profile: Profile) {
  const { error } = await user.client.from('financial_profiles').upsert({ user_id: user.id, ...profile });
  expect(error).toBeNull();
}

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function bill(
  user: TestUser,
  amount: number,
  pattern: string | null,
  extra: Record<string, unknown> = {},
) {
  const { data, error } = await user.client
    .from('calendar_events')
    .insert({
      user_id: user.id,
      title: `Bill ${pattern ?? 'once'} ${amount}`,
      event_date: day(3),
      amount,
      event_type: 'bill',
      category: 'housing',
      is_recurring: pattern !== null,
      recurrence_pattern: pattern,
      ...extra,
    } as never)
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

const db = databaseForFile();

describe('financial_checkup: the order and the unknowns', () => {
  it('says unknown for every check of a user with no numbers, naming what is missing', async () => {
    const user = await confirmedUser({}, 'empty');
    const { data } = await user.client.rpc('financial_checkup');
    expect(data?.map((c) => [c.id, c.status])).toEqual([
      ['emergency-fund', 'unknown'],
      ['high-interest-debt', 'unknown'],
      ['bills-share', 'unknown'],
      ['life-cover', 'unknown'],
      ['goals-on-pace', 'unknown'],
      ['retirement-saving', 'unknown'],
    ]);
    const byId = Object.fromEntries(data!.map((c) => [c.id, c]));
    expect(byId['emergency-fund']!.missing).toEqual(['savings_balance', 'monthly_essentials']);
    expect(byId['emergency-fund']!.detail).toBe(
      'Add the savings you could reach in a week and your monthly essential costs to see how many months your savings would cover.',
    );
    expect(byId['bills-share']!.missing).toEqual(['monthly_income', 'bills']);
    expect(byId['life-cover']!.missing).toEqual(['dependents', 'monthly_income', 'life_cover']);
    expect(byId['goals-on-pace']!.missing).toEqual(['dated_goals']);
    expect(byId['retirement-saving']!.missing).toEqual(['monthly_income', 'retirement_saving_monthly']);
  });

  it('treats an income or essential costs of 0 as not given (nothing is a share of nothing)', async () => {
    const user = await withProfile({ monthly_income: 0, monthly_essentials: 0, savings_balance: 500 });
    const c = await checkup(user);
    expect(c['emergency-fund'].missing).toEqual(['monthly_essentials']);
    expect(c['retirement-saving'].missing).toContain('monthly_income');
  });

  it('is for signed-in users only', async () => {
    const { error } = await anon().rpc('financial_checkup');
    expect(error).not.toBeNull();
  });
});

describe('emergency-fund: months of essential costs, good from 3.0', () => {
  it('2.9 months is attention, 3.0 is good, and 2.99 reads 2.9 (rounded down)', async () => {
    const user = await withProfile({ monthly_essentials: 1000, savings_balance: 2900 });
    let c = await checkup(user);
    expect(c['emergency-fund'].status).toBe('attention');
    expect(c['emergency-fund'].detail).toContain(
      'would cover 2.9 months of essential costs ($1,000.00 a month)',
    );
    expect(c['emergency-fund'].detail).toContain('$100.00 more');
    expect(c['emergency-fund'].links[0]!.href).toBe(
      '/dashboard/calculators/emergency-fund?expenses=1000&months=3&saved=2900',
    );

    await setProfile(user, { savings_balance: 3000 });
    c = await checkup(user);
    expect(c['emergency-fund'].status).toBe('good');
    expect(c['emergency-fund'].detail).toContain('would cover 3.0 months');

    await setProfile(user, { savings_balance: 2999.99 });
    c = await checkup(user);
    expect(c['emergency-fund'].status).toBe('attention');
    expect(c['emergency-fund'].detail).toContain('2.9 months');
  });
});

describe('bills-share: repeating bills a month over income, good up to 50%', () => {
  it('50% is good and 51% is attention', async () => {
    const user = await withProfile({ monthly_income: 1000 });
    await bill(user, 500, 'monthly');
    let c = await checkup(user);
    expect(c['bills-share'].status).toBe('good');
    expect(c['bills-share'].detail).toContain(
      'come to $500.00 a month, 50% of your take-home income of $1,000.00',
    );

    await bill(user, 10, 'monthly');
    c = await checkup(user);
    expect(c['bills-share'].status).toBe('attention');
    expect(c['bills-share'].detail).toContain('$510.00 a month, 51%');
  });

  it('turns weekly, bi-weekly, quarterly and yearly bills monthly, and leaves one-off bills out', async () => {
    const user = await withProfile({ monthly_income: 10_000 });
    await bill(user, 120, 'weekly'); // 520.00
    await bill(user, 120, 'bi-weekly'); // 260.00
    await bill(user, 300, 'quarterly'); // 100.00
    await bill(user, 1200, 'yearly'); // 100.00
    await bill(user, 5000, null);
    const c = await checkup(user);
    expect(c['bills-share'].detail).toContain('$980.00 a month, 10%');
  });

  it('counts a series once after an occurrence is completed (its successor carries it on)', async () => {
    const user = await withProfile({ monthly_income: 1000 });
    const id = await bill(user, 400, 'monthly');
    expect((await user.client.rpc('toggle_event_completion', { event_id: id })).error).toBeNull();
    const { count } = await user.client.from('calendar_events').select('id', { count: 'exact', head: true });
    expect(count).toBe(2);
    expect((await checkup(user))['bills-share'].detail).toContain('$400.00 a month, 40%');
  });

  it('is unknown without repeating bills, and reads no one else’s', async () => {
    const user = await withProfile({ monthly_income: 1000 });
    const other = await withProfile({ monthly_income: 1000 }, 'other');
    await bill(other, 900, 'monthly');
    const c = await checkup(user);
    expect(c['bills-share'].status).toBe('unknown');
    expect(c['bills-share'].missing).toEqual(['bills']);
  });
});

describe('high-interest-debt', () => {
  it('is good at $0, attention from $0.01 with the debt payoff calculator, unknown without a figure', async () => {
    const user = await withProfile({ high_interest_debt: 0 });
    expect((await checkup(user))['high-interest-debt'].status).toBe('good');
    await setProfile(user, { high_interest_debt: 0.01 });
    const c = await checkup(user);
    expect(c['high-interest-debt'].status).toBe('attention');
    expect(c['high-interest-debt'].detail).toContain('You owe $0.01');
    expect(c['high-interest-debt'].links[0]!.href).toMatch(/^\/dashboard\/calculators\/debt-payoff\?debt=/);
    await setProfile(user, { high_interest_debt: null });
    expect((await checkup(user))['high-interest-debt'].status).toBe('unknown');
  });
});

describe('life-cover: with dependents, 10 x yearly income', () => {
  it('is good without dependents, attention just under 10 x and good at it', async () => {
    const user = await withProfile({ dependents: 0 });
    expect((await checkup(user))['life-cover'].status).toBe('good');

    await setProfile(user, { dependents: 2, monthly_income: 1000, life_cover: 119_999.99 });
    let c = await checkup(user);
    expect(c['life-cover'].status).toBe('attention');
    expect(c['life-cover'].detail).toContain('2 people depend on your income');
    expect(c['life-cover'].detail).toContain(
      'is under 10 times your yearly income ($120,000.00), a common rule of thumb',
    );

    await setProfile(user, { life_cover: 120_000 });
    c = await checkup(user);
    expect(c['life-cover'].status).toBe('good');
    expect(c['life-cover'].links.map((l) => l.href)).toContain(
      '/dashboard/consultation?topic=life-insurance',
    );
  });

  it('with dependents but no cover figure is unknown, naming it', async () => {
    const user = await withProfile({ dependents: 1, monthly_income: 1000 });
    expect((await checkup(user))['life-cover'].missing).toEqual(['life_cover']);
  });
});

describe('retirement-saving: good from 10% of income', () => {
  it('9.99% is attention (shown as 9%), 10% is good', async () => {
    const user = await withProfile({ monthly_income: 1000, retirement_saving_monthly: 99.9 });
    let c = await checkup(user);
    expect(c['retirement-saving'].status).toBe('attention');
    expect(c['retirement-saving'].detail).toContain('$99.90 a month towards retirement, 9%');
    await setProfile(user, { retirement_saving_monthly: 100 });
    c = await checkup(user);
    expect(c['retirement-saving'].status).toBe('good');
    expect(c['retirement-saving'].detail).toContain('10%');
  });
});

describe('goals-on-pace: the one pace rule (tests/db/goal-pace.test.ts holds it to the app)', () => {
  async function goal(user: TestUser, title: string, target: number, targetDate: string | null) {
    const { data, error } = await user.client
      .from('goals')
      .insert({ user_id: user.id, title, target_amount: target, target_date: targetDate })
      .select('id')
      .single();
    expect(error).toBeNull();
    return data!.id;
  }

  /**
   * A goal made 100 days ago (3 whole months) and due 400 days after that (13 whole months), so
   * its plan holds 3/13 of the target now, with 9 whole months left.
   */
  async function goalMade100DaysAgo(user: TestUser, title: string, target: number) {
    const id = await goal(user, title, target, day(300));
    await db.query('update public.goals set created_at = $1 where id = $2', [`${day(-100)}T12:00:00Z`, id]);
    return id;
  }

  it('is unknown without a dated active goal', async () => {
    const user = await confirmedUser({}, 'undated');
    await goal(user, 'Someday', 1000, null);
    expect((await checkup(user))['goals-on-pace'].status).toBe('unknown');
  });

  it('is good while each goal holds what its even monthly plan does, and names the goals behind', async () => {
    const user = await confirmedUser({}, 'paced');
    // Made today: nothing is due in a goal's first month.
    await goal(user, 'Car', 1200, day(366));
    let c = await checkup(user);
    expect(c['goals-on-pace'].status).toBe('good');

    const trip = await goalMade100DaysAgo(user, 'Trip', 1200);
    c = await checkup(user);
    expect(c['goals-on-pace'].status).toBe('attention');
    expect(c['goals-on-pace'].detail).toBe(
      '1 of your 2 goals with a target date is behind: Trip ($0.00 saved; an even monthly plan to its date has $276.93 by now; save $133.34 a month to catch up).',
    );

    // What went in long ago counts as much as what went in lately: at the plan, it is on pace.
    expect((await user.client.rpc('add_goal_funds', { goal_id: trip, amount: 276.93 })).error).toBeNull();
    await db.query('update public.goal_contributions set created_at = $1 where goal_id = $2', [
      `${day(-99)}T12:00:00Z`,
      trip,
    ]);
    c = await checkup(user);
    expect(c['goals-on-pace'].status).toBe('good');
  });

  it('counts a goal past its date as behind, and an undone deposit as not saved', async () => {
    const user = await confirmedUser({}, 'overdue');
    await goal(user, 'Late', 500, day(-5));
    const id = await goalMade100DaysAgo(user, 'Undone', 1200);
    await user.client.rpc('add_goal_funds', { goal_id: id, amount: 300 });
    const { data: rows } = await user.client.from('goal_contributions').select('id').eq('goal_id', id);
    expect(
      (await user.client.rpc('undo_goal_contribution', { contribution_id: rows![0]!.id })).error,
    ).toBeNull();
    const c = await checkup(user);
    expect(c['goals-on-pace'].detail).toContain('Late (its date has passed with $500.00 to go)');
    expect(c['goals-on-pace'].detail).toContain(
      'Undone ($0.00 saved; an even monthly plan to its date has $276.93 by now; save $133.34 a month to catch up)',
    );
  });

  it('computes the monthly amount as the app does (monthly-needed.ts), month ends included', async () => {
    const cases: [number, number, string, string][] = [
      [1000, 0, '2026-01-31', '2026-04-30'],
      [1000, 1, '2026-01-15', '2026-01-20'],
      [999.99, 0.5, '2026-02-28', '2027-02-27'],
      [50_000, 12_345.67, '2026-03-31', '2030-12-31'],
    ];
    for (const [target, saved, today, by] of cases) {
      const { rows } = await db.query<{ v: string }>('select private.goal_per_month($1, $2, $3, $4) as v', [
        target,
        saved,
        by,
        today,
      ]);
      const cents = monthlyNeededCents(Math.round((target - saved) * 100), today, by);
      expect(Number(rows[0]!.v), `${today} -> ${by}`).toBe(cents / 100);
    }
  });
});

describe('at the caps', () => {
  const FIGURES = [
    'monthly_income',
    'monthly_essentials',
    'savings_balance',
    'high_interest_debt',
    'life_cover',
    'retirement_saving_monthly',
  ] as const;
  const LOWEST = 0.01;
  const HIGHEST = 999_999_999_999.99;

  it('answers for every combination of the lowest and highest figures, with no # in any text', async () => {
    const user = await confirmedUser({}, 'caps');
    // Repeating bills far above any income, and a goal at the cap with a date, so every check computes.
    await bill(user, HIGHEST, 'weekly', { title: 'Cap 1' });
    await bill(user, HIGHEST, 'weekly', { title: 'Cap 2' });
    const goal = await user.client
      .from('goals')
      .insert({ user_id: user.id, title: 'Cap', target_amount: HIGHEST, target_date: day(40) })
      .select('id')
      .single();
    expect(goal.error).toBeNull();
    for (let combination = 0; combination < 2 ** FIGURES.length; combination += 1) {
      const profile = Object.fromEntries(
        FIGURES.map((figure, i) => [figure, combination & (1 << i) ? HIGHEST : LOWEST]),
      );
      await setProfile(user, { ...profile, dependents: combination % 2 ? 50 : 1 });
      const { data, error } = await user.client.rpc('financial_checkup');
      expect(error, JSON.stringify(profile)).toBeNull();
      expect(data!.every((c) => c.status !== 'unknown')).toBe(true);
      expect(JSON.stringify(data), JSON.stringify(profile)).not.toContain('#');
    }
  });

  it('writes the widest figures in full', async () => {
    const user = await withProfile(
      {
        monthly_income: LOWEST,
        monthly_essentials: LOWEST,
        savings_balance: HIGHEST,
        retirement_saving_monthly: HIGHEST,
      },
      'widest',
    );
    const c = await checkup(user);
    expect(c['emergency-fund'].detail).toContain('would cover 99,999,999,999,999.0 months');
    expect(c['retirement-saving'].detail).toContain('9,999,999,999,999,900% of your take-home income');
    await bill(user, HIGHEST, 'weekly');
    expect((await checkup(user))['bills-share'].detail).toMatch(
      /a month, 43,333,333,333,33\d,\d{3}% of your take-home income/,
    );
  });
});

describe('links', () => {
  it('point at pages the app mounts', async () => {
    const user = await withProfile({
      monthly_income: 1000,
      monthly_essentials: 800,
      savings_balance: 100,
      high_interest_debt: 50,
      dependents: 1,
      life_cover: 0,
      retirement_saving_monthly: 0,
    });
    await bill(user, 900, 'monthly');
    const mounted: string[] = [
      ...Object.values(paths.dashboard as Record<string, unknown>).filter(
        (p): p is string => typeof p === 'string',
      ),
      ...Object.values(paths.dashboard.calculators),
    ];
    const { data } = await user.client.rpc('financial_checkup');
    const hrefs = data!.flatMap((c) => c.links.map((l) => l.href));
    expect(hrefs.length).toBeGreaterThan(6);
    for (const href of hrefs) {
      const path = href.split('?')[0]!;
      const lesson = /^\/dashboard\/financial-education\/(.+)$/.exec(path)?.[1];
      const solution = /^\/dashboard\/solutions\/(.+)$/.exec(path)?.[1];
      const ok =
        mounted.includes(path) ||
        (lesson !== undefined && (LESSON_IDS as readonly string[]).includes(lesson)) ||
        (solution !== undefined && SOLUTIONS.some((s) => s.slug === solution));
      expect(ok, href).toBe(true);
      const topic = new URLSearchParams(href.split('?')[1]).get('topic');
      if (path === paths.dashboard.consultation) expect(isTopic(topic), href).toBe(true);
    }
  });
});

describe('financial_profiles', () => {
  it('is each user’s own: nobody else reads, changes or deletes it', async () => {
    const owner = await withProfile({ monthly_income: 4000 });
    const other = await confirmedUser({}, 'snoop');
    expect((await other.client.from('financial_profiles').select('*').eq('user_id', owner.id)).data).toEqual(
      [],
    );
    await other.client.from('financial_profiles').update({ monthly_income: 1 }).eq('user_id', owner.id);
    await other.client.from('financial_profiles').delete().eq('user_id', owner.id);
    const insert = await other.client
      .from('financial_profiles')
      .insert({ user_id: owner.id, monthly_income: 1 });
    expect(insert.error).not.toBeNull();
    const { data } = await service()
      .from('financial_profiles')
      .select('monthly_income')
      .eq('user_id', owner.id);
    expect(data).toEqual([{ monthly_income: 4000 }]);
    expect((await anon().from('financial_profiles').select('*')).data ?? []).toEqual([]);
  });

  it('refuses negatives, NaN, amounts over the cap and server columns', async () => {
    const user = await confirmedUser({}, 'bad-numbers');
    const bad: Profile[] = [
      { monthly_income: -1 },
      { savings_balance: 'NaN' as unknown as number },
      { life_cover: 1_000_000_000_000 },
      { dependents: -1 },
      { dependents: 51 },
    ];
    for (const profile of bad) {
      const { error } = await user.client.from('financial_profiles').insert({ user_id: user.id, ...profile });
      expect(error, JSON.stringify(profile)).not.toBeNull();
    }
    const { error } = await user.client
      .from('financial_profiles')
      .insert({ user_id: user.id, updated_at: '2000-01-01' } as never);
    expect(error).not.toBeNull();
    const ok = await user.client
      .from('financial_profiles')
      .insert({ user_id: user.id, life_cover: 999_999_999_999.99 });
    expect(ok.error).toBeNull();
  });

  it('goes with the account', async () => {
    const user = await withProfile({ monthly_income: 1 });
    expect((await service().auth.admin.deleteUser(user.id)).error).toBeNull();
    const { data } = await service().from('financial_profiles').select('user_id').eq('user_id', user.id);
    expect(data).toEqual([]);
  });
});
