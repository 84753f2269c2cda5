import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { consultationRow } from '@/testing/consultations';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { env } from '@/lib/env';
import { ConsultationPage } from './consultation-page';
import type { ConsultationRequest } from './logic';

// 10:00 in New York on Sunday Nov 22, 2026: this morning has passed there, this afternoon has not.
const NOW = new Date('2026-11-22T15:00:00Z');

const logged = captureConsoleErrors();

function serve({
  advisor = 'Marie',
  requests = [],
}: { advisor?: string | null; requests?: ConsultationRequest[] } = {}) {
  const sent: unknown[] = [];
  const nudged: string[] = [];
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.post(restUrl('/rpc/consultation_advisor'), () => HttpResponse.json(advisor)),
    http.get(restUrl('/notification_preferences'), () =>
      HttpResponse.json({ time_zone: 'America/New_York' }),
    ),
    http.get(restUrl('/consultation_requests'), () => HttpResponse.json(requests)),
    http.post(restUrl('/rpc/request_consultation'), async ({ request: req }) => {
      sent.push(await req.json());
      return HttpResponse.json('new-id');
    }),
    http.post(`${env.supabaseUrl}/functions/v1/consultation-emails`, () => {
      nudged.push('consultation-emails');
      return HttpResponse.json({ emails: 1 });
    }),
  );
  return { sent, nudged };
}

const renderPage = (path = '/dashboard/consultation?topic=income-for-life') =>
  renderRoutes([{ path: '/dashboard/consultation', Component: ConsultationPage }], path);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn();
  return () => {
    vi.useRealTimers();
  };
});

describe('ConsultationPage', () => {
  it('preselects the topic and asks consent to share with the inviting agent, by first name', async () => {
    serve();
    renderPage();
    expect(
      await screen.findByRole('checkbox', { name: /Share my name, email, phone and note with Marie/ }),
    ).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveTextContent('Income For Life');
    expect(screen.getByText('You have not asked for a consultation yet.')).toBeInTheDocument();
  });

  it('names the house when nobody invited the user, and takes General for an unknown topic', async () => {
    serve({ advisor: null });
    renderPage('/dashboard/consultation?topic=crypto');
    expect(
      await screen.findByRole('checkbox', {
        name: /Share my name, email, phone and note with an advisor from our team/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveTextContent('General');
  });

  it('starts with sharing the check-up chosen when the check-up led here, and lets the user turn it off', async () => {
    serve();
    const user = userEvent.setup();
    renderPage('/dashboard/consultation?share=1');
    const sharePlan = await screen.findByRole('checkbox', {
      name: 'Share my check-up and goals with Marie',
    });
    expect(sharePlan).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Share my name, email, phone and note/ })).not.toBeChecked();
    await user.click(sharePlan);
    expect(sharePlan).not.toBeChecked();
  });

  it("says what is missing, then sends the times in the user's zone and tells what happens next", async () => {
    const { sent, nudged } = serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('checkbox', { name: /Share my name/ });

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter a phone number to be called')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one preferred time')).toBeInTheDocument();
    expect(
      screen.getByText('Please agree to share your details so someone can contact you'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    // This morning has passed in New York: the picker starts at this afternoon (13:00 EST =
    // 18:00 UTC), and going back to the morning is refused.
    expect(screen.getByRole('radio', { name: 'Afternoon' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Morning' }));
    expect(screen.getByText('That time has passed: choose a later one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add this time/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Afternoon' }));
    await user.click(screen.getByRole('button', { name: /Add this time/ }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen times' })).getByText('Sun, Nov 22, afternoon'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+1 555 010 2030');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Evenings are hard.');
    await user.click(screen.getByRole('checkbox', { name: /Share my name/ }));
    // Sharing the check-up is its own choice, off unless asked for.
    const sharePlan = screen.getByRole('checkbox', { name: 'Share my check-up and goals with Marie' });
    expect(sharePlan).not.toBeChecked();
    expect(sharePlan).toHaveAccessibleDescription(
      /until the consultation is completed, declined or cancelled/,
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Your request is on its way')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        topic: 'income-for-life',
        contact_method: 'phone',
        phone: '+1 555 010 2030',
        preferred_times: ['2026-11-22T18:00:00.000Z'],
        note: 'Evenings are hard.',
        consent: true,
        share_plan: false,
      },
    ]);
    expect(screen.getByText(/Marie has your request/)).toBeInTheDocument();
    await waitFor(() => {
      expect(nudged).toEqual(['consultation-emails']);
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it("shows the database's daily limit as it words it", async () => {
    const limit = 'You can send 5 consultation requests a day. Please try again tomorrow.';
    serve();
    server.use(
      http.post(restUrl('/rpc/request_consultation'), () =>
        HttpResponse.json({ code: 'P0001', message: limit, details: null, hint: null }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('checkbox', { name: /Share my name/ });
    await user.click(screen.getByRole('button', { name: /Add this time/ }));
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+1 555 010 2030');
    await user.click(screen.getByRole('checkbox', { name: /Share my name/ }));
    // Sharing the check-up is its own choice, off unless asked for.
    const sharePlan = screen.getByRole('checkbox', { name: 'Share my check-up and goals with Marie' });
    expect(sharePlan).not.toBeChecked();
    expect(sharePlan).toHaveAccessibleDescription(
      /until the consultation is completed, declined or cancelled/,
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
  });

  it('lists the requests with their status and the reason of a decline, and says when 3 are open', async () => {
    serve({
      requests: [
        consultationRow({ status: 'scheduled', scheduled_at: '2026-11-25T15:00:00Z' }),
        consultationRow({ status: 'requested' }),
        consultationRow({ status: 'requested', topic: 'general' }),
        consultationRow({ status: 'declined', decline_reason: 'I only cover Texas.' }),
      ],
    });
    renderPage();
    expect(await screen.findByText(/You have 3 open requests/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your consultation requests' });
    expect(within(list).getByText('Scheduled')).toBeInTheDocument();
    expect(within(list).getByText('Appointment:').parentElement).toHaveTextContent(
      'Wed, Nov 25, 10:00 AM EST',
    );
    expect(within(list).getByText('I only cover Texas.')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Cancel request' })).toHaveLength(3);
  });

  it('says when the advisor left: the shared plan deleted and the team handling the request', async () => {
    serve({
      requests: [
        consultationRow({
          agent_code: null,
          handed_to_house_at: '2026-11-22T12:00:00Z',
          shared_plan_deleted: true,
        }),
        consultationRow({ agent_code: null, handed_to_house_at: '2026-11-22T12:00:00Z', topic: 'general' }),
        consultationRow({ status: 'completed', handed_to_house_at: '2026-11-22T12:00:00Z' }),
      ],
    });
    renderPage();
    const items = within(
      await screen.findByRole('list', { name: 'Your consultation requests' }),
    ).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Your advisor left: the check-up and goals you shared with them were deleted, and our team handles this request now.',
    );
    expect(items[1]).toHaveTextContent('Your advisor left: our team handles this request now.');
    expect(items[2]).not.toHaveTextContent('Your advisor left');
  });

  it('cancels an open request only once the user confirms', async () => {
    const cancelled: unknown[] = [];
    const scheduled = consultationRow({ status: 'scheduled', scheduled_at: '2026-11-25T15:00:00Z' });
    serve({ requests: [scheduled] });
    server.use(
      http.post(restUrl('/rpc/cancel_consultation'), async ({ request: req }) => {
        cancelled.push(await req.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel this request?' });
    expect(confirm).toHaveTextContent('The appointment leaves your calendar.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(cancelled).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel this request?' })).getByRole('button', {
        name: 'Cancel request',
      }),
    );
    await waitFor(() => {
      expect(cancelled).toEqual([{ request_id: scheduled.id }]);
    });
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });
});
