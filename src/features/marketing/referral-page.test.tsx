import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ReferralPage } from './referral-page';
import { REFERRAL_STORAGE_KEY } from '@/lib/referral-code';
import { restUrl, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';

const CHECK = restUrl('/rpc/referral_code_valid');

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/affiliate', element: <ReferralPage /> },
      { path: '/affiliate/:agentCode', element: <ReferralPage /> },
    ],
    path,
  );
}

describe('ReferralPage', () => {
  it("counts the visit under the link's ?src= with the browser's visitor id, and keeps the source for sign-up", async () => {
    const visits: unknown[] = [];
    server.use(
      http.post(restUrl('/rpc/record_referral_visit'), async ({ request }) => {
        visits.push(await request.json());
        return HttpResponse.json(true);
      }),
    );
    renderAt('/affiliate/AGT123ABC?src=qr');
    await waitFor(() => {
      expect(visits).toHaveLength(1);
    });
    const visitor = localStorage.getItem('empowered-finance:visitor');
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(visits[0]).toEqual({ code: 'AGT123ABC', source: 'qr', visitor });
    expect(JSON.parse(sessionStorage.getItem('empowered-finance:referral-source')!)).toEqual({
      code: 'AGT123ABC',
      source: 'qr',
    });
  });

  it('shows the tagline and the code the visitor was invited with', () => {
    renderAt('/affiliate/AGT123ABC');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your financial future, empowered by AI',
    );
    expect(screen.getByText(/You've been invited with referral code/)).toHaveTextContent(
      "You've been invited with referral code AGT123ABC",
    );
  });

  it('carries the code into sign-up and offers sign-in', () => {
    renderAt('/affiliate/AGT123ABC');

    expect(screen.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute(
      'href',
      '/sign-up?ref=AGT123ABC',
    );
    expect(screen.getByRole('link', { name: 'Already have an account? Sign In' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(screen.getByRole('link', { name: 'Create Your Free Account' })).toHaveAttribute(
      'href',
      '/sign-up?ref=AGT123ABC',
    );
  });

  it('URL-encodes a code with special characters', () => {
    renderAt('/affiliate/a%20b%26c');

    expect(screen.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute(
      'href',
      '/sign-up?ref=a%20b%26c',
    );
  });

  it('lists the six product features', () => {
    renderAt('/affiliate/AGT123ABC');

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'AI Chat',
      'Goal Tracking',
      'Smart Calendar',
      'Financial Education',
      'Career Opportunities',
      'Financial Tools',
    ]);
  });

  it.each(['/affiliate/%20%20', '/affiliate'])(
    'redirects %s home when the code is missing or blank',
    (path) => {
      renderAt(path);

      expect(screen.getByText('Home page')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    },
  );

  it('says a code no affiliate has is not valid and offers sign-up without it', async () => {
    server.use(http.post(CHECK, () => HttpResponse.json(false)));
    // As the boot script keeps it for sign-up before the code is checked.
    sessionStorage.setItem(REFERRAL_STORAGE_KEY, 'NOPE42');
    renderAt('/affiliate/NOPE42');

    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation code is not valid');
    expect(screen.getByRole('alert')).toHaveTextContent('No affiliate has the code NOPE42.');
    expect(screen.getByRole('link', { name: 'Sign Up Without a Code' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByText(/You've been invited/)).not.toBeInTheDocument();
    // "Without a code": sign-up does not start from the invalid one.
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('keeps the invitation when the code cannot be checked (sign-up ignores an unknown code)', async () => {
    let asked = false;
    server.use(
      http.post(CHECK, () => {
        asked = true;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    renderAt('/affiliate/AGT123ABC');

    await expect.poll(() => asked).toBe(true);
    expect(screen.getByText(/You've been invited with referral code/)).toHaveTextContent('AGT123ABC');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
