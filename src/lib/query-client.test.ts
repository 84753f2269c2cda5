import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { attachToaster } from './toast';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('createQueryClient', () => {
  let detach: () => void;
  beforeEach(() => {
    detach = attachToaster(toast);
  });
  afterEach(() => {
    detach();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  async function runFailing(meta: Record<string, unknown> | undefined, error = new Error('invalid login')) {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(error),
      meta,
    });
    await mutation.execute(undefined).catch(() => undefined);
  }

  it('logs a fault in the app once with its stack and shows its message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runFailing({ errorMessage: 'Failed to save.', logMessage: 'Saving failed' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Saving failed', expect.objectContaining({ message: 'invalid login' }));
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to save.' });
  });

  it("logs a server's refusal as one line, without a stack trace", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = Object.assign(new Error('Invalid login credentials'), { status: 400 });
    await runFailing({ errorMessage: 'Failed.', logMessage: 'Sign-in failed' }, refusal);
    expect(log).toHaveBeenCalledExactlyOnceWith('Sign-in failed: Invalid login credentials');
  });

  it('turns the error into the message when errorMessage is a function', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runFailing({ errorMessage: (error: Error) => `Said: ${error.message}` });
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Said: invalid login' });
  });

  it('stays quiet without errorMessage', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runFailing(undefined);
    expect(log).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('refuses a change at once while offline, says why, and never calls the server', async () => {
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      const mutationFn = vi.fn(() => Promise.resolve('saved'));
      const mutation = client.getMutationCache().build(client, {
        mutationFn,
        meta: { errorMessage: 'Failed to create goal. Please try again.' },
      });
      await expect(mutation.execute(undefined)).rejects.toThrow('You are offline: nothing was saved.');
      expect(mutationFn).not.toHaveBeenCalled();
      expect(mutation.state).toMatchObject({ status: 'error', isPaused: false });
      expect(toast.error).toHaveBeenCalledExactlyOnceWith('Error', {
        description: 'You are offline: nothing was saved. Try again once you are back online.',
      });
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
