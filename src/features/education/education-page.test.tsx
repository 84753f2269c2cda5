import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOPICS, VIDEOS } from './content';
import { EducationPage } from './education-page';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/financial-education', Component: EducationPage },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/dashboard/financial-education'] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { router, container };
}

describe('EducationPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links the ten lessons to their pages', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Financial Education' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      TOPICS.map((topic) => `/dashboard/financial-education/${topic.id}`),
    );
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.getByText('Educational content only, not financial advice.')).toBeInTheDocument();
  });

  it('loads no player until the featured video is played', () => {
    const { container } = renderPage();

    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Play video: ${VIDEOS.featured.title}` }));

    const player = screen.getByTitle(VIDEOS.featured.title);
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${VIDEOS.featured.youtubeId}\\?`),
    );
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });
});
