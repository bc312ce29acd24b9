import { ApiError } from "@epr/contract";
import { QueryClient } from "@tanstack/react-query";

/** One cache for the whole portal: loaders fill it, pages read it, nothing is fetched twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; a network blip (status 0) or a 5xx might.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
