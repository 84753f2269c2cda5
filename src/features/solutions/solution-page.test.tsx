import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadSolutionContent } from './content/load';
import { assistantPath } from '@/lib/paths';
import { SOLUTIONS } from './slugs';
import { SolutionPage, solutionLoader } from './solution-page';

function ChatStandIn() {
  const [params] = useSearchParams();
  return <p>Chat prompt: {params.get('prompt')}</p>;
}

function renderSolutionPage(slug: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/solutions/:slug',
        loader: solutionLoader,
        HydrateFallback: () => null,
        element: <SolutionPage notFound={<p>The app's 404 page</p>} />,
      },
      { path: '/dashboard/empowered-ai', element: <ChatStandIn /> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [`/dashboard/solutions/${slug}`] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('SolutionPage', () => {
  it.each(SOLUTIONS)(
    '$title: back button, intro, hero, sections, both actions and the note',
    async ({ slug }) => {
      const content = await loadSolutionContent(slug);
      renderSolutionPage(slug);

      expect(await screen.findByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Financial Tools' })).toHaveAttribute(
        'href',
        '/dashboard/financial-tools',
      );
      expect(screen.getByText(content.intro[0]!)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: content.hero.alt })).toHaveAttribute('src', content.hero.src);
      expect(sectionTitles()).toEqual([
        "Who it's for",
        'Key benefits',
        'Problems it helps with',
        'By the numbers',
        ...content.extras.map((section) => section.title),
        'Take the next step',
        'Related solutions',
      ]);

      const chat = screen.getAllByRole('link', { name: 'Ask the AI assistant' });
      const consultation = screen.getAllByRole('link', { name: 'Book a free consultation' });
      expect(chat.length).toBeGreaterThan(0);
      for (const link of chat) expect(link).toHaveAttribute('href', assistantPath(content.chatPrompt));
      for (const link of consultation)
        expect(link).toHaveAttribute('href', `/dashboard/consultation?topic=${content.slug}`);
      expect(screen.getByText(/Educational content, not financial advice/)).toBeInTheDocument();
    },
  );

  it('opens the AI chat with the prompt intact after encoding', async () => {
    const content = await loadSolutionContent('income-for-life');
    const { user, router } = renderSolutionPage('income-for-life');

    const nextStep = await screen.findByRole('region', { name: 'Take the next step' });
    await user.click(within(nextStep).getByRole('link', { name: 'Ask the AI assistant' }));

    expect(router.state.location.pathname).toBe('/dashboard/empowered-ai');
    expect(screen.getByText(`Chat prompt: ${content.chatPrompt}`)).toBeInTheDocument();
  });

  it('adds up each income scenario from its sources', async () => {
    renderSolutionPage('income-for-life');
    const comparison = await screen.findByRole('region', { name: 'Income comparison' });
    for (const total of ['$24,000 a year', '$44,000 a year', '$54,000 a year']) {
      expect(within(comparison).getByText(total)).toBeInTheDocument();
    }
  });

  it('shows the funeral cost total and the premium table by age band', async () => {
    renderSolutionPage('final-expense-plan');

    const costs = await screen.findByRole('region', { name: 'Funeral cost breakdown' });
    const total = within(costs).getByRole('row', { name: /Typical total/ });
    expect(total).toHaveTextContent('$7,000-$15,000+');
    const bands = within(screen.getByRole('region', { name: 'Premium and coverage by age band' }));
    expect(bands.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '50-55',
      '56-65',
      '66-75',
      '76-85',
    ]);
  });

  it("renders the app's 404 page for an unknown slug", async () => {
    renderSolutionPage('take-a-quiz');

    expect(await screen.findByText("The app's 404 page")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
