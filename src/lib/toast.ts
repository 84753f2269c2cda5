import { toast } from 'sonner';

/** The one way features show toasts, so every error looks like the spec's destructive toast titled Error. */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  /** `action` adds a button to the toast, e.g. Retry. */
  error(message: string, title = 'Error', action?: { label: string; onClick: () => void }) {
    toast.error(title, { description: message, action });
  },
};
