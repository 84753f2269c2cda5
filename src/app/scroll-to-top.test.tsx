import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('leaves the first page where the browser put it and starts every later page at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', Component: ScrollToTop }], {
      initialEntries: ['/career'],
    });
    render(<RouterProvider router={router} />, { reactStrictMode: true });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/terms'));

    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});
