import { ApiError } from "@epr/contract";
import { QueryClient } from "@tanstack/react-query";

/** One cache for the whole portal: loaders fill it, pages read it, nothing is fetched twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; a network blip might.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});
