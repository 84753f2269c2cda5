import type { SupabaseClient } from '@supabase/supabase-js';
import { allRows } from '@/lib/all-rows';
import type { Database, Tables } from '@/types/database';
import type { MyData } from './export';

/**
 * Everything the signed-in user owns, read for "Download my data"
 * (docs/decisions/018-data-control-and-security-review.md). Given the client, so that
 * tests/db/delete-account.test.ts reads it as the app does and fails on a table of the user's
 * that it leaves out. (The client's type is written out: @/lib/supabase is browser code.)
 */

type Supabase = SupabaseClient<Database>;

type OwnTable =
  'goals' | 'goal_contributions' | 'calendar_events' | 'conversations' | 'messages' | 'consultation_requests';

/** All of the user's rows of one of their tables, oldest first. */
function ownRows<T extends OwnTable>(supabase: Supabase, table: T, userId: string): Promise<Tables<T>[]> {
  // Every one of these tables has user_id, created_at and id, all the query names; supabase-js
  // cannot type a query over a union of tables, so it is written for one and the rows typed here.
  return allRows((from, to) =>
    supabase
      .from(table as 'goals')
      .select('*')
      .eq('user_id', userId)
      .order('created_at')
      .order('id')
      .range(from, to),
  ) as Promise<unknown> as Promise<Tables<T>[]>;
}

export async function readMyData(supabase: Supabase, userId: string): Promise<MyData> {
  const { data: auth, error: authError } = await supabase.auth.getUser();
  if (authError) throw authError;
  const [
    profile,
    preferences,
    affiliate,
    referrals,
    goals,
    contributions,
    events,
    conversations,
    messages,
    consultations,
    lessons,
    financialProfile,
    plans,
    balance,
    devices,
  ] = await Promise.all([
    supabase.from('profiles').select('*').eq('id', userId).maybeSingle(),
    supabase
      .from('notification_preferences')
      .select(
        'event_reminders, goal_nudges, weekly_digest, consultation_updates, new_requests, event_reminders_push, goal_nudges_push, weekly_digest_push, consultation_updates_push, new_requests_push, time_zone, monthly_summary, updated_at',
      )
      .eq('user_id', userId)
      .maybeSingle(),
    supabase.from('affiliates').select('*').eq('user_id', userId).maybeSingle(),
    allRows((from, to) =>
      supabase
        .from('referrals')
        .select('user_id, created_at')
        .order('created_at')
        .order('id')
        .range(from, to),
    ),
    ownRows(supabase, 'goals', userId),
    ownRows(supabase, 'goal_contributions', userId),
    ownRows(supabase, 'calendar_events', userId),
    ownRows(supabase, 'conversations', userId),
    ownRows(supabase, 'messages', userId),
    ownRows(supabase, 'consultation_requests', userId),
    // Ten rows at most: one page, ordered as they were done.
    supabase
      .from('lesson_progress')
      .select('lesson_id, completed_at')
      .eq('user_id', userId)
      .order('completed_at')
      .order('lesson_id'),
    supabase
      .from('financial_profiles')
      .select(
        'monthly_income, monthly_essentials, savings_balance, high_interest_debt, dependents, life_cover, retirement_saving_monthly, updated_at',
      )
      .eq('user_id', userId)
      .maybeSingle(),
    // At most 3 open requests share one each: one page.
    supabase
      .from('consultation_plans')
      .select('request_id, snapshot, created_at, expires_at')
      .eq('user_id', userId)
      .order('created_at'),
    supabase.from('cash_balances').select('amount, updated_at').eq('user_id', userId).maybeSingle(),
    // At most 20 devices: one page.
    supabase
      .from('push_subscriptions')
      .select('device_label, created_at')
      .eq('user_id', userId)
      .order('created_at'),
  ]);
  for (const result of [profile, preferences, affiliate, lessons, financialProfile, plans, balance, devices])
    if (result.error) throw result.error;
  // Grouped once (Map.groupBy is missing from older browsers).
  const byConversation = new Map<string, (typeof messages)[number][]>();
  for (const m of messages) {
    const list = byConversation.get(m.conversation_id);
    if (list) list.push(m);
    else byConversation.set(m.conversation_id, [m]);
  }
  return {
    account: { id: auth.user.id, email: auth.user.email, created_at: auth.user.created_at },
    profile: profile.data,
    notification_preferences: preferences.data,
    affiliate: affiliate.data,
    referrals,
    goals,
    goal_contributions: contributions,
    calendar_events: events,
    conversations: conversations.map((c) => ({ ...c, messages: byConversation.get(c.id) ?? [] })),
    consultation_requests: consultations,
    lesson_progress: lessons.data ?? [],
    financial_profile: financialProfile.data,
    consultation_plans: plans.data ?? [],
    cash_balance: balance.data,
    push_subscriptions: devices.data ?? [],
  };
}
