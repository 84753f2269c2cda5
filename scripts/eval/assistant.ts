import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../src/types/database.ts';
import { RATE_LIMIT_PER_MINUTE } from '../../supabase/functions/_shared/assistant/contract.ts';
import { startStack } from '../../supabase/local/stack.ts';
import { evaluationCases, type EvalCase } from './cases.ts';
import {
  failures,
  familyVerdict,
  freshScore,
  scoredLine,
  type Score,
  passRate,
  score,
  summaryLines,
  type FamilyTally,
  type SetResult,
} from './check.ts';
import { generatedFamilies } from './families.ts';
import { freshCases } from './fresh-cases.ts';
import { freshCases2 } from './fresh-cases-2.ts';
import { freshCases3 } from './fresh-cases-3.ts';
import { freshCases4 } from './fresh-cases-4.ts';
import { freshCases5 } from './fresh-cases-5.ts';
import { freshCases6 } from './fresh-cases-6.ts';
import { freshCases7 } from './fresh-cases-7.ts';
import { freshCases8 } from './fresh-cases-8.ts';
import { freshCases9 } from './fresh-cases-9.ts';
import { freshCases10 } from './fresh-cases-10.ts';
import { freshCases11 } from './fresh-cases-11.ts';
import { freshCases12 } from './fresh-cases-12.ts';
import { freshCases13 } from './fresh-cases-13.ts';
import { freshCases14 } from './fresh-cases-14.ts';
import { freshCases15 } from './fresh-cases-15.ts';
import { freshCases16 } from './fresh-cases-16.ts';
import { freshCases17 } from './fresh-cases-17.ts';
import { freshCases18 } from './fresh-cases-18.ts';
import { freshCases19 } from './fresh-cases-19.ts';
import { freshCases20 } from './fresh-cases-20.ts';
import { heldOutCases } from './held-out-cases.ts';
import { seedFor, type Profile } from './seed.ts';

/**
 * npm run eval:assistant — asks every question of both evaluation sets (cases.ts, the tuning set,
 * and held-out-cases.ts, which the responder was not tuned on) through the assistant's real
 * contract (POST /functions/v1/assistant on the in-memory local stack, the user's JWT, RLS, the
 * offline responder) as users with seeded goals and calendars, checks each answer's facts, prints
 * the failures and each set's pass rate by category, and fails when either set is below
 * PASS_RATE_BUDGET.
 */

const PASS_RATE_BUDGET = 95;
const PASSWORD = 'eval-password-1';
/** Questions per user, under the rate limit, so the evaluation measures answers and not the limit. */
const TURNS_PER_USER = RATE_LIMIT_PER_MINUTE - 5;

const stack = await startStack({ memory: true, ports: { api: 0, db: 0, inbox: 0 }, log: () => undefined });
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: (() => undefined) as never },
};
const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, options);
const today = new Date().toISOString().slice(0, 10);

let created = 0;
/** A new signed-in user in UTC with the profile's goals and calendar; returns their access token. */
async function newUser(profile: Profile): Promise<string> {
  created += 1;
  const email = `eval-${profile}-${created}@example.com`;
  const made = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: 'Eval', time_zone: 'UTC' },
  });
  if (made.error) throw made.error;
  const user = createClient<Database>(stack.apiUrl, stack.anonKey, options);
  const signedIn = await user.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw signedIn.error;
  const seed = seedFor(profile, today);
  // created_at is set with the service role: clients cannot, and no trigger overrides it on insert.
  if (seed.goals.length > 0) {
    const { error } = await admin
      .from('goals')
      // The client's insert type forbids created_at (column grants); the service role may set it.
      .insert(seed.goals.map((g) => ({ ...g, user_id: made.data.user.id })) as never);
    if (error) throw error;
  }
  if (seed.events.length > 0) {
    const { error } = await admin
      .from('calendar_events')
      .insert(seed.events.map((e) => ({ ...e, user_id: made.data.user.id })));
    if (error) throw error;
  }
  if (seed.financialProfile) {
    const { error } = await admin
      .from('financial_profiles')
      .insert({ ...seed.financialProfile, user_id: made.data.user.id });
    if (error) throw error;
  }
  if (seed.balance !== null) {
    const { error } = await admin
      .from('cash_balances')
      .insert({ user_id: made.data.user.id, amount: seed.balance });
    if (error) throw error;
  }
  return signedIn.data.session.access_token;
}

/** Questions in flight at once: an answer streams with short pauses, so one at a time mostly waits. */
const LANES = 8;

/** Each lane asks as users of its own, so no user passes the rate limit. */
const pool = new Map<string, { token: string; turns: number }>();
async function tokenFor(profile: Profile, lane: number): Promise<string> {
  const key = `${lane}:${profile}`;
  let current = pool.get(key);
  if (!current || current.turns >= TURNS_PER_USER) {
    current = { token: await newUser(profile), turns: 0 };
    pool.set(key, current);
  }
  current.turns += 1;
  return current.token;
}

interface Asked {
  question: string;
  profile?: Profile;
}

async function ask(testCase: Asked, lane: number): Promise<{ status: number; answer: string }> {
  const token = await tokenFor(testCase.profile ?? 'seeded', lane);
  const response = await fetch(`${stack.apiUrl}/functions/v1/assistant`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: testCase.question }),
  });
  return { status: response.status, answer: await response.text() };
}

/** Every case asked, LANES at a time; the answers in the cases' order. */
async function askAll(cases: readonly Asked[]): Promise<{ status: number; answer: string }[]> {
  const answers = new Array<{ status: number; answer: string }>(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      while (next < cases.length) {
        const index = next++;
        answers[index] = await ask(cases[index]!, lane);
      }
    }),
  );
  return answers;
}

const showAnswer = (answer: string) => {
  if (process.env.EVAL_VERBOSE) console.log(answer.replace(/^/gm, '     | '));
};

/** The pass rate of one set, by category, with each failure and why. */
async function run(name: string, cases: readonly EvalCase[]): Promise<SetResult> {
  const byCategory = new Map<string, { passed: number; total: number }>();
  let passed = 0;
  const answers = await askAll(cases);
  cases.forEach((testCase, i) => {
    const { status, answer } = answers[i]!;
    const found = failures(testCase, status, answer);
    const tally = byCategory.get(testCase.category) ?? { passed: 0, total: 0 };
    tally.total += 1;
    if (found.length === 0) {
      passed += 1;
      tally.passed += 1;
    } else {
      console.log(`FAIL ${name} ${testCase.category}/${testCase.id}: ${testCase.question.slice(0, 80)}`);
      for (const line of found) console.log(`     ${line}`);
      showAnswer(answer);
    }
    byCategory.set(testCase.category, tally);
  });
  return { name, passed, total: cases.length, byCategory };
}

/** Each case scored right, declined or wrong, tallied by family; every one not right printed. */
async function runScored<T extends Asked & { id: string; family: string }>(
  name: string,
  cases: readonly T[],
  scoreOf: (testCase: T, status: number, answer: string) => Score,
): Promise<Map<string, FamilyTally>> {
  const byFamily = new Map<string, FamilyTally>();
  const answers = await askAll(cases);
  cases.forEach((testCase, i) => {
    const { status, answer } = answers[i]!;
    const verdict = scoreOf(testCase, status, answer);
    const tally = byFamily.get(testCase.family) ?? { right: 0, declined: 0, wrong: 0 };
    tally[verdict] += 1;
    byFamily.set(testCase.family, tally);
    if (verdict !== 'right') {
      console.log(`${verdict.toUpperCase()} ${name} ${testCase.id}: ${testCase.question.slice(0, 90)}`);
      showAnswer(answer);
    }
  });
  return byFamily;
}

/** A table of right / declined / wrong by family, and the set's total. */
function printScored(name: string, byFamily: Map<string, FamilyTally>): FamilyTally {
  console.log(`\n${name}\n\n| family | right | declined | wrong |\n|---|---|---|---|`);
  const total: FamilyTally = { right: 0, declined: 0, wrong: 0 };
  for (const [family, tally] of byFamily) {
    console.log(`| ${family} | ${tally.right} | ${tally.declined} | ${tally.wrong} |`);
    total.right += tally.right;
    total.declined += tally.declined;
    total.wrong += tally.wrong;
  }
  return total;
}

const results = [await run('tuning', evaluationCases(today)), await run('held-out', heldOutCases(today))];
const families = await runScored('family', generatedFamilies(today), score);
const fresh = await runScored('fresh', freshCases(today), freshScore);
const fresh2 = await runScored('fresh2', freshCases2(today), freshScore);
const fresh3 = await runScored('fresh3', freshCases3(today), freshScore);
const fresh4 = await runScored('fresh4', freshCases4(today), freshScore);
const fresh5 = await runScored('fresh5', freshCases5(today), freshScore);
const fresh6 = await runScored('fresh6', freshCases6(today), freshScore);
const fresh7 = await runScored('fresh7', freshCases7(today), freshScore);
const fresh8 = await runScored('fresh8', freshCases8(today), freshScore);
const fresh9 = await runScored('fresh9', freshCases9(today), freshScore);
const fresh10 = await runScored('fresh10', freshCases10(today), freshScore);
const fresh11 = await runScored('fresh11', freshCases11(today), freshScore);
const fresh12 = await runScored('fresh12', freshCases12(today), freshScore);
const fresh13 = await runScored('fresh13', freshCases13(today), freshScore);
const fresh14 = await runScored('fresh14', freshCases14(today), freshScore);
const fresh15 = await runScored('fresh15', freshCases15(today), freshScore);
const fresh16 = await runScored('fresh16', freshCases16(today), freshScore);
const fresh17 = await runScored('fresh17', freshCases17(today), freshScore);
const fresh18 = await runScored('fresh18', freshCases18(today), freshScore);
const fresh19 = await runScored('fresh19', freshCases19(today), freshScore);
const fresh20 = await runScored('fresh20', freshCases20(today), freshScore);
await stack.stop();

for (const result of results) {
  console.log(`\n${result.name} set\n\n| category | passed | questions |\n|---|---|---|`);
  for (const [category, tally] of result.byCategory)
    console.log(`| ${category} | ${tally.passed} | ${tally.total} |`);
}
const generated = familyVerdict(printScored('generated families', families));
const freshTotal = printScored('fresh set 1 (tuned on since round 2)', fresh);
const fresh2Total = printScored('fresh set 2 (tuned on since round 3)', fresh2);
const fresh3Total = printScored('fresh set 3 (tuned on since round 4)', fresh3);
const fresh4Total = printScored('fresh set 4 (tuned on since round 4)', fresh4);
const fresh5Total = printScored('fresh set 5 (tuned on since round 5)', fresh5);
const fresh6Total = printScored('fresh set 6 (tuned on since round 6)', fresh6);
const fresh7Total = printScored('fresh set 7 (tuned on since round 7)', fresh7);
const fresh8Total = printScored('fresh set 8 (tuned on since round 8)', fresh8);
const fresh9Total = printScored('fresh set 9 (tuned on since round 9)', fresh9);
const fresh10Total = printScored('fresh set 10 (tuned on since round 10)', fresh10);
const fresh11Total = printScored('fresh set 11 (tuned on since round 11)', fresh11);
const fresh12Total = printScored('fresh set 12 (tuned on since round 12)', fresh12);
const fresh13Total = printScored('fresh set 13 (tuned on since round 13)', fresh13);
const fresh14Total = printScored('fresh set 14 (tuned on since round 14)', fresh14);
const fresh15Total = printScored('fresh set 15 (tuned on since round 15)', fresh15);
const fresh16Total = printScored('fresh set 16 (tuned on since round 16)', fresh16);
const fresh17Total = printScored('fresh set 17 (tuned on since round 17)', fresh17);
const fresh18Total = printScored('fresh set 18 (tuned on since round 18)', fresh18);
const fresh19Total = printScored('fresh set 19 (tuned on since round 19)', fresh19);
const fresh20Total = printScored('fresh set 20 (held out, reported, never tuned on)', fresh20);
console.log('');
for (const line of summaryLines(results, PASS_RATE_BUDGET)) console.log(line);
console.log(generated.line);
console.log(scoredLine('fresh set 1 (tuned on since round 2; no budget)', freshTotal));
console.log(scoredLine('fresh set 2 (tuned on since round 3; no budget)', fresh2Total));
console.log(scoredLine('fresh set 3 (tuned on since round 4; no budget)', fresh3Total));
console.log(scoredLine('fresh set 4 (tuned on since round 4; no budget)', fresh4Total));
console.log(scoredLine('fresh set 5 (tuned on since round 5; no budget)', fresh5Total));
console.log(scoredLine('fresh set 6 (tuned on since round 6; no budget)', fresh6Total));
console.log(scoredLine('fresh set 7 (tuned on since round 7; no budget)', fresh7Total));
console.log(scoredLine('fresh set 8 (tuned on since round 8; no budget)', fresh8Total));
console.log(scoredLine('fresh set 9 (tuned on since round 9; no budget)', fresh9Total));
console.log(scoredLine('fresh set 10 (tuned on since round 10; no budget)', fresh10Total));
console.log(scoredLine('fresh set 11 (tuned on since round 11; no budget)', fresh11Total));
console.log(scoredLine('fresh set 12 (tuned on since round 12; no budget)', fresh12Total));
console.log(scoredLine('fresh set 13 (tuned on since round 13; no budget)', fresh13Total));
console.log(scoredLine('fresh set 14 (tuned on since round 14; no budget)', fresh14Total));
console.log(scoredLine('fresh set 15 (tuned on since round 15; no budget)', fresh15Total));
console.log(scoredLine('fresh set 16 (tuned on since round 16; no budget)', fresh16Total));
console.log(scoredLine('fresh set 17 (tuned on since round 17; no budget)', fresh17Total));
console.log(scoredLine('fresh set 18 (tuned on since round 18; no budget)', fresh18Total));
console.log(scoredLine('fresh set 19 (tuned on since round 19; no budget)', fresh19Total));
console.log(scoredLine('fresh set 20 (held out: reported, no budget)', fresh20Total));
process.exit(results.every((r) => passRate(r.passed, r.total) >= PASS_RATE_BUDGET) && generated.ok ? 0 : 1);
