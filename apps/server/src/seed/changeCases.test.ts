import { brandFamilies, getBrand } from "@epr/brand-themes/registry";
import { employeeRecordSchema, parseUsDate } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasPendingTransaction } from "../enrollment-submit/lookups.js";
import { createTestApp } from "../test-support/testApp.js";
import { type ChangeCaseKind, changeCaseKinds, changeCaseLastNames, withChangeCases } from "./changeCases.js";
import { generateSeed } from "./generate.js";

const today = new Date(2026, 10, 22);
const families = Object.keys(brandFamilies);

describe("the issue-9 change cases in the generated demo", () => {
  const generated = generateSeed({ members: 600, seed: 7, today });
  const { data, cases } = withChangeCases(generated, today);
  const employee = (umi: string) => data.employees.find((e) => e.umi === umi);
  const linesOf = (umi: string, groupNumber: string) =>
    employee(umi)?.record.subscriber.memberCoverages.find((c) => c.groupNumber === groupNumber)?.memberLobs ??
    [];

  it("same seed and day → the same cases", () => {
    expect(JSON.stringify(withChangeCases(generateSeed({ members: 600, seed: 7, today }), today))).toBe(
      JSON.stringify({ data, cases }),
    );
  });

  it.each(
    families.flatMap((family) =>
      (["pending", "cancelDate", "reinstate", "history"] as ChangeCaseKind[]).map(
        (kind) => [family, kind] as const,
      ),
    ),
  )("%s family has a %s case", (family, kind) => {
    expect(cases.filter((c) => c.family === family && c.kind === kind)).toHaveLength(1);
  });

  it("every brand whose flag cascades vision and dental has a cascade case, and only those", () => {
    const cascading = data.clients.filter(
      (c) => getBrand(c.brandCode).capabilities.cascadesVisionDentalOnMedicalCancel,
    );
    expect(cascading.map((c) => c.brandCode)).toEqual(expect.arrayContaining(["6012"]));
    expect(cases.filter((c) => c.kind === "cascade").map((c) => c.clientNumber)).toEqual(
      cascading.map((c) => c.clientNumber),
    );
  });

  it("each case lays out what its screen needs, in records that stay valid", () => {
    expect(new Set(cases.map((c) => c.umi)).size).toBe(cases.length);
    for (const c of cases) {
      const e = employee(c.umi);
      expect(employeeRecordSchema.safeParse(e?.record).success).toBe(true);
      expect([e?.lastName, e?.record.subscriber.fullName.last]).toEqual([
        changeCaseLastNames[c.kind],
        changeCaseLastNames[c.kind],
      ]);
      const lines = linesOf(c.umi, c.groupNumber);
      const types = lines.map((l) => l.coverageType);
      if (c.kind === "cascade") {
        expect(types).toEqual(expect.arrayContaining(["MEDICAL", "VISION", "DENTAL"]));
        expect(lines.every((l) => !l.coverageEndDate)).toBe(true);
      }
      if (c.kind === "cancelDate") {
        const dental = lines.find((l) => l.coverageType === "DENTAL");
        expect(parseUsDate(dental?.coverageEndDate)?.getTime()).toBeGreaterThan(today.getTime());
        expect(lines.find((l) => l.coverageType === "MEDICAL")?.coverageEndDate).toBeNull();
      }
      if (c.kind === "reinstate") {
        expect(e?.groups.map((g) => g.status)).toEqual(["cancelled"]);
      }
      if (c.kind !== "reinstate")
        expect(e?.groups).toEqual([{ groupNumber: c.groupNumber, status: "active" }]);
    }
  });

  it("leaves the other employees as generated", () => {
    const chosen = new Set(cases.map((c) => c.umi));
    const others = (list: typeof data.employees) => list.filter((e) => !chosen.has(e.umi));
    expect(JSON.stringify(others(data.employees))).toBe(JSON.stringify(others(generated.employees)));
  });

  it("a demo too small to spare employees goes without cases rather than failing", () => {
    expect(() => withChangeCases(generateSeed({ members: 5, seed: 1, today }), today)).not.toThrow();
  });
});

describe("the change cases in the seeded database", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let cases: ReturnType<typeof withChangeCases>["cases"];
  beforeAll(async () => {
    t = await createTestApp({ members: 600, today });
    cases = withChangeCases(generateSeed({ members: 600, seed: 7, today }), today).cases;
  });
  afterAll(() => t.close());

  const ssnHashOf = async (umi: string) => {
    const { rows } = await t.db.query<{ ssn_hash: string; client_id: number }>(
      "select ssn_hash, client_id from employees where umi = $1",
      [umi],
    );
    return rows[0];
  };

  it.each(
    changeCaseKinds.filter((k) => k !== "cascade").flatMap((kind) => families.map((f) => [f, kind] as const)),
  )("%s family: the %s case is stored", async (family, kind) => {
    const c = cases.find((x) => x.family === family && x.kind === kind);
    expect(c).toBeDefined();
    const umi = c?.umi ?? "";
    const row = await ssnHashOf(umi);
    expect(row).toBeDefined();
    const pending = await hasPendingTransaction(t.db, row?.client_id ?? 0, row?.ssn_hash ?? "");
    expect(pending).toBe(kind === "pending");
    const history = await t.db.query<{ kind: string; transaction_type: string; admin_name: string }>(
      "select kind, transaction_type, admin_name from employee_history where umi = $1 order by id",
      [umi],
    );
    if (kind === "history") {
      expect(new Set(history.rows.map((h) => h.kind))).toEqual(
        new Set(["plan", "cob", "pcp", "report_code"]),
      );
      expect(history.rows.map((h) => h.transaction_type)).toEqual(expect.arrayContaining(["ADD", "EDIT"]));
    } else {
      expect(history.rows).toEqual([]);
    }
    const { rows } = await t.db.query<{ status: string }>("select status from employees where umi = $1", [
      umi,
    ]);
    expect(rows[0]?.status).toBe(kind === "reinstate" ? "cancelled" : "active");
  });

  it("the demo administrator's history rows name them, with the changes in the past", async () => {
    const c = cases.find((x) => x.kind === "history" && x.clientNumber === "100001");
    const { rows } = await t.db.query<{ admin_name: string; before_today: boolean }>(
      "select admin_name, changed_at < $2 as before_today from employee_history where umi = $1",
      [c?.umi, today.toISOString()],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toEqual({ admin_name: "Dana Whitmore", before_today: true });
  });
});
