import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { captureLog } from "../test-support/captureLog.js";
import { freshMigratedDatabase } from "../test-support/testApp.js";
import { createJobRunner, enqueueJob, jobRegistry } from "./runner.js";

/** A failed job in the JSON log: who and what, never the error's message or the payload. */

let db: Database;
beforeAll(async () => {
  db = await freshMigratedDatabase();
});
afterAll(() => db.close());

describe("a failing job", () => {
  it("is one JSON line with its id, kind and attempt and the error's class, and no message or payload", async () => {
    const log = captureLog("info");
    const handlers = jobRegistry({
      "test.fails": async () => {
        // As a database error would quote it.
        throw new TypeError('invalid input syntax for type integer: "123-45-6789"');
      },
    }).handlers;
    const id = await enqueueJob(db, {
      kind: "test.fails",
      payload: { subscriberSsn: "987-65-4321" },
      runAt: new Date(Date.now() - 1000),
    });
    const runner = createJobRunner({ db, handlers, logger: log.logger });
    expect((await runner.runDue()).retried).toBe(1);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "A job failed.",
        jobId: id,
        kind: "test.fails",
        attempt: 1,
        maxAttempts: 5,
        errorKind: "TypeError",
      }),
    ]);
    expect(log.raw.join("")).not.toMatch(/123-45-6789|987-65-4321|invalid input/);
    // The message is kept where a person looks at a failed job: its last_error.
    const { rows } = await db.query<{ last_error: string }>("select last_error from jobs where id = $1", [
      id,
    ]);
    expect(rows[0]?.last_error).toContain("invalid input syntax");
  });
});
