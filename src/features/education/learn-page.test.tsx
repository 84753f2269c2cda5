import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicArea } from '@/components/public-area';
import { CALCULATORS } from '@/features/calculators';
import { renderRoutes } from '@/testing/render';
import { TOPICS } from './content';
import { LearnPage } from './learn-page';

/** /learn as anybody opens it: inside the public area, with the address's `?ref=`. */
function renderLearnPage(address = '/learn') {
  return renderRoutes(
    [
      {
        path: '/learn',
        element: (
          <PublicArea>
            <LearnPage />
          </PublicArea>
        ),
      },
    ],
    address,
  );
}

const linksIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('LearnPage, open to everyone', () => {
  it('lists every lesson and every calculator, each linked to its public page', async () => {
    renderLearnPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Free Lessons and Calculators' }),
    ).toBeInTheDocument();
    expect(linksIn('Lessons')).toEqual(TOPICS.map((topic) => [topic.title, `/learn/${topic.id}`]));
    expect(linksIn('Calculators')).toEqual(
      CALCULATORS.map((calculator) => [calculator.title, `/calculators/${calculator.slug}`]),
    );
    for (const topic of TOPICS) expect(screen.getByText(topic.description)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Educational content only, not financial advice.')).toBeInTheDocument();
  });

  it('invites the reader to a free account, keeping the invitation it was opened with', async () => {
    renderLearnPage('/learn?ref=AGT42');

    expect(await screen.findByRole('link', { name: /Create a free account/ })).toHaveAttribute(
      'href',
      '/sign-up?ref=AGT42',
    );
  });
});
