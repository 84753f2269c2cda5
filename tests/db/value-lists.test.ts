import { expect, it } from 'vitest';
import { REFERRAL_SOURCES } from '../../supabase/functions/_shared/agents/sources.ts';
import { CONTACT_METHODS, TOPICS } from '../../supabase/functions/_shared/consultations/topics.ts';
import { CONSULTATION_EMAIL_KINDS } from '../../supabase/functions/_shared/consultations/emails.ts';
import { CAREER_EMAIL_KINDS } from '../../supabase/functions/_shared/career/emails.ts';
import { LICENCES, US_STATES } from '../../supabase/functions/_shared/career/states.ts';
import { REMINDER_KINDS } from '../../supabase/functions/_shared/reminders/digest.ts';
import { LESSON_IDS } from '../../src/lib/paths.ts';
import {
  CAREER_INTEREST_STATUSES,
  CHAT_ROLES,
  CONSULTATION_CONTACT_METHODS,
  CONSULTATION_STATUSES,
  CONTRIBUTION_KINDS,
  EVENT_CATEGORIES,
  EVENT_TYPES,
  GOAL_CATEGORIES,
  GOAL_PRIORITIES,
  RECURRENCE_PATTERNS,
  REMINDER_DAYS,
  REMINDER_FREQUENCIES,
  USER_TYPES,
} from '../../src/types/database.ts';
import { withDatabase } from './support.ts';

/**
 * Every list of values a column of the API's tables and the private schema's is checked against
 * (`check (x in (...))`; private ones keyed `private.table.column`),
 * and the TypeScript lists the app and the functions use for it: the homes of each rule, held
 * together. A new list check fails here until it is given its TypeScript list.
 */
type List = readonly (string | number)[];
const LISTS: Record<string, List | List[]> = {
  'calendar_events.category': EVENT_CATEGORIES,
  'calendar_events.event_type': EVENT_TYPES,
  'calendar_events.recurrence_pattern': RECURRENCE_PATTERNS,
  'calendar_events.reminder_days_before': REMINDER_DAYS,
  'consultation_requests.contact_method': [
    CONSULTATION_CONTACT_METHODS,
    CONTACT_METHODS.map((method) => method.value),
  ],
  'consultation_requests.status': CONSULTATION_STATUSES,
  'career_interests.licence': LICENCES.map((l) => l.value),
  'career_interests.state': US_STATES.map(([code]) => code),
  'career_interests.status': CAREER_INTEREST_STATUSES,
  'goal_contributions.kind': CONTRIBUTION_KINDS,
  'goals.category': GOAL_CATEGORIES,
  'goals.priority': GOAL_PRIORITIES,
  'goals.reminder_frequency': REMINDER_FREQUENCIES,
  'lesson_progress.lesson_id': LESSON_IDS,
  'messages.role': CHAT_ROLES,
  'profiles.user_type': USER_TYPES,
  // The private schema's lists: only the edge functions know these, so their lists are theirs.
  'private.consultation_emails.kind': CONSULTATION_EMAIL_KINDS,
  'private.career_emails.kind': CAREER_EMAIL_KINDS,
  'private.reminder_log.kind': REMINDER_KINDS,
};

/** `column = ANY (ARRAY['a'::text, 'b'::text])` as PostgreSQL prints a `check (column in (...))`. */
const LIST_CHECK = /^CHECK \(\(\(?(\w+)\)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::\w+\[\])?\)\)\)$/;

async function checkedLists(): Promise<Record<string, (string | number)[]>> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ table: string; definition: string }>(
      `select case n.nspname when 'public' then '' else n.nspname || '.' end || c.relname as table,
              pg_get_constraintdef(k.oid) as definition
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private') and k.contype = 'c' and pg_get_constraintdef(k.oid) like '%= ANY %'`,
    );
    const lists: Record<string, (string | number)[]> = {};
    for (const { table, definition } of rows) {
      const match = LIST_CHECK.exec(definition);
      if (!match) throw new Error(`A list check this test cannot read: ${table} ${definition}`);
      lists[`${table}.${match[1]}`] = match[2]!
        .split(', ')
        .map((item) => (/^'/.test(item) ? item.replace(/^'(.*)'(::\w+)?$/, '$1') : Number(item)));
    }
    return lists;
  });
}

it("every column's list of values is the same in the database and in TypeScript", async () => {
  const inDatabase = await checkedLists();
  const sorted = (values: readonly (string | number)[]) => [...values].map(String).sort();
  expect(Object.keys(inDatabase).sort()).toEqual(Object.keys(LISTS).sort());
  for (const [column, lists] of Object.entries(LISTS)) {
    const homes = Array.isArray(lists[0]) ? (lists as List[]) : [lists as List];
    for (const values of homes) expect(sorted(inDatabase[column] ?? []), column).toEqual(sorted(values));
  }
});

it("the consultation topics the database reads are the app's, with the same titles in the same order", async () => {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ slug: string; title: string }>(
      'select slug, title from private.consultation_topics order by position',
    );
    expect(rows).toEqual(TOPICS.map(({ slug, title }) => ({ slug, title })));
    // The request's column is held to the table, not to a list of its own.
    const { rows: keys } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'public.consultation_requests'::regclass and conname = 'consultation_requests_topic_fkey'`,
    );
    expect(keys.map((k) => k.definition)).toEqual([
      'FOREIGN KEY (topic) REFERENCES private.consultation_topics(slug)',
    ]);
  });
});

it("the visit and sign-up sources the database knows are the app's, and the stored sources are held to them", async () => {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ source: string }>('select source from private.referral_sources');
    expect(rows.map((r) => r.source).sort()).toEqual([...REFERRAL_SOURCES].sort());
    const { rows: keys } = await db.query<{ name: string }>(
      `select conrelid::regclass::text || '.' || conname as name from pg_constraint
        where confrelid = 'private.referral_sources'::regclass order by 1`,
    );
    expect(keys.map((k) => k.name)).toEqual([
      'career_interests.career_interests_source_fkey',
      'private.referral_signups.referral_signups_source_fkey',
      'private.referral_visit_days.referral_visit_days_source_fkey',
      'referrals.referrals_source_fkey',
    ]);
  });
});
