import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

function renderLandingPage() {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  it('presents the six product features', () => {
    renderLandingPage();

    const featureList = screen.getByRole('list');
    const titles = within(featureList)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

    expect(titles).toEqual([
      'AI Chat',
      'Goal Tracking',
      'Smart Calendar',
      'Financial Education',
      'Career Opportunities',
      'Financial Tools',
    ]);
  });

  it('sends new visitors to sign up', () => {
    renderLandingPage();

    expect(screen.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute('href', '/sign-up');
  });

  it('opens the free lessons and calculators to everyone', () => {
    renderLandingPage();

    expect(screen.getByRole('link', { name: 'Free Lessons and Calculators' })).toHaveAttribute(
      'href',
      '/learn',
    );
  });

  it('has exactly one top-level heading', () => {
    renderLandingPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
