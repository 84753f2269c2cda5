import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_LIMIT, truncateDescription } from './logic';
import { assistantPath } from '@/lib/paths';
import { TOOLS } from './tools';
import { ToolsPage } from './tools-page';

const TOOLS_PATH = '/dashboard/financial-tools';

function renderToolsPage() {
  const router = createMemoryRouter(
    [
      { path: TOOLS_PATH, element: <ToolsPage /> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [TOOLS_PATH] },
  );
  render(<RouterProvider router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { user: userEvent.setup(), location };
}

/** The spec's nine tool cards: the first list (the calculators follow in their own section). */
const cards = () => within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');

describe('ToolsPage', () => {
  it('shows the nine tools of the spec, in order, each linking to its route', () => {
    renderToolsPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Financial Tools & Resources' }),
    ).toBeInTheDocument();
    const links = cards().map((card) => within(card).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Take a Quiz', '/dashboard/financial-quiz'],
      ['Solutions Coach', '/dashboard/solutions-coach'],
      ['Life Insurance', '/dashboard/solutions/life-insurance'],
      ['Living Benefits', '/dashboard/solutions/living-benefits'],
      ['Tax Free Retirement', '/dashboard/solutions/tax-free-retirement'],
      ['Build Your Own Bank', '/dashboard/solutions/build-your-own-bank'],
      ['Income For Life', '/dashboard/solutions/income-for-life'],
      ['Final Expense Plan', '/dashboard/solutions/final-expense-plan'],
      ['Plans for Children', '/dashboard/solutions/plans-for-children'],
    ]);
  });

  it('cuts every card description to 70 characters', () => {
    renderToolsPage();

    const shown = TOOLS.map(
      (tool, index) => within(cards()[index]!).getByText(truncateDescription(tool.description)).textContent,
    );
    for (const text of shown) expect(text.length).toBeLessThanOrEqual(CARD_DESCRIPTION_LIMIT);
    expect(shown.filter((text) => text.endsWith('…'))).not.toHaveLength(0);
  });

  it('opens a tool from its card with the keyboard', async () => {
    const { user, location } = renderToolsPage();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Take a Quiz' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/dashboard/financial-quiz');
  });

  it('navigates when the card itself is clicked, without opening the dialog', async () => {
    const { user, location } = renderToolsPage();

    await user.click(screen.getByRole('link', { name: 'Income For Life' }));
    expect(location()).toBe('/dashboard/solutions/income-for-life');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the detail dialog from Details, with learn-more and Book A Free Call', async () => {
    const { user, location } = renderToolsPage();
    const tool = TOOLS.find((t) => t.id === 'life-insurance')!;

    await user.click(screen.getByRole('button', { name: 'Details about Life Insurance' }));

    const dialog = screen.getByRole('dialog', { name: 'Life Insurance' });
    expect(location()).toBe(TOOLS_PATH);
    expect(within(dialog).getByText(tool.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Book A Free Call' })).toHaveAttribute(
      'href',
      '/dashboard/consultation?topic=life-insurance',
    );
    const learnMore = within(dialog).getByRole('link', { name: 'Learn more with AI' });
    expect(learnMore).toHaveAttribute('href', assistantPath(tool.prompt));

    await user.click(learnMore);
    expect(location()).toBe(assistantPath(tool.prompt));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the content is educational, not financial advice', () => {
    renderToolsPage();

    expect(screen.getByText(/Educational content, not financial advice/)).toBeInTheDocument();
  });
});

describe('the Calculators section', () => {
  it('links each of the four calculators under its own heading', () => {
    renderToolsPage();
    const section = screen.getByRole('region', { name: 'Calculators' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard/calculators/debt-payoff',
      '/dashboard/calculators/compound-growth',
      '/dashboard/calculators/retirement-income',
      '/dashboard/calculators/emergency-fund',
    ]);
  });
});
