import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';

// Kept apart from api.ts, which needs the app's environment, so the db tests can run it
// against the local stack.

export const CONVERSATIONS_PAGE_SIZE = 50;

export interface ConversationSummary {
  id: string;
  title: string;
  updated_at: string;
}

/** Where the next page starts: after this conversation, in the list's order. */
export type ConversationCursor = Pick<ConversationSummary, 'id' | 'updated_at'> | null;

/**
 * One page of the user's conversations, most recently active first. A page starts after the
 * previous one's last (updated_at, id) rather than at an offset, so a conversation moving to
 * the top does not shift the older pages: none is skipped or listed twice.
 */
export async function fetchConversationPage(
  supabase: SupabaseClient<Database>,
  after: ConversationCursor,
): Promise<ConversationSummary[]> {
  let query = supabase
    .from('conversations')
    .select('id, title, updated_at')
    .order('updated_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(CONVERSATIONS_PAGE_SIZE);
  if (after) {
    const at = `"${after.updated_at}"`;
    query = query.or(`updated_at.lt.${at},and(updated_at.eq.${at},id.lt.${after.id})`);
  }
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

/** The cursor after a page, or undefined when it was the last. */
export function nextConversationCursor(page: readonly ConversationSummary[]): ConversationCursor | undefined {
  const last = page.at(-1);
  return page.length < CONVERSATIONS_PAGE_SIZE || !last
    ? undefined
    : { id: last.id, updated_at: last.updated_at };
}
