import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from './components/toast.ts';
import { ApiError, errorMessage } from './api/client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    // `silent: true` for loads whose failure a visitor should not see (the public site's loads).
    queryMeta: { silent?: boolean };
  }
}

/** Load failures become error toasts unless the query is marked silent. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) toast.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network blip or 5xx may.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
