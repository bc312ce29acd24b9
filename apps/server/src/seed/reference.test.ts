import { groupAdditionalInformationSchema, isNoPcpNumber, NO_PCP_NUMBERS } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";

/** Reference tables as text, for comparing two seeds. */
const TABLES = [
  "select g.group_number, g.additional, g.delayed_processing from groups g",
  "select * from group_products",
  "select * from group_report_codes",
  "select * from open_enrollment_windows",
  "select * from life_event_rules",
  "select * from providers",
  "select id, body, etag from content",
];

const today = new Date(2026, 10, 22);
let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  a = await createTestApp({ members: 30, today });
  b = await createTestApp({ members: 30, today });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

async function dump(t: typeof a) {
  const out: string[] = [];
  for (const sql of TABLES) {
    const { rows } = await t.db.query<{ r: string }>(`select r::text as r from (${sql}) r order by 1`);
    out.push(rows.map((row) => row.r).join("\n"));
  }
  return out;
}

/** One row per client (one client per brand, so every brand family) with what its groups cover. */
async function perClient() {
  const { rows } = await a.db.query<{
    brand_code: string;
    delayed: number;
    immediate: number;
    ahpa: number;
    oe_open: number;
    oe_closed: number;
    required_codes: number;
    zip_limited: number;
    future_products: number;
  }>(
    `select c.brand_code,
            count(*) filter (where g.delayed_processing)::int as delayed,
            count(*) filter (where not g.delayed_processing and g.status = 'active')::int as immediate,
            count(*) filter (where g.additional->>'planAreaCode' = '375')::int as ahpa,
            count(*) filter (where exists (select 1 from open_enrollment_windows w where w.group_number = g.group_number
                                            and date '2026-11-22' between w.start_date and w.end_date))::int as oe_open,
            count(*) filter (where not exists (select 1 from open_enrollment_windows w where w.group_number = g.group_number
                                            and date '2026-11-22' between w.start_date and w.end_date))::int as oe_closed,
            count(*) filter (where exists (select 1 from group_report_codes r where r.group_number = g.group_number and r.required))::int as required_codes,
            count(*) filter (where exists (select 1 from group_products p where p.group_number = g.group_number and cardinality(p.zip_areas) > 0))::int as zip_limited,
            count(*) filter (where exists (select 1 from group_products p where p.group_number = g.group_number and p.effective_date > date '2026-11-22'))::int as future_products
       from clients c join groups g on g.client_id = c.id
      group by c.brand_code order by c.brand_code`,
  );
  return rows;
}

describe("reference seed: every case a screen needs, in every brand family, deterministic", () => {
  it("same seed and day → the same reference data", async () => {
    expect(await dump(a)).toEqual(await dump(b));
  });

  it("every client (one per brand) has delayed and immediate groups, open and closed enrollment, required report codes, ZIP-limited and future products", async () => {
    const rows = await perClient();
    expect(rows.map((r) => r.brand_code)).toEqual([
      "3001",
      "6008",
      "6009",
      "6010",
      "6011",
      "6012",
      "9017",
      "9018",
    ]);
    for (const r of rows) {
      for (const key of [
        "delayed",
        "immediate",
        "oe_open",
        "oe_closed",
        "required_codes",
        "zip_limited",
        "future_products",
      ] as const)
        expect(r[key], `${r.brand_code} ${key}`).toBeGreaterThan(0);
    }
  });

  it("AHPA plan area 375 only in brand 6008's groups", async () => {
    const rows = await perClient();
    expect(rows.filter((r) => r.ahpa > 0).map((r) => r.brand_code)).toEqual(["6008"]);
  });

  it("every group's additional information is complete and reads with the domain schema", async () => {
    const { rows } = await a.db.query<{ additional: Record<string, unknown> }>(
      "select additional from groups",
    );
    for (const { additional } of rows) {
      const info = groupAdditionalInformationSchema.parse(additional);
      for (const key of [
        "providerRequired",
        "tobaccoQuestionRequired",
        "adultAge",
        "adultDentalAllowed",
        "adultVisionAllowed",
        "domesticPartner",
        "civilUnion",
      ] as const)
        expect(info[key], key).not.toBeNull();
      expect(["363", "375"]).toContain(info.planAreaCode);
      expect(typeof additional.aso).toBe("boolean");
    }
  });

  it("the directory holds the no-PCP numbers and each coverage type has products", async () => {
    const { rows } = await a.db.query<{ provider_number: string }>("select provider_number from providers");
    const numbers = rows.map((r) => r.provider_number);
    for (const n of NO_PCP_NUMBERS) expect(numbers).toContain(n);
    expect(numbers.filter(isNoPcpNumber)).toHaveLength(4);
    const types = await a.db.query<{ coverage_type: string }>(
      "select distinct coverage_type from group_products order by 1",
    );
    expect(types.rows.map((r) => r.coverage_type)).toEqual([
      "DENTAL",
      "DRUG",
      "MEDICAL",
      "SERVICE",
      "UCCIDENTAL",
      "VISION",
    ]);
  });
});
