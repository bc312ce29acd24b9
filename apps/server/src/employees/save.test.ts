import { randomUUID } from "node:crypto";
import { domainMessages, fillMessage, formatUsDate } from "@epr/domain";
import { subDays } from "date-fns";
import { describe, expect, it } from "vitest";
import { guardMessages } from "../http/guard.js";
import { serverJobs } from "../jobs/handlers.js";
import { createJobRunner } from "../jobs/runner.js";
import { countRows, putWithVersion, readEmployee, writeTestApp } from "../test-support/employeeWrites.js";
import {
  born,
  coverageAnswers,
  dental,
  effective,
  enrolThroughApi,
  enrolWithSpouse,
  freshSsn,
  medical,
  person,
} from "../test-support/submissions.js";

/**
 * PUT /api/employees/{umi}: the final save of an edit or a reinstate through the one write pipeline
 * (enrollment.md §4 Edit save, §7, §8), on PGlite (and PostgreSQL in CI). The
 * employees are made here through the add flow's final save, the way the portal makes them.
 */

const {
  t,
  agents: { admin, viewOnly, viewGroups, admin6012 },
} = writeTestApp({
  admin: ["write.admin", "100001"],
  viewOnly: ["write.VIEW", "100001"],
  viewGroups: ["write.viewgroups", "100001", "View"],
  admin6012: ["write.6012", "100003"],
});
type Agent = typeof admin;

/** A subscriber and a spouse on medical in `groups`, enrolled through POST /api/employees. */
const enrol = (last: string, groups = ["100100"]) => enrolWithSpouse(admin, last, groups);

/** GET /api/employees/{umi}: the record as the portal edits it, and the ETag to send back. */
const read = (umi: string, agent: Agent = admin) => readEmployee(agent, umi);

/** PUT /api/employees/{umi} with If-Match and a fresh Idempotency-Key unless given (null: none sent). */
const put = (
  umi: string,
  body: unknown,
  headers: { ifMatch?: string | null; key?: string | null } = {},
  agent: Agent = admin,
) => putWithVersion(agent, `/api/employees/${umi}`, body, headers);

/** The record with a dental line added for the subscriber in group 100100 (a change the portal makes). */
// biome-ignore lint/suspicious/noExplicitAny: the record as JSON from the summary
function withDental(record: any) {
  const next = structuredClone(record);
  next.globalCoverageEffectiveDate = effective;
  next.subscriber.memberCoverages[0].memberLobs.push(dental("100100"));
  return next;
}

const count = (sql: string, params: unknown[] = []) => countRows(t, sql, params);
const stored = async (umi: string) =>
  (
    await t.db.query<{ version: number; record: unknown }>(
      "select version, record from employees where umi = $1",
      [umi],
    )
  ).rows[0];

describe("GET /api/employees/{umi} gives the version as an ETag (concurrent edits)", () => {
  it('answers ETag "<version>"', async () => {
    const { umi } = await enrol("Etagson");
    const { version, etag } = await read(umi);
    expect(etag).toBe(`"${version}"`);
  });
});

describe("PUT /api/employees/{umi} transactionType EDIT", () => {
  it("saves the change: version bumped, backup of the record before, plan history with the administrator, audit row", async () => {
    const { umi } = await enrol("Editwell");
    const before = await read(umi);
    const res = await put(
      umi,
      { transactionType: "EDIT", record: withDental(before.record) },
      { ifMatch: before.etag },
    );
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({
      umi,
      version: before.version + 1,
      groups: { "100100": true },
      pending: false,
      outcome: { title: "Success", text: "You have successfully edited Rowan Editwell" },
    });
    expect(res.headers.get("etag")).toBe(`"${before.version + 1}"`);
    const after = await read(umi);
    expect(after.version).toBe(before.version + 1);
    expect(
      after.record.subscriber.memberCoverages[0].memberLobs.map(
        (l: { lineOfBusiness: string }) => l.lineOfBusiness,
      ),
    ).toEqual(["PPO", "DEN"]);
    // enrollment.md §4 Pre-save in edit: the new line takes the global effective date.
    expect(after.record.subscriber.memberCoverages[0].memberLobs[1].coverageEffectiveDate).toBe(effective);

    const backups = await t.db.query<{ version: number; transaction_type: string; record: unknown }>(
      "select version, transaction_type, record from employee_backups where umi = $1",
      [umi],
    );
    expect(backups.rows).toHaveLength(1);
    expect(backups.rows[0]).toMatchObject({ version: before.version, transaction_type: "EDIT" });
    expect(JSON.stringify(backups.rows[0]?.record)).not.toContain('"DEN"');

    const history = await t.db.query<{
      kind: string;
      group_number: string;
      member_key: string;
      admin_name: string;
    }>(
      "select kind, group_number, member_key, admin_name from employee_history where umi = $1 and transaction_type = 'EDIT'",
      [umi],
    );
    expect(history.rows).toEqual([
      { kind: "plan", group_number: "100100", member_key: "subscriber", admin_name: "Test Admin" },
    ]);
    expect(await count("audit_events where action = 'employee.edit' and subject = $1", [umi])).toBe(1);
  });

  it.each([
    ["no If-Match", { ifMatch: null }, 428, guardMessages.ifMatch],
    ["no Idempotency-Key", { key: null }, 428, guardMessages.idempotencyKey],
    ["a stale If-Match", { ifMatch: '"0"' }, 412, domainMessages.employeeStale],
  ])("%s → %s and nothing changed", async (_name, headers, status, message) => {
    const { umi } = await enrol("Staleby");
    const before = await read(umi);
    const res = await put(
      umi,
      { transactionType: "EDIT", record: withDental(before.record) },
      {
        ifMatch: before.etag,
        ...headers,
      },
    );
    expect(res.status).toBe(status);
    expect((await res.json()).message).toBe(message);
    expect((await stored(umi))?.version).toBe(before.version);
    expect(await count("employee_backups where umi = $1", [umi])).toBe(0);
    expect(await count("employee_history where umi = $1 and transaction_type <> 'ADD'", [umi])).toBe(0);
  });

  it("two administrators from the same version: the second gets the conflict and the first change stays", async () => {
    const { umi } = await enrol("Twiceover");
    const before = await read(umi);
    const first = await put(
      umi,
      { transactionType: "EDIT", record: withDental(before.record) },
      { ifMatch: before.etag },
    );
    expect(first.status).toBe(200);
    const changed = structuredClone(before.record);
    changed.subscriber.address.city = "Pittsburgh";
    const second = await put(umi, { transactionType: "EDIT", record: changed }, { ifMatch: before.etag });
    expect(second.status).toBe(412);
    expect((await second.json()).message).toBe(domainMessages.employeeStale);
    const after = await read(umi);
    expect(after.record.subscriber.address.city).toBe("Philadelphia");
    expect(after.record.subscriber.memberCoverages[0].memberLobs).toHaveLength(2);
  });

  it("a repeat with the same Idempotency-Key replays the answer; the key with another body is 422", async () => {
    const { umi } = await enrol("Replayer");
    const before = await read(umi);
    const body = { transactionType: "EDIT", record: withDental(before.record) };
    const key = randomUUID();
    const first = await put(umi, body, { ifMatch: before.etag, key });
    expect(first.status).toBe(200);
    const again = await put(umi, body, { ifMatch: before.etag, key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await stored(umi))?.version).toBe(before.version + 1);
    const other = await put(umi, { ...body, record: before.record }, { ifMatch: before.etag, key });
    expect(other.status).toBe(422);
    expect(await count("employee_backups where umi = $1", [umi])).toBe(1);
  });

  it("nothing changed → 400 'No changes to save'", async () => {
    const { umi } = await enrol("Sameold");
    const before = await read(umi);
    const res = await put(umi, { transactionType: "EDIT", record: before.record }, { ifMatch: before.etag });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(domainMessages.noChanges);
    expect((await stored(umi))?.version).toBe(before.version);
  });

  it("a rule of the add flow broken (a second spouse) → 400 on the field, nothing changed", async () => {
    const { umi } = await enrol("Twospouse");
    const before = await read(umi);
    const record = withDental(before.record);
    record.dependents.push({
      ...person("Lee", "Twospouse", "M", born(40)),
      relationshipCode: "01",
      ssn: freshSsn(),
      dependentStatus: "N",
      memberCoverages: [{ groupNumber: "100100", memberLobs: [medical("100100")], tobaccoStatus: "N" }],
    });
    const res = await put(umi, { transactionType: "EDIT", record }, { ifMatch: before.etag });
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.issues.some((i: { path: string }) => i.path.startsWith("record.dependents"))).toBe(true);
    expect((await stored(umi))?.version).toBe(before.version);
    expect(await count("employee_history where umi = $1 and transaction_type <> 'ADD'", [umi])).toBe(0);
  });

  it("a new dependent with coverage joins with the next pin, sealed SSN, and history of their plan and COB", async () => {
    const { umi } = await enrol("Newkid");
    const before = await read(umi);
    const record = structuredClone(before.record);
    record.globalCoverageEffectiveDate = effective;
    const kidSsn = freshSsn();
    record.dependents.push({
      ...person("Kit", "Newkid", "F", born(8)),
      relationshipCode: "02",
      ssn: kidSsn,
      dependentStatus: "N",
      memberCoverages: [{ groupNumber: "100100", memberLobs: [medical("100100")], tobaccoStatus: "N" }],
    });
    const res = await put(umi, { transactionType: "EDIT", record }, { ifMatch: before.etag });
    expect(res.status).toBe(200);
    const after = await read(umi);
    expect(after.record.dependents[1]).toMatchObject({ pin: "03", ssn: `*****${kidSsn.slice(-4)}` });
    expect(JSON.stringify((await stored(umi))?.record)).not.toContain(kidSsn);
    // enrollment.md §4: coverage category codes recomputed: subscriber, spouse and one child is FAM.
    expect(after.record.subscriber.memberCoverages[0].memberLobs[0].coverageCategoryCode).toBe("FAM");
    const kinds = await t.db.query<{ kind: string; member_key: string }>(
      "select kind, member_key from employee_history where umi = $1 and member_key = 'dependent:03' order by kind",
      [umi],
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(["cob", "plan"]);
  });

  it.each([
    ["a view-only login", () => viewOnly, 403],
    ["an administrator with View only in the group", () => viewGroups, 403],
  ])("%s is refused (%s) and nothing changed", async (_name, agent, status) => {
    const { umi } = await enrol("Refusedby");
    const before = await read(umi);
    const res = await put(
      umi,
      { transactionType: "EDIT", record: withDental(before.record) },
      { ifMatch: before.etag },
      agent(),
    );
    expect(res.status).toBe(status);
    expect((await stored(umi))?.version).toBe(before.version);
  });

  it("an unknown member ID → 404", async () => {
    const { umi } = await enrol("Nobodyelse");
    const { record } = await read(umi);
    const res = await put(
      "M99999999",
      { transactionType: "EDIT", record: withDental(record) },
      { ifMatch: '"1"' },
    );
    expect(res.status, await res.clone().text()).toBe(404);
  });

  it("an employee with a pending transaction (a group waiting for delayed processing) → 409 with the spec's sentence", async () => {
    const { umi, groups } = await enrol("Waitlong", ["100100", "100107"]);
    expect(groups).toEqual({ "100100": true, "100107": "pending" });
    const before = await read(umi);
    const record = structuredClone(before.record);
    record.subscriber.address.city = "Erie";
    const res = await put(umi, { transactionType: "EDIT", record }, { ifMatch: before.etag });
    expect(res.status).toBe(409);
    const answer = await res.json();
    expect(answer).toMatchObject({ message: domainMessages.pendingEdit, code: "pending_transaction" });
    expect((await stored(umi))?.version).toBe(before.version);
  });
});

/**
 * Ends every line of the employee yesterday, as time would (seeded, not clicked): a reinstate
 * applies only to coverage that has ended (enrollment.md §6 Reinstate: employee cancelled).
 */
async function endCoverage(umi: string) {
  const row = await stored(umi);
  // biome-ignore lint/suspicious/noExplicitAny: the record as JSON
  const record: any = typeof row?.record === "string" ? JSON.parse(row.record) : structuredClone(row?.record);
  const yesterday = formatUsDate(subDays(new Date(), 1));
  for (const member of [record.subscriber, ...record.dependents])
    for (const coverage of member.memberCoverages)
      for (const lob of coverage.memberLobs) {
        lob.coverageEffectiveDate = formatUsDate(subDays(new Date(), 60));
        lob.coverageEndDate = yesterday;
        lob.cancelReasonCode = "01";
      }
  await t.db.query("update employees set record = $2, status = 'cancelled' where umi = $1", [
    umi,
    JSON.stringify(record),
  ]);
  await t.db.query("update employee_groups set status = 'cancelled' where umi = $1", [umi]);
}

describe("PUT /api/employees/{umi} transactionType REINSTATE", () => {
  it("stores the reinstated coverage from the reinstate date over the version read when it started", async () => {
    const { umi } = await enrol("Backagain");
    await endCoverage(umi);
    const before = await read(umi);
    const record = structuredClone(before.record);
    record.subscriber.memberCoverages = [
      { groupNumber: "100100", memberLobs: [medical("100100")], ...coverageAnswers("100100", true) },
    ];
    record.dependents[0].memberCoverages = [];
    const res = await put(
      umi,
      { transactionType: "REINSTATE", record, reinstateDate: effective },
      { ifMatch: before.etag },
    );
    expect(res.status).toBe(200);
    expect((await res.json()).groups).toEqual({ "100100": true });
    const after = await read(umi);
    expect(after.record.globalCoverageEffectiveDate).toBe(effective);
    expect(after.record.dependents[0].memberCoverages).toEqual([]);
    expect(await count("employee_backups where umi = $1 and transaction_type = 'REINSTATE'", [umi])).toBe(1);
  });

  it("a group whose coverage has not ended → 409 reinstate_active with the sentence, nothing changed", async () => {
    const { umi } = await enrol("Stillhere");
    const before = await read(umi);
    const record = structuredClone(before.record);
    record.dependents[0].memberCoverages = [];
    const res = await put(
      umi,
      { transactionType: "REINSTATE", record, reinstateDate: effective },
      { ifMatch: before.etag },
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "reinstate_active",
      message: fillMessage(domainMessages.reinstateActive, { group: "100100" }),
    });
    expect((await stored(umi))?.version).toBe(before.version);
    expect(await count("employee_backups where umi = $1", [umi])).toBe(0);
  });

  it("a reinstate date that is not a date → 400", async () => {
    const { umi } = await enrol("Baddate");
    const before = await read(umi);
    const res = await put(
      umi,
      { transactionType: "REINSTATE", record: before.record, reinstateDate: "13/45/2020" },
      {
        ifMatch: before.etag,
      },
    );
    expect(res.status).toBe(400);
    expect((await stored(umi))?.version).toBe(before.version);
  });
});

describe("PUT /api/employees/{umi}: vision and dental product validation (enrollment.md §4 Provider validation on save)", () => {
  /** A subscriber on medical and dental in `group`, by `agent`; then a child added on dental alone. */
  async function childOnDentalAlone(agent: Agent, group: string, last: string) {
    const { umi } = await enrolThroughApi(agent, {
      last,
      memberCoverages: [
        { groupNumber: group, memberLobs: [medical(group), dental(group)], ...coverageAnswers(group, true) },
      ],
    });
    const before = await read(umi, agent);
    const record = structuredClone(before.record);
    record.globalCoverageEffectiveDate = effective;
    record.dependents.push({
      ...person("Pip", last, "M", born(10)),
      relationshipCode: "02",
      ssn: freshSsn(),
      dependentStatus: "N",
      memberCoverages: [{ groupNumber: group, memberLobs: [dental(group)] }],
    });
    const res = await put(umi, { transactionType: "EDIT", record }, { ifMatch: before.etag }, agent);
    return { umi, res };
  }

  it("brand 6012 (validatesVisionDentalOnSave): a dental line without medical answers the group false with validateProductsResponse; the group keeps what it had", async () => {
    const { umi, res } = await childOnDentalAlone(admin6012, "100300", "Molarson");
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      groups: { "100300": false },
      pending: false,
      outcome: { title: "Submitted" },
      validateProductsResponse: [
        {
          groupNumber: "100300",
          messages: [
            "Pip Molarson: vision and dental coverage in group 100300 can be added only with medical coverage in the same group.",
          ],
        },
      ],
    });
    const after = await read(umi, admin6012);
    expect(
      JSON.stringify(after.record.dependents.map((d: { memberCoverages: unknown }) => d.memberCoverages)),
    ).not.toContain('"DEN"');
  });

  it("a brand without the flag (6008) saves the same change", async () => {
    const { res } = await childOnDentalAlone(admin, "100100", "Molarby");
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await res.json();
    expect(answer.groups).toEqual({ "100100": true });
    expect(answer).not.toHaveProperty("validateProductsResponse");
  });
});

describe("PUT /api/employees/{umi}: a group configured for delayed processing (pending transactions)", () => {
  it("answers 'pending'; the employee then has a pending transaction until the job runner applies the group", async () => {
    const { umi } = await enrol("Laterby");
    const before = await read(umi);
    const record = structuredClone(before.record);
    record.globalCoverageEffectiveDate = effective;
    // Group 100107 (the client's HMO group) is seeded for delayed processing.
    record.subscriber.memberCoverages.push({
      groupNumber: "100107",
      memberLobs: [medical("100107", "HMO")],
      ...coverageAnswers("100107", true),
    });
    const res = await put(umi, { transactionType: "EDIT", record }, { ifMatch: before.etag });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({
      groups: { "100107": "pending" },
      pending: true,
      outcome: { title: "Submitted" },
    });
    // Not applied yet: the record and its groups are as they were; the submission waits.
    const waiting = await read(umi);
    expect(
      waiting.record.subscriber.memberCoverages.map((c: { groupNumber: string }) => c.groupNumber),
    ).toEqual(["100100"]);
    expect(await count("employee_groups where umi = $1 and group_number = '100107'", [umi])).toBe(0);
    expect(await (await admin.request(`/api/employees/${umi}/submission`)).json()).toMatchObject({
      // The status call counts the employee's applied groups too (enrollment-submit/lookups.ts).
      status: "PARTIAL_SUBMIT",
      pending: true,
      groups: { "100100": true, "100107": "pending" },
    });
    // enrollment.md §4 Edit entry, §8: a pending transaction blocks the next edit.
    const blocked = await put(
      umi,
      { transactionType: "EDIT", record: withDental(waiting.record) },
      { ifMatch: waiting.etag },
    );
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toMatchObject({
      message: domainMessages.pendingEdit,
      code: "pending_transaction",
    });

    // The job runner applies it once its delay has passed (a minute by default).
    const runner = createJobRunner({
      db: t.db,
      handlers: serverJobs().handlers,
      now: () => new Date(Date.now() + 61_000),
      log: () => {},
    });
    // (Other tests' delayed groups may be due too: every job claimed succeeds.)
    const ran = await runner.runDue();
    expect(ran.done).toBe(ran.claimed);
    expect(ran).toMatchObject({ retried: 0, failed: 0 });
    const applied = await read(umi);
    expect(applied.version).toBeGreaterThan(waiting.version);
    expect(
      applied.record.subscriber.memberCoverages.map((c: { groupNumber: string }) => c.groupNumber),
    ).toEqual(["100100", "100107"]);
    expect(
      await count("employee_groups where umi = $1 and group_number = '100107' and status = 'active'", [umi]),
    ).toBe(1);
    expect(await (await admin.request(`/api/employees/${umi}/submission`)).json()).toMatchObject({
      pending: false,
    });
    // The plan history of the applied group is written when it is applied, naming the edit.
    const history = await t.db.query<{ transaction_type: string; admin_name: string }>(
      "select transaction_type, admin_name from employee_history where umi = $1 and group_number = '100107' and kind = 'plan'",
      [umi],
    );
    expect(history.rows).toEqual([{ transaction_type: "EDIT", admin_name: "Test Admin" }]);
  });
});
