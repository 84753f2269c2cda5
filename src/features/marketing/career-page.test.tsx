import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CareerPage } from './career-page';

describe('CareerPage', () => {
  it('links the hero to the assistant section and the closing call to sign-up', () => {
    const { container } = render(
      <MemoryRouter>
        <CareerPage />
      </MemoryRouter>,
    );

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '#start');
    expect(container.querySelector('#start')).toContainElement(screen.getByRole('log'));
    expect(screen.getByRole('link', { name: 'Create Your Free Account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });
});
