import { appendFileSync } from "node:fs";
import { inject } from "vitest";
import { tokenHash } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { answerContents, routeOf } from "./leakRules.js";

/**
 * The leak scan of the server suite (tests only): every JSON answer a test agent reads is searched
 * (leakRules.ts) for a group number of ours that the session may not read, and for a full SSN. An
 * answer carries only what the session may read; a test whose request is answered with more fails
 * with the route and the value.
 */

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
      const route = routeOf(method, url);
      const contents = answerContents(route, body);
      if (!contents) return;
      const found = [...contents.ssns];
      if (contents.groups.size > 0) {
        if (!ourGroups) {
          const { rows } = await db.query<{ group_number: string }>("select group_number from groups");
          ourGroups = new Set(rows.map((r) => r.group_number));
        }
        const readable = await readableGroups(cookie);
        for (const group of contents.groups)
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
