import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { startHydrating, useHydrated } from '@/lib/use-hydrated';

function Shows() {
  return <p>{useHydrated() ? 'hydrated' : 'as the server rendered it'}</p>;
}

describe('useHydrated', () => {
  it('is true at once in a page rendered only in the browser', () => {
    render(<Shows />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });

  it('hydrates as the server rendered it, without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>as the server rendered it</p>';
    document.body.append(container);
    const mismatch = vi.fn();

    startHydrating();
    const root = await act(() =>
      Promise.resolve(hydrateRoot(container, <Shows />, { onRecoverableError: mismatch })),
    );

    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('hydrated');
    // Pages rendered after hydration start as hydrated.
    render(<Shows />);
    expect(screen.getAllByText('hydrated')).toHaveLength(2);
    act(() => {
      root.unmount();
    });
    container.remove();
  });
});
