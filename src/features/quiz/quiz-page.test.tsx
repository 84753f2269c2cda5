import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, matchPath, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isSolutionSlug } from '@/features/solutions';
import { QUIZ_QUESTIONS } from './content';
import { QuizPage } from './quiz-page';

/** The routes of docs/product-spec.md §2 the quiz links to. */
const ROUTES = ['/dashboard/financial-tools', '/dashboard/consultation', '/dashboard/solutions/:slug'];

function isKnownRoute(href: string | null): boolean {
  const match = ROUTES.map((route) => matchPath(route, (href ?? '').split('?')[0]!)).find(Boolean);
  return !!match && (match.params.slug === undefined || isSolutionSlug(match.params.slug));
}

function renderQuiz() {
  const router = createMemoryRouter([{ path: '/dashboard/financial-quiz', Component: QuizPage }], {
    initialEntries: ['/dashboard/financial-quiz'],
  });
  render(<RouterProvider router={router} />);
}

const progress = () => screen.getByRole('progressbar', { name: 'Quiz progress' });
const answer = (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: label }));
};

describe('QuizPage', () => {
  it('links back to the financial tools', () => {
    renderQuiz();
    expect(screen.getByRole('link', { name: 'Back to Financial Tools' })).toHaveAttribute(
      'href',
      '/dashboard/financial-tools',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Solutions Quiz' })).toBeInTheDocument();
  });

  it('steps through the three questions to the top 3 results, then restarts', () => {
    renderQuiz();

    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS[0]!.question })).toBeInTheDocument();
    answer('Protect my family if something happens to me');

    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS[1]!.question })).toHaveFocus();
    answer('A serious illness and the bills that come with it');

    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    answer('A payout for the people I love');

    expect(progress()).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('heading', { level: 2, name: 'Your top matches' })).toHaveFocus();
    const results = within(screen.getByRole('list', { name: 'Your top matches' })).getAllByRole('listitem');
    expect(results.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '#1: Life Insurance',
      '#2: Living Benefits',
      '#3: Final Expense Plan',
    ]);
    expect(within(results[0]!).getByText('Matches 3 of your answers')).toBeInTheDocument();
    expect(within(results[2]!).getByText('Matches 1 of your answers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Learn about Life Insurance/ })).toHaveAttribute(
      'href',
      '/dashboard/solutions/life-insurance',
    );
    expect(screen.getByRole('link', { name: /Learn about Final Expense Plan/ })).toHaveAttribute(
      'href',
      '/dashboard/solutions/final-expense-plan',
    );
    expect(screen.getByRole('link', { name: /Book a free consultation/ })).toHaveAttribute(
      'href',
      '/dashboard/consultation?topic=life-insurance',
    );
    expect(screen.getByText(/educational, not financial advice/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toSatisfy(isKnownRoute);

    fireEvent.click(screen.getByRole('button', { name: /Retake the quiz/ }));

    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS[0]!.question })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Your top matches' })).not.toBeInTheDocument();
  });
});
