import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { agentConsultationRow } from '@/testing/consultations';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import type { ConsultationPlan } from '@/types/database';
import { BriefPage } from './brief-page';

const REQUEST = agentConsultationRow({
  id: 'r1',
  user_id: 'u1',
  contact_method: 'phone',
  phone: '+1 555 010 2030',
  note: 'Two kids.',
  created_at: '2026-11-22T13:00:00Z',
  updated_at: '2026-11-22T13:00:00Z',
});

const PLAN: ConsultationPlan = {
  taken_at: '2026-11-22T13:00:00Z',
  checkup: [
    {
      id: 'emergency-fund',
      status: 'attention',
      title: 'Emergency fund',
      detail: 'Your savings of $5,000.00 would cover 2.5 months of essential costs.',
      links: [],
      missing: [],
    },
    {
      id: 'life-cover',
      status: 'unknown',
      title: 'Life cover',
      detail: 'Add the life cover.',
      links: [],
      missing: [],
    },
  ],
  goals: [
    { title: 'House deposit', target: 24_000, saved: 1_500, target_date: '2028-12-04', per_month: 900 },
  ],
  next_30_days: { from: '2026-11-22', to: '2026-12-21', income: 5000, bills: 1500 },
};

function serve(plan: ConsultationPlan | null) {
  server.use(
    http.get(restUrl('/profiles'), () =>
      HttpResponse.json([{ user_type: 'affiliate', affiliate: { agent_code: 'AGT123ABC' } }]),
    ),
    http.get(restUrl('/consultation_requests'), () => HttpResponse.json(REQUEST)),
    http.post(restUrl('/rpc/consultation_plan'), () => HttpResponse.json(plan)),
  );
}

const renderBrief = () =>
  renderRoutes(
    [{ path: '/affiliate/dashboard', element: <BriefPage requestId="r1" /> }],
    '/affiliate/dashboard?brief=r1',
  );

beforeEach(() => {
  signIn();
});

describe('BriefPage', () => {
  it('lays out what was shared: the request, the checks with statuses in words, the goals and the month ahead', async () => {
    serve(PLAN);
    renderBrief();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultation brief: Grace Hopper' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Two kids.')).toBeInTheDocument();
    const checks = screen.getAllByRole('table')[0]!;
    expect(within(checks).getByRole('row', { name: /Emergency fund/ })).toHaveTextContent('Needs attention');
    expect(within(checks).getByRole('row', { name: /Life cover/ })).toHaveTextContent('Not known');
    expect(screen.getByRole('row', { name: /House deposit/ })).toHaveTextContent(
      '$1,500.00$24,000.00Dec 4, 2028$900.00',
    );
    expect(screen.getByText('Left over').nextElementSibling).toHaveTextContent('$3,500.00');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says nothing is shared when the plan is gone, with no Print button', async () => {
    serve(null);
    renderBrief();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing shared' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
