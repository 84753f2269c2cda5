import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { restUrl, server } from '@/testing/msw';
import { CareerInterests } from './career-interests';

const row = (over: Record<string, unknown>) => ({
  id: 'i-1',
  first_name: 'Pat',
  last_name: 'Prospect',
  email: 'pat@example.com',
  phone: '+1 512 555 0100',
  state: 'TX',
  licence: 'studying',
  hours_per_week: 12,
  note: 'Evenings only',
  status: 'new',
  agent_note: null,
  confirmed_at: '2026-12-01T10:00:00Z',
  created_at: '2026-12-01T09:00:00Z',
  joined_at: null,
  ...over,
});

const renderSection = (owner = 'AGT123ABC') =>
  renderRoutes([{ path: '/', element: <CareerInterests owner={owner} /> }], '/');

describe('CareerInterests', () => {
  it("lists the agent's interests newest first with every detail", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(restUrl('/career_interests'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json([
          row({}),
          row({ id: 'i-2', first_name: 'Sam', confirmed_at: '2026-12-05T10:00:00Z', status: 'joined' }),
        ]);
      }),
    );
    renderSection();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sam Prospect',
      'Pat Prospect',
    ]);
    expect(asked[0]?.get('agent_code')).toBe('eq.AGT123ABC');
    const pat = items[1]!;
    expect(within(pat).getByRole('link', { name: 'pat@example.com' })).toHaveAttribute(
      'href',
      'mailto:pat@example.com',
    );
    expect(within(pat).getByText('Texas')).toBeInTheDocument();
    expect(within(pat).getByText('Studying for it')).toBeInTheDocument();
    expect(within(pat).getByText('Evenings only')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Joined', { selector: ':not(option)' })).toBeInTheDocument();
  });

  it('saves a status and a private note; Save waits for a change', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get(restUrl('/career_interests'), () => HttpResponse.json([row({})])),
      http.post(restUrl('/rpc/update_career_interest'), async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Status'), 'not_now');
    await user.type(screen.getByLabelText('Private note'), 'Call in spring');
    await user.click(save);
    await vi.waitFor(() => {
      expect(saved).toEqual([{ interest_id: 'i-1', status: 'not_now', agent_note: 'Call in spring' }]);
    });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Not now');
  });

  it('says so when nobody has come yet, and for staff reads the house', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(restUrl('/career_interests'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json([]);
      }),
    );
    renderSection('house');
    expect(await screen.findByText(/Nobody yet/)).toBeInTheDocument();
    expect(asked[0]?.get('agent_code')).toBe('is.null');
  });
});
