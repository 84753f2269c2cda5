import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { agentConsultationRow } from '@/testing/consultations';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { useAgentConsultations, type AgentConsultation } from '../api';
import { AgentConsultations } from './agent-consultations';

const NOW = new Date('2026-11-22T15:00:00Z');

/** A request by phone about income for life, with two times and a note. */
function row(over: Partial<AgentConsultation>): AgentConsultation {
  return agentConsultationRow({
    user_id: 'u1',
    topic: 'income-for-life',
    contact_method: 'phone',
    phone: '+1 555 010 2030',
    preferred_times: ['2026-11-24T14:00:00Z', '2026-11-25T23:00:00Z'],
    note: 'Mornings are best.',
    created_at: '2026-11-22T13:00:00Z',
    updated_at: '2026-11-22T13:00:00Z',
    ...over,
  });
}

function serve(rows: AgentConsultation[]) {
  const calls: [string, unknown][] = [];
  server.use(
    http.get(restUrl('/profiles'), () =>
      HttpResponse.json([{ user_type: 'affiliate', affiliate: { agent_code: 'AGT123ABC' } }]),
    ),
    http.get(restUrl('/consultation_requests'), () => HttpResponse.json(rows)),
    http.post(restUrl('/rpc/:name'), async ({ params, request }) => {
      calls.push([String(params.name), await request.json()]);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${env.supabaseUrl}/functions/v1/consultation-emails`, () => HttpResponse.json({ emails: 1 })),
  );
  return calls;
}

/** As the affiliate dashboard mounts it: the query held outside, the list given its result. */
function AgentList() {
  const requests = useAgentConsultations('AGT123ABC');
  return <AgentConsultations requests={requests} />;
}

const renderList = () =>
  renderRoutes(
    [
      {
        path: '/affiliate/dashboard',
        element: <AgentList />,
      },
    ],
    '/affiliate/dashboard',
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn();
  return () => {
    vi.useRealTimers();
  };
});

describe('AgentConsultations', () => {
  it('lists open requests first, newest first, with who, what, how, when and how long ago', async () => {
    serve([
      row({
        id: 'done',
        status: 'completed',
        created_at: '2026-11-22T14:00:00Z',
        user_id: 'u2',
        scheduled_at: '2026-11-20T15:00:00Z',
      }),
      row({
        id: 'old',
        created_at: '2026-11-19T15:00:00Z',
        profile: { first_name: 'Ada', last_name: null, email: 'ada@example.com' },
      }),
      row({ id: 'new' }),
    ]);
    renderList();
    const list = await screen.findByRole('list', { name: 'Consultation requests' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Grace Hopper',
      'Ada',
      'Grace Hopper',
    ]);
    expect(items[0]).toHaveTextContent('Income For Life · 2 h ago');
    expect(items[0]).toHaveTextContent('Phone: +1 555 010 2030 · grace@example.com');
    expect(items[0]).toHaveTextContent('Tue, Nov 24, 9:00 AM EST');
    expect(items[0]).toHaveTextContent('Mornings are best.');
    expect(items[1]).toHaveTextContent('3 d ago');
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Completed')).toBeInTheDocument();
  });

  it('schedules at a preferred time, marks completed, and declines only with a reason', async () => {
    const calls = serve([row({ id: 'req-1' })]);
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('list', { name: 'Consultation requests' });

    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule with Grace Hopper' });
    expect(within(dialog).getByRole('radio', { name: /Tue, Nov 24, 9:00 AM EST/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Wed, Nov 25, 6:00 PM EST/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => {
      expect(calls).toContainEqual([
        'schedule_consultation',
        { request_id: 'req-1', at: '2026-11-25T23:00:00.000Z' },
      ]);
    });

    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    await vi.waitFor(() => {
      expect(calls).toContainEqual(['complete_consultation', { request_id: 'req-1' }]);
    });

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const decline = screen.getByRole('dialog', { name: "Decline Grace Hopper's request" });
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(within(decline).getByText('Give a short reason')).toBeInTheDocument();
    await user.type(within(decline).getByRole('textbox', { name: /Reason/ }), 'I only cover Texas.');
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    await vi.waitFor(() => {
      expect(calls).toContainEqual([
        'decline_consultation',
        { request_id: 'req-1', reason: 'I only cover Texas.' },
      ]);
    });
  });
});
