import { beforeEach, vi, type Mock } from 'vitest';

/**
 * Keeps console.error quiet in each test of the calling file (the app logs every failure,
 * docs/product-spec.md §8) and returns what it received, for the tests that check the log.
 */
export function captureConsoleErrors(): Mock<typeof console.error> {
  const logged = vi.fn<typeof console.error>();
  beforeEach(() => {
    logged.mockClear();
    const spy = vi.spyOn(console, 'error').mockImplementation(logged);
    return () => {
      spy.mockRestore();
    };
  });
  return logged;
}
