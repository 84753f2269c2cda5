import { afterEach, describe, expect, it, vi } from 'vitest';
import { logFailure } from './log';

describe('logFailure', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("writes a server's answer as one line", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailure('Loading the goals failed', { code: '42501', message: 'permission denied', details: null });
    expect(log).toHaveBeenCalledExactlyOnceWith('Loading the goals failed: permission denied');
  });

  it('keeps the error itself, with its stack, for a fault in the app', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fault = new TypeError('x is undefined');
    logFailure('The assistant did not answer', fault);
    expect(log).toHaveBeenCalledExactlyOnceWith('The assistant did not answer', fault);
  });
});
