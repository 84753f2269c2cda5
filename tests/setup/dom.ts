import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@/testing/msw';

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
});

afterAll(() => {
  server.close();
});
