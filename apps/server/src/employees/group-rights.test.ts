import { domainMessages } from "@epr/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { policyMessages } from "../policy/index.js";
import { createAdmin } from "../test-support/admins.js";
import {
  type Agent,
  countRows,
  putWithVersion,
  readEmployee,
  writeTestApp,
} from "../test-support/employeeWrites.js";
import {
  born,
  coverageAnswers,
  dental,
  effective,
  enrolThroughApi,
  freshSsn,
  medical,
  person,
  requiredReportCodes,
} from "../test-support/submissions.js";

/**
 * Group rights inside one client on the employee record: a change is what differs from the stored
 * record, every group it touches must be modifiable, and the parts in groups the administrator may
 * not modify are kept as stored (enrollment.md §6); the summary carries only the groups the
 * administrator may read. The employees are in 100100 (Modify for everyone here) and 100114.
 */

const {
  t,
  agents: { admin },
} = writeTestApp({ admin: ["rights.admin", "100001"] });

/** An administrator of client 100001: Modify on every group but those given. */
async function mixedAgent(loginId: string, values: Record<string, "View" | "N/A">): Promise<Agent> {
  const { id } = await createAdmin(t.db, {
    loginId,
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  for (const [group, value] of Object.entries(values))
    await t.db.query(
      "update admin_group_entitlements set employee_data = $3 where admin_id = $1 and group_number = $2",
      [id, group, value],
    );
  const agent = t.agent();
  const res = await agent.login(loginId);
  if (res.status !== 200) throw new Error(`the login of ${loginId} answered ${res.status}`);
  return agent;
}

let viewer114: Agent;
let blind114: Agent;
beforeAll(async () => {
  viewer114 = await mixedAgent("rights.view114", { "100114": "View" });
  blind114 = await mixedAgent("rights.na114", { "100114": "N/A" });
});

/**
 * A subscriber and a spouse on medical in 100100 and 100114, enrolled by an administrator of both
 * (100114 requires the Department and Division report codes, as 100100 does).
 */
const enrol = (last: string) => {
  const coverages = (subscriber: boolean) =>
    ["100100", "100114"].map((group) => ({
      groupNumber: group,
      memberLobs: [medical(group)],
      ...coverageAnswers(group, false),
      ...(subscriber ? { reportCodes: requiredReportCodes("100100") } : {}),
    }));
  return enrolThroughApi(admin, {
    last,
    memberCoverages: coverages(true),
    dependents: [
      {
        ...person("Sam", last, "M", born(36)),
        relationshipCode: "01",
        ssn: freshSsn(),
        dependentStatus: "N",
        memberCoverages: coverages(false),
      },
    ],
  });
};

// biome-ignore lint/suspicious/noExplicitAny: records as JSON
type Json = any;
const stored = async (umi: string) => {
  const row = (
    await t.db.query<{ version: number; record: unknown }>(
      "select version, record from employees where umi = $1",
      [umi],
    )
  ).rows[0];
  return {
    version: row?.version,
    record: (typeof row?.record === "string" ? JSON.parse(row.record) : row?.record) as Json,
  };
};
/** Every member's coverages in `group`, as stored. */
const coverageOf = (record: Json, group: string) =>
  [record.subscriber, ...record.dependents].map((m: Json) =>
    m.memberCoverages.filter((c: Json) => c.groupNumber === group),
  );
const withoutGroup = (record: Json, group: string) => {
  const next = structuredClone(record);
  for (const m of [next.subscriber, ...next.dependents])
    m.memberCoverages = m.memberCoverages.filter((c: Json) => c.groupNumber !== group);
  return next;
};
/** The record with a dental line for the subscriber in 100100: a change the administrator may make. */
const withDental = (record: Json) => {
  const next = structuredClone(record);
  next.globalCoverageEffectiveDate = effective;
  next.subscriber.memberCoverages
    .find((c: Json) => c.groupNumber === "100100")
    .memberLobs.push(dental("100100"));
  return next;
};
const edit = (agent: Agent, umi: string, record: Json, etag: string | null) =>
  putWithVersion(agent, `/api/employees/${umi}`, { transactionType: "EDIT", record }, { ifMatch: etag });

describe("an edit by an administrator with Modify on 100100 and View on 100114", () => {
  it("leaving out 100114's lines keeps them as stored; the change in 100100 is saved", async () => {
    const { umi } = await enrol("Keepson");
    const before = await stored(umi);
    const read = await readEmployee(viewer114, umi);
    const res = await edit(viewer114, umi, withDental(withoutGroup(read.record, "100114")), read.etag);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).groups).toEqual({ "100100": true });
    const after = await stored(umi);
    expect(coverageOf(after.record, "100114")).toEqual(coverageOf(before.record, "100114"));
    expect(coverageOf(after.record, "100114").flat()).toHaveLength(2);
    expect(
      after.record.subscriber.memberCoverages.find((c: Json) => c.groupNumber === "100100").memberLobs,
    ).toHaveLength(2);
    expect(await countRows(t, "employee_groups where umi = $1 and group_number = '100114'", [umi])).toBe(1);
    expect(
      await countRows(
        t,
        "employee_history where umi = $1 and group_number = '100114' and transaction_type = 'EDIT'",
        [umi],
      ),
    ).toBe(0);
  });

  it("a line of 100114 removed → 403 'not eligible to edit', nothing changed", async () => {
    const { umi } = await enrol("Lineless");
    const before = await stored(umi);
    const read = await readEmployee(viewer114, umi);
    const record = withDental(read.record);
    record.dependents[0].memberCoverages = record.dependents[0].memberCoverages.filter(
      (c: Json) => c.groupNumber !== "100114",
    );
    const res = await edit(viewer114, umi, record, read.etag);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(domainMessages.notEligibleToEdit);
    expect((await stored(umi)).version).toBe(before.version);
  });

  it("removing the spouse, who is covered in 100114 too → 403, nothing changed", async () => {
    const { umi } = await enrol("Spouseless");
    const before = await stored(umi);
    const read = await readEmployee(viewer114, umi);
    const record = withDental(read.record);
    record.dependents = [];
    const res = await edit(viewer114, umi, record, read.etag);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(domainMessages.notEligibleToEdit);
    expect(await stored(umi)).toEqual(before);
  });
});

describe("GET /api/employees/{umi} carries only the groups the administrator may read", () => {
  it("N/A on 100114: no line, provider or name of 100114 in the summary or the search; View on it: the group is there, not modifiable", async () => {
    const { umi } = await enrol("Cutaway");
    const res = await blind114.request(`/api/employees/${umi}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("100114");
    const body = JSON.parse(text);
    expect(body.groups.map((g: Json) => g.groupNumber)).toEqual(["100100"]);
    // Members keep their places: the spouse is there with the coverage of 100100 only.
    expect(body.payload.dependents).toHaveLength(1);
    expect(body.payload.dependents[0].memberCoverages.map((c: Json) => c.groupNumber)).toEqual(["100100"]);

    // The search names the readable groups only, too.
    const found = await blind114.request("/api/employees/search", {
      method: "POST",
      body: JSON.stringify({ memberId: umi }),
    });
    expect(found.status).toBe(200);
    const foundText = await found.text();
    expect(foundText).toContain(umi);
    expect(foundText).not.toContain("100114");

    const viewed = await (await viewer114.request(`/api/employees/${umi}`)).json();
    expect(viewed.groups.map((g: Json) => [g.groupNumber, g.modifiable])).toEqual([
      ["100100", true],
      ["100114", false],
    ]);
  });

  it("the submission status of the employee names the readable groups only; a View group is named", async () => {
    const { umi } = await enrol("Statusway");
    const blind = await blind114.request(`/api/employees/${umi}/submission`);
    expect(blind.status).toBe(200);
    const text = await blind.text();
    expect(text).not.toContain("100114");
    expect(Object.keys(JSON.parse(text).groups)).toEqual(["100100"]);
    const viewed = await (await viewer114.request(`/api/employees/${umi}/submission`)).json();
    expect(Object.keys(viewed.groups).sort()).toEqual(["100100", "100114"]);
  });

  it("the cut record edited and sent back with its ETag: the change is saved and 100114 stays as stored", async () => {
    const { umi } = await enrol("Roundtrip");
    const before = await stored(umi);
    const read = await readEmployee(blind114, umi);
    expect(read.etag).toBe(`"${before.version}"`);
    const record = withDental(read.record);
    record.dependents.push({
      ...person("Kit", "Roundtrip", "F", born(8)),
      relationshipCode: "02",
      ssn: freshSsn(),
      dependentStatus: "N",
      memberCoverages: [{ groupNumber: "100100", memberLobs: [medical("100100")], tobaccoStatus: "N" }],
    });
    const res = await edit(blind114, umi, record, read.etag);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("etag")).toBe(`"${(before.version ?? 0) + 1}"`);
    const after = await stored(umi);
    expect(coverageOf(after.record, "100114").slice(0, 2)).toEqual(coverageOf(before.record, "100114"));
    expect(after.record.dependents).toHaveLength(2);
    expect(after.record.dependents[1].memberCoverages.map((c: Json) => c.groupNumber)).toEqual(["100100"]);
    // The administrator of every group sees both groups on the record as stored.
    const full = await readEmployee(admin, umi);
    expect(full.record.subscriber.memberCoverages.map((c: Json) => c.groupNumber).sort()).toEqual([
      "100100",
      "100114",
    ]);
    // A second round trip from the answer's ETag works too.
    const again = await readEmployee(blind114, umi);
    const city = structuredClone(again.record);
    city.subscriber.memberCoverages[0].memberLobs.push({
      ...dental("100100"),
      lineOfBusiness: "VIS",
      coverageType: "VISION",
      productId: "100100-VIS",
    });
    const second = await edit(blind114, umi, city, again.etag);
    expect(second.status, await second.clone().text()).toBe(200);
    expect(coverageOf((await stored(umi)).record, "100114").slice(0, 2)).toEqual(
      coverageOf(before.record, "100114"),
    );
  });

  it("a coverage added in 100114 by an administrator who holds N/A on it → 404 like an unknown group, nothing changed", async () => {
    const { umi } = await enrol("Sneakin");
    const before = await stored(umi);
    const read = await readEmployee(blind114, umi);
    const record = structuredClone(read.record);
    record.globalCoverageEffectiveDate = effective;
    record.subscriber.memberCoverages.push({
      groupNumber: "100114",
      memberLobs: [dental("100114")],
      tobaccoStatus: "N",
      reportCodes: requiredReportCodes("100100"),
    });
    const res = await edit(blind114, umi, record, read.etag);
    // A group the administrator may not read answers like one that does not exist.
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(policyMessages.groupNotFound);
    expect(await stored(umi)).toEqual(before);
  });
});
