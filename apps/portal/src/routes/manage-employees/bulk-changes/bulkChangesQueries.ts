import {
  type ApiCall,
  type EligibilityApplyRequest,
  type EligibilityImport,
  eligibilityImportSchema,
  eligibilityImportsResponseSchema,
  eligibilityRowsResponseSchema,
} from "@epr/contract";
import type { EligibilityOutcome } from "@epr/domain";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../../lib/featureApi.js";
import { type UploadProgress, uploadWithProgress } from "../../../lib/uploadWithProgress.js";

/**
 * Eligibility in bulk (docs/features/bulk-eligibility.md, the portal's page): the import calls, their
 * query keys and the file upload, in one module.
 */

const importPath = (importId: string) => `/api/eligibility/imports/${encodeURIComponent(importId)}`;

/** The client's census template (.xlsx), made for it by the server. */
export const eligibilityTemplateUrl = "/api/eligibility/template";
/** An applied import's results (.xlsx): each row with its outcome and reason. */
export const eligibilityResultsUrl = (importId: string) => `${importPath(importId)}/results`;

/** The filters a page of rows is asked with (the preview's outcome and error filters). */
export interface EligibilityRowsFilter {
  outcome: EligibilityOutcome | null;
  error: string | null;
  /** A full file's proposed terminations instead of the file's rows. */
  proposed?: boolean;
}

/** The typed calls of the import routes. */
export function eligibilityCalls(call: ApiCall) {
  return {
    eligibilityImports: (after?: string) =>
      call(
        `/api/eligibility/imports${after ? `?after=${encodeURIComponent(after)}` : ""}`,
        eligibilityImportsResponseSchema,
      ),
    eligibilityImport: (importId: string) => call(importPath(importId), eligibilityImportSchema),
    eligibilityImportRows: (importId: string, filter: EligibilityRowsFilter, after?: string) => {
      const query = new URLSearchParams();
      if (filter.outcome) query.set("outcome", filter.outcome);
      if (filter.error) query.set("error", filter.error);
      if (filter.proposed) query.set("proposed", "true");
      if (after) query.set("after", after);
      const search = query.toString();
      return call(`${importPath(importId)}/rows${search ? `?${search}` : ""}`, eligibilityRowsResponseSchema);
    },
    /** Applies a judged import; `idempotencyKey` is the same for every retry of one Apply. */
    applyEligibilityImport: (importId: string, body: EligibilityApplyRequest, idempotencyKey: string) =>
      call(`${importPath(importId)}/apply`, eligibilityImportSchema, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "idempotency-key": idempotencyKey },
      }),
  };
}

/** The import calls, a client of their own (the page's route chunk carries them, not the shell). */
export const eligibilityApi = featureApi(eligibilityCalls);
/**
 * The import's page polls it while it is judged or applied: a background client (waiting on a job is
 * no activity that keeps an idle session alive), as the requested reports list does.
 */
const pollingEligibilityApi = featureApi(eligibilityCalls, { background: true });

/** Every import query starts with this key. */
export const eligibilityImportsKey = ["eligibilityImports"] as const;

/** One page of the client's past imports, newest first (`after`: the previous page's cursor). */
export const eligibilityImportsQuery = (after: string | undefined) =>
  queryOptions({
    queryKey: [...eligibilityImportsKey, "list", after ?? null],
    queryFn: () => eligibilityApi.eligibilityImports(after),
  });

/** One import: its status, progress and counts (polled by its page while a job runs). */
export const eligibilityImportQuery = (importId: string) =>
  queryOptions({
    queryKey: [...eligibilityImportsKey, "one", importId],
    queryFn: () => pollingEligibilityApi.eligibilityImport(importId),
  });

/** An import's rows matching a filter, in file order, a keyset page (200 rows) at a time. */
export const eligibilityImportRowsQuery = (importId: string, filter: EligibilityRowsFilter) =>
  infiniteQueryOptions({
    queryKey: [
      ...eligibilityImportsKey,
      "rows",
      importId,
      filter.outcome,
      filter.error,
      filter.proposed ?? false,
    ],
    queryFn: ({ pageParam }) =>
      eligibilityApi.eligibilityImportRows(importId, filter, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    // A judged import's rows do not change until it is applied; the page refetches them then.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Uploads a file's bytes (`POST /api/eligibility/imports/files?fileName=`) with upload progress
 * (lib/uploadWithProgress: "sent" is the server reading the file; its rows are judged once it
 * answers). Resolves with the import started; rejects with an `ApiError` as every other call (a
 * refused file: `fileRefusal` in fileRefusal.ts; a 401 ends the session through the mutation cache).
 */
export function uploadEligibilityFile(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<EligibilityImport> {
  return uploadWithProgress(
    `/api/eligibility/imports/files?fileName=${encodeURIComponent(file.name)}`,
    file,
    eligibilityImportSchema,
    onProgress,
    signal,
  );
}
