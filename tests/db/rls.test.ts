import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TablesUpdate } from '../../src/types/database.ts';
import { affiliateUser, anon, confirmedUser, service, type Client, type TestUser } from './support.ts';

/**
 * The RLS matrix of docs/decisions/001-row-level-security.md: every actor against every table
 * and operation, through PostgREST with supabase-js. Each refused attempt also re-reads
 * all the seeded data as service_role and requires it to be exactly as before.
 *
 * PostgREST answers a missing grant or a failed `with check` with an error (42501), and
 * rows hidden by a `using` clause with an empty result; `.select()` after update and
 * delete returns the rows that were actually affected.
 *
 * A RETURNING clause, or a filter on a column, makes Postgres apply the SELECT policies
 * as well (to the new row too), which would hide a missing `with check` or a too wide
 * update/delete `using`. So refused inserts go out with return=minimal, as an attacker
 * would send them, and the update/delete matrices have unfiltered cases counted with
 * `count: 'exact'`.
 */

type Person = 'userA' | 'userB' | 'affiliate' | 'otherAffiliate';
type Actor = 'anon' | Person | 'service';
type Affiliate = TestUser & { agentCode: string };

const DENIED = 'denied';
/** The owners of the rows an operation returns, or DENIED for an error with code 42501. */
type Outcome = Person[] | typeof DENIED;

interface Result<T> {
  data: T | null;
  error: { code: string; message: string } | null;
}

const db = service();
const visitor = anon();
let users: Record<Person, TestUser>;
let affiliate: Affiliate;
let otherAffiliate: Affiliate;
/** One seeded goal and one seeded event per user, by owner. */
const seeded: Record<'goals' | 'calendar_events', Partial<Record<Person, string>>> = {
  goals: {},
  calendar_events: {},
};

beforeAll(async () => {
  affiliate = await affiliateUser('affiliate');
  otherAffiliate = await affiliateUser('other-affiliate');
  users = {
    affiliate,
    otherAffiliate,
    userA: await confirmedUser({ referral_code: affiliate.agentCode }, 'user-a'),
    userB: await confirmedUser({ referral_code: otherAffiliate.agentCode }, 'user-b'),
  };
  for (const owner of ['userA', 'userB', 'affiliate'] as const) {
    const goal = await db
      .from('goals')
      .insert({ user_id: users[owner].id, title: `${owner}'s goal`, target_amount: 500 })
      .select('id')
      .single();
    const event = await db
      .from('calendar_events')
      .insert({
        user_id: users[owner].id,
        title: `${owner}'s bill`,
        event_date: '2026-12-01',
        amount: 42,
        is_recurring: true,
        recurrence_pattern: 'monthly',
      })
      .select('id')
      .single();
    if (goal.error) throw goal.error;
    if (event.error) throw event.error;
    seeded.goals[owner] = goal.data.id;
    seeded.calendar_events[owner] = event.data.id;
  }
});

function as(actor: Actor): Client {
  if (actor === 'anon') return visitor;
  if (actor === 'service') return db;
  return users[actor].client;
}

const idOf = (person: Person): string => users[person].id;

/**
 * This file's users: what service_role is asked for, as it sees every file's rows, more than
 * PostgREST's 1000 a response once other files have run.
 */
const ourIds = (): string[] => (Object.keys(users) as Person[]).map(idOf);

function seededRow(table: 'goals' | 'calendar_events', owner: Person): string {
  const id = seeded[table][owner];
  if (!id) throw new Error(`no seeded ${table} row for ${owner}`);
  return id;
}

/** A well-formed agent code that no affiliate has. */
const unusedCode = (): string => `AGT${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/**
 * Sorted distinct owners of the returned rows. Other test files share the database, so
 * service_role (which sees everything) is judged on our users only; for every other
 * actor a row of somebody else is a leak and shows up as 'someone else'.
 */
function owners(actor: Actor, rows: readonly { owner: string }[]): string[] {
  const names = rows.map(
    (row) => (Object.keys(users) as Person[]).find((person) => idOf(person) === row.owner) ?? 'someone else',
  );
  return [...new Set(actor === 'service' ? names.filter((name) => name !== 'someone else') : names)].sort();
}

function expectError(result: Result<unknown>, code: string): void {
  expect(result.error?.code, result.error ? result.error.message : 'expected an error').toBe(code);
  expect(result.data).toBeNull();
}

function expectOutcome(actor: Actor, result: Result<{ owner: string }[]>, expected: Outcome): void {
  if (expected === DENIED) {
    expectError(result, '42501');
    return;
  }
  expect(result.error).toBeNull();
  expect(owners(actor, result.data ?? [])).toEqual([...expected].sort());
}

/** Every row of the seeded users (but `except`) in every table, read as service_role. */
async function world(except?: Person): Promise<unknown[]> {
  const ids = ourIds().filter((id) => except === undefined || id !== idOf(except));
  const codes = [affiliate.agentCode, otherAffiliate.agentCode];
  const results = await Promise.all([
    db.from('profiles').select('*').in('id', ids).order('id'),
    db.from('affiliates').select('*').in('user_id', ids).order('user_id'),
    db
      .from('referrals')
      .select('*')
      .or(`user_id.in.(${ids.join(',')}),agent_code.in.(${codes.join(',')})`)
      .order('id'),
    db.from('goals').select('*').in('user_id', ids).order('id'),
    db.from('calendar_events').select('*').in('user_id', ids).order('id'),
  ]);
  return results.map((result) => {
    if (result.error) throw result.error;
    return result.data;
  });
}

/** Runs an attempt and requires every seeded row (but those of `except`) to be unchanged afterwards. */
async function expectNoChange(attempt: () => Promise<void>, except?: Person): Promise<void> {
  const before = await world(except);
  await attempt();
  expect(await world(except)).toEqual(before);
}

describe('seed', () => {
  it('the sign-up trigger created the profiles, codes and referrals the matrix relies on', async () => {
    const { data, error } = await db
      .from('referrals')
      .select('agent_code, user_id')
      .in('user_id', [idOf('userA'), idOf('userB')]);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(data).toEqual(
      expect.arrayContaining([
        { agent_code: affiliate.agentCode, user_id: idOf('userA') },
        { agent_code: otherAffiliate.agentCode, user_id: idOf('userB') },
      ]),
    );
  });
});

describe('profiles', () => {
  it.each<[Actor, Outcome]>([
    ['anon', DENIED],
    ['userA', ['userA']],
    ['userB', ['userB']],
    ['affiliate', ['affiliate', 'userA']],
    ['otherAffiliate', ['otherAffiliate', 'userB']],
    ['service', ['affiliate', 'otherAffiliate', 'userA', 'userB']],
  ])('select as %s returns the profiles of %j', async (actor, expected) => {
    const rows = as(actor).from('profiles').select('owner:id');
    expectOutcome(actor, await (actor === 'service' ? rows.in('id', ourIds()) : rows), expected);
  });

  it('an affiliate reads first_name, last_name and email of the users it referred, and nobody else', async () => {
    const referred = await affiliate.client
      .from('profiles')
      .select('first_name, last_name, email')
      .eq('id', idOf('userA'));
    const truth = await db.from('profiles').select('first_name, last_name, email').eq('id', idOf('userA'));
    expect(referred.error).toBeNull();
    expect(referred.data).toEqual(truth.data);
    expect(referred.data?.[0]?.email).toBe(users.userA.email);

    const others = await affiliate.client
      .from('profiles')
      .select('id')
      .in('id', [idOf('userB'), idOf('otherAffiliate')]);
    expect(others).toMatchObject({ data: [], error: null });
  });

  describe('insert', () => {
    it.each<[Actor, Person | 'nobody']>([
      ['anon', 'userA'],
      ['userB', 'userA'],
      ['affiliate', 'userA'],
      ['userA', 'userB'],
      ['userA', 'nobody'],
    ])('as %s for %s is refused', async (actor, target) => {
      const id = target === 'nobody' ? randomUUID() : idOf(target);
      await expectNoChange(async () => {
        expectError(await as(actor).from('profiles').insert({ id, first_name: 'Mallory' }), '42501');
      });
    });

    it('of a second profile for oneself hits the primary key, not a policy', async () => {
      await expectNoChange(async () => {
        const result = await users.userA.client
          .from('profiles')
          .insert({ id: idOf('userA'), first_name: 'Twin' });
        expectError(result, '23505');
      });
    });

    it('a user without a profile (the ensure-profile fallback) may insert exactly its own', async () => {
      const carol = await confirmedUser({}, 'user-c');
      const removed = await db.from('profiles').delete().eq('id', carol.id).select('owner:id');
      expect(removed.data).toEqual([{ owner: carol.id }]);
      expect(await carol.client.from('profiles').select('id')).toMatchObject({ data: [], error: null });

      await expectNoChange(async () => {
        expectError(
          await carol.client.from('profiles').insert({ id: idOf('userB'), first_name: 'Carol' }),
          '42501',
        );
      });

      const own = await carol.client
        .from('profiles')
        .insert({ id: carol.id, email: carol.email, first_name: 'Carol', last_name: 'C' })
        .select('id, first_name, user_type');
      expect(own).toMatchObject({
        data: [{ id: carol.id, first_name: 'Carol', user_type: 'regular' }],
        error: null,
      });
    });
  });

  describe('update', () => {
    it.each<[Actor, Person, Outcome]>([
      ['anon', 'userA', DENIED],
      ['userB', 'userA', []],
      ['affiliate', 'userA', []], // readable through the referral, still not writable
      ['userA', 'userB', []],
    ])('as %s of %s profile affects %j', async (actor, target, expected) => {
      await expectNoChange(async () => {
        const result = await as(actor)
          .from('profiles')
          .update({ first_name: 'Mallory' })
          .eq('id', idOf(target))
          .select('owner:id');
        expectOutcome(actor, result, expected);
      });
    });

    it.each<[Actor, Person]>([
      ['userA', 'userA'],
      ['service', 'userB'],
    ])('as %s of %s first_name and last_name succeeds', async (actor, target) => {
      const names = { first_name: `First ${actor}`, last_name: `Last ${actor}` };
      const result = await as(actor).from('profiles').update(names).eq('id', idOf(target)).select('owner:id');
      expectOutcome(actor, result, [target]);
      const stored = await db
        .from('profiles')
        .select('first_name, last_name')
        .eq('id', idOf(target))
        .single();
      expect(stored.data).toEqual(names);
    });

    it('as affiliate without a filter changes its own profile and not the one it can read', async () => {
      await expectNoChange(async () => {
        const result = await affiliate.client
          .from('profiles')
          .update({ last_name: 'Everyone' }, { count: 'exact' });
        expect(result).toMatchObject({ error: null, count: 1 });
      }, 'affiliate');
      const stored = await db.from('profiles').select('last_name').eq('id', affiliate.id).single();
      expect(stored.data).toEqual({ last_name: 'Everyone' });
    });

    it.each<[Actor, Person, Record<string, unknown>]>([
      ['userA', 'userA', { user_type: 'affiliate' }],
      ['affiliate', 'affiliate', { user_type: 'regular' }],
      ['userA', 'userA', { id: randomUUID() }],
      ['userA', 'userA', { email: 'someone-else@example.com' }],
      ['userA', 'userA', { email_confirmed_at: null }],
      ['userA', 'userA', { first_name: 'Ok', user_type: 'affiliate' }],
      ['service', 'userA', { user_type: 'affiliate' }], // fixed at insert, for every role
      ['service', 'userA', { id: randomUUID() }],
    ])('as %s of %s own %j is refused', async (actor, target, change) => {
      await expectNoChange(async () => {
        const result = await as(actor)
          .from('profiles')
          .update(change as TablesUpdate<'profiles'>) // columns outside the grant, on purpose
          .eq('id', idOf(target))
          .select('owner:id');
        expectOutcome(actor, result, DENIED);
      });
    });
  });

  describe('delete', () => {
    it.each<[Actor, Person]>([
      ['anon', 'userA'],
      ['userA', 'userA'],
      ['userB', 'userA'],
      ['affiliate', 'userA'],
    ])('as %s of %s profile is refused', async (actor, target) => {
      await expectNoChange(async () => {
        const result = await as(actor).from('profiles').delete().eq('id', idOf(target)).select('owner:id');
        expectOutcome(actor, result, DENIED);
      });
    });
  });
});

describe('affiliates', () => {
  it.each<[Actor, Outcome]>([
    ['anon', DENIED],
    ['userA', []],
    ['userB', []],
    ['affiliate', ['affiliate']],
    ['otherAffiliate', ['otherAffiliate']],
    ['service', ['affiliate', 'otherAffiliate']],
  ])('select as %s returns the rows of %j', async (actor, expected) => {
    expectOutcome(actor, await as(actor).from('affiliates').select('owner:user_id'), expected);
  });

  describe('insert', () => {
    it.each<[Actor, Person]>([
      ['anon', 'userA'],
      ['userA', 'userA'], // own row, but a regular profile
      ['userB', 'affiliate'],
      ['affiliate', 'userA'],
    ])('as %s for %s is refused', async (actor, target) => {
      await expectNoChange(async () => {
        const result = await as(actor)
          .from('affiliates')
          .insert({ user_id: idOf(target), agent_code: unusedCode() });
        expectError(result, '42501');
      });
    });

    it('of a second code for an affiliate hits the primary key, not a policy', async () => {
      await expectNoChange(async () => {
        const result = await affiliate.client
          .from('affiliates')
          .insert({ user_id: affiliate.id, agent_code: unusedCode() });
        expectError(result, '23505');
      });
    });

    it('an affiliate without a code (the ensure-agent-code fallback) may insert exactly its own', async () => {
      const dave = await affiliateUser('affiliate-d');
      const removed = await db.from('affiliates').delete().eq('user_id', dave.id).select('owner:user_id');
      expect(removed.data).toEqual([{ owner: dave.id }]);

      await expectNoChange(async () => {
        const forged = await dave.client
          .from('affiliates')
          .insert({ user_id: idOf('userB'), agent_code: unusedCode() });
        expectError(forged, '42501');
      });

      const code = await dave.client.rpc('generate_agent_code');
      expect(code.error).toBeNull();
      const own = await dave.client
        .from('affiliates')
        .insert({ user_id: dave.id, agent_code: code.data ?? '' })
        .select('user_id, agent_code');
      expect(own).toMatchObject({ data: [{ user_id: dave.id, agent_code: code.data }], error: null });
    });
  });

  it.each<[Actor, Person]>([
    ['anon', 'affiliate'],
    ['userA', 'affiliate'],
    ['userB', 'otherAffiliate'],
    ['affiliate', 'affiliate'],
    ['affiliate', 'otherAffiliate'],
  ])('update as %s of the code of %s is refused', async (actor, target) => {
    await expectNoChange(async () => {
      const result = await as(actor)
        .from('affiliates')
        .update({ agent_code: unusedCode() })
        .eq('user_id', idOf(target))
        .select('owner:user_id');
      expectOutcome(actor, result, DENIED);
    });
  });

  it.each<[Actor, Person]>([
    ['anon', 'affiliate'],
    ['userA', 'affiliate'],
    ['affiliate', 'affiliate'],
    ['affiliate', 'otherAffiliate'],
  ])('delete as %s of the row of %s is refused', async (actor, target) => {
    await expectNoChange(async () => {
      const result = await as(actor)
        .from('affiliates')
        .delete()
        .eq('user_id', idOf(target))
        .select('owner:user_id');
      expectOutcome(actor, result, DENIED);
    });
  });
});

describe('referrals', () => {
  it.each<[Actor, Outcome]>([
    ['anon', DENIED],
    ['userA', []], // the referred user does not see its own referral
    ['userB', []],
    ['affiliate', ['userA']],
    ['otherAffiliate', ['userB']],
    ['service', ['userA', 'userB']],
  ])('select as %s returns the referrals of %j', async (actor, expected) => {
    expectOutcome(actor, await as(actor).from('referrals').select('owner:user_id'), expected);
  });

  it.each<[Actor, 'affiliate' | 'otherAffiliate', Person]>([
    ['anon', 'affiliate', 'userB'],
    ['userB', 'affiliate', 'userB'],
    ['affiliate', 'affiliate', 'userB'],
    ['affiliate', 'affiliate', 'otherAffiliate'],
    ['otherAffiliate', 'otherAffiliate', 'affiliate'],
  ])('insert as %s with the code of %s for %s is refused', async (actor, codeOwner, referred) => {
    const agentCode = (codeOwner === 'affiliate' ? affiliate : otherAffiliate).agentCode;
    await expectNoChange(async () => {
      const result = await as(actor)
        .from('referrals')
        .insert({ agent_code: agentCode, user_id: idOf(referred) });
      expectError(result, '42501');
    });
  });

  it.each<[Actor, Person, 'affiliate' | 'otherAffiliate']>([
    ['anon', 'userA', 'otherAffiliate'],
    ['userA', 'userA', 'otherAffiliate'],
    ['affiliate', 'userA', 'otherAffiliate'], // give away its own referral
    ['otherAffiliate', 'userA', 'otherAffiliate'], // steal someone else's
  ])(
    'update as %s of the referral of %s to the code of %s is refused',
    async (actor, referred, codeOwner) => {
      const agentCode = (codeOwner === 'affiliate' ? affiliate : otherAffiliate).agentCode;
      await expectNoChange(async () => {
        const result = await as(actor)
          .from('referrals')
          .update({ agent_code: agentCode })
          .eq('user_id', idOf(referred))
          .select('owner:user_id');
        expectOutcome(actor, result, DENIED);
      });
    },
  );

  it.each<[Actor, Person]>([
    ['anon', 'userA'],
    ['userA', 'userA'],
    ['affiliate', 'userA'],
    ['otherAffiliate', 'userA'],
  ])('delete as %s of the referral of %s is refused', async (actor, referred) => {
    await expectNoChange(async () => {
      const result = await as(actor)
        .from('referrals')
        .delete()
        .eq('user_id', idOf(referred))
        .select('owner:user_id');
      expectOutcome(actor, result, DENIED);
    });
  });
});

/** A valid row per table (see the CHECKs); without `user_id` the column default auth.uid() applies. */
const ownedTables = [
  {
    table: 'goals',
    insert: (client: Client, title: string, user_id?: string) =>
      client.from('goals').insert({ title, target_amount: 250, user_id }),
  },
  {
    table: 'calendar_events',
    insert: (client: Client, title: string, user_id?: string) =>
      client.from('calendar_events').insert({ title, event_date: '2026-12-01', user_id }),
  },
] as const;

describe.each(ownedTables)('$table', ({ table, insert }) => {
  /** A fresh row of `owner`, inserted as service_role, so tests that change rows leave the seeds alone. */
  async function freshRow(owner: Person): Promise<string> {
    const { data, error } = await insert(db, `fresh row of ${owner}`, idOf(owner)).select('id').single();
    if (error) throw error;
    return data.id;
  }

  async function stored(id: string): Promise<{ user_id: string; title: string } | null> {
    const { data, error } = await db.from(table).select('user_id, title').eq('id', id).maybeSingle();
    if (error) throw error;
    return data;
  }

  it.each<[Actor, Outcome]>([
    ['anon', DENIED],
    ['userA', ['userA']],
    ['userB', ['userB']],
    ['affiliate', ['affiliate']], // not the rows of the users it referred
    ['service', ['affiliate', 'userA', 'userB']],
  ])('select as %s returns the rows of %j', async (actor, expected) => {
    const rows = as(actor).from(table).select('owner:user_id');
    expectOutcome(actor, await (actor === 'service' ? rows.in('user_id', ourIds()) : rows), expected);
  });

  describe('insert', () => {
    it.each<[Actor, Person]>([
      ['anon', 'userA'],
      ['userB', 'userA'],
      ['affiliate', 'userA'],
      ['userA', 'userB'],
    ])('as %s with the user_id of %s is refused', async (actor, owner) => {
      await expectNoChange(async () => {
        const result = await insert(as(actor), `planted by ${actor}`, idOf(owner));
        expectError(result, '42501');
      });
    });

    it('as anon without a user_id is refused', async () => {
      expectError(await insert(visitor, 'anonymous'), '42501');
    });

    it.each<[Actor, Person, boolean]>([
      ['userA', 'userA', false], // user_id defaults to auth.uid()
      ['userA', 'userA', true],
      ['service', 'userB', true],
    ])('as %s for %s (explicit user_id: %s) succeeds', async (actor, owner, explicit) => {
      const result = await insert(as(actor), 'mine', explicit ? idOf(owner) : undefined).select(
        'id, owner:user_id',
      );
      expectOutcome(actor, result, [owner]);
      const id = result.data?.[0]?.id ?? '';
      expect(await stored(id)).toEqual({ user_id: idOf(owner), title: 'mine' });
    });
  });

  describe('update', () => {
    it.each<[Actor, Person, Outcome]>([
      ['anon', 'userA', DENIED],
      ['userB', 'userA', []],
      ['affiliate', 'userA', []],
      ['userA', 'userB', []],
    ])('as %s of the row of %s affects %j', async (actor, owner, expected) => {
      await expectNoChange(async () => {
        const result = await as(actor)
          .from(table)
          .update({ title: `changed by ${actor}` })
          .eq('id', seededRow(table, owner))
          .select('owner:user_id');
        expectOutcome(actor, result, expected);
      });
    });

    it.each<[Actor, Person]>([
      ['userA', 'userA'],
      ['service', 'userB'],
    ])('as %s of a row of %s succeeds', async (actor, owner) => {
      const id = await freshRow(owner);
      const result = await as(actor)
        .from(table)
        .update({ title: `changed by ${actor}` })
        .eq('id', id)
        .select('owner:user_id');
      expectOutcome(actor, result, [owner]);
      expect(await stored(id)).toEqual({ user_id: idOf(owner), title: `changed by ${actor}` });
    });

    it('as userA moving its own row to userB is refused', async () => {
      const id = await freshRow('userA');
      await expectNoChange(async () => {
        const result = await users.userA.client
          .from(table)
          .update({ user_id: idOf('userB') } as TablesUpdate<typeof table>)
          .eq('id', id)
          .select('owner:user_id');
        expectOutcome('userA', result, DENIED);
      });
    });

    it('without a filter, as a user without rows, affects no row', async () => {
      await expectNoChange(async () => {
        const result = await otherAffiliate.client
          .from(table)
          .update({ title: 'everything' }, { count: 'exact' });
        expect(result).toMatchObject({ error: null, count: 0 });
      });
    });

    it("without a filter, moving all of userA's rows to userB is refused", async () => {
      await expectNoChange(async () => {
        const result = await users.userA.client
          .from(table)
          .update({ user_id: idOf('userB') } as TablesUpdate<typeof table>, { count: 'exact' });
        expectError(result, '42501');
      });
    });

    // Clients may not write user_id at all (column privileges, docs/decisions/018-data-control-and-security-review.md).
    it("as userB pulling userA's row over to itself is refused", async () => {
      await expectNoChange(async () => {
        const result = await users.userB.client
          .from(table)
          .update({ user_id: idOf('userB') } as TablesUpdate<typeof table>)
          .eq('id', seededRow(table, 'userA'))
          .select('owner:user_id');
        expectOutcome('userB', result, DENIED);
      });
    });
  });

  describe('delete', () => {
    it.each<[Actor, Person, Outcome]>([
      ['anon', 'userA', DENIED],
      ['userB', 'userA', []],
      ['affiliate', 'userA', []],
      ['userA', 'userB', []],
    ])('as %s of the row of %s affects %j', async (actor, owner, expected) => {
      await expectNoChange(async () => {
        const result = await as(actor)
          .from(table)
          .delete()
          .eq('id', seededRow(table, owner))
          .select('owner:user_id');
        expectOutcome(actor, result, expected);
      });
    });

    it('without a filter, as a user without rows, deletes no row', async () => {
      await expectNoChange(async () => {
        const result = await otherAffiliate.client.from(table).delete({ count: 'exact' });
        expect(result).toMatchObject({ error: null, count: 0 });
      });
    });

    it.each<[Actor, Person]>([
      ['userA', 'userA'],
      ['service', 'userB'],
    ])('as %s of a row of %s succeeds', async (actor, owner) => {
      const id = await freshRow(owner);
      const result = await as(actor).from(table).delete().eq('id', id).select('owner:user_id');
      expectOutcome(actor, result, [owner]);
      expect(await stored(id)).toBeNull();
    });
  });
});

describe('rpc', () => {
  it('anon cannot call generate_agent_code', async () => {
    expectError(await visitor.rpc('generate_agent_code'), '42501');
  });

  it('a signed-in user gets a well-formed, unused agent code', async () => {
    const { data, error } = await users.userA.client.rpc('generate_agent_code');
    expect(error).toBeNull();
    expect(data).toMatch(/^AGT[A-Z0-9]{6}$/);
    const taken = await db
      .from('affiliates')
      .select('user_id')
      .eq('agent_code', data ?? '');
    expect(taken).toMatchObject({ data: [], error: null });
  });

  it.each<[Actor, string]>([
    ['anon', '42501'],
    ['userB', 'PT404'], // RLS hides the goal: "goal not found"
    ['affiliate', 'PT404'],
  ])("add_goal_funds as %s on userA's goal fails with %s and changes nothing", async (actor, code) => {
    await expectNoChange(async () => {
      const result = await as(actor).rpc('add_goal_funds', {
        goal_id: seededRow('goals', 'userA'),
        amount: 100,
      });
      expectError(result, code);
    });
  });

  it('add_goal_funds as userA on its own goal adds the amount', async () => {
    const { data: goal } = await db
      .from('goals')
      .insert({ user_id: idOf('userA'), title: 'funded', target_amount: 100 })
      .select('id')
      .single();
    const result = await users.userA.client.rpc('add_goal_funds', { goal_id: goal?.id ?? '', amount: 40 });
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({
      id: goal?.id,
      user_id: idOf('userA'),
      current_amount: 40,
      completed_at: null,
    });
  });
});
