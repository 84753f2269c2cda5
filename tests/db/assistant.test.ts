import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  MAX_MESSAGE_LENGTH,
  RATE_LIMIT_PER_MINUTE,
} from '../../supabase/functions/_shared/assistant/contract.ts';
import {
  CONVERSATIONS_PAGE_SIZE,
  fetchConversationPage,
  nextConversationCursor,
  type ConversationCursor,
  type ConversationSummary,
} from '../../src/features/assistant/conversation-pages.ts';
import { hostileString } from '../../src/testing/hostile.ts';
import { accessToken, anon, confirmedUser, service, stack, withDatabase } from './support.ts';

// The assistant's contract through the gateway (/functions/v1/assistant), and the RLS of its tables.

/** Turns the assistant's bucket gives back since `since`: RATE_LIMIT_PER_MINUTE a minute. */
function refilledSince(since: number): number {
  return Math.floor(((Date.now() - since) / 60_000) * RATE_LIMIT_PER_MINUTE);
}

async function ask(token: string | null, body: unknown): Promise<Response> {
  return fetch(`${stack.apiUrl}/functions/v1/assistant`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /functions/v1/assistant', () => {
  it('streams an answer and stores both messages in a new conversation', async () => {
    const user = await confirmedUser();
    const response = await ask(await accessToken(user), { message: 'Hello' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const conversationId = response.headers.get('x-conversation-id');
    expect(conversationId).toBeTruthy();
    const answer = await response.text();
    expect(answer.length).toBeGreaterThan(10);

    const { data } = await user.client
      .from('messages')
      .select('role, content')
      .eq('conversation_id', conversationId!)
      .order('created_at');
    expect(data).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: answer.trim() },
    ]);
    const conversation = await user.client
      .from('conversations')
      .select('title')
      .eq('id', conversationId!)
      .single();
    expect(conversation.data?.title).toBe('Hello');
  });

  it('continues an existing conversation', async () => {
    const user = await confirmedUser();
    const token = await accessToken(user);
    const first = await ask(token, { message: 'Hi there' });
    const conversationId = first.headers.get('x-conversation-id')!;
    await first.text();
    const second = await ask(token, { message: 'Thanks!', conversation_id: conversationId });
    expect(second.headers.get('x-conversation-id')).toBe(conversationId);
    await second.text();
    const { count } = await user.client
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('conversation_id', conversationId);
    expect(count).toBe(4);
  });

  it('keeps the part of the answer that was streamed when the reader stops (the Stop button)', async () => {
    const user = await confirmedUser();
    const token = await accessToken(user);
    const question = 'How does life insurance work?';
    const whole = await (await ask(token, { message: question })).text();

    const stopped = await ask(token, { message: question });
    const conversationId = stopped.headers.get('x-conversation-id')!;
    const reader = (stopped.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();

    let kept: string | undefined;
    await expect
      .poll(async () => {
        const { data } = await user.client
          .from('messages')
          .select('content')
          .eq('conversation_id', conversationId)
          .eq('role', 'assistant');
        return (kept = data?.[0]?.content);
      })
      .toBeDefined();
    expect(whole.startsWith(kept!)).toBe(true);
    expect(kept!.startsWith(first.trim())).toBe(true);
    expect(kept!.length).toBeLessThan(whole.trim().length);
  });

  it('answers 401 without a user JWT', async () => {
    const none = await ask(null, { message: 'Hello' });
    expect(none.status).toBe(401);
    const anonKeyOnly = await ask(stack.anonKey, { message: 'Hello' });
    expect(anonKeyOnly.status).toBe(401);
    expect(await anonKeyOnly.json()).toEqual({ error: ERRORS.unauthorized });
  });

  it.each([
    ['an empty message', { message: '   ' }, ERRORS.empty],
    ['a message over the limit', { message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, ERRORS.tooLong],
    ['a body that is not JSON', '{"message": ', ERRORS.badJson],
    ['a conversation id that is not a string', { message: 'Hi', conversation_id: 42 }, ERRORS.badJson],
  ])('answers 400 for %s and stores nothing', async (_label, body, error) => {
    const user = await confirmedUser();
    const response = await ask(await accessToken(user), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    const { count } = await user.client.from('messages').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });

  it("answers 404 for another user's conversation and leaves it alone", async () => {
    const owner = await confirmedUser();
    const first = await ask(await accessToken(owner), { message: 'Hello' });
    const conversationId = first.headers.get('x-conversation-id')!;
    await first.text();
    const stranger = await confirmedUser();
    const response = await ask(await accessToken(stranger), {
      message: 'Let me in',
      conversation_id: conversationId,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: ERRORS.notFound });
    const { count } = await service()
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('conversation_id', conversationId);
    expect(count).toBe(2);
  });

  it(`answers 429 after ${RATE_LIMIT_PER_MINUTE} messages in a minute, even all at once`, async () => {
    const user = await confirmedUser();
    const token = await accessToken(user);
    const startedAt = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 2 * RATE_LIMIT_PER_MINUTE }, (_, i) => ask(token, { message: `Question ${i}` })),
    );
    const answered = statuses.filter((r) => r.status === 200).length;
    expect(statuses.filter((r) => r.status !== 200 && r.status !== 429)).toEqual([]);
    // Exactly the bucket, plus whatever it refilled while a busy machine served the burst.
    expect(answered).toBeGreaterThanOrEqual(RATE_LIMIT_PER_MINUTE);
    expect(answered).toBeLessThanOrEqual(RATE_LIMIT_PER_MINUTE + refilledSince(startedAt));
    await Promise.all(statuses.map((r) => r.text()));
    const limited = statuses.find((r) => r.status === 429)!;
    expect(limited.headers.get('content-type')).toContain('application/json');
  });

  it('keeps counting when the user deletes their conversations', async () => {
    const user = await confirmedUser();
    const token = await accessToken(user);
    // More than the limit at once: the bucket is empty when the last of them is refused.
    const startedAt = Date.now();
    const burst = await Promise.all(
      Array.from({ length: RATE_LIMIT_PER_MINUTE + 5 }, (_, i) => ask(token, { message: `Question ${i}` })),
    );
    await Promise.all(burst.map((r) => r.text()));
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    const { error } = await user.client.from('conversations').delete().eq('user_id', user.id);
    expect(error).toBeNull();
    // Had deleting reset the count, all of these would be answered. Only the bucket and what it
    // refilled since the first burst may be, over both bursts: a busy machine can take seconds.
    const again = await Promise.all(
      Array.from({ length: RATE_LIMIT_PER_MINUTE }, (_, i) => ask(token, { message: `Again ${i}` })),
    );
    const answered = [...burst, ...again].filter((r) => r.status === 200).length;
    expect(answered).toBeLessThanOrEqual(RATE_LIMIT_PER_MINUTE + refilledSince(startedAt));
    const refused = again.find((r) => r.status === 429);
    expect(refused).toBeDefined();
    expect(await refused!.json()).toEqual({ error: ERRORS.rateLimited });
    await Promise.all(again.filter((r) => r !== refused).map((r) => r.text()));
  });
});

describe("answers with the user's own numbers (read under RLS)", () => {
  it("adds up their goals and lists their bills due this week, and nobody else's", async () => {
    const user = await confirmedUser();
    const other = await confirmedUser();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date());
    const inDays = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    await service()
      .from('goals')
      .insert([
        { user_id: user.id, title: 'Emergency Fund', target_amount: 5000, current_amount: 1200 },
        { user_id: other.id, title: 'Yacht', target_amount: 900000, current_amount: 5 },
      ]);
    await user.client.from('calendar_events').insert({
      user_id: user.id,
      title: 'Water bill',
      event_date: inDays(2),
      amount: 45.5,
      event_type: 'bill',
    });

    const goals = await (
      await ask(await accessToken(user), { message: 'How much am I saving toward my goals?' })
    ).text();
    expect(goals).toContain(
      'You have saved $1,200.00 of $5,000.00 (24%) across 1 active goal: $3,800.00 still to save.',
    );
    expect(goals).not.toContain('Yacht');

    const bills = await (
      await ask(await accessToken(user), { message: 'What bills are due this week?' })
    ).text();
    expect(bills).toContain('Water bill');
    expect(bills).toContain('$45.50');
  });
});

describe('hostile messages', () => {
  it('refuses what PostgreSQL cannot store with a message, not a 500 (found by fuzzing)', async () => {
    const token = await accessToken(await confirmedUser({}, 'unsavable'));
    for (const message of ['\u0000', 'hi\u0000there', 'half an emoji \ud83d']) {
      const response = await ask(token, { message });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: ERRORS.unsavable });
    }
  });

  it('answers any text with a success or a 4xx', async () => {
    const token = await accessToken(await confirmedUser({}, 'hostile-messages'));
    await fc.assert(
      fc.asyncProperty(hostileString, async (message) => {
        const response = await ask(token, { message });
        expect(response.status, JSON.stringify(message).slice(0, 100)).toBeLessThan(500);
        await response.body?.cancel();
      }),
      { numRuns: 30 },
    );
  });
});

describe('what the database holds to', () => {
  it('refuses a question over 4,000 characters and a client-set created_at', async () => {
    const user = await confirmedUser();
    const created = await user.client
      .from('conversations')
      .insert({ title: 'Padding' })
      .select('id')
      .single();
    const long = await user.client
      .from('messages')
      .insert({ conversation_id: created.data!.id, role: 'user', content: 'x'.repeat(4001) });
    expect(long.error?.code).toBe('23514');
    const dated = await user.client.from('messages').insert({
      conversation_id: created.data!.id,
      role: 'user',
      content: 'Back-dated',
      created_at: '2020-01-01T00:00:00Z',
    } as never);
    expect(dated.error?.code).toBe('42501');
    const conversation = await user.client
      .from('conversations')
      .insert({ title: 'Old', updated_at: '2020-01-01T00:00:00Z' } as never);
    expect(conversation.error?.code).toBe('42501');
    const fine = await user.client
      .from('messages')
      .insert({ conversation_id: created.data!.id, role: 'user', content: 'x'.repeat(4000) });
    expect(fine.error).toBeNull();
  });

  it('lets nobody but the assistant function take a turn of the rate limit', async () => {
    const user = await confirmedUser();
    const { error } = await user.client.rpc('take_assistant_turn', { user_id: user.id });
    expect(error?.code).toBe('42501');
  });
});

describe('conversations and messages RLS', () => {
  it('keeps every conversation and message private to its owner', async () => {
    const owner = await confirmedUser();
    const first = await ask(await accessToken(owner), { message: 'Private question' });
    const conversationId = first.headers.get('x-conversation-id')!;
    await first.text();
    const stranger = await confirmedUser();

    expect((await stranger.client.from('conversations').select('id')).data).toEqual([]);
    expect((await stranger.client.from('messages').select('id')).data).toEqual([]);
    expect((await anon().from('messages').select('id')).error?.code).toBe('42501');
    const renamed = await stranger.client
      .from('conversations')
      .update({ title: 'Mine now' })
      .eq('id', conversationId)
      .select();
    expect(renamed.data).toEqual([]);
    const deleted = await stranger.client.from('conversations').delete().eq('id', conversationId).select();
    expect(deleted.data).toEqual([]);
    const intrusion = await stranger.client
      .from('messages')
      .insert({ conversation_id: conversationId, role: 'user', content: 'Injected' });
    expect(intrusion.error?.code).toBe('42501');

    const { data } = await owner.client
      .from('conversations')
      .select('title')
      .eq('id', conversationId)
      .single();
    expect(data?.title).toBe('Private question');
  });

  it('lets nobody but the assistant write answers', async () => {
    const user = await confirmedUser();
    const created = await user.client
      .from('conversations')
      .insert({ title: 'Forgery' })
      .select('id')
      .single();
    const forged = await user.client
      .from('messages')
      .insert({ conversation_id: created.data!.id, role: 'assistant', content: 'I promise 20% returns' });
    expect(forged.error?.code).toBe('42501');
  });

  it('deletes a conversation with its messages', async () => {
    const user = await confirmedUser();
    const first = await ask(await accessToken(user), { message: 'Short-lived' });
    const conversationId = first.headers.get('x-conversation-id')!;
    await first.text();
    await user.client.from('conversations').delete().eq('id', conversationId);
    const { count } = await service()
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('conversation_id', conversationId);
    expect(count).toBe(0);
  });
});

describe('the conversation list, a page at a time', () => {
  it('lists every conversation once, newest first, across pages and equal timestamps', async () => {
    const user = await confirmedUser();
    // 120 conversations in groups of three that share a timestamp, so a tie spans each page
    // break. updated_at is not the client's to write, so they go in through SQL.
    await withDatabase(async (db) => {
      await db.query(
        `insert into public.conversations (user_id, title, updated_at)
         select $1, 'Conversation ' || i, $2::timestamptz - (i / 3) * interval '1 second'
         from generate_series(0, 119) as i`,
        [user.id, '2026-11-22T12:00:00.123456+00:00'],
      );
    });

    const listed: ConversationSummary[] = [];
    const pageSizes: number[] = [];
    let cursor: ConversationCursor | undefined = null;
    while (cursor !== undefined) {
      const page = await fetchConversationPage(user.client, cursor);
      pageSizes.push(page.length);
      listed.push(...page);
      cursor = nextConversationCursor(page);
    }

    expect(pageSizes).toEqual([CONVERSATIONS_PAGE_SIZE, CONVERSATIONS_PAGE_SIZE, 20]);
    expect(new Set(listed.map((c) => c.id)).size).toBe(120);
    const times = listed.map((c) => Date.parse(c.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(listed.map((c) => c.title)).toContain('Conversation 119');
  });
});
