import { randomUUID } from "node:crypto";
import { presaveRejectionCodes } from "@epr/contract";
import {
  domainMessages,
  employeeRecordSchema,
  INITIAL_PCP_SELECTION,
  NO_INITIAL_PCP_SELECTION,
  pcpDirectoryMessages,
  pcpValidationMessages,
} from "@epr/domain";
import { tobaccoMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import {
  born,
  effective,
  freshSsn,
  medical,
  OPEN_PROVIDER,
  person,
  requiredReportCodes,
} from "../test-support/submissions.js";
import { createTestApp } from "../test-support/testApp.js";
import { checkApprovedCoverageStep } from "./coverage-checks.js";

/**
 * The Plan Coverage step's checks on the final save (enrollment.md §4 Provider validation on save,
 * Tobacco, Report codes; §5; §8 pre-save rejections), on PGlite: providers against the directory as
 * /api/providers/validate-pcp answers, tobacco by the tobacco card's schema, report codes as
 * /api/report-codes/validate answers. A rejection writes nothing.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
type Agent = ReturnType<typeof t.agent>;
let admin: Agent;

/** Group 100100 (PPO, asks tobacco, requires DEPT and DIV); 100107 (HMO, requires a provider, plan area 375). */
const ASKS_TOBACCO = "100100";
const NEEDS_PROVIDER = "100107";
/** A provider whose name is longer than 34 characters (added by the test). */
const LONG_NAMED = "1000099";
const LONG_NAME = "SAINT BARNABAS COMMUNITY FAMILY MEDICINE ASSOCIATES";

type Coverage = Record<string, unknown>;

/** A subscriber alone on the group's medical plan, the coverage changed by `change`. */
function alone(last: string, group: string, change: (coverage: Coverage) => Coverage = (c) => c) {
  const coverage: Coverage = {
    groupNumber: group,
    memberLobs: [medical(group, group === NEEDS_PROVIDER ? "HMO" : "PPO")],
    tobaccoStatus: "N",
    reportCodes: requiredReportCodes(group),
    ...(group === NEEDS_PROVIDER
      ? { providerInformation: { physicianNumber: OPEN_PROVIDER, physicianEffectiveDate: effective } }
      : {}),
  };
  return {
    subscriberSsn: freshSsn(),
    record: {
      globalCoverageEffectiveDate: effective,
      subscriber: {
        ...person("Noor", last, "F", born(40)),
        address: {
          address1: "3 Walnut Street",
          city: "Philadelphia",
          state: "PA",
          zipCode: { base: "19103" },
        },
        memberCoverages: [change(coverage)],
      },
      dependents: [] as unknown[],
    },
  };
}

const submit = (body: unknown) =>
  admin.request("/api/employees", {
    method: "POST",
    headers: { "idempotency-key": randomUUID() },
    body: JSON.stringify(body),
  });

const count = async (sql: string) =>
  Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0]?.n);
const writeCounts = async () => [
  await count("employees"),
  await count("employee_groups"),
  await count("enrollments"),
  await count("jobs"),
];

/**
 * The subscriber's first stored coverage of a created employee: on the employee once its group is
 * applied, on the kept submission while the group waits for delayed processing (group 100107).
 */
async function storedCoverage(res: Response) {
  expect(res.status).toBe(201);
  const { umi } = await res.json();
  const fromJsonb = (value: unknown) =>
    (typeof value === "string" ? JSON.parse(value) : value) as {
      subscriber: { memberCoverages: Coverage[] };
    };
  const employee = await t.db.query<{ record: unknown }>("select record from employees where umi = $1", [
    umi,
  ]);
  const applied = fromJsonb(employee.rows[0]?.record).subscriber.memberCoverages[0];
  if (applied) return applied;
  const kept = await t.db.query<{ record: unknown }>("select record from enrollments where umi = $1", [umi]);
  return fromJsonb(kept.rows[0]?.record).subscriber.memberCoverages[0] as Coverage;
}

/** Refused with `status`, `message` (and `code`), the issue at `path`, nothing written. */
async function expectRefused(
  body: unknown,
  expected: { status: number; message?: string; code: string; path: string; issue: string },
) {
  const before = await writeCounts();
  const res = await submit(body);
  expect(res.status).toBe(expected.status);
  const answer = await res.json();
  if (expected.message) expect(answer.message).toBe(expected.message);
  expect(answer.code).toBe(expected.code);
  expect(answer.issues).toContainEqual({ path: expected.path, message: expected.issue });
  expect(await writeCounts()).toEqual(before);
  return answer;
}

beforeAll(async () => {
  t = await createTestApp({ members: 150 });
  await createAdmin(t.db, {
    loginId: "coverage.admin",
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  admin = t.agent();
  expect((await admin.login("coverage.admin")).status).toBe(200);
  await t.db.query(
    `insert into providers (provider_number, name, address1, city, state, zip_code, phone, accepting_new_patients, insurance_lines, plan_area_codes)
     values ($1, $2, '1 Test Way', 'Philadelphia', 'PA', '19103', '(215) 555-0100', true, $3, $4)`,
    [LONG_NAMED, LONG_NAME, ["HMO", "POS"], ["363", "375"]],
  );
});
afterAll(() => t.close());

const PROVIDER_PATH = "record.subscriber.memberCoverages.0.providerInformation";
const provider =
  (physicianNumber: string, more: Coverage = {}) =>
  (c: Coverage) => ({
    ...c,
    providerInformation: { physicianNumber, physicianEffectiveDate: effective, ...more },
  });

describe("providers (enrollment.md §4 Provider validation on save, §5 Provider)", () => {
  it.each([
    [
      "a directory provider: the directory's name, Initial PCP Selection",
      OPEN_PROVIDER,
      "RIVERSIDE FAMILY PRACTICE",
    ],
    ["a long name is cut to 34 characters", LONG_NAMED, LONG_NAME.slice(0, 34)],
  ])("%s", async (_name, number, name) => {
    const stored = await storedCoverage(
      await submit(alone("Pcpgood", NEEDS_PROVIDER, provider(number, { physicianName: "TYPED BY HAND" }))),
    );
    expect(stored.providerInformation).toMatchObject({
      physicianNumber: number,
      physicianName: name,
      physicianEffectiveDate: effective,
      reason: INITIAL_PCP_SELECTION,
    });
    expect(
      (stored.providerInformation as { physicianName: string }).physicianName.length,
    ).toBeLessThanOrEqual(34);
  });

  it.each([
    ["002759262", { physicianNumber: "002759262" }],
    ["999999", { physicianNumber: "999999" }],
    ["BC…", { physicianNumber: "BC0000001" }],
    ["IP…", { physicianNumber: "ip0000001" }],
    ["already cleared by the card", { physicianNumber: "", reason: NO_INITIAL_PCP_SELECTION }],
  ])("no-PCP number %s: stored with number and name cleared and the no-PCP reason", async (_name, info) => {
    const stored = await storedCoverage(
      await submit(
        alone("Nopcp", NEEDS_PROVIDER, (c) => ({
          ...c,
          providerInformation: { ...info, physicianName: "SOMEONE", physicianEffectiveDate: effective },
        })),
      ),
    );
    expect(stored.providerInformation).toMatchObject({
      physicianNumber: "",
      physicianName: "",
      physicianEffectiveDate: effective,
      reason: NO_INITIAL_PCP_SELECTION,
    });
  });

  it.each([
    ["an unknown number", NEEDS_PROVIDER, "4999999", pcpDirectoryMessages.notFound],
    ["a PPO-only provider on an HMO plan", NEEDS_PROVIDER, "1000003", pcpDirectoryMessages.lineOfBusiness],
    ["a provider outside the plan area (375)", NEEDS_PROVIDER, "1000001", pcpDirectoryMessages.planArea],
    [
      "an unknown number where no provider is required",
      ASKS_TOBACCO,
      "4999999",
      pcpDirectoryMessages.notFound,
    ],
  ])(
    "%s → 422 'invalid providers', the validate-pcp description on the number, nothing written",
    async (_name, group, number, message) => {
      await expectRefused(alone("Pcpbad", group, provider(number)), {
        status: 422,
        message: domainMessages.invalidProviders,
        code: presaveRejectionCodes.invalidProviders,
        path: `${PROVIDER_PATH}.physicianNumber`,
        issue: message,
      });
      // The same words the validate-pcp route gives the portal for this number.
      const route = await admin.request("/api/providers/validate-pcp", {
        method: "POST",
        body: JSON.stringify({
          pcpNum: number,
          ssn: "123456789",
          planAreaCde: group === NEEDS_PROVIDER ? "375" : "363",
          dob: born(40),
          contractId: "IC100100",
          insuranceLineCde: group === NEEDS_PROVIDER ? "HMO" : "PPO",
          pcpEffDte: effective,
          existingPatient: false,
        }),
      });
      expect(await route.json()).toMatchObject({ valid: false, returnCodeDescription: message });
    },
  );

  it.each([
    [
      "none where the group requires one",
      (c: Coverage) => ({ ...c, providerInformation: null }),
      "physicianNumber",
      pcpValidationMessages.invalidProviderNumber,
    ],
    [
      "a number with a space",
      provider("1000 000"),
      "physicianNumber",
      pcpValidationMessages.invalidProviderNumber,
    ],
    [
      "no effective date",
      provider(OPEN_PROVIDER, { physicianEffectiveDate: null }),
      "physicianEffectiveDate",
      "Please enter a valid Date.",
    ],
  ])("%s → 422 'invalid providers' on the field, nothing written", async (_name, change, field, message) => {
    await expectRefused(alone("Pcpform", NEEDS_PROVIDER, change), {
      status: 422,
      message: domainMessages.invalidProviders,
      code: presaveRejectionCodes.invalidProviders,
      path: `${PROVIDER_PATH}.${field}`,
      issue: message,
    });
  });

  it("a dependent's invalid provider is refused on the dependent's field; the valid one is not assigned either", async () => {
    const body = alone("Pcpfamily", NEEDS_PROVIDER);
    body.record.dependents = [
      {
        ...person("Ada", "Pcpfamily", "F", born(9)),
        relationshipCode: "02",
        dependentStatus: "N",
        memberCoverages: [
          {
            groupNumber: NEEDS_PROVIDER,
            memberLobs: [medical(NEEDS_PROVIDER, "HMO")],
            providerInformation: { physicianNumber: "4999999", physicianEffectiveDate: effective },
          },
        ],
      },
    ];
    await expectRefused(body, {
      status: 422,
      message: domainMessages.invalidProviders,
      code: presaveRejectionCodes.invalidProviders,
      path: "record.dependents.0.memberCoverages.0.providerInformation.physicianNumber",
      issue: pcpDirectoryMessages.notFound,
    });
  });
});

describe("tobacco (enrollment.md §4, §5 Tobacco)", () => {
  it.each([
    ["U becomes N", { tobaccoStatus: "U" }, { tobaccoStatus: "N", tobaccoUsageDate: null }],
    [
      "N drops a usage date",
      { tobaccoStatus: "N", tobaccoUsageDate: born(0) },
      { tobaccoStatus: "N", tobaccoUsageDate: null },
    ],
    [
      "T keeps its usage date",
      { tobaccoStatus: "T", tobaccoUsageDate: born(0) },
      { tobaccoStatus: "T", tobaccoUsageDate: born(0) },
    ],
  ])("%s", async (_name, answer, stored) => {
    const coverage = await storedCoverage(
      await submit(alone("Smokeless", ASKS_TOBACCO, (c) => ({ ...c, ...answer }))),
    );
    expect({
      tobaccoStatus: coverage.tobaccoStatus ?? null,
      tobaccoUsageDate: coverage.tobaccoUsageDate ?? null,
    }).toEqual(stored);
  });

  it.each([
    ["T without a usage date", { tobaccoStatus: "T" }, "tobaccoUsageDate", tobaccoMessages.usageDate],
    ["no answer where the group asks", { tobaccoStatus: null }, "tobaccoStatus", tobaccoMessages.status],
  ])("%s → 400 on the field, nothing written", async (_name, answer, field, message) => {
    await expectRefused(
      alone("Smoker", ASKS_TOBACCO, (c) => ({ ...c, ...answer })),
      {
        status: 400,
        code: "invalid_request",
        path: `record.subscriber.memberCoverages.0.${field}`,
        issue: message,
      },
    );
  });

  it("no answer where the group does not ask is accepted", async () => {
    const coverage = await storedCoverage(
      await submit(alone("Unasked", NEEDS_PROVIDER, (c) => ({ ...c, tobaccoStatus: null }))),
    );
    expect(coverage.tobaccoStatus ?? null).toBeNull();
  });
});

const CODES_PATH = "record.subscriber.memberCoverages.0.reportCodes";

describe("report codes (enrollment.md §4, §7 Report codes)", () => {
  it("values are stored upper-case", async () => {
    const coverage = await storedCoverage(await submit(alone("Codewell", ASKS_TOBACCO)));
    expect(
      (coverage.reportCodes as { abbreviatedType: string; value: string }[]).map((c) => c.value),
    ).toEqual(["HR12", "D1"]);
  });

  it.each([
    [
      "a value too long",
      [
        { type: "Department", abbreviatedType: "DEPT", value: "abcdefg" },
        { type: "Division", abbreviatedType: "DIV", value: "d1" },
      ],
      `${CODES_PATH}.0.value`,
      "Group 100100: Department must be at most 6 characters (DEPT)",
    ],
    [
      "a value not in the list",
      [...requiredReportCodes(ASKS_TOBACCO), { type: "Location", abbreviatedType: "LOC", value: "mid" }],
      `${CODES_PATH}.2.value`,
      "Group 100100: MID is not a valid Location (LOC)",
    ],
    [
      "a required code left empty",
      [
        { type: "Department", abbreviatedType: "DEPT", value: " " },
        { type: "Division", abbreviatedType: "DIV", value: "d1" },
      ],
      `${CODES_PATH}.0.value`,
      "Group 100100: Department is required (DEPT)",
    ],
    [
      "a required code missing from the list",
      [{ type: "Division", abbreviatedType: "DIV", value: "d1" }],
      CODES_PATH,
      "Group 100100: Department is required (DEPT)",
    ],
  ])(
    "%s → 422 'invalid report codes' with the 'Group N: … (abbr)' line, nothing written",
    async (_n, codes, path, line) => {
      await expectRefused(
        alone("Codebad", ASKS_TOBACCO, (c) => ({ ...c, reportCodes: codes })),
        {
          status: 422,
          message: domainMessages.invalidReportCodes,
          code: presaveRejectionCodes.invalidReportCodes,
          path,
          issue: line,
        },
      );
      // The same line the validate route gives the portal.
      const route = await admin.request("/api/report-codes/validate", {
        method: "POST",
        body: JSON.stringify([
          {
            groupNumber: ASKS_TOBACCO,
            coverageStartDate: effective,
            reportCodes: codes.map((c) => ({ ...c, required: false })),
          },
        ]),
      });
      expect((await route.json()).payload).toContain(line);
    },
  );
});

describe("the coverage step order (enrollment.md §4: providers, tobacco, then report codes)", () => {
  it("a bad provider, tobacco answer and report code together: the providers are named first", async () => {
    await expectRefused(
      alone("Ordered", ASKS_TOBACCO, (c) => ({
        ...provider("4999999")(c),
        tobaccoStatus: "T",
        reportCodes: [],
      })),
      {
        status: 422,
        message: domainMessages.invalidProviders,
        code: presaveRejectionCodes.invalidProviders,
        path: `${PROVIDER_PATH}.physicianNumber`,
        issue: pcpDirectoryMessages.notFound,
      },
    );
  });

  it("then the tobacco answer, before the report codes", async () => {
    await expectRefused(
      alone("Ordered", ASKS_TOBACCO, (c) => ({ ...c, tobaccoStatus: "T", reportCodes: [] })),
      {
        status: 400,
        code: "invalid_request",
        path: "record.subscriber.memberCoverages.0.tobaccoUsageDate",
        issue: tobaccoMessages.usageDate,
      },
    );
  });
});

describe("the in-progress save (POST/PUT /api/enrollments): the checks run when it approves Plan Coverage", () => {
  /** The body of an in-progress save: the record with the subscriber's SSN in it. */
  const draft = (body: ReturnType<typeof alone>, approvedSteps: string[]) => ({
    record: { ...body.record, subscriber: { ...body.record.subscriber, ssn: body.subscriberSsn } },
    approvedSteps,
  });
  const put = (id: string, version: number, body: unknown) =>
    admin.request(`/api/enrollments/${id}`, {
      method: "PUT",
      headers: { "if-match": `"${version}"`, "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    });
  const storedDraft = async (id: string) => {
    const { rows } = await t.db.query<{ record: unknown; version: number }>(
      "select record, version from enrollments where id = $1",
      [id],
    );
    const record = (typeof rows[0]?.record === "string" ? JSON.parse(rows[0].record) : rows[0]?.record) as {
      subscriber: { memberCoverages: Coverage[] };
    };
    return { coverage: record.subscriber.memberCoverages[0] as Coverage, version: rows[0]?.version };
  };

  it("kept as typed while Plan Coverage is not approved; refused once it is; assigned when valid", async () => {
    const bad = alone("Draftly", NEEDS_PROVIDER, (c) => ({ ...provider("4999999")(c), tobaccoStatus: "U" }));
    const created = await admin.request("/api/enrollments", {
      method: "POST",
      headers: { "idempotency-key": randomUUID() },
      body: JSON.stringify(draft(bad, [])),
    });
    expect(created.status).toBe(201);
    const { id, version } = await created.json();
    expect((await storedDraft(id)).coverage).toMatchObject({
      tobaccoStatus: "U",
      providerInformation: { physicianNumber: "4999999" },
    });

    const refused = await put(id, version, draft(bad, ["subscriber", "coverage"]));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      message: domainMessages.invalidProviders,
      code: presaveRejectionCodes.invalidProviders,
      issues: [{ path: `${PROVIDER_PATH}.physicianNumber`, message: pcpDirectoryMessages.notFound }],
    });
    expect((await storedDraft(id)).version).toBe(version);

    const good = { ...bad, record: { ...bad.record } };
    good.record.subscriber = {
      ...bad.record.subscriber,
      memberCoverages: [provider(OPEN_PROVIDER)(bad.record.subscriber.memberCoverages[0] as Coverage)],
    };
    const saved = await put(id, version, draft(good, ["subscriber", "coverage"]));
    expect(saved.status).toBe(200);
    expect((await storedDraft(id)).coverage).toMatchObject({
      tobaccoStatus: "N",
      providerInformation: { physicianNumber: OPEN_PROVIDER, reason: INITIAL_PCP_SELECTION },
    });
  });
});

describe("the seeded enrollments in process", () => {
  it("each one that approves Plan Coverage passes the step's checks, so resuming it saves", async () => {
    const { rows } = await t.db.query<{ client_id: number; record: unknown; approved_steps: unknown }>(
      `select client_id, record, approved_steps from enrollments where approved_steps ? 'coverage'`,
    );
    const fromJsonb = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const record = employeeRecordSchema.parse(fromJsonb(row.record));
      const approved = fromJsonb(row.approved_steps) as string[];
      await expect(
        checkApprovedCoverageStep(t.db, row.client_id, record, approved, new Date()),
      ).resolves.toBeTruthy();
    }
  });
});
