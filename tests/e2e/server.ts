import { inject } from "vitest";

/**
 * The origin of this worker's own server (global-setup.ts starts one per worker): files running
 * side by side each talk to a server and a database of their own.
 */
export function serverURL(): string {
  const urls = inject("baseURLs");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error("No e2e server: run through `npx vitest run --project e2e`.");
  return url;
}
