import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { VISITS_PER_AGENT_DAY } from '../../supabase/functions/_shared/agents/funnel.ts';
import { REFERRAL_SOURCES } from '../../supabase/functions/_shared/agents/sources.ts';
import { requestConsultation } from './consultation-rows.ts';
import {
  affiliateUser,
  type Agent,
  anon,
  confirmedUser,
  databaseForFile,
  service,
  signedUpUser,
  type TestUser,
} from './support.ts';

/**
 * Visits without personal data, sign-ups that carry their source, and the agent's funnel
 * (docs/decisions/022-agent-funnel.md).
 */

const visitor = () => randomBytes(16).toString('base64url');
const today = () => new Date().toISOString().slice(0, 10);

const db = databaseForFile();

async function visitRows(agentCode: string) {
  const { rows } = await db.query<{ source: string; visitor_hash: Buffer; visited_on: string }>(
    `select source, visitor_hash, visited_on::text from private.referral_visits where agent_code = $1 order by source`,
    [agentCode],
  );
  return rows;
}

interface Funnel {
  visits: number;
  capped: boolean;
  signups: number;
  confirmed: number;
  active: number;
  requested: number;
  scheduled: number;
  completed: number;
  by_source: { source: string; visits: number; signups: number }[];
}

async function funnelOf(agent: Agent, since: string | null = today(), until: string | null = today()) {
  const { data, error } = await agent.client.rpc('agent_funnel', { since, until });
  expect(error).toBeNull();
  return data as Funnel;
}

describe('record_referral_visit', () => {
  it('counts a visitor once per code, source and day, for anyone, and stores only a keyed hash', async () => {
    const agent = await affiliateUser();
    const id = visitor();
    const record = (source: string, who = id, code = agent.agentCode) =>
      anon().rpc('record_referral_visit', { code, source, visitor: who });

    expect((await record('link')).data).toBe(true);
    expect((await record('link')).data).toBe(false);
    expect((await record('qr')).data).toBe(true);
    expect((await record('link', visitor(), ` ${agent.agentCode.toLowerCase()} `)).data).toBe(true);
    expect((await record('link', id, 'AGTNOPE00')).data).toBe(false);
    expect((await record('link', id, 'x'.repeat(500))).data).toBe(false);

    const rows = await visitRows(agent.agentCode);
    expect(rows.map((r) => r.source)).toEqual(['link', 'link', 'qr']);
    for (const row of rows) {
      expect(row.visitor_hash).toHaveLength(32);
      expect(row.visitor_hash.toString('utf8')).not.toContain(id);
      expect(row.visited_on).toBe(today());
    }
    // The key is the server's: a plain SHA-256 of the id is not what is stored.
    const { rows: plain } = await db.query<{ h: Buffer }>(`select sha256(convert_to($1, 'UTF8')) as h`, [id]);
    expect(rows.some((r) => r.visitor_hash.equals(plain[0]!.h))).toBe(false);
    // Nothing else about the visitor is kept.
    const { rows: columns } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'private' and table_name = 'referral_visits' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['agent_code', 'source', 'visited_on', 'visitor_hash']);
  });

  it('refuses a source outside ^[a-z0-9:-]{1,40}$ and a visitor id that is not one', async () => {
    const agent = await affiliateUser();
    for (const source of ['', 'Link', 'a b', 'x'.repeat(41), 'lesson/budgeting', "qr'--"]) {
      const { error } = await anon().rpc('record_referral_visit', {
        code: agent.agentCode,
        source,
        visitor: visitor(),
      });
      expect(error?.code, source).toBe('22023');
    }
    for (const who of ['short', 'x'.repeat(65), 'has space in it 123']) {
      const { error } = await anon().rpc('record_referral_visit', {
        code: agent.agentCode,
        source: 'link',
        visitor: who,
      });
      expect(error?.code, who).toBe('22023');
    }
    expect(await visitRows(agent.agentCode)).toEqual([]);
  });

  it('takes exactly the sources and visitor ids the patterns take', async () => {
    const agent = await affiliateUser();
    // The patterns the issue and decision 022 give; the function tests them without regular expressions.
    const sourcePattern = /^[a-z0-9:-]{1,40}$/;
    const visitorPattern = /^[A-Za-z0-9_-]{16,64}$/;
    const sources = ['a', 'x'.repeat(40), '-:-', 'lesson:budgeting', 'link\n', ' qr', 'QR', 'é', 'a_b', 'a%'];
    for (const source of sources) {
      const { error } = await anon().rpc('record_referral_visit', {
        code: agent.agentCode,
        source,
        visitor: visitor(),
      });
      expect(error?.code ?? 'taken', JSON.stringify(source)).toBe(
        sourcePattern.test(source) ? 'taken' : '22023',
      );
    }
    const ids = [
      'A'.repeat(16),
      'a'.repeat(64),
      'abc_def-ghi_JKL-',
      'A'.repeat(15),
      'a'.repeat(65),
      'abcdefghijklmnop\n',
      'abcdefghijklmnopé',
      'abcdefghijklmno+',
      ' abcdefghijklmnop',
    ];
    for (const id of ids) {
      const { error } = await anon().rpc('record_referral_visit', {
        code: agent.agentCode,
        source: 'qr',
        visitor: id,
      });
      expect(error?.code ?? 'taken', JSON.stringify(id)).toBe(visitorPattern.test(id) ? 'taken' : '22023');
    }
  });

  it('lets one visitor id add at most 20 rows a day, however many sources and codes it tries', async () => {
    const agents = [await affiliateUser(), await affiliateUser()];
    const id = visitor();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        anon().rpc('record_referral_visit', {
          code: agents[i % 2]!.agentCode,
          source: REFERRAL_SOURCES[Math.floor(i / 2) % REFERRAL_SOURCES.length]!,
          visitor: id,
        }),
      ),
    );
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(results.filter((r) => r.data === true)).toHaveLength(20);
    const rows = [...(await visitRows(agents[0]!.agentCode)), ...(await visitRows(agents[1]!.agentCode))];
    expect(rows).toHaveLength(20);
    // Another visitor is not held back by the flood.
    const other = await anon().rpc('record_referral_visit', {
      code: agents[0]!.agentCode,
      source: 'link',
      visitor: visitor(),
    });
    expect(other.data).toBe(true);
  });

  it('keeps the visits and their key away from every API role', async () => {
    const user = await confirmedUser();
    for (const who of [anon(), user.client, service()]) {
      const { error } = await who
        .schema('private' as never)
        .from('referral_visits')
        .select('*');
      expect(error).not.toBeNull();
    }
    await db.query('begin');
    try {
      await db.query('set local role service_role');
      await expect(db.query('select key from private.visit_hash_key')).rejects.toThrow(/permission denied/);
    } finally {
      await db.query('rollback');
    }
  });
});

describe("flooding an agent's link", () => {
  const dayCap = async () =>
    (await db.query<{ n: number }>('select private.visits_per_agent_day() as n')).rows[0]!.n;
  /** A fresh visitor id whose keyed hash makes its visit look at the day's count. */
  const checkingVisitor = async () => {
    for (;;) {
      const id = visitor();
      const { rows } = await db.query<{ checks: boolean }>(
        `select get_byte(sha256(convert_to(k.key || ':' || $1, 'UTF8')), 0) < 4 as checks
         from private.visit_hash_key k`,
        [id],
      );
      if (rows[0]!.checks) return id;
    }
  };
  const flood = async (agentCode: string, calls: number) => {
    const results = [];
    // Ten at a time: parallel callers, each a fresh visitor with a made-up source.
    for (let i = 0; i < calls; i += 10) {
      results.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, calls - i) }, (_, j) =>
            anon().rpc('record_referral_visit', {
              code: agentCode,
              source: `visit-evil-example-com-${i + j}`,
              visitor: visitor(),
            }),
          ),
        )),
      );
    }
    expect(results.every((r) => r.error === null)).toBe(true);
    return results.filter((r) => r.data === true).length;
  };

  it('counts a made-up source as other, so by_source holds known names only', async () => {
    const agent = await affiliateUser();
    expect(await flood(agent.agentCode, 30)).toBe(30);
    await anon().rpc('record_referral_visit', { code: agent.agentCode, source: 'qr', visitor: visitor() });
    const funnel = await funnelOf(agent);
    expect(funnel.visits).toBe(31);
    expect(funnel.capped).toBe(false);
    expect(funnel.by_source).toEqual([
      { source: 'other', visits: 30, signups: 0 },
      { source: 'qr', visits: 1, signups: 0 },
    ]);
  });

  it("stops an agent's visits of the day at the bound, and the funnel says so", async () => {
    const agent = await affiliateUser();
    const cap = await dayCap();
    // The dashboard names the same bound.
    expect(cap).toBe(VISITS_PER_AGENT_DAY);
    // The day's first visits, written directly: cap - 10 honest ones.
    await db.query(
      `insert into private.referral_visits (agent_code, visited_on, source, visitor_hash)
       select $1, (now() at time zone 'UTC')::date, 'link', sha256(convert_to($2 || i, 'UTF8'))
       from generate_series(1, $3::int) i`,
      [agent.agentCode, visitor(), cap - 10],
    );
    expect(await flood(agent.agentCode, 60)).toBeGreaterThanOrEqual(10);
    // One visit in 64, by the keyed hash, looks at the day's count and marks the day once it is
    // reached; from then on nothing more is counted.
    expect(
      (
        await anon().rpc('record_referral_visit', {
          code: agent.agentCode,
          source: 'link',
          visitor: await checkingVisitor(),
        })
      ).data,
    ).toBeDefined();
    expect(await flood(agent.agentCode, 20)).toBe(0);

    const funnel = await funnelOf(agent);
    expect(funnel.visits).toBe(cap);
    expect(funnel.capped).toBe(true);
    expect(funnel.by_source.map((row) => row.source).sort()).toEqual(['link', 'other']);
    // Another agent is not held back by the flood.
    const other = await affiliateUser();
    expect(await flood(other.agentCode, 1)).toBe(1);
    expect((await funnelOf(other)).capped).toBe(false);
  });

  it("counts the day whole only once its sampled rows are two fifths of the bound's", async () => {
    const agent = await affiliateUser();
    const cap = await dayCap();
    /** Rows of today whose hash's first byte is `first`: below 4 a sampled row, else not. */
    const seedRows = (count: number, first: number) =>
      db.query(
        `insert into private.referral_visits (agent_code, visited_on, source, visitor_hash)
         select $1, (now() at time zone 'UTC')::date, 'link', set_byte(sha256(convert_to($2 || i, 'UTF8')), 0, $4)
         from generate_series(1, $3::int) i`,
        [agent.agentCode, visitor(), count, first],
      );
    const checkingVisit = async () =>
      (
        await anon().rpc('record_referral_visit', {
          code: agent.agentCode,
          source: 'qr',
          visitor: await checkingVisitor(),
        })
      ).data;
    // Past the bound, with 28 sampled rows. A checking visit's own row is a sampled one: with 29 and
    // 30 of them the day is not counted whole, so both visits count.
    await seedRows(cap, 200);
    await seedRows(28, 1);
    expect(await checkingVisit()).toBe(true);
    expect(await checkingVisit()).toBe(true);
    // With 31 (5,000 / 160) it is counted, found past the bound and marked: nothing more counts.
    expect(await checkingVisit()).toBe(true);
    expect(await checkingVisit()).toBe(false);
    expect(await flood(agent.agentCode, 10)).toBe(0);
    expect((await funnelOf(agent)).capped).toBe(true);
  });
});

describe('sign-up sources', () => {
  it('records the source of a confirmed sign-up with the referral; an unknown one is other', async () => {
    const agent = await affiliateUser();
    const fromQr = await confirmedUser({ referral_code: agent.agentCode, referral_source: 'qr' });
    const bad = await confirmedUser({ referral_code: agent.agentCode, referral_source: 'DROP TABLE' });
    const madeUp = await confirmedUser({
      referral_code: agent.agentCode,
      referral_source: 'visit-evil-example-com-now',
    });
    const none = await confirmedUser({ referral_code: agent.agentCode });
    const { data } = await agent.client.from('referrals').select('user_id, source');
    const sourceOf = (user: TestUser) => data?.find((r) => r.user_id === user.id)?.source;
    expect(sourceOf(fromQr)).toBe('qr');
    expect(sourceOf(bad)).toBe('other');
    expect(sourceOf(madeUp)).toBe('other');
    expect(sourceOf(none)).toBe('other');
  });

  it('counts a sign-up before it is confirmed, with no referral until then', async () => {
    const agent = await affiliateUser();
    const signUp = await signedUpUser(
      { referral_code: agent.agentCode, referral_source: 'lesson:budgeting' },
      'pending',
    );
    const before = await funnelOf(agent);
    expect(before.signups).toBe(1);
    expect(before.confirmed).toBe(0);
    expect(before.by_source).toEqual([{ source: 'lesson:budgeting', visits: 0, signups: 1 }]);
    expect((await agent.client.from('referrals').select('id')).data).toEqual([]);

    await service().auth.admin.updateUserById(signUp.id, { email_confirm: true });
    const after = await funnelOf(agent);
    expect(after.confirmed).toBe(1);
    const { data } = await agent.client.from('referrals').select('source');
    expect(data).toEqual([{ source: 'lesson:budgeting' }]);
  });
});

describe('agent_funnel', () => {
  let agent: Agent;
  let otherAgent: Agent;

  beforeAll(async () => {
    agent = await affiliateUser();
    otherAgent = await affiliateUser();
    for (const source of ['link', 'link', 'qr', 'calculator:compound-interest']) {
      await anon().rpc('record_referral_visit', { code: agent.agentCode, source, visitor: visitor() });
    }
    await anon().rpc('record_referral_visit', {
      code: otherAgent.agentCode,
      source: 'link',
      visitor: visitor(),
    });

    const saver = await confirmedUser({ referral_code: agent.agentCode, referral_source: 'link' });
    await saver.client.from('goals').insert({ user_id: saver.id, title: 'Rainy day', target_amount: 500 });
    const planner = await confirmedUser({ referral_code: agent.agentCode, referral_source: 'qr' });
    await planner.client
      .from('calendar_events')
      .insert({ user_id: planner.id, title: 'Rent', event_date: today(), event_type: 'bill' });
    const asker = await confirmedUser({ referral_code: agent.agentCode, referral_source: 'link' });
    const { data: requestId } = await requestConsultation(asker.client);
    // The consultation event the agent's scheduling puts on the calendar is not the user acting.
    const scheduled = await agent.client.rpc('schedule_consultation', {
      request_id: requestId!,
      at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    });
    expect(scheduled.error).toBeNull();
    await confirmedUser({ referral_code: otherAgent.agentCode });
  });

  it('counts the agent own funnel: visits, sign-ups, confirmed, active, requests, by source', async () => {
    const funnel = await funnelOf(agent);
    expect(funnel).toEqual({
      visits: 4,
      capped: false,
      signups: 3,
      confirmed: 3,
      active: 2,
      requested: 1,
      scheduled: 1,
      completed: 0,
      by_source: [
        { source: 'link', visits: 2, signups: 2 },
        { source: 'qr', visits: 1, signups: 1 },
        { source: 'other', visits: 1, signups: 0 },
      ],
      // The career page's path (decisions/029; tests/db/career-interests.test.ts counts it).
      career: { visits: 0, confirmed: 0, joined: 0, by_source: [] },
    });
    expect((await funnelOf(agent, null, null)).signups).toBe(3);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = await funnelOf(agent, '2020-01-01', yesterday);
    expect([past.visits, past.signups, past.confirmed, past.active, past.requested]).toEqual([0, 0, 0, 0, 0]);
    expect(past.by_source).toEqual([]);
  });

  it('gives nothing to anyone else', async () => {
    const regular = await confirmedUser();
    const mine = await regular.client.rpc('agent_funnel', { since: today(), until: today() });
    expect(mine.error).toBeNull();
    expect(mine.data).toBeNull();
    const visitorCall = await anon().rpc('agent_funnel', { since: today(), until: today() });
    expect(visitorCall.error?.code).toBe('42501');
    expect((await funnelOf(otherAgent)).visits).toBe(1);
    const backwards = await agent.client.rpc('agent_funnel', { since: today(), until: '2020-01-01' });
    expect(backwards.error?.code).toBe('22023');
  });
});

describe('the daily count of visits', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const pastVisit = (agentCode: string, day: string, source: string) =>
    db.query(
      `insert into private.referral_visits (agent_code, visited_on, source, visitor_hash)
       values ($1, $2, $3, sha256(convert_to($4, 'UTF8')))`,
      [agentCode, day, source, visitor()],
    );
  const rollUp = async () =>
    (await db.query<{ n: number }>('select private.roll_up_referral_visits() as n')).rows[0]!.n;
  const mark = async () =>
    (await db.query<{ d: string }>('select through::text as d from private.referral_visit_rollup')).rows[0]!
      .d;

  it('counts the days before yesterday once, and the funnel reads the same numbers before and after', async () => {
    const agent = await affiliateUser();
    // Rows of past days, as if the job had not run for a month (its mark moved back).
    await db.query(`update private.referral_visit_rollup set through = $1`, [daysAgo(30)]);
    for (const [day, source] of [
      [daysAgo(10), 'link'],
      [daysAgo(3), 'link'],
      [daysAgo(3), 'link'],
      [daysAgo(3), 'qr'],
      [daysAgo(1), 'qr'],
    ] as const) {
      await pastVisit(agent.agentCode, day, source);
    }
    await anon().rpc('record_referral_visit', { code: agent.agentCode, source: 'link', visitor: visitor() });
    const before = await funnelOf(agent, daysAgo(20), today());
    expect(before.visits).toBe(6);
    expect(before.by_source).toEqual([
      { source: 'link', visits: 4, signups: 0 },
      { source: 'qr', visits: 2, signups: 0 },
    ]);

    expect(await rollUp()).toBeGreaterThanOrEqual(3);
    expect(await mark()).toBe(daysAgo(2));
    const { rows: days } = await db.query<{ visited_on: string; source: string; visits: number }>(
      `select visited_on::text, source, visits from private.referral_visit_days where agent_code = $1
       order by visited_on, source`,
      [agent.agentCode],
    );
    // Yesterday and today stay with the rows.
    expect(days).toEqual([
      { visited_on: daysAgo(10), source: 'link', visits: 1 },
      { visited_on: daysAgo(3), source: 'link', visits: 2 },
      { visited_on: daysAgo(3), source: 'qr', visits: 1 },
    ]);
    expect(await funnelOf(agent, daysAgo(20), today())).toEqual(before);
    expect((await funnelOf(agent, daysAgo(3), daysAgo(1))).visits).toBe(4);
    expect((await funnelOf(agent, null, null)).visits).toBe(6);

    // A second run finds nothing to do and changes nothing.
    expect(await rollUp()).toBe(0);
    expect(await funnelOf(agent, daysAgo(20), today())).toEqual(before);
  });

  it('keeps its mark out of every API role', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const { rows } = await db.query<{ ok: boolean }>(
        `select has_table_privilege($1, 'private.referral_visit_rollup', 'select, insert, update, delete') as ok`,
        [role],
      );
      expect(rows[0]!.ok, role).toBe(false);
    }
  });

  it('removes the visits of a deleted agent, and those that raced the deletion, and no API role may run it', async () => {
    const agent = await affiliateUser();
    await anon().rpc('record_referral_visit', { code: agent.agentCode, source: 'link', visitor: visitor() });
    await db.query('delete from public.affiliates where agent_code = $1', [agent.agentCode]);
    expect(await visitRows(agent.agentCode)).toEqual([]);

    // A row whose agent was gone by the time it committed.
    await db.query(`update private.referral_visit_rollup set through = $1`, [daysAgo(30)]);
    await pastVisit(agent.agentCode, daysAgo(5), 'link');
    await rollUp();
    expect(await visitRows(agent.agentCode)).toEqual([]);
    const { rows } = await db.query('select 1 from private.referral_visit_days where agent_code = $1', [
      agent.agentCode,
    ]);
    expect(rows).toEqual([]);

    for (const role of ['anon', 'authenticated', 'service_role']) {
      const { rows: can } = await db.query<{ ok: boolean }>(
        `select has_function_privilege($1, 'private.roll_up_referral_visits()', 'execute') as ok`,
        [role],
      );
      expect(can[0]!.ok).toBe(false);
    }
  });
});
