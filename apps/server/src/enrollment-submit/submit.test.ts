import { randomUUID } from "node:crypto";
import { enrollmentMessages } from "@epr/contract";
import { formatUsDate } from "@epr/domain";
import { dependentMessages, inputMessages, submissionMessages, subscriberMessages } from "@epr/forms/schemas";
import { addMonths } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverJobs } from "../jobs/handlers.js";
import { createJobRunner } from "../jobs/runner.js";
import { policyMessages } from "../policy/index.js";
import { createAdmin } from "../test-support/admins.js";
import {
  born,
  coverageAnswers,
  dental,
  effective,
  freshSsn,
  medical,
  person,
} from "../test-support/submissions.js";
import { createTestApp } from "../test-support/testApp.js";
import { stepIncompleteMessage } from "./validate.js";

/**
 * The final save (transaction type ADD) and its status call on PGlite (and PostgreSQL in CI):
 * enrollment.md §4, §7, §8.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
type Agent = ReturnType<typeof t.agent>;
let admin: Agent;
let admin6012: Agent;
let viewGroups: Agent;

const today = new Date();

/** A family in group 100100 of the demo client: subscriber, spouse and a child on medical. */
function family(last: string, options: { ssn?: string; groups?: string[] } = {}) {
  const groups = options.groups ?? ["100100"];
  const coverages = (subscriber: boolean) =>
    groups.map((g) => ({
      groupNumber: g,
      memberLobs: [medical(g, g === "100107" ? "HMO" : "PPO")],
      ...coverageAnswers(g, subscriber),
    }));
  return {
    subscriberSsn: options.ssn ?? freshSsn(),
    record: {
      clientAssignedId: "CA900001",
      globalCoverageEffectiveDate: effective,
      subscriber: {
        ...person("Rowan", last, "F", born(35)),
        address: {
          address1: "12 Harbor Street",
          city: "Philadelphia",
          state: "PA",
          zipCode: { base: "19103" },
        },
        memberCoverages: coverages(true),
      },
      dependents: [
        {
          ...person("Sam", last, "M", born(36)),
          relationshipCode: "01",
          ssn: freshSsn() as string | null,
          dependentStatus: "N",
          memberCoverages: coverages(false),
        },
        {
          ...person("Kit", last, "F", born(8)),
          relationshipCode: "02",
          ssn: null as string | null,
          dependentStatus: "N",
          memberCoverages: coverages(false),
        },
      ],
    },
  };
}

async function submit(agent: Agent, body: unknown, key: string = randomUUID()) {
  return agent.request("/api/employees", {
    method: "POST",
    headers: { "idempotency-key": key },
    body: JSON.stringify(body),
  });
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]?.n);
const employeesNamed = (last: string) => count("employees where last_name = $1", [last]);
/** Every table the final save writes, for "nothing written". */
const writeCounts = async () => [
  await count("employees"),
  await count("employee_groups"),
  await count("enrollments"),
  await count("jobs"),
];

/**
 * A SAVED enrollment of the demo client as the enrollment routes keep one (migration 005): its SSNs
 * sealed, its record naming `groups`, started by `startedBy` (a login ID).
 */
async function savedEnrollment(
  ssns: { subscriber: string; dependents: (string | null)[] },
  options: { groups?: readonly string[]; startedBy?: string } = {},
) {
  const record = {
    subscriber: { memberCoverages: (options.groups ?? []).map((groupNumber) => ({ groupNumber })) },
    dependents: [],
  };
  const { rows } = await t.db.query<{ id: string }>(
    `insert into enrollments (client_id, ssn_hash, ssn_encrypted, status, record, created_by)
     select c.id, $1, $2, 'SAVED', $3::jsonb, (select id from plan_admins where login_id = $4)
       from clients c where c.client_number = '100001' returning id`,
    [
      t.vault.lookupHash(ssns.subscriber),
      t.vault.encrypt(JSON.stringify(ssns)),
      JSON.stringify(record),
      options.startedBy ?? "submit.admin",
    ],
  );
  return rows[0]?.id as string;
}

beforeAll(async () => {
  t = await createTestApp({ members: 200 });
  admin = await t.adminAgent("submit.admin", "100001");
  admin6012 = await t.adminAgent("submit.6012", "100003");
  viewGroups = await t.adminAgent("submit.viewgroups", "100001", "View");
});
afterAll(() => t.close());

describe("POST /api/employees (final save, ADD)", () => {
  it("creates the employee with dependents and coverage lines in one go, SSNs sealed and masked", async () => {
    const body = family("Quillfeather");
    const res = await submit(admin, body);
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toMatchObject({
      groups: { "100100": true },
      status: "APPLIED",
      pending: false,
      outcome: { title: "Success", text: "You have successfully enrolled Rowan Quillfeather" },
    });
    expect(res.headers.get("location")).toBe(`/api/employees/${answer.umi}`);
    const { rows } = await t.db.query<{
      record: Record<string, unknown>;
      ssn_encrypted: string;
      status: string;
    }>("select record, ssn_encrypted, status from employees where umi = $1", [answer.umi]);
    const stored = rows[0];
    expect(stored?.status).toBe("active");
    const text = JSON.stringify(stored?.record);
    expect(text).not.toContain(body.subscriberSsn);
    expect(text).not.toContain(body.record.dependents[0]?.ssn);
    expect(stored?.ssn_encrypted).not.toContain(body.subscriberSsn);
    expect(
      await count("employee_groups where umi = $1 and group_number = '100100' and status = 'active'", [
        answer.umi,
      ]),
    ).toBe(1);

    const summary = await (await admin.request(`/api/employees/${answer.umi}`)).json();
    expect(summary.payload.subscriber.ssn).toBe(`*****${body.subscriberSsn.slice(-4)}`);
    expect(summary.payload.clientAssignedId).toBe("CA900001");
    const search = await (
      await admin.request("/api/employees/search", {
        method: "POST",
        body: JSON.stringify({ lastName: body.record.subscriber.fullName.last }),
      })
    ).json();
    expect(search.employees.map((e: { umi: string }) => e.umi)).toEqual([answer.umi]);
    expect(summary.payload.dependents.map((d: { relationshipCode: string }) => d.relationshipCode)).toEqual([
      "01",
      "02",
    ]);
    expect(summary.payload.dependents[0].ssn).toBe(`*****${body.record.dependents[0]?.ssn?.slice(-4)}`);
    // Effective dates filled from the global date; category recomputed (spouse and child: FAM, enrollment.md §4).
    for (const member of [summary.payload.subscriber, ...summary.payload.dependents])
      expect(member.memberCoverages[0].memberLobs[0]).toMatchObject({
        productId: "100100-MED",
        coverageEffectiveDate: effective,
        coverageCategoryCode: "FAM",
      });
    // Nothing left in process, nothing pending.
    expect(await count("enrollments where umi = $1", [answer.umi])).toBe(0);
    const status = await (await admin.request(`/api/employees/${answer.umi}/submission`)).json();
    expect(status).toEqual({
      umi: answer.umi,
      status: "APPLIED",
      pending: false,
      groups: { "100100": true },
    });
  });

  it("writes once per Idempotency-Key: same body replays, another body 422", async () => {
    const body = family("Idemworth");
    const key = randomUUID();
    const first = await submit(admin, body, key);
    expect(first.status).toBe(201);
    const again = await submit(admin, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    const other = await submit(admin, family("Idemworth", { ssn: freshSsn() }), key);
    expect(other.status).toBe(422);
    expect(await employeesNamed("Idemworth")).toBe(1);
  });

  it("a double-clicked Finish (the same request at once) creates exactly one employee; the others 409 or replay", async () => {
    const body = family("Doubleclick");
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => submit(admin, body, key)));
    const ran = answers.filter((r) => r.status === 201 && !r.headers.get("idempotent-replayed"));
    expect(ran).toHaveLength(1);
    for (const r of answers.filter((a) => !ran.includes(a)))
      expect(r.status === 409 || r.headers.get("idempotent-replayed") === "true").toBe(true);
    expect(await employeesNamed("Doubleclick")).toBe(1);
  });

  it("the same SSN again, with a new key, is refused: the employee exists (409, nothing written)", async () => {
    const body = family("Twiceborn");
    expect((await submit(admin, body)).status).toBe(201);
    const before = await writeCounts();
    const again = await submit(admin, { ...family("Twiceborn"), subscriberSsn: body.subscriberSsn });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("ssn_exists");
    expect(await writeCounts()).toEqual(before);
  });

  it("a group configured for delayed processing is pending until the job applies it", async () => {
    await t.db.query(
      `update groups set additional = additional || '{"delayedProcessing": true}'::jsonb where group_number = '100107'`,
    );
    try {
      const body = family("Laterly", { groups: ["100100", "100107"] });
      const res = await submit(admin, body);
      expect(res.status).toBe(201);
      const answer = await res.json();
      expect(answer).toMatchObject({
        groups: { "100100": true, "100107": "pending" },
        status: "PARTIAL_SUBMIT",
        pending: true,
        outcome: {
          title: "Partially Submitted",
          text: "Your transaction could not be fully processed at this time for Rowan Laterly. Please allow 48 hours for us to complete your transaction",
        },
      });
      const pendingCheck = () =>
        admin.request("/api/employees/pending-check", {
          method: "POST",
          body: JSON.stringify({ ssn: body.subscriberSsn }),
        });
      expect(await (await pendingCheck()).json()).toEqual({ pending: true });
      expect(await (await admin.request(`/api/employees/${answer.umi}/submission`)).json()).toMatchObject({
        status: "PARTIAL_SUBMIT",
        pending: true,
        groups: { "100100": true, "100107": "pending" },
      });
      expect(await count("employee_groups where umi = $1", [answer.umi])).toBe(1);
      const { rows } = await t.db.query<{ status: string }>("select status from enrollments where umi = $1", [
        answer.umi,
      ]);
      expect(rows).toEqual([{ status: "PARTIAL_SUBMIT" }]);

      // Not due before its delay (a minute by default); applied once the clock passes it.
      const runnerAt = (at: Date) =>
        createJobRunner({ db: t.db, handlers: serverJobs().handlers, now: () => at, log: () => {} });
      expect((await runnerAt(new Date()).runDue()).claimed).toBe(0);
      expect(await runnerAt(new Date(Date.now() + 61_000)).runDue()).toMatchObject({ claimed: 1, done: 1 });

      expect(await (await admin.request(`/api/employees/${answer.umi}/submission`)).json()).toEqual({
        umi: answer.umi,
        status: "APPLIED",
        pending: false,
        groups: { "100100": true, "100107": true },
      });
      expect(await (await pendingCheck()).json()).toEqual({ pending: false, returnCode: "100231" });
      expect(await count("employee_groups where umi = $1", [answer.umi])).toBe(2);
      expect(await count("enrollments where umi = $1", [answer.umi])).toBe(0);
      const summary = await (await admin.request(`/api/employees/${answer.umi}`)).json();
      expect(
        summary.payload.subscriber.memberCoverages.map((c: { groupNumber: string }) => c.groupNumber).sort(),
      ).toEqual(["100100", "100107"]);
    } finally {
      await t.db.query(
        `update groups set additional = additional - 'delayedProcessing' where group_number = '100107'`,
      );
    }
  });

  it("an SSN whose submission waits for delayed processing (the seed's group 100107) is refused as pending_transaction, before ssn_exists", async () => {
    const body = family("Pendington", { groups: ["100100", "100107"] });
    const first = await submit(admin, body);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ groups: { "100107": "pending" }, pending: true });
    const before = await writeCounts();
    const again = await submit(admin, {
      ...family("Pendington", { groups: ["100100"] }),
      subscriberSsn: body.subscriberSsn,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("pending_transaction");
    expect(await writeCounts()).toEqual(before);
  });

  it("finishes a SAVED enrollment in progress: removed once every group is applied", async () => {
    const saved = (ssn: string) => savedEnrollment({ subscriber: ssn, dependents: [] });
    const body = family("Resumeton");
    const id = await saved(body.subscriberSsn);
    // Another SSN's enrollment cannot be finished with this one; an unknown id is 404.
    const other = await saved(freshSsn());
    expect((await submit(admin, { ...body, enrollmentId: other })).status).toBe(409);
    expect((await submit(admin, { ...body, enrollmentId: randomUUID() })).status).toBe(404);
    expect(await employeesNamed("Resumeton")).toBe(0);

    const res = await submit(admin, { ...body, enrollmentId: id });
    expect(res.status).toBe(201);
    expect((await res.json()).status).toBe("APPLIED");
    expect(await count("enrollments where id = $1", [id])).toBe(0);
    expect(await count("enrollments where id = $1", [other])).toBe(1);
  });

  it("an employee enrolled without a client-assigned ID gets the member ID as one, so a search finds it", async () => {
    const body = family("Idlesson");
    const { clientAssignedId: _, ...record } = body.record;
    const res = await submit(admin, { ...body, record });
    expect(res.status).toBe(201);
    const { umi } = await res.json();
    const summary = await (await admin.request(`/api/employees/${umi}`)).json();
    expect(summary.payload.clientAssignedId).toBe(umi);
    const search = await (
      await admin.request("/api/employees/search", {
        method: "POST",
        body: JSON.stringify({ lastName: "Idlesson" }),
      })
    ).json();
    expect(search.employees.map((e: { umi: string }) => e.umi)).toEqual([umi]);
  });

  it("finishes a resumed enrollment without the SSN typed again: the SSNs on file replace the masked ones", async () => {
    const body = family("Maskerton");
    const spouseSsn = body.record.dependents[0]?.ssn as string;
    const id = await savedEnrollment({ subscriber: body.subscriberSsn, dependents: [spouseSsn, null] });
    // What the portal holds after a resume: SSNs masked as the server sent them.
    const mask = (ssn: string) => `*****${ssn.slice(-4)}`;
    const record = {
      ...body.record,
      subscriber: { ...body.record.subscriber, ssn: mask(body.subscriberSsn) },
      dependents: body.record.dependents.map((d) => ({ ...d, ssn: d.ssn ? mask(d.ssn) : null })),
    };
    // Neither an SSN nor an enrollment: refused with the SSN message, nothing written.
    expect((await submit(admin, { record })).status).toBe(400);
    const res = await submit(admin, { record, enrollmentId: id });
    expect(res.status).toBe(201);
    const { umi } = await res.json();
    const stored = await t.db.query<{ ssn_hash: string; ssn_encrypted: string }>(
      "select ssn_hash, ssn_encrypted from employees where umi = $1",
      [umi],
    );
    expect(stored.rows[0]?.ssn_hash).toBe(t.vault.lookupHash(body.subscriberSsn));
    const sealed = JSON.parse(t.vault.decrypt(stored.rows[0]?.ssn_encrypted ?? ""));
    expect(sealed).toEqual({ subscriber: body.subscriberSsn, dependents: [spouseSsn, null] });
  });

  it("vision/dental validation for brands whose flag says so: a dental line without medical answers the group false", async () => {
    const child = (group: string) => ({
      ...person("Pip", "Molarby", "M", born(10)),
      relationshipCode: "02",
      dependentStatus: "N",
      memberCoverages: [{ groupNumber: group, memberLobs: [dental(group)] }],
    });
    const body = (group: string, lob: string) => ({
      subscriberSsn: freshSsn(),
      record: {
        globalCoverageEffectiveDate: effective,
        subscriber: {
          ...person("Ida", "Molarby", "F", born(40)),
          address: { address1: "4 Summit Road", city: "Trenton", state: "NJ", zipCode: { base: "08608" } },
          memberCoverages: [
            {
              groupNumber: group,
              memberLobs: [medical(group, lob), dental(group)],
              ...coverageAnswers(group, true),
            },
          ],
        },
        dependents: [child(group)],
      },
    });
    // Brand 6012 (client 100003) validates: its only group fails, nothing applied yet.
    const res = await submit(admin6012, body("100300", "PPO"));
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toMatchObject({
      groups: { "100300": false },
      status: "SUBMITTED",
      pending: false,
      outcome: { title: "Submitted" },
      validateProductsResponse: [
        {
          groupNumber: "100300",
          messages: [
            "Pip Molarby: vision and dental coverage in group 100300 can be added only with medical coverage in the same group.",
          ],
        },
      ],
    });
    expect(await count("employee_groups where umi = $1", [answer.umi])).toBe(0);
    // Brand 6008 (client 100001) does not: the same shape is applied.
    const harbor = await submit(admin, body("100100", "PPO"));
    expect(harbor.status).toBe(201);
    expect(await harbor.json()).toMatchObject({ groups: { "100100": true }, status: "APPLIED" });
  });

  it("refuses a group the administrator may not modify (403), nothing written", async () => {
    const before = await writeCounts();
    const res = await submit(viewGroups, family("Viewonlyton"));
    expect(res.status).toBe(403);
    expect(await writeCounts()).toEqual(before);
  });

  const bad: [string, (b: ReturnType<typeof family>) => unknown, string][] = [
    [
      "no first name",
      (b) => ({
        ...b,
        record: { ...b.record, subscriber: { ...b.record.subscriber, fullName: { last: "X" } } },
      }),
      subscriberMessages.firstName,
    ],
    ["an SSN of zeros", (b) => ({ ...b, subscriberSsn: "000000000" }), subscriberMessages.ssn],
    [
      "an effective date past the window",
      (b) => ({
        ...b,
        record: { ...b.record, globalCoverageEffectiveDate: formatUsDate(addMonths(today, 5)) },
      }),
      subscriberMessages.outOfRange,
    ],
    [
      "two spouses",
      (b) => ({
        ...b,
        record: {
          ...b.record,
          dependents: [b.record.dependents[0], { ...b.record.dependents[0], ssn: null }],
        },
      }),
      dependentMessages.oneSpouseOrPartner,
    ],
    [
      "a child of 30 without special status",
      (b) => ({
        ...b,
        record: { ...b.record, dependents: [{ ...b.record.dependents[1], birthDate: born(30) }] },
      }),
      dependentMessages.specialStatusRequired,
    ],
    [
      "no plan at all",
      (b) => ({
        ...b,
        record: {
          ...b.record,
          subscriber: { ...b.record.subscriber, memberCoverages: [] },
          dependents: [],
        },
      }),
      stepIncompleteMessage.replace("{step}", "Plan Coverage"),
    ],
    [
      "a product the group does not offer",
      (b) => ({
        ...b,
        record: {
          ...b.record,
          dependents: [],
          subscriber: {
            ...b.record.subscriber,
            memberCoverages: [
              { groupNumber: "100100", memberLobs: [{ ...medical("100100"), productId: "100500-MED" }] },
            ],
          },
        },
      }),
      submissionMessages.productNotOffered.replace("{group}", "100100").replace("{coverage}", "Medical"),
    ],
    [
      "a dependent on a plan the subscriber is not on",
      (b) => ({
        ...b,
        record: {
          ...b.record,
          dependents: [
            {
              ...b.record.dependents[1],
              memberCoverages: [{ groupNumber: "100100", memberLobs: [dental("100100")] }],
            },
          ],
        },
      }),
      "Kit Badinput can be covered by a Dental plan of group 100100 only when the subscriber is covered by it.",
    ],
    [
      "a NUL byte deep in the record",
      (b) => ({ ...b, record: { ...b.record, clientAssignedId: "CA\u0000900001" } }),
      inputMessages.controlCharacters,
    ],
    [
      "26 dependents",
      (b) => ({
        ...b,
        record: {
          ...b.record,
          dependents: Array.from({ length: 26 }, () => ({ ...b.record.dependents[1], ssn: null })),
        },
      }),
      "",
    ],
  ];
  it.each(bad)(
    "bad input (%s) → 400 with the shared message, nothing written",
    async (_name, change, message) => {
      const before = await writeCounts();
      const res = await submit(admin, change(family("Badinput")));
      expect(res.status).toBe(400);
      const answer = await res.json();
      if (message) expect(answer.issues.map((i: { message: string }) => i.message)).toContain(message);
      expect(await writeCounts()).toEqual(before);
    },
  );

  it("a group of another client → 404 as a group that does not exist (the guard's reference check), nothing written", async () => {
    const before = await writeCounts();
    const body = family("Badinput");
    const res = await submit(admin, {
      ...body,
      record: {
        ...body.record,
        dependents: [],
        subscriber: {
          ...body.record.subscriber,
          memberCoverages: [{ groupNumber: "100500", memberLobs: [medical("100500")] }],
        },
      },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(policyMessages.groupNotFound);
    expect(await writeCounts()).toEqual(before);
  });

  it("without an Idempotency-Key the save answers 428 and writes nothing", async () => {
    const before = await writeCounts();
    const res = await admin.request("/api/employees", {
      method: "POST",
      body: JSON.stringify(family("Keyless")),
    });
    expect(res.status).toBe(428);
    expect(await writeCounts()).toEqual(before);
  });
});

describe("the enrollment a final save names or finds is resolved through the policy (enrollment.md §6)", () => {
  // For submit.split: 100100 Modify, groupV View, groupB N/A.
  let groupV: string;
  let groupB: string;
  let split: Agent;

  beforeAll(async () => {
    const { rows } = await t.db.query<{ group_number: string }>(
      `select g.group_number from groups g join clients c on c.id = g.client_id
        where c.client_number = '100001' and g.group_number <> '100100' order by g.group_number limit 2`,
    );
    [groupV, groupB] = rows.map((r) => r.group_number) as [string, string];
    const { id } = await createAdmin(t.db, {
      loginId: "submit.split",
      clientNumber: "100001",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    for (const [value, group] of [
      ["View", groupV],
      ["N/A", groupB],
    ])
      await t.db.query(
        "update admin_group_entitlements set employee_data = $3 where admin_id = $1 and group_number = $2",
        [id, group, value],
      );
    split = t.agent();
    expect((await split.login("submit.split")).status).toBe(200);
  });

  /** The final save of a resumed enrollment: SSNs masked as the server sent them, none typed again. */
  function resumed(last: string) {
    const body = family(last);
    const mask = (ssn: string) => `*****${ssn.slice(-4)}`;
    return {
      body,
      record: {
        ...body.record,
        subscriber: { ...body.record.subscriber, ssn: mask(body.subscriberSsn) },
        dependents: body.record.dependents.map((d) => ({ ...d, ssn: d.ssn ? mask(d.ssn) : null })),
      },
    };
  }
  const employeesWithSsn = (ssn: string) => count("employees where ssn_hash = $1", [t.vault.lookupHash(ssn)]);

  it.each([
    ["in a group of N/A", 404, () => [groupB]],
    ["in a group of N/A beside a Modify one", 404, () => ["100100", groupB]],
    ["of no group, started by another administrator", 404, () => []],
    ["in a View group", 403, () => [groupV]],
  ] as const)(
    "an enrollmentId of an enrollment %s → %s: its SSNs are not used, nothing written",
    async (_name, status, groups) => {
      const { body, record } = resumed("Borrowton");
      const id = await savedEnrollment(
        { subscriber: body.subscriberSsn, dependents: [body.record.dependents[0]?.ssn ?? null, null] },
        { groups: groups(), startedBy: "demo.admin" },
      );
      const before = await writeCounts();
      const res = await submit(split, { record, enrollmentId: id });
      expect(res.status).toBe(status);
      if (status === 404) {
        const unknown = await submit(split, { record, enrollmentId: randomUUID() });
        expect(await res.json()).toEqual(await unknown.json());
      }
      expect(await writeCounts()).toEqual(before);
      expect(await employeesWithSsn(body.subscriberSsn)).toBe(0);
      expect(await count("enrollments where id = $1 and status = 'SAVED'", [id])).toBe(1);
    },
  );

  it("its own enrollment of no group is finished with the SSNs on file", async () => {
    const { body, record } = resumed("Ownington");
    const id = await savedEnrollment(
      { subscriber: body.subscriberSsn, dependents: [body.record.dependents[0]?.ssn ?? null, null] },
      { startedBy: "submit.split" },
    );
    const res = await submit(split, { record, enrollmentId: id });
    expect(res.status).toBe(201);
    expect(await employeesWithSsn(body.subscriberSsn)).toBe(1);
    expect(await count("enrollments where id = $1", [id])).toBe(0);
  });

  it("a body naming a group of N/A with its own enrollment → 404, nothing written", async () => {
    const body = family("Strayton", { groups: [groupB] });
    const id = await savedEnrollment(
      { subscriber: body.subscriberSsn, dependents: [] },
      { startedBy: "submit.split" },
    );
    const before = await writeCounts();
    expect((await submit(split, { ...body, enrollmentId: id })).status).toBe(404);
    expect((await submit(split, body)).status).toBe(404);
    expect(await writeCounts()).toEqual(before);
  });

  it("the SSN of an enrollment it may not read, without its id → 409 that names none; that enrollment is kept", async () => {
    const body = family("Overtaker");
    const theirs = await savedEnrollment(
      { subscriber: body.subscriberSsn, dependents: [] },
      { groups: [groupB], startedBy: "demo.admin" },
    );
    const before = await writeCounts();
    const res = await submit(split, body);
    expect(res.status).toBe(409);
    const answer = await res.json();
    expect(answer).toMatchObject({ code: "enrollment_elsewhere", message: enrollmentMessages.elsewhere });
    expect(JSON.stringify(answer)).not.toContain(theirs);
    expect(await writeCounts()).toEqual(before);
    expect(await count("enrollments where id = $1 and status = 'SAVED'", [theirs])).toBe(1);
  });
});
