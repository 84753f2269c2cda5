import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { CONVERSATION_HEADER, ERRORS, MAX_MESSAGE_LENGTH, type ChatTurn } from './contract.ts';
import { claimsOf } from '../auth.ts';
import type { CheckupItem } from './checkup-answer.ts';
import type { SnapshotGoal } from './goal-snapshot.ts';
import type { UserSnapshot } from './personal.ts';
import { withCash } from './forecast-answer.ts';
import { readQuestion } from './reading/read.ts';
import { CORS as BASE_CORS, json as jsonResponse } from '../http.ts';
import { zonedDay } from '../calendar/zones.ts';

/**
 * POST /functions/v1/assistant — the same code serves the Deno edge function and the local
 * stack. The caller's JWT has been verified by the gateway (Supabase verifies JWTs before a
 * function runs); the user's own client then reads and writes under RLS.
 */

/** An answer to the last user turn; `snapshot` is the user's own numbers when they could be read. */
export type Reply = (
  history: ChatTurn[],
  signal: AbortSignal,
  snapshot?: UserSnapshot,
) => AsyncIterable<string>;

export interface AssistantConfig {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  reply: Reply;
  /** Extra supabase-js options (Node 20 needs a realtime transport; browsers and Deno do not). */
  clientOptions?: Parameters<typeof createClient>[2];
}

const CORS = { ...BASE_CORS, 'Access-Control-Expose-Headers': CONVERSATION_HEADER };

const HISTORY_TURNS = 20;
const HISTORY_CHARACTERS = 16_000;

const json = (status: number, body: Record<string, unknown>) => jsonResponse(status, body, CORS);

/** What PostgreSQL's text cannot hold: U+0000 and half of a surrogate pair (found by fuzzing: a 500). */
const unsavable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/** The `sub` of a signed-in user's JWT. */
function userIdOf(authorization: string | null): string | null {
  const claims = claimsOf(authorization);
  return typeof claims?.sub === 'string' && claims.role === 'authenticated' ? claims.sub : null;
}

async function readRequest(
  req: Request,
): Promise<{ conversationId: string | null; message: string } | Response> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return json(400, { error: ERRORS.badJson });
  }
  if (body === null || typeof body !== 'object') return json(400, { error: ERRORS.badJson });
  const { message, conversation_id: conversationId } = body as Record<string, unknown>;
  const text = typeof message === 'string' ? message.trim() : '';
  if (!text) return json(400, { error: ERRORS.empty });
  if (text.length > MAX_MESSAGE_LENGTH) return json(400, { error: ERRORS.tooLong });
  if (unsavable(text)) return json(400, { error: ERRORS.unsavable });
  if (conversationId !== undefined && conversationId !== null && typeof conversationId !== 'string') {
    return json(400, { error: ERRORS.badJson });
  }
  return { conversationId: conversationId ?? null, message: text };
}

/**
 * The newest turns, oldest first, within HISTORY_CHARACTERS: what a language model is sent is
 * bounded whatever the stored messages hold. The question itself is always kept.
 */
export function boundedHistory(newestFirst: readonly ChatTurn[]): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let characters = 0;
  for (const turn of newestFirst) {
    characters += turn.content.length;
    if (kept.length > 0 && characters > HISTORY_CHARACTERS) break;
    kept.push(turn);
  }
  return kept.reverse();
}

/**
 * The user's goals and pending events, read with their own JWT (RLS: only their rows). Undefined
 * when they cannot be read: the answer then does without them rather than failing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the untyped client the handler makes
async function readSnapshot(user: SupabaseClient<any, 'public', string>): Promise<UserSnapshot | undefined> {
  const [preferences, goals, events, checkup] = await Promise.all([
    user.from('notification_preferences').select('time_zone').maybeSingle(),
    user
      .from('goals')
      .select('title, current_amount, target_amount, target_date, completed_at, category, created_at'),
    user
      .from('calendar_events')
      .select('id, title, event_date, amount, event_type, recurrence_pattern, recurrence_day')
      .eq('completed', false),
    user.rpc('financial_checkup'),
  ]);
  if (goals.error || events.error) return undefined;
  const zone = (preferences.data as { time_zone?: string } | null)?.time_zone ?? 'UTC';
  return {
    today: zonedDay(new Date(), zone),
    // A goal's plan starts on the day it was made in the user's time zone (goal-pace.ts).
    goals: (goals.data as (Omit<SnapshotGoal, 'created_on'> & { created_at: string })[]).map(
      ({ created_at, ...goal }) => ({ ...goal, created_on: zonedDay(new Date(created_at), zone) }),
    ),
    events: events.data,
    checkup: Array.isArray(checkup.data) ? (checkup.data as CheckupItem[]) : undefined,
  };
}

const titleOf = (message: string) => (message.length > 60 ? `${message.slice(0, 57).trimEnd()}...` : message);

export function createAssistantHandler(config: AssistantConfig): (req: Request) => Promise<Response> {
  const service = createClient(config.supabaseUrl, config.serviceRoleKey, {
    ...config.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
    const authorization = req.headers.get('Authorization');
    const userId = userIdOf(authorization);
    if (!userId) return json(401, { error: ERRORS.unauthorized });
    const input = await readRequest(req);
    if (input instanceof Response) return input;

    const user = createClient(config.supabaseUrl, config.anonKey, {
      ...config.clientOptions,
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: authorization ?? '' } },
    });

    // RATE_LIMIT_PER_MINUTE (contract.ts) turns a minute, counted by take_assistant_turn where the
    // user can neither reset nor race the count.
    const turn = await service.rpc('take_assistant_turn', { user_id: userId });
    if (turn.error) return json(500, { error: ERRORS.failed });
    if ((turn.data as boolean | null) !== true) return json(429, { error: ERRORS.rateLimited });

    let conversationId: string;
    if (input.conversationId) {
      // RLS hides other users' conversations, so "not found" covers both cases.
      const found = await user
        .from('conversations')
        .select('id')
        .eq('id', input.conversationId)
        .maybeSingle();
      if (found.error || !found.data) return json(404, { error: ERRORS.notFound });
      conversationId = input.conversationId;
    } else {
      const created = await user
        .from('conversations')
        .insert({ title: titleOf(input.message) })
        .select('id')
        .single();
      const id: unknown = created.data?.id;
      if (created.error || typeof id !== 'string') return json(500, { error: ERRORS.failed });
      conversationId = id;
    }

    const saved = await user
      .from('messages')
      .insert({ conversation_id: conversationId, role: 'user', content: input.message });
    if (saved.error) return json(500, { error: ERRORS.failed });

    const past = await user
      .from('messages')
      .select('role, content')
      .eq('conversation_id', conversationId)
      .order('created_at', { ascending: false })
      .limit(HISTORY_TURNS);
    const history = boundedHistory(past.data ?? []);
    const read = await readSnapshot(user);
    // The forecast is read only when the question's reading needs it (and with its change).
    const snapshot = read && (await withCash(user, readQuestion(input.message, read), read));

    const abort = new AbortController();
    const encoder = new TextEncoder();
    let stored = false;
    // Called when the reply ends, fails or is stopped: whatever was said is kept, once.
    const store = async (content: string) => {
      if (stored || !content.trim()) return;
      stored = true;
      await service.from('messages').insert({
        conversation_id: conversationId,
        user_id: userId,
        role: 'assistant',
        content: content.trim(),
      });
    };
    let answer = '';
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          for await (const piece of config.reply(history, abort.signal, snapshot)) {
            answer += piece;
            controller.enqueue(encoder.encode(piece));
          }
          await store(answer);
          controller.close();
        } catch (error) {
          await store(answer);
          if (!abort.signal.aborted) controller.error(error);
        }
      },
      // The reader left (the Stop button): keep what was said so far.
      async cancel() {
        abort.abort();
        await store(answer);
      },
    });

    return new Response(stream, {
      headers: {
        ...CORS,
        'Content-Type': 'text/plain; charset=utf-8',
        // Not no-store: Chromium reports a streamed body under no-store as aborted (net::ERR_ABORTED)
        // once it has been read to the end. A POST answer is never reused from a cache anyway.
        'Cache-Control': 'no-cache',
        [CONVERSATION_HEADER]: conversationId,
      },
    });
  };
}
