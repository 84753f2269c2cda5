import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@/testing/msw';

// findBy and waitFor wait for what they look for; the bound only ends a wait for something
// that never comes. The default second is too short for a busy machine (lazy routes, msw).
configure({ asyncUtilTimeout: 5_000 });

// Radix measures switches with ResizeObserver and scrolls a chosen option into view; jsdom has
// neither, and sizes do not matter in these tests.
Object.assign(globalThis, {
  ResizeObserver: class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  },
});
Object.assign(Element.prototype, { scrollIntoView: () => undefined });

// jsdom has no media queries: no test's page is an installed app (display-mode: standalone).
Object.assign(window, {
  matchMedia: (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }),
});

// jsdom lacks pointer capture, which sonner uses when a toast's button is pressed.
Object.assign(Element.prototype, {
  setPointerCapture: () => undefined,
  releasePointerCapture: () => undefined,
  hasPointerCapture: () => false,
});

// Any request a test did not expect fails the test instead of reaching the network.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  toast.dismiss(); // sonner keeps its toasts in module state, across tests
  server.resetHandlers();
  localStorage.clear();
  // A test that put an email link in the address must not hand it to the next one.
  window.history.replaceState(null, '', '/');
});

// A toast that closed during the last test unmounts 200 ms later on a timer of sonner's own;
// firing after jsdom is torn down, that timer throws "window is not defined".
const SONNER_UNMOUNT_DELAY_MS = 200;

afterAll(async () => {
  server.close();
  if (toast.getHistory().length > 0) {
    await new Promise((resolve) => setTimeout(resolve, SONNER_UNMOUNT_DELAY_MS + 50));
  }
});
