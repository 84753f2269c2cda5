import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatTurn } from '../../../supabase/functions/_shared/assistant/contract';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';
import { selectReply } from '../../../supabase/functions/_shared/assistant/select-reply';
import { server as msw } from '../../../src/testing/msw';

/**
 * The whole language-model loop against a local OpenAI-compatible server (node:http): each request
 * gets the next scripted streamed chat-completions response (SSE `data:` chunks, tool calls in
 * pieces, `[DONE]`), as a provider sends them, including calls a model gets wrong. What the user
 * receives is what the assistant's Reply yields: the handler streams exactly that.
 */

const docs = knowledge as KnowledgeDoc[];
const TODAY = '2026-12-08';

/** The evaluation's household user (conventions), on a fixed today. */
const household: UserSnapshot = {
  today: TODAY,
  goals: [
    {
      title: 'Emergency Fund',
      current_amount: 2500,
      target_amount: 10000,
      target_date: '2027-10-04',
      completed_at: null,
      category: 'security',
      created_on: '2026-07-11',
    },
  ],
  events: [
    ['Rent', '2026-12-11', 1250, 'bill', 'monthly'],
    ['Car payment', '2026-12-17', 320, 'bill', 'monthly'],
    ['Phone', '2026-12-23', 65, 'bill', 'monthly'],
    ['Streaming', '2026-12-28', 15.99, 'bill', 'monthly'],
    ['Car insurance', '2027-01-17', 540, 'bill', 'quarterly'],
    ['Paycheck', '2026-12-14', 2100, 'income', 'bi-weekly'],
    ['Dentist', '2026-12-19', 180, 'bill', null],
  ].map(([title, date, amount, type, pattern], i) => ({
    id: `event-${i}`,
    title: title as string,
    event_date: date as string,
    amount: amount as number,
    event_type: type as string,
    recurrence_pattern: pattern as 'monthly' | null,
    recurrence_day: pattern === 'monthly' ? Number((date as string).slice(8)) : null,
  })),
};

const AFFORD = 'I get paid $2,500 every two weeks. Can I afford a $400 car payment on top of my bills?';

interface SentBody {
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
}

const line = (delta: unknown) => `data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`;
const DONE = 'data: [DONE]\n\n';
const says = (text: string) => [line({ role: 'assistant', content: '' }), line({ content: text }), DONE];
/** A tool call streamed as models do: its name first, its arguments cut in two. */
function calls(...list: [name: string, args: string][]): string[] {
  return [
    ...list.flatMap(([name, args], index) => [
      line({
        tool_calls: [{ index, id: `call-${index}`, type: 'function', function: { name, arguments: '' } }],
      }),
      line({ tool_calls: [{ index, function: { arguments: args.slice(0, 5) } }] }),
      line({ tool_calls: [{ index, function: { arguments: args.slice(5) } }] }),
    ]),
    DONE,
  ];
}

let provider: Server;
let baseUrl = '';
/** The scripted responses still to send, and every request body received. */
let script: string[][] = [];
let bodies: SentBody[] = [];

beforeAll(async () => {
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(raw) as SentBody);
      const next = script.shift();
      if (!next) {
        res.writeHead(500).end('{"error":"no more scripted responses"}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      for (const chunk of next) res.write(chunk);
      res.end();
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

beforeEach(() => {
  script = [];
  bodies = [];
  // msw fails unexpected requests; the local test server is expected.
  msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

/** Every piece the user would receive, for the question asked with the household's data. */
async function ask(question: string, ...responses: string[][]) {
  script = responses;
  const env: Record<string, string> = { ASSISTANT_API_KEY: 'test-key', ASSISTANT_BASE_URL: baseUrl };
  const reply = selectReply((name) => env[name], docs);
  const pieces: string[] = [];
  const history: ChatTurn[] = [{ role: 'user', content: question }];
  for await (const piece of reply(history, new AbortController().signal, household)) pieces.push(piece);
  return { pieces, text: pieces.join('') };
}

async function offlineAnswer(question: string) {
  let text = '';
  const reply = createOfflineResponder(docs, 0);
  for await (const piece of reply(
    [{ role: 'user', content: question }],
    new AbortController().signal,
    household,
  ))
    text += piece;
  return text;
}

/** The newest result for a call id: the scripts number each round's calls from call-0 again. */
const toolResult = (body: SentBody, id: string) =>
  JSON.parse(
    [...body.messages].reverse().find((m) => m.role === 'tool' && m.tool_call_id === id)!.content!,
  ) as Record<string, unknown>;

describe('the language model takes every figure from the tools', () => {
  it("shows an answer whose figures are the tools' and gives the model the question's reading first", async () => {
    const { text } = await ask(
      AFFORD,
      calls(['per_month', '{"amount":2500,"frequency":"bi-weekly"}'], ['worked_answer', '{}']),
      says('Your $2,500 every two weeks is about $5,417 a month; the new $400 payment is weighed below.'),
    );

    expect(text).toBe(
      'Your $2,500 every two weeks is about $5,417 a month; the new $400 payment is weighed below.',
    );
    const reading = toolResult(bodies[0]!, 'reading');
    expect(reading).toMatchObject({
      intent: 'affordability',
      numbers: [
        { value: 2500, frequency: 'bi-weekly', role: 'income' },
        { value: 400, role: 'new-payment' },
      ],
      worked_answer_available: true,
    });
    // 2,500 x 26 / 12, worked out here.
    expect(toolResult(bodies[1]!, 'call-0')).toEqual({
      amount: 2500,
      frequency: 'bi-weekly',
      monthly: 5416.67,
    });
    expect(toolResult(bodies[1]!, 'call-1').answer).toMatch(/^Reading: income \$2,500\.00 every two weeks/);
  });

  it('shows the offline answer instead of one with an invented figure, which is never sent, and logs only the figure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { pieces, text } = await ask(
      AFFORD,
      says('Yes: after the new payment you keep $1,234.00 a month.'),
    );

    expect(text).toBe(await offlineAnswer(AFFORD));
    expect(text).toMatch(/^Reading: income \$2,500\.00 every two weeks/);
    for (const piece of pieces) expect(piece).not.toContain('1,234');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([expect.stringContaining('figures no tool gave'), ['$1,234.00']]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('car payment on top');
    warn.mockRestore();
  });

  it('answers an unknown tool with an error the model reads, and shows its answer after', async () => {
    const { text } = await ask(
      'Send $50 to my landlord',
      calls(['send_money', '{"amount":50,"to":"landlord"}']),
      says("I can't move money for you; I can explain your bills."),
    );

    expect(text).toBe("I can't move money for you; I can explain your bills.");
    expect(toolResult(bodies[1]!, 'call-0')).toEqual({ error: 'There is no tool called send_money.' });
  });

  it('answers broken JSON arguments and arguments not in the schema with errors, and the model corrects itself', async () => {
    const { text } = await ask(
      'What bills do I have this month?',
      calls(
        ['get_calendar', '{"days": 30, "kind": "bills"'],
        ['get_calendar', '{"days":30,"kinds":"bills"}'],
      ),
      calls(['get_calendar', '{"days":30,"kind":"bills"}']),
      says('Your bills in the next 30 days come to $1,830.99, Rent first on 2026-12-11.'),
    );

    expect(text).toBe('Your bills in the next 30 days come to $1,830.99, Rent first on 2026-12-11.');
    expect(toolResult(bodies[1]!, 'call-0')).toEqual({ error: 'The arguments must be a JSON object.' });
    expect(toolResult(bodies[1]!, 'call-1')).toEqual({
      error: 'get_calendar takes days, kind; not kinds.',
    });
    // Rent 1,250 + Car payment 320 + Dentist 180 + Phone 65 + Streaming 15.99 fall in the 30 days.
    expect(toolResult(bodies[2]!, 'call-0')).toMatchObject({ total: 1830.99 });
  });

  it('shows the offline answer when the model still calls tools after the round limit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const again = calls(['get_goals', '{}']);
    const question = 'Which of my goals is furthest behind?';
    const { text } = await ask(question, again, again, again, again);

    expect(text).toBe(await offlineAnswer(question));
    expect(bodies.map((b) => b.tools !== undefined)).toEqual([true, true, true, false]);
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'tool-rounds');
    warn.mockRestore();
  });

  it('shows the offline answer when the provider fails, never an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { text } = await ask(AFFORD);

    expect(text).toBe(await offlineAnswer(AFFORD));
    expect(error).toHaveBeenCalledWith('assistant provider answered', 500);
    error.mockRestore();
  });
});
