import { addDays, format, parseISO } from 'date-fns';
import { expect, it } from 'vitest';
import { freshScore } from './check.ts';
import { FRESH_FAMILIES, declines, holds, type FreshCase } from './fresh-cases.ts';

/**
 * The checks fresh sets 3 to 5 make of themselves (their `.test.ts`), written once: that a set is
 * new, that it holds on its own sample answers on every day of a year, and that its facts hold on
 * figures worked by hand. Each `it…` adds its tests to the caller's `describe`.
 */

/** The day the figures are worked by hand for. */
export const TODAY = '2026-03-10';

export const factsOf = (c: FreshCase) =>
  c.expect.kind === 'figures' ? c.expect.facts : (c.expect.facts ?? []);
const words = (question: string) => new Set(question.toLowerCase().match(/[a-z0-9.$,%']+/g) ?? []);
const jaccard = (a: Set<string>, b: Set<string>) => {
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared / (a.size + b.size - shared);
};

/** A decline with no figure, and the answer the issue saw: only the next payday. */
const BARE_DECLINE = "I can't answer that yet: I need more to go on.";
const ONLY_PAYDAY_ANSWER = 'Your next payday is Mar 16, 2026: $2,100.00.';

/**
 * At least `min` cases, ids `{prefix}-{family}-…`, unique ids and questions, none of them the
 * earlier sets' (`earlierSets` names them) nor a rewording of one.
 */
export function itIsNew(
  cases: FreshCase[],
  earlier: FreshCase[],
  o: { prefix: string; min: number; earlierSets: string },
) {
  it(`has at least ${o.min} cases with unique ids and unique questions, none of them the earlier sets`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(o.min);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.question.toLowerCase().trim())).size).toBe(cases.length);
    expect(cases.every((c) => c.id.startsWith(`${o.prefix}-${c.family}-`))).toBe(true);
    const earlierIds = new Set(earlier.map((c) => c.id));
    const earlierQuestions = new Set(earlier.map((c) => c.question.toLowerCase().trim()));
    expect(
      cases.filter((c) => earlierIds.has(c.id) || earlierQuestions.has(c.question.toLowerCase().trim())),
    ).toEqual([]);
  });

  it(`rewords none of sets ${o.earlierSets}: no question shares half its words (Jaccard >= 0.5) with one of theirs`, () => {
    const close: string[] = [];
    for (const c of cases) {
      const mine = words(c.question);
      for (const e of earlier) {
        const j = jaccard(mine, words(e.question));
        if (j >= 0.5) close.push(`${c.id}: ${c.question} ~ ${e.question} (${j.toFixed(2)})`);
      }
    }
    expect(close).toEqual([]);
  });
}

export function itRewordsNoneOfItsOwn(cases: FreshCase[]) {
  it('rewords none of its own questions either', () => {
    const close: string[] = [];
    cases.forEach((c, i) => {
      for (const other of cases.slice(i + 1)) {
        const j = jaccard(words(c.question), words(other.question));
        if (j >= 0.5) close.push(`${c.id} ~ ${other.id} (${j.toFixed(2)})`);
      }
    });
    expect(close).toEqual([]);
  });
}

export function itHasEveryFamily(cases: FreshCase[]) {
  it('has every family, each with at least 12 cases, and all four users', () => {
    for (const family of FRESH_FAMILIES)
      expect(cases.filter((c) => c.family === family).length, family).toBeGreaterThanOrEqual(12);
    expect(cases.every((c) => FRESH_FAMILIES.includes(c.family))).toBe(true);
    expect(new Set(cases.map((c) => c.profile))).toEqual(
      new Set(['household', 'seeded', 'empty', 'checkup']),
    );
  });
}

/** Declines in `lowest` to `highest` percent of the cases, in every family, and in all out-of-scope ones. */
export function itDeclinesIn(cases: FreshCase[], lowest: number, highest: number) {
  it(`asks for a decline in ${lowest} to ${highest}% of its cases, in every family, and in every out-of-scope case`, () => {
    const declined = cases.filter((c) => c.expect.kind === 'decline');
    const share = declined.length / cases.length;
    expect(share).toBeGreaterThanOrEqual(lowest / 100);
    expect(share).toBeLessThanOrEqual(highest / 100);
    expect(new Set(declined.map((c) => c.family))).toEqual(new Set(FRESH_FAMILIES));
    expect(cases.filter((c) => c.family === 'out-of-scope').every((c) => c.expect.kind === 'decline')).toBe(
      true,
    );
  });
}

export interface Day {
  today: string;
  cases: FreshCase[];
  samples: Record<string, string>;
}

/** A set on each day of a year: goals' dates, months and pace move with today. */
export const yearOf = (
  build: (today: string) => FreshCase[],
  samplesOf: (today: string) => Record<string, string>,
): Day[] =>
  Array.from({ length: 366 }, (_, i) => {
    const today = format(addDays(parseISO('2026-01-01'), i), 'yyyy-MM-dd');
    return { today, cases: build(today), samples: samplesOf(today) };
  });

/** On every day of `year`: each sample right and told apart from a decline, no fact forbidden, no payday answer right. */
export function itHoldsOnItsSamples(year: Day[]) {
  it('holds on its own right answers, on every day of a year: every fact, no mustNot, declines told apart', () => {
    const problems: string[] = [];
    for (const { today, cases: all, samples } of year) {
      for (const c of all) {
        const sample = samples[c.id];
        if (sample === undefined) {
          problems.push(`${today} ${c.id}: no sample`);
          continue;
        }
        if (c.expect.kind === 'figures' && c.expect.facts.length === 0)
          problems.push(`${today} ${c.id}: no fact`);
        for (const fact of [...factsOf(c), ...(c.mustNot ?? [])])
          if (/NaN|undefined|Infinity|null/.test(String(fact)))
            problems.push(`${today} ${c.id}: ${String(fact)}`);
        for (const fact of factsOf(c))
          if (!holds(fact, sample)) problems.push(`${today} ${c.id}: ${String(fact)} not in ${sample}`);
        for (const wrong of c.mustNot ?? [])
          if (holds(wrong, sample)) problems.push(`${today} ${c.id}: forbids ${String(wrong)} in ${sample}`);
        if (declines(sample) !== (c.expect.kind === 'decline')) problems.push(`${today} ${c.id}: decline`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never forbids a figure it also expects, on every day of a year', () => {
    const problems: string[] = [];
    for (const { today, cases: all } of year) {
      for (const c of all) {
        for (const wrong of c.mustNot ?? []) {
          for (const right of factsOf(c)) {
            const clash =
              typeof wrong === 'string'
                ? holds(right, wrong)
                : typeof right === 'string' && wrong.test(right);
            if (clash) problems.push(`${today} ${c.id}: ${String(wrong)} against ${String(right)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("scores with check.ts's freshScore: each sample right, a bare decline declined, the payday answer wrong", () => {
    const problems: string[] = [];
    for (const { today, cases: all, samples } of year.filter((_, i) => i % 7 === 0)) {
      for (const c of all) {
        const right = freshScore(c, 200, samples[c.id]!);
        if (right !== 'right') problems.push(`${today} ${c.id}: sample ${right}`);
        const bare = freshScore(c, 200, BARE_DECLINE);
        // A bare decline is right for a decline that must give no figure, declined otherwise.
        const bareExpected = c.expect.kind === 'decline' && factsOf(c).length === 0 ? 'right' : 'declined';
        if (bare !== bareExpected) problems.push(`${today} ${c.id}: bare decline ${bare}`);
        const payday = freshScore(c, 200, ONLY_PAYDAY_ANSWER);
        if (payday !== 'wrong') problems.push(`${today} ${c.id}: payday answer ${payday}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

/** A confident answer to a case that must be declined is wrong, whatever figure it gives. */
export function itScoresConfidentDeclinesWrong(year: Day[]) {
  it('scores a confident answer to a case that must be declined wrong, whatever figure it gives', () => {
    const problems: string[] = [];
    for (const { today, cases: all, samples } of year.filter((_, i) => i % 7 === 0)) {
      for (const c of all) {
        if (c.expect.kind !== 'decline') continue;
        const confident = freshScore(c, 200, `Reading: as asked.\n${samples[c.id]!}`);
        if (confident !== 'wrong') problems.push(`${today} ${c.id}: confident answer ${confident}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

/** Every fact of a case holds on the figures `worked` by hand for it, and none of its mustNot; every figures case of the computed families is worked. */
export function itMatchesWorked(cases: FreshCase[], worked: Record<string, string>) {
  const byId = new Map(cases.map((c) => [c.id, c]));

  it.each(Object.entries(worked))('%s holds on %s', (id, text) => {
    const c = byId.get(id);
    expect(c, id).toBeDefined();
    for (const fact of factsOf(c!)) expect(holds(fact, text), String(fact)).toBe(true);
    for (const wrong of c!.mustNot ?? []) expect(holds(wrong, text), String(wrong)).toBe(false);
  });

  it('works by hand every figures case of the affordability, what-if and arithmetic families', () => {
    const unworked = cases.filter(
      (c) =>
        c.expect.kind === 'figures' &&
        ['affordability', 'what-if', 'arithmetic'].includes(c.family) &&
        worked[c.id] === undefined,
    );
    expect(unworked.map((c) => c.id)).toEqual([]);
  });
}
