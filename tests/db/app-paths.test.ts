import { expect, it } from 'vitest';
import { TOPICS, SOLUTIONS } from '../../supabase/functions/_shared/consultations/topics.ts';
import {
  CALCULATOR_SLUGS,
  LESSON_IDS,
  consultationPath,
  paths,
} from '../../supabase/functions/_shared/paths.ts';
import { withDatabase } from './support.ts';

/**
 * The app's addresses live in supabase/functions/_shared/paths.ts; the check-up's answers are built
 * in SQL, which cannot import it, so its links are a second home. This holds them together: every
 * app address written in a database function is one the route table builds.
 */
function appAddresses(): Set<string> {
  const addresses = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && !value.includes(':')) addresses.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(paths);
  for (const id of LESSON_IDS) addresses.add(paths.dashboard.lesson(id)).add(paths.learn(id));
  for (const slug of CALCULATOR_SLUGS) addresses.add(paths.calculator(slug));
  for (const { slug } of SOLUTIONS) addresses.add(paths.dashboard.solution(slug));
  for (const { slug } of TOPICS) addresses.add(consultationPath(slug));
  return addresses;
}

/** Quoted app addresses in the functions' source: '/dashboard/...' and the like, with their query. */
async function addressesInFunctions(): Promise<{ fn: string; address: string }[]> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ fn: string; source: string }>(
      `select p.oid::regprocedure::text as fn, p.prosrc as source
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')`,
    );
    return rows.flatMap(({ fn, source }) =>
      [...source.matchAll(/'(\/(?:dashboard|learn|calculators|affiliate|sign-in|sign-up)[^'\s]*)'/g)].map(
        (match) => ({ fn, address: match[1]! }),
      ),
    );
  });
}

it('every app address a database function writes is one of the routes the app has', async () => {
  const found = await addressesInFunctions();
  // The check-up's links: if none were found the pattern above is wrong, not the functions right.
  expect(found.some(({ fn }) => fn.startsWith('private.checkup_for'))).toBe(true);
  const known = appAddresses();
  const unknown = found.filter(({ address }) => {
    // A topic link must be consultationPath's exactly; other query strings carry a calculator's
    // inputs, so the address is the part before them.
    if (address.includes('?topic=')) return !known.has(address);
    return !known.has(address.split('?')[0]!);
  });
  expect(unknown).toEqual([]);
});
