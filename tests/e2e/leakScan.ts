import { appendFileSync } from "node:fs";
import type { BrowserContext, Response } from "playwright-core";
import { inject } from "vitest";
import {
  answerContents,
  isSessionAnswer,
  readableGroupsOfSession,
  routeOf,
} from "../../apps/server/src/test-support/leakRules.js";

/**
 * The leak scan of the e2e suite: every JSON answer of the API a test's pages read is searched (the
 * server's leakRules.ts) for a full SSN and for a group number the signed-in session may not read
 * (the groups its own session answer lists with View or Modify).
 */

/** How long the scan waits, after its test, for answers still being read. */
const UNREAD_WAIT_MS = 10_000;

export interface ContextLeakScan {
  /** Every leak found in the context's answers, with its route. */
  leaks: string[];
  /** Waits for the answers still being read, then adds the count to the run's tally. */
  finish(): Promise<number>;
}

export function scanContext(context: BrowserContext): ContextLeakScan {
  const leaks: string[] = [];
  const pending: Promise<void>[] = [];
  const unread = new Map<Promise<void>, string>();
  let answers = 0;
  let readable: Set<string> | null = null;

  const read = async (response: Response) => {
    if (!(response.headers()["content-type"] ?? "").includes("application/json")) return;
    const route = routeOf(response.request().method(), response.url());
    if (!route.includes(" /api/")) return;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return; // a page that closed, or an answer without a body
    }
    answers += 1;
    if (isSessionAnswer(route)) readable = readableGroupsOfSession(body);
    const contents = answerContents(route, body);
    if (!contents) return;
    for (const ssn of contents.ssns) leaks.push(`${route}: ${ssn}`);
    for (const group of contents.groups)
      if (readable && !readable.has(group))
        leaks.push(`${route}: group ${group}, which the session may not read`);
  };

  context.on("response", (response) => {
    const route = routeOf(response.request().method(), response.url());
    const reading = read(response).finally(() => unread.delete(reading));
    unread.set(reading, route);
    pending.push(reading);
  });
  return {
    leaks,
    async finish() {
      // Chromium never hands over the body of an answer its page left unread (a fetch whose body
      // nobody reads), and a fixture's teardown has no timeout: wait a bounded time, then name them.
      const waited = await Promise.race([
        Promise.allSettled(pending).then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), UNREAD_WAIT_MS)),
      ]);
      if (!waited)
        console.warn(
          `Leak scan: ${unread.size} answer(s) the page left unread were not searched: ${[...unread.values()].join(", ")}`,
        );
      const file = inject("leakScanFile");
      if (file) appendFileSync(file, `${answers}\n`);
      return answers;
    },
  };
}
