import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { textStream } from '@/testing/text-stream';
import { env } from '@/lib/env';
import { AssistantPage } from './assistant-page';

const FUNCTION_URL = `${env.supabaseUrl}/functions/v1/assistant`;
const routes = [{ path: '/dashboard/empowered-ai', Component: AssistantPage }];

let stored: { id: string; role: 'user' | 'assistant'; content: string }[] = [];

beforeEach(() => {
  signIn();
  stored = [];
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.get(restUrl('/conversations'), () =>
      HttpResponse.json(stored.length ? [{ id: 'conv-1', title: 'How does life insurance work?' }] : []),
    ),
    http.get(restUrl('/messages'), () => HttpResponse.json(stored)),
  );
});
captureConsoleErrors();

describe('AssistantPage', () => {
  it('prefills and focuses the question from ?prompt', async () => {
    const { router } = renderRoutes(routes, '/dashboard/empowered-ai?prompt=Tell%20me%20about%20annuities');
    const box = await screen.findByLabelText('Your question');
    expect(box).toHaveValue('Tell me about annuities');
    expect(box).toHaveFocus();
    expect(router.state.location.search).toContain('prompt=');
  });

  it('streams the answer with links, then keeps the conversation in the address', async () => {
    let sent: unknown;
    server.use(
      http.post(FUNCTION_URL, async ({ request }) => {
        sent = await request.json();
        stored = [
          { id: 'm1', role: 'user', content: 'How does life insurance work?' },
          {
            id: 'm2',
            role: 'assistant',
            content: 'See [Life Insurance](/dashboard/solutions/life-insurance).',
          },
        ];
        return new HttpResponse(
          textStream(['See [Life Insurance]', '(/dashboard/solutions/life-insurance).']),
          {
            headers: { 'Content-Type': 'text/plain', 'X-Conversation-Id': 'conv-1' },
          },
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/dashboard/empowered-ai');
    await user.type(await screen.findByLabelText('Your question'), 'How does life insurance work?{Enter}');
    expect(await screen.findByRole('link', { name: 'Life Insurance' })).toHaveAttribute(
      'href',
      '/dashboard/solutions/life-insurance',
    );
    await waitFor(() => {
      expect(router.state.location.search).toBe('?c=conv-1');
    });
    expect(sent).toEqual({ message: 'How does life insurance work?' });
    expect(await screen.findByRole('button', { name: 'How does life insurance work?' })).toBeInTheDocument();
  });

  it('names the conversation in the address as soon as the answer starts, and shows the question once', async () => {
    let fetchedConv1 = false;
    server.use(
      http.get(restUrl('/messages'), ({ request }) => {
        fetchedConv1 ||= new URL(request.url).searchParams.get('conversation_id') === 'eq.conv-1';
        return HttpResponse.json(stored);
      }),
      http.post(FUNCTION_URL, () => {
        // The server has stored the question when the answer starts.
        stored = [{ id: 'm1', role: 'user', content: 'How do annuities work?' }];
        return new HttpResponse(textStream(['An annuity turns savings'], { open: true }), {
          headers: { 'Content-Type': 'text/plain', 'X-Conversation-Id': 'conv-1' },
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/dashboard/empowered-ai?prompt=How%20do%20annuities%20work%3F');
    await user.type(await screen.findByLabelText('Your question'), '{Enter}');
    expect(await screen.findByText('An annuity turns savings')).toBeInTheDocument();
    // Still answering, and a reload now would already find the conversation (and no prompt to send twice).
    expect(screen.getByRole('button', { name: 'Stop answering' })).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).toBe('?c=conv-1');
    });
    // The stored question arrives with the conversation; it is not shown a second time.
    await waitFor(() => {
      expect(fetchedConv1).toBe(true);
    });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getAllByText('How do annuities work?')).toHaveLength(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('Stop ends the answer, keeps what was said and gives the Send button back', async () => {
    let request: Request | undefined;
    server.use(
      http.post(FUNCTION_URL, ({ request: sent }) => {
        request = sent;
        // What the server keeps when the reader leaves mid-answer.
        stored = [
          { id: 'm1', role: 'user', content: 'How do annuities work?' },
          { id: 'm2', role: 'assistant', content: 'An annuity turns savings' },
        ];
        // One piece, then silence: the answer is still "streaming" until Stop.
        const body = textStream(['An annuity turns savings'], { open: true });
        return new HttpResponse(body, {
          headers: { 'Content-Type': 'text/plain', 'X-Conversation-Id': 'conv-1' },
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/dashboard/empowered-ai');
    await user.type(await screen.findByLabelText('Your question'), 'How do annuities work?{Enter}');
    expect(await screen.findByText('An annuity turns savings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop answering' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(request?.signal.aborted).toBe(true);
    await waitFor(() => {
      expect(router.state.location.search).toBe('?c=conv-1');
    });
    // Once the conversation is the address's, what was said is its stored answer (on a loaded
    // machine the stored messages can arrive a moment after the Send button comes back).
    expect(await screen.findByText('An annuity turns savings')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('shows the refusal text with a Retry button, and retrying sends again', async () => {
    let calls = 0;
    server.use(
      http.post(FUNCTION_URL, () => {
        calls += 1;
        return HttpResponse.json(
          { error: 'You have sent 20 messages in the last minute. Please wait a moment and try again.' },
          { status: 429 },
        );
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/empowered-ai');
    await user.type(await screen.findByLabelText('Your question'), 'Hello{Enter}');
    expect(
      await screen.findByText(
        'You have sent 20 messages in the last minute. Please wait a moment and try again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(calls).toBe(2);
    });
  });

  it('says so when ?c= names a conversation that is not there, and starts afresh', async () => {
    const { router } = renderRoutes(routes, '/dashboard/empowered-ai?c=not-mine');
    expect(
      await screen.findByText('That conversation could not be found. You can start a new one here.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(screen.getByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
  });

  it('offers suggestion chips before the first question', async () => {
    renderRoutes(routes, '/dashboard/empowered-ai');
    expect(await screen.findByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is a final expense plan?' })).toBeInTheDocument();
  });

  it('lists older conversations a page at a time', async () => {
    const user = userEvent.setup();
    const conversation = (i: number) => ({
      id: `conv-${String(i).padStart(3, '0')}`,
      title: `Question ${i}`,
      updated_at: `2026-11-${String(22 - Math.floor(i / 10)).padStart(2, '0')}T10:00:00+00:00`,
    });
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(restUrl('/conversations'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const first = query.has('or') ? 50 : 0;
        return HttpResponse.json(Array.from({ length: first ? 3 : 50 }, (_, i) => conversation(first + i)));
      }),
    );
    renderRoutes(routes, '/dashboard/empowered-ai');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(list).findByRole('button', { name: 'Question 49' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Question 50' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Show older conversations' }));
    expect(await within(list).findByRole('button', { name: 'Question 52' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(53);
    expect(asked[1]?.get('or')).toBe(
      '(updated_at.lt."2026-11-18T10:00:00+00:00",and(updated_at.eq."2026-11-18T10:00:00+00:00",id.lt.conv-049))',
    );
    expect(within(list).queryByRole('button', { name: 'Show older conversations' })).not.toBeInTheDocument();
  });

  it('says so when the conversations cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(
      http.get(restUrl('/conversations'), () =>
        failing
          ? HttpResponse.json({ code: 'XX000', message: 'down', details: null, hint: null }, { status: 500 })
          : HttpResponse.json([{ id: 'conv-1', title: 'What is an annuity?' }]),
      ),
    );
    renderRoutes(routes, '/dashboard/empowered-ai');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'Your conversations could not be loaded.',
    );
    expect(within(list).queryByText('Your conversations will appear here.')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByRole('button', { name: 'What is an annuity?' })).toBeInTheDocument();
    expect(within(list).queryByRole('alert')).not.toBeInTheDocument();
  });
});
