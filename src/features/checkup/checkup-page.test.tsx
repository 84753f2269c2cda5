import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import type { FinancialCheck } from '@/types/database';
import { CheckupPage } from './checkup-page';

/** Every check good: nothing on the page suggests a consultation but its last step. */
const ALL_GOOD: FinancialCheck[] = [
  {
    id: 'emergency-fund',
    status: 'good',
    title: 'Emergency fund',
    detail: 'Your savings cover 4 months of essential costs.',
    links: [],
    missing: [],
  },
];

function renderCheckup(advisor: string | null) {
  signIn();
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.post(restUrl('/rpc/financial_checkup'), () => HttpResponse.json(ALL_GOOD)),
    http.get(restUrl('/financial_profiles'), () => HttpResponse.json(null)),
    http.post(restUrl('/rpc/consultation_advisor'), () => HttpResponse.json(advisor)),
  );
  return renderRoutes(
    [
      { path: '/dashboard/check-up', Component: CheckupPage },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    '/dashboard/check-up',
  );
}

describe('CheckupPage ends with a consultation', () => {
  it('offers to talk it through with the agent who invited the user, sharing the check-up', async () => {
    renderCheckup('Marie');

    const offer = await screen.findByRole('region', { name: 'Talk it through with Marie' });
    expect(within(offer).getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      '/dashboard/consultation?share=1',
    );
    expect(screen.getByRole('heading', { name: 'Emergency fund' })).toBeInTheDocument();
  });

  it('offers the house when nobody invited the user', async () => {
    renderCheckup(null);

    const offer = await screen.findByRole('region', {
      name: 'Talk it through with an advisor from our team',
    });
    expect(within(offer).getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      '/dashboard/consultation?share=1',
    );
  });
});
