import {
  infiniteQueryOptions,
  type InfiniteData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { env } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';
import {
  fetchConversationPage,
  nextConversationCursor,
  type ConversationCursor,
  type ConversationSummary,
} from './conversation-pages';
import { CONVERSATION_HEADER, ERRORS } from '@shared/assistant/contract.ts';

const all = ['conversations'] as const;
export const conversationKeys = {
  all,
  lists: [...all, 'list'] as const,
  list: (userId: string) => [...all, 'list', userId] as const,
  messages: (conversationId: string) => [...all, 'messages', conversationId] as const,
};

export function conversationsQuery(userId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.list(userId ?? 'signed-out'),
    initialPageParam: null as ConversationCursor,
    queryFn: userId
      ? async ({ pageParam }) => fetchConversationPage(await getSupabase(), pageParam)
      : skipToken,
    getNextPageParam: nextConversationCursor,
  });
}

export function messagesQuery(conversationId: string | null) {
  return queryOptions({
    queryKey: conversationKeys.messages(conversationId ?? 'none'),
    queryFn: conversationId
      ? async () => {
          const supabase = await getSupabase();
          const { data, error } = await supabase
            .from('messages')
            .select('id, role, content')
            .eq('conversation_id', conversationId)
            .order('created_at', { ascending: true });
          if (error) throw error;
          return data;
        }
      : skipToken,
  });
}

const allPages = (data: InfiniteData<ConversationSummary[]>) => data.pages.flat();

export function useConversations(userId: string | undefined) {
  return useInfiniteQuery({ ...conversationsQuery(userId), select: allPages });
}
export const useMessages = (conversationId: string | null) => useQuery(messagesQuery(conversationId));

/** A refusal from the assistant function, with the text it gave (e.g. the rate limit). */
export class AssistantError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Sends a question to POST /functions/v1/assistant and hands each streamed piece of the answer
 * to `onText`. The conversation the exchange is stored in is known (and the question stored) as
 * soon as the answer starts: `onConversation` hears of it then. Resolves with that conversation.
 */
export async function streamAnswer(options: {
  message: string;
  conversationId: string | null;
  signal: AbortSignal;
  onConversation: (id: string) => void;
  onText: (text: string) => void;
}): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new AssistantError(401, ERRORS.unauthorized);
  const response = await fetch(`${env.supabaseUrl}/functions/v1/assistant`, {
    method: 'POST',
    signal: options.signal,
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${data.session.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ message: options.message, conversation_id: options.conversationId ?? undefined }),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new AssistantError(response.status, typeof body.error === 'string' ? body.error : ERRORS.failed);
  }
  const conversationId = response.headers.get(CONVERSATION_HEADER) ?? options.conversationId ?? '';
  if (conversationId) options.onConversation(conversationId);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // Stop cancels the reader itself: the read in progress ends at once, whatever fetch does.
  const stop = () => void reader.cancel();
  options.signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      options.onText(value);
    }
  } finally {
    options.signal.removeEventListener('abort', stop);
  }
  return conversationId;
}
