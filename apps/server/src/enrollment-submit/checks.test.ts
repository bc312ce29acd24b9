import { randomUUID } from "node:crypto";
import { EMPLOYEE_DETAILS_FRAUD } from "@epr/contract";
import { formatUsDate } from "@epr/domain";
import { subscriberMessages } from "@epr/forms/schemas";
import { addMonths, startOfMonth, subYears } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { coverageAnswers } from "../test-support/submissions.js";
import { createTestApp } from "../test-support/testApp.js";

/**
 * The existing-SSN check, the fraud check, the pending-transaction check and the status call
 * (enrollment.md §7, §8): each looks only within the administrator's client, and
 * another client's data never leaves, not even whether a member there exists, beyond `fraud: true`.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
type Agent = ReturnType<typeof t.agent>;
/** Administrators of two clients: 100001 (brand 6008) and 100005 (brand 6011, ASO). */
let ours: Agent;
let theirs: Agent;
let theirUmi: string;

const SSN = "871234567";
const birthDate = formatUsDate(subYears(startOfMonth(new Date()), 41));
const details = { firstName: "Marisol", lastName: "Theirfield", gender: "F", dob: birthDate };

const post = (agent: Agent, path: string, body: unknown) =>
  agent.request(`/api/employees/${path}`, { method: "POST", body: JSON.stringify(body) });

beforeAll(async () => {
  t = await createTestApp({ members: 200 });
  for (const [loginId, clientNumber] of [
    ["checks.ours", "100001"],
    ["checks.theirs", "100005"],
  ] as const)
    await createAdmin(t.db, {
      loginId,
      clientNumber,
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
  ours = t.agent();
  theirs = t.agent();
  expect((await ours.login("checks.ours")).status).toBe(200);
  expect((await theirs.login("checks.theirs")).status).toBe(200);
  // An employee of the other client, made by its own final save.
  const res = await theirs.request("/api/employees", {
    method: "POST",
    headers: { "idempotency-key": randomUUID() },
    body: JSON.stringify({
      subscriberSsn: "871-23-4567",
      record: {
        globalCoverageEffectiveDate: formatUsDate(startOfMonth(addMonths(new Date(), 1))),
        subscriber: {
          fullName: { first: details.firstName, last: details.lastName },
          gender: "F",
          birthDate,
          address: { address1: "9 Meridian Way", city: "Newark", state: "NJ", zipCode: { base: "07102" } },
          otherInsuranceIndicator: "no",
          medicareEligibleIndicator: "no",
          memberCoverages: [
            {
              groupNumber: "100500",
              memberLobs: [
                {
                  lineOfBusiness: "PPO",
                  coverageType: "MEDICAL",
                  productId: "100500-MED",
                  coverageEffectiveDate: "updateMe",
                },
              ],
              ...coverageAnswers("100500", true),
            },
          ],
        },
        dependents: [],
      },
    }),
  });
  expect(res.status).toBe(201);
  theirUmi = (await res.json()).umi;
});
afterAll(() => t.close());

describe("fraud check", () => {
  it("a match in another client answers only { fraud: true } with the description, no data", async () => {
    const res = await post(ours, "fraud-check", { ssn: SSN, ...details });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fraud: true, description: EMPLOYEE_DETAILS_FRAUD });
  });

  it("within the client, the same details return the subscriber with coverages, SSN masked", async () => {
    const answer = await (await post(theirs, "fraud-check", { ssn: "871-23-4567", ...details })).json();
    expect(answer).toMatchObject({
      fraud: false,
      subscriber: {
        umi: theirUmi,
        fullName: { first: "Marisol", last: "Theirfield" },
        birthDate,
        ssn: "*****4567",
        memberCoverages: [{ groupNumber: "100500" }],
      },
    });
    expect(JSON.stringify(answer)).not.toContain(SSN);
  });

  it.each([
    ["another first name", { firstName: "Maria" }],
    ["another last name", { lastName: "Otherfield" }],
    ["another sex", { gender: "M" }],
    ["another birth date", { dob: "01/01/1970" }],
  ])("within the client, the SSN with %s is fraud, with no data", async (_name, change) => {
    expect(await (await post(theirs, "fraud-check", { ssn: SSN, ...details, ...change })).json()).toEqual({
      fraud: true,
      description: EMPLOYEE_DETAILS_FRAUD,
    });
  });

  it("an SSN nobody has is no fraud and no data", async () => {
    expect(await (await post(ours, "fraud-check", { ssn: "879999991", ...details })).json()).toEqual({
      fraud: false,
    });
  });

  it("bad input answers 400 with the form's message", async () => {
    const res = await post(ours, "fraud-check", { ...details, ssn: "000-00-0000" });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: "ssn", message: subscriberMessages.ssn }]);
  });
});

describe("existing-SSN check", () => {
  it("finds the employee within the client, masked", async () => {
    const answer = await (await post(theirs, "ssn-check", { ssn: SSN })).json();
    expect(answer).toMatchObject({ exists: true, subscriber: { umi: theirUmi, ssn: "*****4567" } });
  });

  it("never says anything about another client's employee", async () => {
    expect(await (await post(ours, "ssn-check", { ssn: SSN })).json()).toEqual({ exists: false });
  });
});

describe("pending-transaction check and status call across clients", () => {
  it("nothing pending answers return code 100231", async () => {
    expect(await (await post(theirs, "pending-check", { ssn: SSN })).json()).toEqual({
      pending: false,
      returnCode: "100231",
    });
  });

  it("another client's employee: the status call answers 404, as for an unknown member ID", async () => {
    expect((await theirs.request(`/api/employees/${theirUmi}/submission`)).status).toBe(200);
    const res = await ours.request(`/api/employees/${theirUmi}/submission`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("We could not find that employee.");
  });

  it("the final save of an SSN another client holds is refused as fraud, nothing written", async () => {
    const before = (await t.db.query("select umi from employees")).rows.length;
    const res = await ours.request("/api/employees", {
      method: "POST",
      headers: { "idempotency-key": randomUUID() },
      body: JSON.stringify({
        subscriberSsn: SSN,
        record: {
          globalCoverageEffectiveDate: formatUsDate(startOfMonth(addMonths(new Date(), 1))),
          subscriber: {
            fullName: { first: "Other", last: "Person" },
            gender: "M",
            birthDate,
            address: {
              address1: "1 Harbor Street",
              city: "Philadelphia",
              state: "PA",
              zipCode: { base: "19103" },
            },
            otherInsuranceIndicator: "no",
            medicareEligibleIndicator: "no",
            memberCoverages: [
              {
                groupNumber: "100100",
                memberLobs: [{ lineOfBusiness: "PPO", coverageType: "MEDICAL", productId: "100100-MED" }],
                ...coverageAnswers("100100", true),
              },
            ],
          },
          dependents: [],
        },
      }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: expect.any(String), code: EMPLOYEE_DETAILS_FRAUD });
    expect((await t.db.query("select umi from employees")).rows.length).toBe(before);
  });
});
