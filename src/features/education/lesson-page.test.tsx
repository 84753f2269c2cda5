import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PublicArea } from '@/components/public-area';

import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { VIDEOS } from './content';
import { LessonPage } from './lesson-page';
import { LESSONS } from './lessons';

/** The lesson as the dashboard shows it, for a signed-in user whose finished lessons are `done`. */
function renderLesson(id: string, done: string[] = []) {
  signIn();
  const saved: unknown[] = [];
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.get(restUrl('/lesson_progress'), () => HttpResponse.json(done.map((lesson_id) => ({ lesson_id })))),
    http.post(restUrl('/lesson_progress'), async ({ request }) => {
      saved.push(await request.json());
      return new HttpResponse(null, { status: 201 });
    }),
  );
  const view = renderRoutes(
    [
      { path: '/dashboard/financial-education/:topicId', element: <LessonPage notFound={<p>404 page</p>} /> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    `/dashboard/financial-education/${id}`,
  );
  return { ...view, saved };
}

/** The public page: anybody, no account, with the address's `?ref=`. */
function renderPublicLesson(address: string) {
  return renderRoutes(
    [
      {
        path: '/learn/:topicId',
        element: (
          <PublicArea>
            <LessonPage notFound={<p>404 page</p>} />
          </PublicArea>
        ),
      },
    ],
    address,
  );
}

/** Answers the lesson's check questions: `wrongFirst` tries a wrong option of the first one first. */
async function answerChecks(id: keyof typeof LESSONS, { wrongFirst = false } = {}) {
  const user = userEvent.setup();
  const questions = within(screen.getByRole('region', { name: 'Check what you learned' })).getAllByRole(
    'group',
  );
  for (const [i, check] of LESSONS[id].checks.entries()) {
    const group = within(questions[i]!);
    if (wrongFirst && i === 0) {
      const wrong = check.options.findIndex((_, o) => o !== check.answer);
      await user.click(group.getByRole('radio', { name: check.options[wrong] }));
      expect(group.getByText('Not quite.')).toBeInTheDocument();
      expect(group.queryByText(check.explanation)).not.toBeInTheDocument();
    }
    await user.click(group.getByRole('radio', { name: check.options[check.answer] }));
    expect(group.getByText(check.explanation)).toBeInTheDocument();
  }
}

describe('LessonPage', () => {
  it('shows the video behind its facade, the article, its try-it and the related tools', async () => {
    const { container } = renderLesson('budgeting');

    expect(await screen.findByRole('heading', { level: 1, name: 'Budgeting Basics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Financial Education/ })).toHaveAttribute(
      'href',
      '/dashboard/financial-education',
    );
    for (const section of LESSONS.budgeting.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/min read$/)).toBeInTheDocument();
    const tryIt = within(screen.getByRole('region', { name: 'Try it' }));
    expect(tryIt.getByRole('link', { name: LESSONS.budgeting.tryIt.label }).getAttribute('href')).toMatch(
      /^\/dashboard\/calculators\/emergency-fund\?expenses=2000&/,
    );
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

  it('shows a lesson without a video, with no player', async () => {
    const { container } = renderPublicLesson('/learn/rule-of-72');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Rule of 72' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
    expect(container.querySelector('figure')).toBeNull();
  });

  it('records the lesson as done once every check question has its right answer', async () => {
    const { saved } = renderLesson('rule-of-72');
    await screen.findByRole('heading', { level: 1, name: 'The Rule of 72' });
    expect(screen.getByText('Answer all three to finish the lesson.')).toBeInTheDocument();

    await answerChecks('rule-of-72', { wrongFirst: true });

    expect(await screen.findByText('It counts towards your progress.')).toBeInTheDocument();
    expect(saved).toEqual([{ user_id: expect.any(String) as string, lesson_id: 'rule-of-72' }]);
    // The next lesson not done, in the page's order.
    expect(screen.getByRole('link', { name: 'Next: Budgeting Basics' })).toHaveAttribute(
      'href',
      '/dashboard/financial-education/budgeting',
    );
  });

  it('says when the lesson was finished before', async () => {
    renderLesson('budgeting', ['budgeting']);
    expect(
      await screen.findByText('You have finished this lesson. Answer again any time to refresh it.'),
    ).toBeInTheDocument();
  });

  it.each(['no-such-topic', 'Rule-of-72'])('shows the 404 page for %j', async (id) => {
    renderPublicLesson(`/learn/${id}`);

    expect(await screen.findByText('404 page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('LessonPage, open to everyone', () => {
  it('links its calculator and lessons to their public pages, and the rest to sign-up with the invitation', async () => {
    renderPublicLesson('/learn/budgeting?ref=AGT42');
    await screen.findByRole('heading', { level: 1, name: 'Budgeting Basics' });

    expect(screen.queryByRole('link', { name: /Back to Financial Education/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All free lessons and calculators' })).toHaveAttribute(
      'href',
      '/learn',
    );
    const tryIt = within(screen.getByRole('region', { name: 'Try it' }));
    expect(tryIt.getByRole('link').getAttribute('href')).toMatch(
      /^\/calculators\/emergency-fund\?expenses=2000&/,
    );
    const tools = within(screen.getByRole('region', { name: 'Put it into practice' }));
    expect(tools.getByRole('link', { name: /Plan your debt payoff/ })).toHaveAttribute(
      'href',
      '/calculators/debt-payoff',
    );
    expect(tools.getByRole('link', { name: /Set a savings goal/ })).toHaveAttribute(
      'href',
      '/sign-up?ref=AGT42',
    );
    for (const link of screen.getAllByRole('link', { name: /Create a free account/ })) {
      expect(link).toHaveAttribute('href', '/sign-up?ref=AGT42');
    }
  });

  it('lets anybody answer the check questions, then invites them to keep track', async () => {
    renderPublicLesson('/learn/rule-of-72');
    await screen.findByRole('heading', { level: 1, name: 'The Rule of 72' });

    await answerChecks('rule-of-72');

    expect(await screen.findByText('Lesson done. Keep track of the next nine.')).toBeInTheDocument();
  });
});
