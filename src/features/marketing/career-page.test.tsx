import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { restUrl, server } from '@/testing/msw';
import { CareerPage } from './career-page';

const renderAt = (path = '/career-opportunity') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <CareerPage />
    </MemoryRouter>,
  );

describe('CareerPage', () => {
  it('links the hero to the form at #start, the chat to it too, and the closing call to sign-up', async () => {
    const { container } = renderAt();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '#start');
    const start = container.querySelector('#start')!;
    expect(
      await within(start as HTMLElement).findByRole('form', { name: 'Career interest form' }),
    ).toBeVisible();
    expect(container.querySelector('#ask')).toContainElement(screen.getByRole('log'));
    // Without ?ref= the house answers.
    expect(screen.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', '#start');
    expect(screen.queryByText('Invited by')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Free Account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it("names the inviting agent, counts a career visit and sends the form with the agent's code", async () => {
    const visits: unknown[] = [];
    const sent: unknown[] = [];
    server.use(
      http.post(restUrl('/rpc/career_agent_name'), () => HttpResponse.json('Jane D.')),
      http.post(restUrl('/rpc/record_referral_visit'), async ({ request }) => {
        visits.push(await request.json());
        return HttpResponse.json(true);
      }),
      http.post(restUrl('/rpc/submit_career_interest'), async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAt('/career-opportunity?ref=agt123abc&src=qr');

    expect(await screen.findByText('Jane D.')).toBeInTheDocument();
    expect(screen.getByText('Invited by', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to Jane D.' })).toHaveAttribute('href', '#start');
    await vi.waitFor(() => {
      expect(visits).toMatchObject([{ code: 'AGT123ABC', source: 'career:qr' }]);
    });

    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Career interest form' });
    await user.type(within(form).getByLabelText(/First name/), 'Pat');
    await user.type(within(form).getByLabelText(/Last name/), 'Prospect');
    await user.type(within(form).getByLabelText(/Email/), 'pat@example.com');
    await user.selectOptions(within(form).getByLabelText(/State/), 'TX');
    await user.type(within(form).getByLabelText(/Hours a week/), '12');
    await user.click(within(form).getByRole('checkbox', { name: /I agree that Jane D\. may contact me/ }));
    await user.click(within(form).getByRole('button', { name: 'Send my interest' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(sent).toEqual([
      {
        code: 'AGT123ABC',
        source: 'career:qr',
        first_name: 'Pat',
        last_name: 'Prospect',
        email: 'pat@example.com',
        phone: null,
        state: 'TX',
        licence: 'none',
        hours_per_week: 12,
        note: null,
        consent: true,
      },
    ]);
  });

  it('shows the page as the house for an unknown code', async () => {
    let asked = 0;
    server.use(
      http.post(restUrl('/rpc/career_agent_name'), () => {
        asked += 1;
        return HttpResponse.json(null);
      }),
    );
    renderAt('/career-opportunity?ref=NOSUCH');
    await screen.findByRole('form', { name: 'Career interest form' });
    await vi.waitFor(() => {
      expect(asked).toBe(1);
    });
    expect(screen.queryByText('Invited by', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to our team' })).toBeInTheDocument();
  });
});
