import { appendFileSync } from "node:fs";
import { inject } from "vitest";
import { tokenHash } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";

/**
 * The leak scan (tests only): every JSON answer a test agent reads is searched for a group number
 * of ours that the session may not read, and for a full SSN. An answer carries only what the
 * session may read; a test whose request is answered with more fails with the route and the value.
 */

/**
 * A full SSN: nine digits under a key that names an SSN, or the dashed form anywhere (provider and
 * tax numbers are nine digits too, so a bare nine-digit value elsewhere is not one).
 */
const FULL_SSN = /^\d{9}$|^\d{3}-\d{2}-\d{4}$/;
const DASHED_SSN = /^\d{3}-\d{2}-\d{4}$/;
const SSN_KEY = /ssn/i;
/** Keys whose values are our group numbers. */
const GROUP_KEY = /^(groupNumber|groupNumbers|groupNo)$/;
/** The one answer that is a full SSN by design: the audited reveal (POST /api/employees/{umi}/ssn). */
const REVEAL = /^POST \/api\/employees\/[^/]+\/ssn$/;
/** The API's description: its examples are made up (no member's data), and are not searched. */
const DESCRIPTION = "GET /api/openapi.json";
/**
 * The session's own answers list its entitlement table, every group it holds (N/A ones too) with
 * their values: not searched for groups.
 */
const SESSION_ROUTES = new Set([
  "GET /api/session",
  "POST /api/session",
  "PUT /api/session/client",
  "POST /api/session/factor",
  "POST /api/session/authenticator",
]);

export interface LeakScan {
  /** Throws when the answer carries what the session may not read. */
  check(method: string, url: string, res: Response, cookie: string): Promise<void>;
  /** JSON answers read so far. */
  readonly answers: number;
}

export function leakScan(db: Queryable): LeakScan {
  let answers = 0;
  let ourGroups: Set<string> | undefined;

  async function readableGroups(cookie: string): Promise<Set<string>> {
    const token = cookie.split("=")[1] ?? "";
    if (!token) return new Set();
    const { rows } = await db.query<{ group_number: string }>(
      `select e.group_number from sessions s
         join admin_group_entitlements e on e.admin_id = s.admin_id
         join groups g on g.group_number = e.group_number and g.client_id = s.client_id
        where s.token_hash = $1 and e.employee_data in ('View', 'Modify')`,
      [tokenHash(decodeURIComponent(token))],
    );
    return new Set(rows.map((r) => r.group_number));
  }

  return {
    get answers() {
      return answers;
    },
    async check(method, url, res, cookie) {
      if (!(res.headers.get("content-type") ?? "").includes("application/json")) return;
      const text = await res.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return;
      }
      answers += 1;
      const route = `${method.toUpperCase()} ${new URL(url, "http://localhost").pathname}`;
      // The API's answers only: the e2e fixture routes (/__e2e) make test data, with no session.
      if (route === DESCRIPTION || !new URL(url, "http://localhost").pathname.startsWith("/api/")) return;
      const found: string[] = [];
      const groupValues: string[] = [];
      const walk = (value: unknown, key: string) => {
        if (typeof value === "string") {
          if ((DASHED_SSN.test(value) || (SSN_KEY.test(key) && FULL_SSN.test(value))) && !REVEAL.test(route))
            found.push(`a full SSN at "${key}"`);
          if (GROUP_KEY.test(key)) groupValues.push(value);
        } else if (Array.isArray(value)) for (const item of value) walk(item, key);
        else if (value && typeof value === "object")
          for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, k);
      };
      walk(body, "");
      if (groupValues.length > 0 && !SESSION_ROUTES.has(route)) {
        if (!ourGroups) {
          const { rows } = await db.query<{ group_number: string }>("select group_number from groups");
          ourGroups = new Set(rows.map((r) => r.group_number));
        }
        const readable = await readableGroups(cookie);
        for (const group of new Set(groupValues))
          if (ourGroups.has(group) && !readable.has(group))
            found.push(`group ${group}, which the session may not read`);
      }
      if (found.length > 0) throw new Error(`Leak scan: ${route} answered ${found.join(", ")}`);
    },
  };
}

/** Adds a test app's count to the run's tally (test-support/global-setup.ts prints it at the end). */
export function recordLeakScan(answers: number): void {
  const file = inject("leakScanFile");
  if (file) appendFileSync(file, `${answers}\n`);
}
