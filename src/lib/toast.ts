import { toast } from 'sonner';

/** The one way features show toasts, so every error looks like the spec's destructive toast titled Error. */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  error(message: string, title = 'Error') {
    toast.error(title, { description: message });
  },
};
