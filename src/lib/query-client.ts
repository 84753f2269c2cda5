import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // One retry covers a dropped connection; permission and validation errors would only fail again.
      retry: 1,
    },
  },
});
