import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { authUrl, fakeUser, gotrueError, restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { AffiliateDashboardPage } from './affiliate-dashboard-page';

const CODE = 'AGT123ABC';
const LINK = `${window.location.origin}/affiliate/${CODE}`;
const EMPTY = 'No referrals yet. Share your affiliate link to start earning referrals!';

function signedIn(over: Record<string, unknown> = {}) {
  const user = fakeUser({ user_metadata: { user_type: 'affiliate' }, ...over });
  signIn(user);
}

function account(userType: 'affiliate' | 'regular', agentCode: string | null = CODE) {
  server.use(
    http.get(restUrl('/profiles'), () =>
      HttpResponse.json([{ user_type: userType, affiliate: agentCode ? { agent_code: agentCode } : null }]),
    ),
    http.get(restUrl('/consultation_requests'), () => HttpResponse.json([])),
    http.get(restUrl('/career_interests'), () => HttpResponse.json([])),
    // The cards read this month's and all time's funnel (since null).
    http.post(restUrl('/rpc/agent_funnel'), async ({ request }) => {
      const { since } = (await request.json()) as { since: string | null };
      return HttpResponse.json(since === null ? ALL_TIME : THIS_MONTH);
    }),
  );
}

const funnel = (over: Record<string, unknown>) => ({
  visits: 0,
  capped: false,
  signups: 0,
  confirmed: 0,
  active: 0,
  requested: 0,
  scheduled: 0,
  completed: 0,
  by_source: [],
  ...over,
});
const THIS_MONTH = funnel({
  visits: 40,
  signups: 4,
  confirmed: 1,
  active: 1,
  by_source: [
    { source: 'qr', visits: 30, signups: 3 },
    { source: 'lesson:rule-of-72', visits: 10, signups: 1 },
  ],
});
const ALL_TIME = funnel({
  visits: 5000,
  capped: true,
  signups: 5,
  confirmed: 2,
  active: 1,
  requested: 1,
});

const thisMonth = new Date();
const referred = (
  id: string,
  created: Date,
  activeAt: Date | null,
  profile: Record<string, unknown> | null,
) => ({
  id,
  created_at: created.toISOString(),
  active_at: activeAt?.toISOString() ?? null,
  profile,
});
// Both confirmed (a referral exists only then); one has created a goal or an event: ALL_TIME.active.
const REFERRALS = [
  referred('r2', thisMonth, null, {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
  }),
  referred('r1', new Date(2020, 0, 15), new Date(2020, 0, 16), {
    first_name: null,
    last_name: null,
    email: null,
  }),
];

function referrals(rows: unknown[] = REFERRALS) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(restUrl('/referrals'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(rows);
    }),
  );
  return asked;
}

const renderPage = () =>
  renderRoutes([{ path: '/affiliate/dashboard', Component: AffiliateDashboardPage }], '/affiliate/dashboard');

const logged = captureConsoleErrors();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AffiliateDashboardPage', () => {
  it('shows a loader while the account loads', async () => {
    signedIn();
    let accountRequested = false;
    server.use(
      http.get(restUrl('/profiles'), async () => {
        accountRequested = true;
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderPage();
    await waitFor(() => {
      expect(accountRequested).toBe(true);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your affiliate dashboard…');
  });

  describe('for a user who is not an affiliate', () => {
    beforeEach(() => {
      signedIn({ user_metadata: { user_type: 'regular' } });
      account('regular');
    });

    it('denies access with a hint and a way to resend the confirmation', async () => {
      const user = userEvent.setup();
      server.use(http.post(authUrl('/resend'), () => HttpResponse.json({})));
      renderPage();
      expect(
        await screen.findByText('Access denied. This page is only available for affiliate accounts.'),
      ).toBeInTheDocument();
      expect(screen.getByText(/may need to confirm your email first/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
      expect(await screen.findByText('Confirmation Email Sent')).toBeInTheDocument();
      expect(
        screen.getByText('Please check your email and click the confirmation link to activate your account.'),
      ).toBeInTheDocument();
    });

    it('says when resending fails', async () => {
      const user = userEvent.setup();
      server.use(
        http.post(authUrl('/resend'), () =>
          gotrueError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
        ),
      );
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
      expect(
        await screen.findByText('Failed to resend confirmation email. Please try again.'),
      ).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('Resending the confirmation failed: email rate limit exceeded');
    });
  });

  it("says 'No email found for current user' when the user has no email", async () => {
    const user = userEvent.setup();
    signedIn({ email: '', user_metadata: { user_type: 'regular' } });
    account('regular');
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('No email found for current user')).toBeInTheDocument();
  });

  it('says the code is being generated, asks again once by itself, and on Refresh', async () => {
    const user = userEvent.setup();
    signedIn();
    let codeRequests = 0;
    server.use(
      http.get(restUrl('/profiles'), () => {
        codeRequests++;
        return HttpResponse.json([{ user_type: 'affiliate', affiliate: null }]);
      }),
      http.post(restUrl('/affiliates'), () => HttpResponse.json({ message: 'denied' }, { status: 403 })),
      http.post(restUrl('/rpc/generate_agent_code'), () => HttpResponse.json(CODE)),
    );
    renderPage();
    expect(await screen.findByText('Your agent code is being generated.')).toBeInTheDocument();
    await waitFor(() => {
      expect(codeRequests).toBe(2);
    });

    account('affiliate');
    referrals([]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(codeRequests).toBe(2);
  });

  describe('for an affiliate with a code', () => {
    beforeEach(() => {
      signedIn();
      account('affiliate');
    });

    it('asks only for its own referrals with the linked profiles, newest first', async () => {
      const asked = referrals();
      renderPage();
      await screen.findByText('grace@example.com', { selector: 'td' });
      expect(asked).toHaveLength(1);
      expect(Object.fromEntries(asked[0]!)).toEqual({
        select: 'id,created_at,active_at,profile:profiles(first_name,last_name,email)',
        agent_code: `eq.${CODE}`,
        order: 'created_at.desc',
      });
    });

    it('shows the title, the four cards and the referred users', async () => {
      referrals();
      renderPage();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Affiliate Dashboard' }),
      ).toBeInTheDocument();
      const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
      await waitFor(() => {
        expect(card('Total Referrals')).toHaveTextContent('Total Referrals2+1 this month');
      });
      expect(card('Active Users')).toHaveTextContent('Active Users1');
      expect(card('Your Agent Code')).toHaveTextContent(CODE);
      expect(card('This Month')).toHaveTextContent('This Month1New referrals');

      const table = screen.getByRole('table', { name: 'Referred users' });
      const rows = within(table).getAllByRole('row');
      expect(
        rows
          .map((row) =>
            within(row)
              .queryAllByRole('columnheader')
              .map((c) => c.textContent),
          )
          .at(0),
      ).toEqual(['Name', 'Email', 'Sign Up Date', 'Status']);
      // The rows say Active of the one the card counts: confirmed is not active.
      expect(rows.slice(1).map((row) => row.textContent)).toEqual([
        `Grace Hoppergrace@example.com${format(thisMonth, 'MMM dd, yyyy')}Not active yet`,
        'N/AN/AJan 15, 2020Active',
      ]);
      expect(within(table).getAllByText('Active', { exact: true })).toHaveLength(ALL_TIME.active);
      const cards = within(screen.getByRole('list', { name: 'Referred users' })).getAllByRole('listitem');
      expect(cards.map((item) => item.textContent)).toEqual([
        `Grace HopperNot active yetgrace@example.comSigned up ${format(thisMonth, 'MMM dd, yyyy')}`,
        'N/AActiveN/ASigned up Jan 15, 2020',
      ]);
      expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    });

    it("shows the spec's text when nobody signed up yet", async () => {
      referrals([]);
      renderPage();
      expect(await screen.findByText(EMPTY)).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Referred users' })).not.toBeInTheDocument();
    });

    it('says when the referrals cannot be loaded, and tries again', async () => {
      const user = userEvent.setup();
      server.use(
        http.get(restUrl('/referrals'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      );
      renderPage();
      const failed = await screen.findByText('We could not load your referrals.');
      referrals([]);
      await user.click(within(failed.parentElement!).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    });

    it('Refresh fetches the referrals again', async () => {
      const user = userEvent.setup();
      referrals([]);
      renderPage();
      await screen.findByText(EMPTY);
      referrals();
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(await screen.findByText('grace@example.com', { selector: 'td' })).toBeInTheDocument();
    });

    it('shows the link, opens it in a new tab and copies it', async () => {
      const user = userEvent.setup();
      referrals([]);
      renderPage();
      expect(await screen.findByLabelText('Affiliate link')).toHaveTextContent(LINK);
      const open = screen.getByRole('link', { name: 'Open link in a new tab' });
      expect(open).toHaveAttribute('href', LINK);
      expect(open).toHaveAttribute('target', '_blank');
      expect(open).toHaveAttribute('rel', 'noopener noreferrer');

      await user.click(screen.getAllByRole('button', { name: 'Copy link' })[0]!);
      expect(await screen.findByText('Copied!')).toBeInTheDocument();
      expect(screen.getByText('Affiliate link copied to clipboard')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(LINK);
    });

    it("says 'Failed to copy link' when the clipboard refuses", async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
        new DOMException('denied', 'NotAllowedError'),
      );
      referrals([]);
      renderPage();
      await user.click((await screen.findAllByRole('button', { name: 'Copy link' }))[0]!);
      expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
    });

    describe('Share', () => {
      afterEach(() => {
        Reflect.deleteProperty(navigator, 'share');
      });

      it("opens the device's share sheet with the link", async () => {
        const user = userEvent.setup();
        const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
        Object.defineProperty(navigator, 'share', { value: share, configurable: true });
        referrals([]);
        renderPage();
        await user.click(await screen.findByRole('button', { name: 'Share link' }));
        expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
        expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
      });

      it('does nothing more when the share sheet is closed', async () => {
        const user = userEvent.setup();
        const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
        Object.defineProperty(navigator, 'share', { value: share, configurable: true });
        referrals([]);
        renderPage();
        await user.click(await screen.findByRole('button', { name: 'Share link' }));
        await waitFor(() => {
          expect(share).toHaveBeenCalled();
        });
        expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
        expect(logged).not.toHaveBeenCalled();
      });

      it('copies the link where there is no share sheet', async () => {
        const user = userEvent.setup();
        referrals([]);
        renderPage();
        await user.click(await screen.findByRole('button', { name: 'Share link' }));
        expect(await screen.findByText('Copied!')).toBeInTheDocument();
        expect(await navigator.clipboard.readText()).toBe(LINK);
      });
    });

    it('shows the funnel with the conversion between steps and a table by source, for each period', async () => {
      const user = userEvent.setup();
      referrals([]);
      renderPage();
      const steps = await screen.findByRole('list', { name: 'Funnel, this month' });
      expect(
        within(steps)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Visits40',
        'Sign-ups4 · 10% of visits',
        'Confirmed1 · 25% of sign-ups',
        'Active1 · 100% of confirmed',
        'Requested0 · 0% of active',
        'Scheduled0 · — of requested',
        'Completed0 · — of scheduled',
      ]);
      const rows = within(screen.getByRole('table', { name: 'By source' })).getAllByRole('row');
      expect(rows.slice(1).map((row) => row.textContent)).toEqual([
        'QR code30310%',
        'Lesson: rule of 7210110%',
      ]);
      await user.click(screen.getByRole('button', { name: 'All time' }));
      // Counts are grouped by thousands, as the note on the bound writes 5,000.
      expect(await screen.findByRole('list', { name: 'Funnel, all time' })).toHaveTextContent('Visits5,000');
      expect(screen.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText(/No visits or sign-ups in this period yet/)).toBeInTheDocument();
    });

    it('says when a day of the period reached the daily bound of visits', async () => {
      const user = userEvent.setup();
      referrals([]);
      renderPage();
      await screen.findByRole('list', { name: 'Funnel, this month' });
      expect(screen.queryByText(/visits shown are capped/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'All time' }));
      await screen.findByRole('list', { name: 'Funnel, all time' });
      expect(
        screen.getByText(
          'Visits are counted up to 5,000 a day per link. Some days in this period reached that, so the visits shown are capped.',
        ),
      ).toBeInTheDocument();
    });

    it('shares a lesson, a calculator or the quiz with the code, a message and a QR code', async () => {
      const user = userEvent.setup();
      referrals([]);
      renderPage();
      const link = await screen.findByRole('group', { name: 'Link' });
      expect(link).toHaveTextContent(`${window.location.origin}/learn/budgeting?ref=${CODE}`);
      expect(screen.getByRole('group', { name: 'Message' })).toHaveTextContent('Budgeting Basics');
      expect(
        screen.getByRole('img', { name: 'QR code of the link to Lesson: Budgeting Basics' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: 'What to share' }));
      await user.click(await screen.findByRole('option', { name: 'Financial needs quiz' }));
      expect(link).toHaveTextContent(`${window.location.origin}/affiliate/${CODE}?src=quiz`);
      await user.click(screen.getByRole('button', { name: 'Copy message' }));
      expect(await navigator.clipboard.readText()).toContain(`/affiliate/${CODE}?src=quiz`);
    });

    it('shows the link as a QR code and saves it as a PNG', async () => {
      const user = userEvent.setup();
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      referrals([]);
      renderPage();
      const qr = await screen.findByRole('img', { name: 'QR code of your affiliate link' });
      expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
      await user.click(screen.getAllByRole('button', { name: 'Download QR code' })[0]!);
      await waitFor(() => {
        expect(click).toHaveBeenCalledOnce();
      });
      const anchor = click.mock.contexts[0] as HTMLAnchorElement;
      expect(anchor.download).toBe(`affiliate-qr-${CODE}.png`);
      expect(anchor.href).toMatch(/^data:image\/png;base64,/);
    });
  });
});
