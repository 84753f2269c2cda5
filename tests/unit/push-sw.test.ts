import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * public/push-sw.js's notificationclick (docs/decisions/031-notifications.md). The browser tests
 * deliver pushes to the real worker (tests/e2e/push-notifications.spec.ts), but nothing can click a
 * notification there: the DevTools protocol has no such command, and a script's own click event
 * may not wait or open windows. So the script runs here in a worker's scope of our making: its
 * clients (the windows) and registration are the parts a browser would give it.
 */

const ORIGIN = 'https://app.example';
type Handler = (event: unknown) => void;

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(url: string, { controlled = true } = {}): FakeWindow {
  const window: FakeWindow = {
    url,
    focus: vi.fn(() => Promise.resolve(window)),
    navigate: vi.fn((to: string) =>
      controlled ? Promise.resolve({ ...window, url: to }) : Promise.reject(new TypeError('not controlled')),
    ),
  };
  return window;
}

/** Runs the worker script with `windows` open; returns its handlers and what it asked of the browser. */
function worker(windows: FakeWindow[]) {
  const handlers = new Map<string, Handler>();
  const clients = {
    matchAll: vi.fn(() => Promise.resolve(windows)),
    openWindow: vi.fn(() => Promise.resolve(null)),
  };
  const showNotification = vi.fn(() => Promise.resolve());
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients,
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  runInNewContext(readFileSync('public/push-sw.js', 'utf8'), { self, URL });
  return { handlers, clients, showNotification };
}

/** Dispatches a click on a notification whose data is `data`; resolves once its work is done. */
async function click(handlers: Map<string, Handler>, data: unknown): Promise<{ closed: boolean }> {
  const work: Promise<unknown>[] = [];
  const notification = { data, closed: false, close: () => (notification.closed = true) };
  handlers.get('notificationclick')!({ notification, waitUntil: (p: Promise<unknown>) => work.push(p) });
  await Promise.all(work);
  return notification;
}

describe('a click on a notification', () => {
  it('brings the open window of the app forward and sends it to the notification’s path', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const app = fakeWindow(`${ORIGIN}/dashboard`);
    const { handlers, clients } = worker([other, app]);
    const notification = await click(handlers, { url: '/dashboard/calendar' });
    expect(notification.closed).toBe(true);
    expect(app.focus).toHaveBeenCalledTimes(1);
    expect(app.navigate).toHaveBeenCalledWith(`${ORIGIN}/dashboard/calendar`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none of the app is open, or when the open one is not the worker’s', async () => {
    const alone = worker([]);
    await click(alone.handlers, { url: '/dashboard/goals' });
    expect(alone.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard/goals`);

    const uncontrolled = fakeWindow(`${ORIGIN}/`, { controlled: false });
    const beside = worker([uncontrolled]);
    await click(beside.handlers, { url: '/dashboard/goals' });
    expect(beside.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard/goals`);
  });

  it('opens the dashboard for a path that is not the app’s own', async () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example/x', undefined]) {
      const { handlers, clients } = worker([]);
      await click(handlers, url === undefined ? undefined : { url });
      expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard`);
    }
  });
});

describe('a push that is not JSON', () => {
  it('is still shown, its text as the body', async () => {
    const { handlers, showNotification } = worker([]);
    const work: Promise<unknown>[] = [];
    handlers.get('push')!({
      data: {
        json: () => JSON.parse('not json') as unknown,
        text: () => 'plain words',
      },
      waitUntil: (p: Promise<unknown>) => work.push(p),
    });
    await Promise.all(work);
    expect(showNotification).toHaveBeenCalledWith(
      'Empowered Finance',
      expect.objectContaining({ body: 'plain words', data: { url: '/dashboard' } }),
    );
  });
});
