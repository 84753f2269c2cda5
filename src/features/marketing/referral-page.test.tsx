import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReferralPage } from './referral-page';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/affiliate" element={<ReferralPage />} />
        <Route path="/affiliate/:agentCode" element={<ReferralPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ReferralPage', () => {
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
});
