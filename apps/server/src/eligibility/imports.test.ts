import { randomUUID } from "node:crypto";
import type { EligibilityImport, EligibilityImportRow } from "@epr/contract";
import { type EligibilityMemberRow, formatUsDate } from "@epr/domain";
import { addMonths, endOfMonth } from "date-fns";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/database.js";
import { serverJobs } from "../jobs/handlers.js";
import { createJobRunner } from "../jobs/runner.js";
import { policyMessages } from "../policy/index.js";
import { createAdmin } from "../test-support/admins.js";
import { type Agent, writeTestApp } from "../test-support/employeeWrites.js";
import { born, effective, freshSsn, medical } from "../test-support/submissions.js";
import type { ApplyHooks } from "./apply.js";

/**
 * Eligibility in bulk on the server: rows judged as the screens would judge them, without writing;
 * applied through the screens' write pipeline, each row once. Group 100114 asks no Plan Coverage
 * answers a file cannot carry (no tobacco question, no report code required: seed/reference.ts).
 */

const {
  t,
  agents: { admin },
} = writeTestApp({ admin: ["bulk.admin", "100001", "Modify"] });

/**
 * A group of client 100001 that asks no tobacco question and requires no provider nor report code
 * (a file carries none of them): 100114, its tobacco question and required report codes turned off in
 * this test's database.
 */
let GROUP = "";
let PRODUCT = "";
beforeAll(async () => {
  await t.db.query(
    `update groups set additional = additional || '{"tobaccoQuestionRequired": false, "providerRequired": false}'::jsonb
      where group_number = '100114'`,
  );
  await t.db.query("update group_report_codes set required = false where group_number = '100114'");
  const { rows } = await t.db.query<{ group_number: string; product_id: string }>(
    `select p.group_number, p.product_id from group_products p
      where p.group_number = '100114' and p.coverage_type = 'MEDICAL' order by p.product_id limit 1`,
  );
  GROUP = rows[0]?.group_number ?? "";
  PRODUCT = rows[0]?.product_id ?? "";
  if (!GROUP) throw new Error("no group of 100001 without Plan Coverage questions");
});
const config = { delayedProcessingSeconds: 0, flags: { SEP: false, ALERTS: false } };

/** Runs every due job (the judging and applying ones) until none is left. */
async function runJobs(hooks: ApplyHooks = {}, db: Database = t.db) {
  const runner = createJobRunner({
    db,
    handlers: serverJobs({ vault: t.vault, config, applyHooks: hooks }).handlers,
    log: () => {},
    backoffMs: () => 0,
  });
  for (let i = 0; i < 20; i += 1) if ((await runner.runDue()).claimed === 0) return;
}

let rowNumber = 1;
const row = (over: Partial<EligibilityMemberRow>): EligibilityMemberRow => ({
  source: { kind: "row", row: ++rowNumber },
  action: "add",
  subscriberSsn: "",
  relationshipCode: "18",
  coverages: [],
  columns: { birthDate: "Birth Date", lastName: "Last Name" },
  ...over,
});

const newEmployee = (last: string, ssn = freshSsn()) =>
  row({
    subscriberSsn: ssn,
    firstName: "Quinn",
    lastName: last,
    gender: "F",
    birthDate: born(40),
    address1: "1 Dock Road",
    city: "Philadelphia",
    state: "PA",
    zip: "19103",
    otherInsuranceIndicator: "no",
    medicareEligibleIndicator: "no",
    coverages: [
      { groupNumber: GROUP, coverageType: "MEDICAL", productId: PRODUCT, effectiveDate: effective },
    ],
  });

async function startImport(agent: Agent, rows: EligibilityMemberRow[]) {
  const res = await agent.request("/api/eligibility/imports", {
    method: "POST",
    body: JSON.stringify({ fileName: "census.csv", rows }),
  });
  return { status: res.status, body: (await res.json()) as EligibilityImport & { message?: string } };
}

async function judged(agent: Agent, rows: EligibilityMemberRow[]) {
  const started = await startImport(agent, rows);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await runJobs();
  const imp = await (await agent.request(`/api/eligibility/imports/${started.body.importId}`)).json();
  const page = (await (
    await agent.request(`/api/eligibility/imports/${started.body.importId}/rows`)
  ).json()) as {
    rows: EligibilityImportRow[];
  };
  return { imp: imp as EligibilityImport, rows: page.rows };
}

const apply = (
  agent: Agent,
  importId: string,
  mode: "validOnly" | "allOrNothing",
  terminations: string[] = [],
) =>
  agent.request(`/api/eligibility/imports/${importId}/apply`, {
    method: "POST",
    headers: { "idempotency-key": randomUUID() },
    body: JSON.stringify({ mode, terminations }),
  });

/** An employee of GROUP enrolled through the add flow's final save, and their SSN. */
async function onFile(last: string) {
  const ssn = freshSsn();
  const res = await admin.request("/api/employees", {
    method: "POST",
    headers: { "idempotency-key": randomUUID() },
    body: JSON.stringify({
      subscriberSsn: ssn,
      record: {
        globalCoverageEffectiveDate: effective,
        subscriber: {
          fullName: { first: "Rowan", last },
          gender: "F",
          birthDate: born(35),
          otherInsuranceIndicator: "no",
          medicareEligibleIndicator: "no",
          address: {
            address1: "12 Harbor Street",
            city: "Philadelphia",
            state: "PA",
            zipCode: { base: "19103" },
          },
          memberCoverages: [{ groupNumber: GROUP, memberLobs: [{ ...medical(GROUP), productId: PRODUCT }] }],
        },
        dependents: [],
      },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { umi } = (await res.json()) as { umi: string };
  return { ssn, umi };
}

const lastNameOf = async (umi: string) =>
  (await t.db.query<{ last_name: string }>("select last_name from employees where umi = $1", [umi])).rows[0]
    ?.last_name;

describe("judging (the preview)", () => {
  it("says what each row will do, with the screens' messages, and changes nothing", async () => {
    const changed = await onFile("Harbor");
    const ended = await onFile("Quay");
    const same = await onFile("Pier");
    const employees = (await t.db.query("select umi from employees")).rows.length;
    const cancelDate = formatUsDate(endOfMonth(addMonths(new Date(), 1)));
    const { imp, rows } = await judged(admin, [
      newEmployee("Newcomb"),
      row({ action: "change", subscriberSsn: changed.ssn, lastName: "Harbor-Lee" }),
      row({
        action: "add",
        subscriberSsn: changed.ssn,
        relationshipCode: "19",
        firstName: "Kit",
        lastName: "Harbor",
        gender: "M",
        birthDate: born(8),
        otherInsuranceIndicator: "no",
        medicareEligibleIndicator: "no",
        coverages: [{ groupNumber: GROUP, coverageType: "MEDICAL", productId: PRODUCT }],
      }),
      row({
        action: "terminate",
        subscriberSsn: ended.ssn,
        coverages: [{ groupNumber: GROUP, coverageType: "", endDate: cancelDate, cancelReasonCode: "01" }],
      }),
      row({ action: "change", subscriberSsn: same.ssn, lastName: "Pier" }),
      { ...newEmployee("Wrongdate"), birthDate: "13/45/1990" },
    ]);
    expect(imp.status).toBe("judged");
    expect(imp.judged).toBe(6);
    expect(rows.map((r) => r.outcome)).toEqual([
      "addEmployee",
      "change",
      "addDependent",
      "endCoverage",
      "noChange",
      "error",
    ]);
    expect(imp.counts).toMatchObject({
      addEmployee: 1,
      change: 1,
      addDependent: 1,
      endCoverage: 1,
      noChange: 1,
      error: 1,
    });
    expect(rows[1]?.changes).toContainEqual({ field: "lastName", before: "Harbor", after: "Harbor-Lee" });
    // The error is on its row and column, in the words of the add flow's schema.
    const error = rows[5]?.errors[0];
    expect(error).toMatchObject({ field: "birthDate", column: "Birth Date" });
    expect(error?.message).toMatch(/date/i);
    // SSNs leave masked.
    expect(rows[0]?.maskedSsn).toMatch(/^\*{5}\d{4}$/);
    // Nothing changed: no employee added, none renamed, none ended.
    expect((await t.db.query("select umi from employees")).rows.length).toBe(employees);
    expect(await lastNameOf(changed.umi)).toBe("Harbor");

    const errorsOnly = (await (
      await admin.request(`/api/eligibility/imports/${imp.importId}/rows?outcome=error`)
    ).json()) as { rows: EligibilityImportRow[] };
    expect(errorsOnly.rows.map((r) => r.rowId)).toEqual([rows[5]?.rowId]);
    const byMessage = (await (
      await admin.request(
        `/api/eligibility/imports/${imp.importId}/rows?error=${encodeURIComponent(error?.message ?? "")}`,
      )
    ).json()) as { rows: EligibilityImportRow[] };
    expect(byMessage.rows).toHaveLength(1);
  });

  it("puts an error on a plan line in the file's column of that line (the record's coverages are numbered otherwise)", async () => {
    const drug = await t.db.query<{ product_id: string }>(
      `select product_id from group_products where group_number = $1 and coverage_type = 'DRUG' order by product_id limit 1`,
      [GROUP],
    );
    const wrongPlan = {
      ...newEmployee("Wrongplan"),
      coverages: [
        {
          groupNumber: GROUP,
          coverageType: "DRUG",
          productId: drug.rows[0]?.product_id ?? "",
          effectiveDate: effective,
        },
        { groupNumber: GROUP, coverageType: "MEDICAL", productId: "100107-MED", effectiveDate: effective },
      ],
      columns: { "coverages.0.productId": "Drug Plan", "coverages.1.productId": "Medical Plan" },
    };
    const { rows } = await judged(admin, [wrongPlan]);
    expect(rows[0]?.outcome).toBe("error");
    expect(rows[0]?.errors).toContainEqual(
      expect.objectContaining({ field: "coverages.1.productId", column: "Medical Plan" }),
    );
  });

  it("refuses on its own line a row touching a group the administrator may only view", async () => {
    const { id } = await createAdmin(t.db, {
      loginId: "bulk.view114",
      clientNumber: "100001",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    await t.db.query(
      "update admin_group_entitlements set employee_data = 'View' where admin_id = $1 and group_number = $2",
      [id, GROUP],
    );
    const mixed = t.agent();
    expect((await mixed.login("bulk.view114")).status).toBe(200);
    const other = {
      ...newEmployee("Elsewhere"),
      coverages: [{ groupNumber: "100100", coverageType: "VISION" }],
    };
    const { rows } = await judged(mixed, [newEmployee("Viewonly"), other]);
    expect(rows[0]?.outcome).toBe("error");
    expect(rows[0]?.errors).toContainEqual(
      expect.objectContaining({
        field: "coverages.0.groupNumber",
        message: policyMessages.noModifiableGroup,
      }),
    );
    // The other row is judged on its own (its own rules), not refused for 100114.
    expect(rows[1]?.errors.map((e) => e.message)).not.toContain(policyMessages.noModifiableGroup);
  });

  it("lets a view-only login preview, never apply", async () => {
    await createAdmin(t.db, {
      loginId: "bulk.VIEW",
      clientNumber: "100001",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    const viewer = t.agent();
    expect((await viewer.login("bulk.VIEW")).status).toBe(200);
    const { imp, rows } = await judged(viewer, [newEmployee("Previewed")]);
    expect(rows[0]?.outcome, JSON.stringify(rows[0]?.errors)).toBe("addEmployee");
    expect(imp.mayApply).toBe(false);
    const res = await apply(viewer, imp.importId, "validOnly");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("view_only");
  });

  it("lists past imports newest first, and another client's import is not found", async () => {
    const list = (await (await admin.request("/api/eligibility/imports")).json()) as {
      imports: EligibilityImport[];
      pageSize: number;
    };
    expect(list.pageSize).toBe(20);
    const times = list.imports.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const { id: otherAdmin } = await createAdmin(t.db, {
      loginId: "bulk.other",
      clientNumber: "100005",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    const other = await t.db.query<{ id: string }>(
      `insert into eligibility_imports (client_id, admin_id, file_name, kind)
       select c.id, $1, 'x.csv', 'census' from clients c where c.client_number = '100005' returning id::text`,
      [otherAdmin],
    );
    const res = await admin.request(`/api/eligibility/imports/${other.rows[0]?.id}`);
    expect(res.status).toBe(404);
  });
});

describe("applying", () => {
  it("applies only the valid rows through the write pipeline: history and audit as on the screens", async () => {
    const changed = await onFile("Mooring");
    const { imp } = await judged(admin, [
      row({ action: "change", subscriberSsn: changed.ssn, lastName: "Mooring-Day" }),
      newEmployee("Anchor"),
      { ...newEmployee("Broken"), birthDate: "99/99/1990" },
    ]);
    expect((await apply(admin, imp.importId, "allOrNothing")).status).toBe(409);
    expect((await apply(admin, imp.importId, "validOnly")).status).toBe(202);
    await runJobs();
    const after = (await (
      await admin.request(`/api/eligibility/imports/${imp.importId}`)
    ).json()) as EligibilityImport;
    expect(after.status).toBe("applied");
    expect(after.appliedCounts).toEqual({ applied: 2, pending: 0, refused: 1 });
    expect(await lastNameOf(changed.umi)).toBe("Mooring-Day");
    const audits = await t.db.query(
      "select 1 from audit_events where action = 'employee.edit' and subject = $1",
      [changed.umi],
    );
    expect(audits.rows.length).toBe(1);
    const rows = (await (await admin.request(`/api/eligibility/imports/${imp.importId}/rows`)).json()) as {
      rows: EligibilityImportRow[];
    };
    expect(rows.rows.map((r) => r.applied)).toEqual(["applied", "applied", "refused"]);
    expect(rows.rows[2]?.appliedReason).toBeTruthy();
  });

  it("a run killed mid-apply and run again applies every row exactly once", async () => {
    const lasts = ["Kelp", "Tide", "Reef", "Shoal", "Cove"];
    const renamed = await onFile("Jetty");
    const { imp } = await judged(admin, [
      row({ action: "change", subscriberSsn: renamed.ssn, lastName: "Jetty-Ames" }),
      ...lasts.map((last) => newEmployee(last)),
    ]);
    expect(imp.counts.addEmployee).toBe(5);
    expect((await apply(admin, imp.importId, "validOnly")).status).toBe(202);
    // Two subscribers a commit. The first run stops (a restart) once the first two are committed;
    // the next in the middle of the fourth's change (written, its rows not yet marked), so the third's,
    // written in the same uncommitted batch, is undone with it: the runner runs the job again each time.
    let killed = false;
    let changes = 0;
    await runJobs({
      rowsPerCommit: 2,
      afterCommit: async (done) => {
        if (!killed && done >= 2) {
          killed = true;
          throw new Error("the server stopped");
        }
      },
      afterChange: async () => {
        changes += 1;
        if (changes === 4) throw new Error("the server stopped mid-change");
      },
    });
    expect(killed).toBe(true);
    const after = (await (
      await admin.request(`/api/eligibility/imports/${imp.importId}`)
    ).json()) as EligibilityImport;
    expect(after.status).toBe("applied");
    expect(after.appliedCounts.applied).toBe(6);
    // The change made once: one edit audited, and the name as asked.
    const edits = await t.db.query(
      "select 1 from audit_events where action = 'employee.edit' and subject = $1",
      [renamed.umi],
    );
    expect(edits.rows.length).toBe(1);
    expect(await lastNameOf(renamed.umi)).toBe("Jetty-Ames");
    const added = await t.db.query<{ last_name: string; n: number }>(
      "select last_name, count(*)::int as n from employees where last_name = any($1) group by last_name",
      [lasts],
    );
    expect(added.rows.map((r) => [r.last_name, r.n]).sort()).toEqual(lasts.map((l) => [l, 1]).sort());
    const enrolled = await t.db.query(
      "select 1 from audit_events a join employees e on e.umi = a.subject where a.action = 'employee.enroll' and e.last_name = any($1)",
      [lasts],
    );
    expect(enrolled.rows.length).toBe(5);
  });

  it("judges in batches and reads the plan set-up once a run: a judging job's statements do not grow with its subscribers", async () => {
    /** The database the jobs use, counting the statements they send (in and out of transactions). */
    const counting = () => {
      let statements = 0;
      const counted = (q: Queryable): Queryable => ({
        query: (sql, params) => {
          statements += 1;
          return q.query(sql, params);
        },
      });
      const db: Database = Object.assign(Object.create(t.db) as Database, {
        query: counted(t.db).query,
        transaction: <T>(work: (tx: Queryable) => Promise<T>) => t.db.transaction((tx) => work(counted(tx))),
      });
      return { db, statements: () => statements };
    };
    /** Statements of judging, then of applying, an import adding `n` employees. */
    const run = async (n: number) => {
      const started = await startImport(
        admin,
        Array.from({ length: n }, (_, i) =>
          newEmployee(`Batch${"abcdefghijklmnop"[i]}${n === 2 ? "Few" : "Many"}`),
        ),
      );
      expect(started.status).toBe(202);
      const judging = counting();
      await runJobs({}, judging.db);
      expect((await apply(admin, started.body.importId, "validOnly")).status).toBe(202);
      const applying = counting();
      await runJobs({}, applying.db);
      const done = (await (
        await admin.request(`/api/eligibility/imports/${started.body.importId}`)
      ).json()) as EligibilityImport;
      expect(done.appliedCounts.applied).toBe(n);
      return { judge: judging.statements(), apply: applying.statements() };
    };
    const few = await run(2);
    const many = await run(12);
    // Judging: a batch's reads and writes, whatever its size (not one subscriber's lookups at a time).
    expect(many.judge).toBe(few.judge);
    // Applying an add, 10 statements: its savepoint and release; the add flow's final save (the
    // enrollment claimed, the SSN checked, a member ID, the employee, its groups, history, audit);
    // the rows marked with the progress. The plan set-up is not read again, nor the SSN looked up alone.
    expect((many.apply - few.apply) / 10).toBe(10);
  });

  it("a full file's proposed terminations are judged with the file, counted apart, and ended only when ticked", async () => {
    // An administrator who may only view GROUP: its members' proposals are refused when judged.
    const { id } = await createAdmin(t.db, {
      loginId: "bulk.full",
      clientNumber: "100001",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    await t.db.query(
      "update admin_group_entitlements set employee_data = 'View' where admin_id = $1 and group_number = $2",
      [id, GROUP],
    );
    const full = t.agent();
    expect((await full.login("bulk.full")).status).toBe(200);
    const named = await onFile("Named");
    const started = await full.request("/api/eligibility/imports", {
      method: "POST",
      body: JSON.stringify({
        fileName: "full.834",
        kind: "edi834",
        fullFile: true,
        rows: [row({ action: "audit", subscriberSsn: named.ssn, firstName: "Rowan", lastName: "Named" })],
      }),
    });
    expect(started.status).toBe(202);
    const { importId } = (await started.json()) as EligibilityImport;
    await runJobs();
    const imp = (await (
      await full.request(`/api/eligibility/imports/${importId}`)
    ).json()) as EligibilityImport;
    const { rows: active } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from employees e join clients c on c.id = e.client_id
        where c.client_number = '100001' and e.status = 'active' and e.umi <> $1`,
      [named.umi],
    );
    // The file's one row by outcome; every other active employee proposed, apart.
    expect(Object.values(imp.counts).reduce((a, b) => a + b, 0)).toBe(1);
    expect(imp.proposedTerminations).toBe(active[0]?.n);
    const own = (await (await full.request(`/api/eligibility/imports/${importId}/rows`)).json()) as {
      rows: EligibilityImportRow[];
    };
    expect(own.rows.map((r) => r.proposedTermination)).toEqual([false]);
    const proposed = (await (
      await full.request(`/api/eligibility/imports/${importId}/rows?proposed=true`)
    ).json()) as { rows: EligibilityImportRow[] };
    expect(proposed.rows.length).toBeGreaterThan(1);
    expect(proposed.rows.every((r) => r.proposedTermination)).toBe(true);
    // Judged before anything is ticked: an end of coverage with what it changes, or why it cannot be made.
    const ending = proposed.rows.find((r) => r.outcome === "endCoverage");
    const refused = proposed.rows.find((r) => r.outcome === "error");
    expect(ending?.changes.length).toBeGreaterThan(0);
    expect(refused?.errors.map((e) => e.message)).toContain(policyMessages.noModifiableGroup);

    // All or nothing is not held back by a refused proposal nobody ticked; only the ticked one ends.
    expect((await apply(full, importId, "allOrNothing", [ending?.rowId ?? ""])).status).toBe(202);
    await runJobs();
    const after = (await (
      await full.request(`/api/eligibility/imports/${importId}/rows?proposed=true`)
    ).json()) as { rows: EligibilityImportRow[] };
    expect(after.rows.filter((r) => r.applied === "applied").map((r) => r.rowId)).toEqual([ending?.rowId]);
    expect(after.rows.filter((r) => r.rowId !== ending?.rowId).every((r) => r.applied === "skipped")).toBe(
      true,
    );
  });
});
