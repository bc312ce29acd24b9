import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import {
  newPlanAdminDemographicsSchema,
  planAdminDemographicsSchema,
  planAdminMessages,
  planAdminUserEntitlementsSchema,
} from "./planAdmin.js";

const valid = { firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", company: "Acme" };

describe("planAdminDemographicsSchema", () => {
  it.each([
    [{ ...valid }, {}],
    [{ ...valid, firstName: "  " }, { firstName: planAdminMessages.firstName }],
    [{ ...valid, lastName: undefined }, { lastName: planAdminMessages.lastName }],
    [{ ...valid, email: "ana" }, { email: planAdminMessages.email }],
    [{ ...valid, firstName: "a".repeat(51) }, { firstName: planAdminMessages.tooLong }],
    [{ ...valid, company: "x".repeat(101) }, { company: planAdminMessages.tooLong }],
  ])("%o → %o", (input, errors) => {
    expect(errorsOf(planAdminDemographicsSchema, input)).toEqual(errors);
  });
  it("refuses fields it does not know", () => {
    expect(planAdminDemographicsSchema.safeParse({ ...valid, role: "x" }).success).toBe(false);
  });
});

describe("newPlanAdminDemographicsSchema: login ID", () => {
  it.each([
    ["ana.ruiz", undefined],
    ["ab", planAdminMessages.loginId],
    ["ana ruiz", planAdminMessages.loginId],
    ["a".repeat(51), planAdminMessages.loginId],
  ])("%j → %s", (loginId, message) => {
    expect(errorsOf(newPlanAdminDemographicsSchema, { ...valid, loginId }).loginId).toBe(message);
  });
});

describe("planAdminUserEntitlementsSchema", () => {
  it("defaults every entitlement to no and refuses unknown ones", () => {
    expect(planAdminUserEntitlementsSchema.parse({ employeesView: true }).employeesView).toBe(true);
    expect(planAdminUserEntitlementsSchema.parse({}).superUserRole).toBe(false);
    expect(planAdminUserEntitlementsSchema.safeParse({ root: true }).success).toBe(false);
  });
  it.each([
    [{ employeesView: true, employeesEdit: true }, {}],
    [{ employeesView: true }, {}],
    [{}, {}],
    [{ employeesEdit: true }, { employeesEdit: planAdminMessages.editNeedsView }],
  ])("§6 edit needs view: %o → %o", (input, errors) => {
    expect(errorsOf(planAdminUserEntitlementsSchema, input)).toEqual(errors);
  });
});
