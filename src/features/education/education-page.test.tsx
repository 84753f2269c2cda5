import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { TOPICS, VIDEOS } from './content';
import { EducationPage } from './education-page';

function renderPage(done: string[] = []) {
  signIn();
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.get(restUrl('/lesson_progress'), () => HttpResponse.json(done.map((lesson_id) => ({ lesson_id })))),
  );
  return renderRoutes(
    [
      { path: '/dashboard/financial-education', Component: EducationPage },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    '/dashboard/financial-education',
  );
}

describe('EducationPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links the ten lessons to their pages, each with its reading time', async () => {
    renderPage();
    expect(await screen.findByText('0 of 10 done')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'Financial Education' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      TOPICS.map((topic) => `/dashboard/financial-education/${topic.id}`),
    );
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.getByText('Educational content only, not financial advice.')).toBeInTheDocument();
    for (const item of screen.getAllByRole('listitem')) {
      expect(within(item).getByText(/^\d+ min read$/)).toBeInTheDocument();
    }
  });

  it('counts and marks the lessons done', async () => {
    renderPage(['rule-of-72', 'budgeting']);
    expect(await screen.findByText('2 of 10 done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Rule of 72 (done)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Budgeting Basics (done)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saving Habits' })).toBeInTheDocument();
    expect(screen.getAllByText('Done')).toHaveLength(2);
  });

  it('loads no player until the featured video is played', async () => {
    const { container } = renderPage();
    await screen.findByText('0 of 10 done');

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
