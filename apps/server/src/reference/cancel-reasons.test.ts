import { cancelReasonsResponseSchema } from "@epr/contract";
import { CANCEL_REASON } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";

/** GET /api/reference/cancel-reasons (enrollment.md §7 Cancel reason codes; §5, §9 reason 99 excluded). */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.adminAgent>>;

beforeAll(async () => {
  t = await createTestApp({ members: 10 });
  admin = await t.adminAgent("reasons.admin", "100001");
});
afterAll(() => t.close());

describe("GET /api/reference/cancel-reasons", () => {
  it("answers the payload list of {value, label} in order, without reason 99", async () => {
    const res = await admin.request("/api/reference/cancel-reasons");
    expect(res.status).toBe(200);
    const { payload } = cancelReasonsResponseSchema.parse(await res.json());
    expect(payload.map((r) => r.value)).toEqual(["01", "02", "03", "04", "05", "06", "07", "08"]);
    expect(payload.some((r) => r.value === CANCEL_REASON.excluded)).toBe(false);
  });

  it.each([
    [CANCEL_REASON.void, "03 - Void"],
    [CANCEL_REASON.ineligibleDependent, "06 - Ineligible dependent"],
  ])("reason %s reads %j", async (value, label) => {
    const { payload } = cancelReasonsResponseSchema.parse(
      await (await admin.request("/api/reference/cancel-reasons")).json(),
    );
    expect(payload.find((r) => r.value === value)?.label).toBe(label);
  });

  it("the code table keeps 99 (the service leaves it out, not the data)", async () => {
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from cancel_reasons where code = $1",
      [CANCEL_REASON.excluded],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("without a session → 401", async () => {
    expect((await t.agent().request("/api/reference/cancel-reasons")).status).toBe(401);
  });
});
