import { contentCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "./featureApi.js";

const contentApi = featureApi(contentCalls);

/**
 * A content file by id (enrollment.md §7 Content): texts change only with a release, so a page
 * keeps what it loaded for the session's life; the browser revalidates with the server's ETag.
 */
export const contentQuery = (id: string) =>
  queryOptions({
    queryKey: ["content", id],
    queryFn: () => contentApi.content(id),
    staleTime: 5 * 60_000,
  });
