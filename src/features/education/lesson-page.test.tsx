import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { VIDEOS } from './content';
import { LessonPage } from './lesson-page';
import { LESSONS } from './lessons';

function renderLesson(id: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/financial-education/:topicId',
        element: <LessonPage notFound={<p>404 page</p>} />,
      },
    ],
    { initialEntries: [`/dashboard/financial-education/${id}`] },
  );
  return render(<RouterProvider router={router} />);
}

describe('LessonPage', () => {
  it('shows the video behind its facade, the article and the related tools', () => {
    const { container } = renderLesson('budgeting');

    expect(screen.getByRole('heading', { level: 1, name: 'Budgeting Basics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Financial Education/ })).toHaveAttribute(
      'href',
      '/dashboard/financial-education',
    );
    for (const section of LESSONS.budgeting.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/min read$/)).toBeInTheDocument();
    const tools = within(screen.getByRole('region', { name: 'Put it into practice' }));
    expect(tools.getByRole('link', { name: /Set a savings goal/ })).toHaveAttribute(
      'href',
      '/dashboard/goals',
    );
    expect(tools.getByRole('link', { name: /Add your bills to the calendar/ })).toHaveAttribute(
      'href',
      '/dashboard/calendar',
    );
    expect(screen.getByText('Educational content only, not financial advice.')).toBeInTheDocument();

    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Play video: ${VIDEOS.budgeting?.title ?? ''}` }));
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('shows a lesson without a video, with no player', () => {
    const { container } = renderLesson('rule-of-72');

    expect(screen.getByRole('heading', { level: 1, name: 'The Rule of 72' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
    expect(container.querySelector('figure')).toBeNull();
  });

  it.each(['no-such-topic', 'Rule-of-72'])('shows the 404 page for %j', (id) => {
    renderLesson(id);

    expect(screen.getByText('404 page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
