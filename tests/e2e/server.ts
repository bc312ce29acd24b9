import { inject } from "vitest";

/** A server the running file started for itself (useOwnServer); each test file is its own module. */
let own: string | undefined;

/**
 * Points this file's helpers (serverURL, the browser context, the fixtures) at a server the file
 * started itself, configured differently from the shared ones (session-timeout.test.ts: a short
 * idle time); undefined goes back to the worker's server.
 */
export function useOwnServer(url: string | undefined) {
  own = url;
}

/**
 * The origin of this worker's own server (global-setup.ts starts one per worker): files running
 * side by side each talk to a server and a database of their own.
 */
export function serverURL(): string {
  if (own) return own;
  const urls = inject("baseURLs");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error("No e2e server: run through `npx vitest run --project e2e`.");
  return url;
}
