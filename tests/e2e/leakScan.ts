import { appendFileSync } from "node:fs";
import type { BrowserContext, Response } from "playwright-core";
import { inject } from "vitest";

/**
 * The leak scan of the e2e suite: every JSON answer of the API a test's pages read is searched for
 * a full SSN (but the audited reveal, POST /api/employees/{umi}/ssn) and for a group number the
 * signed-in session may not read (the groups its own GET /api/session answer lists with View or
 * Modify). Other insurers' numbers (other insurance, Medicare) are not ours and are skipped.
 */
/**
 * A full SSN: nine digits under a key that names an SSN, or the dashed form anywhere (provider and
 * tax numbers are nine digits too, so a bare nine-digit value elsewhere is not one).
 */
const FULL_SSN = /^\d{9}$|^\d{3}-\d{2}-\d{4}$/;
const DASHED_SSN = /^\d{3}-\d{2}-\d{4}$/;
const SSN_KEY = /ssn/i;
const GROUP_KEY = /^(groupNumber|groupNumbers|groupNo)$/;
const OUR_GROUP = /^\d{6}$/;
const NOT_OURS = new Set(["otherInsurance", "medicareEligible", "partCInfo", "partDInfo"]);
const REVEAL = /^POST \/api\/employees\/[^/]+\/ssn$/;
/** The API's description: its examples are made up (no member's data), and are not searched. */
const DESCRIPTION = "GET /api/openapi.json";
/** The answers that are the session itself: signing in, its factor steps, reading it, choosing a client. */
const SESSION_ROUTES = new Set([
  "GET /api/session",
  "POST /api/session",
  "PUT /api/session/client",
  "POST /api/session/factor",
  "POST /api/session/authenticator",
]);

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
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/")) return;
    if (!(response.headers()["content-type"] ?? "").includes("application/json")) return;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return; // a page that closed, or an answer without a body
    }
    answers += 1;
    const route = `${response.request().method()} ${url.pathname}`;
    if (route === DESCRIPTION) return;
    // The session's own answer is its entitlement table: every group it holds, N/A ones too, with
    // their values. It says which groups later answers may carry, and is not searched for groups.
    const ownTable = SESSION_ROUTES.has(route);
    if (ownTable) {
      const held: { groupNumber: string; employeeData: string }[] = [];
      const collect = (value: unknown) => {
        if (Array.isArray(value)) for (const item of value) collect(item);
        else if (value && typeof value === "object") {
          const entry = value as { groupNumber?: unknown; employeeData?: unknown };
          if (typeof entry.groupNumber === "string" && typeof entry.employeeData === "string")
            held.push({ groupNumber: entry.groupNumber, employeeData: entry.employeeData });
          else for (const v of Object.values(value)) collect(v);
        }
      };
      collect(body);
      readable = new Set(
        held
          .filter((g) => g.employeeData === "View" || g.employeeData === "Modify")
          .map((g) => g.groupNumber),
      );
    }
    const walk = (value: unknown, key: string, foreign: boolean) => {
      if (typeof value === "string") {
        if ((DASHED_SSN.test(value) || (SSN_KEY.test(key) && FULL_SSN.test(value))) && !REVEAL.test(route))
          leaks.push(`${route}: a full SSN at "${key}"`);
        if (
          !foreign &&
          !ownTable &&
          GROUP_KEY.test(key) &&
          OUR_GROUP.test(value) &&
          readable &&
          !readable.has(value)
        )
          leaks.push(`${route}: group ${value} at "${key}", which the session may not read`);
      } else if (Array.isArray(value)) for (const item of value) walk(item, key, foreign);
      else if (value && typeof value === "object")
        for (const [k, v] of Object.entries(value as Record<string, unknown>))
          walk(v, k, foreign || NOT_OURS.has(k));
    };
    walk(body, "", false);
  };

  context.on("response", (response) => {
    const route = `${response.request().method()} ${new URL(response.url()).pathname}`;
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
