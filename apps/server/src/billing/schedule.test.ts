import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { startServer } from "../server.js";
import { freshMigratedDatabase } from "../test-support/testApp.js";
import { INVOICE_JOB, nextInvoiceRun } from "./job.js";

/** A server's start queues the next monthly invoice run (docs/features/billing.md), once. */
describe("a server's start", () => {
  let started: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    const db = await freshMigratedDatabase();
    const config = {
      ...loadConfig({ NODE_ENV: "test", PORT: "0", EPR_BILLING_DAY: "9" }),
      portalDir: "/nonexistent",
    };
    started = await startServer({ config, db });
  });
  afterAll(() => started?.close({ noticeMs: 0, graceMs: 1000 }));

  it("queues the next invoice run on the billing day, for the month after it", async () => {
    const { rows } = await started.db.query<{ month: string; run_at: Date }>(
      "select payload->>'month' as month, run_at from jobs where kind = $1 and state = 'queued'",
      [INVOICE_JOB],
    );
    const next = nextInvoiceRun(new Date(), 9);
    expect(rows.map((r) => r.month)).toEqual([next.month]);
    expect(new Date(rows[0]?.run_at ?? 0).getDate()).toBe(9);
  });
});
