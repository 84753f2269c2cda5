import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachToaster, notify } from './toast';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

describe('notify', () => {
  let detach: () => void;
  beforeEach(() => {
    detach = attachToaster(toast);
  });
  afterEach(() => {
    detach();
    vi.clearAllMocks();
  });

  it('shows errors as a destructive toast titled Error with the message beneath', () => {
    notify.error('Failed to create goal. Please try again.');

    expect(toast.error).toHaveBeenCalledWith('Error', {
      description: 'Failed to create goal. Please try again.',
    });
  });

  it('accepts another title for an error', () => {
    notify.error('Failed to copy link', 'Copy failed');

    expect(toast.error).toHaveBeenCalledWith('Copy failed', { description: 'Failed to copy link' });
  });

  it('shows a success title with an optional description', () => {
    notify.success('Signed in successfully!');
    notify.success('Goal Created', 'Your financial goal has been successfully created!');

    expect(toast.success).toHaveBeenNthCalledWith(1, 'Signed in successfully!', { description: undefined });
    expect(toast.success).toHaveBeenNthCalledWith(2, 'Goal Created', {
      description: 'Your financial goal has been successfully created!',
    });
  });

  it('asks a question that stays until answered, once per id', () => {
    const onClick = vi.fn();
    notify.prompt('new-version', 'A new version is ready:', { label: 'Reload', onClick });

    expect(toast).toHaveBeenCalledExactlyOnceWith('A new version is ready:', {
      id: 'new-version',
      action: { label: 'Reload', onClick },
      duration: Number.POSITIVE_INFINITY,
    });
  });

  it('keeps a toast asked for before the Toaster listens, and shows it when it does', () => {
    detach();
    notify.error('Failed to copy link');
    expect(toast.error).not.toHaveBeenCalled();

    detach = attachToaster(toast);

    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Error', { description: 'Failed to copy link' });
  });
});
