import { readinessSchema } from "@epr/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";

/** GET /api/health/ready: what a load balancer polls. The drain itself: cluster/drain.test.ts. */
describe("GET /api/health/ready", () => {
  it("answers ready while the database answers, not ready (503, database) once it does not", async () => {
    const t = await createTestApp({ members: 5 });
    const ready = await t.app.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(readinessSchema.parse(await ready.json())).toEqual({ ready: true });
    await t.close();
    const down = await t.app.request("/api/health/ready");
    expect(down.status).toBe(503);
    expect(readinessSchema.parse(await down.json())).toEqual({ ready: false, reason: "database" });
  });
});
