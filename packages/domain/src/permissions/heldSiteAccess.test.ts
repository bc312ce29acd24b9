import { describe, expect, it } from "vitest";
import { entitlementsSchema } from "../entities/session.js";
import { heldSiteAccess } from "./permissions.js";

describe("heldSiteAccess (session-and-admin.md §3, §6)", () => {
  it.each([
    [{}, []],
    [{ employer: { clientsOrGroups: true } }, ["employerClientGroups"]],
    [{ reports: { enrollment: true, atHand: true } }, ["enrollmentReports", "reports"]],
    [{ reports: { CensusReports: true, medeAnalytics: true } }, ["censusReport", "medeAnalytics"]],
    [{ reports: { WellnessReports: true } }, ["wellnessReport"]],
    [{ wellnessReport: true }, ["wellnessReport"]],
    [{ allGroups: { spendingAccount: true } }, ["allGroups"]],
    [
      { claims: true, idTheft: true, superUserRole: true, researchOnlyRole: true },
      ["claims", "idTheft", "superUserRole", "researchOnlyRole"],
    ],
    [{ ebill: true, clientQualifiers: { ucdDental: true } }, ["bills", "dental"]],
    [{ clientQualifiers: { ucdDental: false }, employees: { view: true, edit: true } }, []],
  ])("%j holds %j", (entitlements, ids) => {
    expect(heldSiteAccess(entitlementsSchema.parse(entitlements))).toEqual(ids);
  });
});
