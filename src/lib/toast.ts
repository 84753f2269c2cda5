import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;
type Send = (toast: Toast) => void;

// sonner is loaded with the Toaster after the first paint (it is not needed to draw any page), so
// a toast asked for before the Toaster listens waits here instead of being lost.
let listening: Toast | null = null;
const waiting: Send[] = [];

function show(send: Send) {
  if (listening) send(listening);
  else waiting.push(send);
}

/** Called by the mounted Toaster with sonner's `toast`; returns what its unmount calls. */
export function attachToaster(toast: Toast): () => void {
  listening = toast;
  waiting.splice(0).forEach((send) => {
    send(toast);
  });
  return () => {
    listening = null;
  };
}

/** The one way features show toasts, so every error looks like the spec's destructive toast titled Error. */
export const notify = {
  success(title: string, description?: string) {
    show((toast) => toast.success(title, { description }));
  },
  /** `action` adds a button to the toast, e.g. Retry. */
  error(message: string, title = 'Error', action?: { label: string; onClick: () => void }) {
    show((toast) => toast.error(title, { description: message, action }));
  },
  /**
   * A question that stays until it is answered or closed, e.g. a new version to load: one at a time
   * per `id` (asked again, it replaces itself).
   */
  prompt(id: string, title: string, action: { label: string; onClick: () => void }) {
    show((toast) => toast(title, { id, action, duration: Number.POSITIVE_INFINITY }));
  },
};
