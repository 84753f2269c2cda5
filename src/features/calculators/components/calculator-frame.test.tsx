import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PublicArea } from '@/components/public-area';
import { calculatorBySlug } from '../content';
import { CalculatorFrame } from './calculator-frame';

function renderFrame({ inPublic }: { inPublic: boolean }) {
  const frame = (
    <CalculatorFrame calculator={calculatorBySlug('debt-payoff')!} inputs={null}>
      <p>Result</p>
    </CalculatorFrame>
  );
  render(<MemoryRouter>{inPublic ? <PublicArea>{frame}</PublicArea> : frame}</MemoryRouter>);
}

describe('CalculatorFrame', () => {
  it('leads back to Financial Tools in the dashboard', () => {
    renderFrame({ inPublic: false });

    expect(screen.getByRole('link', { name: 'Financial Tools' })).toHaveAttribute(
      'href',
      '/dashboard/financial-tools',
    );
    expect(screen.queryByRole('link', { name: 'All free lessons and calculators' })).not.toBeInTheDocument();
  });

  it('leads to every free lesson and calculator in the public area', () => {
    renderFrame({ inPublic: true });

    expect(screen.getByRole('link', { name: 'All free lessons and calculators' })).toHaveAttribute(
      'href',
      '/learn',
    );
    expect(screen.queryByRole('link', { name: 'Financial Tools' })).not.toBeInTheDocument();
  });
});
