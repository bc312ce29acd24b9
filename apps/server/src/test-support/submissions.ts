import { randomUUID } from "node:crypto";
import { formatUsDate } from "@epr/domain";
import { addMonths, startOfMonth, subYears } from "date-fns";
import { OPEN_PROVIDER } from "../seed/reference.js";

/** Bodies of the final save (POST /api/employees) for server tests, on the seeded groups. */

const today = new Date();
/** The first of next month: inside every effective-date window (enrollment.md §9). */
export const effective = formatUsDate(startOfMonth(addMonths(today, 1)));
/** A birth date `years` before the first of this month. */
export const born = (years: number) => formatUsDate(subYears(startOfMonth(today), years));

let ssnCounter = 0;
/** A fresh SSN no seeded employee has (9 digits starting 87…, which the seed's random digits rarely make). */
export const freshSsn = () => `87${String(1_000_000 + ++ssnCounter * 7919).slice(-7)}`;

export const line = (group: string, type: "MEDICAL" | "DENTAL" | "VISION", lob: string, suffix: string) => ({
  lineOfBusiness: lob,
  coverageType: type,
  productId: `${group}-${suffix}`,
  coverageEffectiveDate: "updateMe",
});
export const medical = (group: string, lob = "PPO") => line(group, "MEDICAL", lob, "MED");
export const dental = (group: string) => line(group, "DENTAL", "DEN", "DEN");

export const person = (first: string, last: string, gender: "F" | "M", birthDate: string) => ({
  fullName: { first, last },
  gender,
  birthDate,
  otherInsuranceIndicator: "no",
  medicareEligibleIndicator: "no",
});

/**
 * The report codes a seeded group requires on the coverage start `on` (seed/reference.ts): the
 * first group of each client (number ending 00) requires Department, and Division from next month
 * (a value before then is refused: not in effect); the others require none after the start of this
 * year (their Union code was cancelled then).
 */
export const requiredReportCodes = (group: string, on: Date = startOfMonth(addMonths(today, 1))) =>
  group.endsWith("00")
    ? [
        { type: "Department", abbreviatedType: "DEPT", value: "hr12" },
        ...(on >= startOfMonth(addMonths(today, 1))
          ? [{ type: "Division", abbreviatedType: "DIV", value: "d1" }]
          : []),
      ]
    : [];

export { OPEN_PROVIDER } from "../seed/reference.js";

/**
 * The Plan Coverage answers of a participant on a seeded group's medical plan: tobacco N (the
 * first group of each client asks it, seed/generate.ts), a provider where the group requires one
 * (its HMO group, number ending 07), and for the subscriber the group's report codes.
 */
export const coverageAnswers = (group: string, subscriber: boolean, on?: Date) => ({
  tobaccoStatus: "N",
  ...(group.endsWith("07")
    ? { providerInformation: { physicianNumber: OPEN_PROVIDER, physicianEffectiveDate: effective } }
    : {}),
  ...(subscriber ? { reportCodes: requiredReportCodes(group, on) } : {}),
});

/**
 * A subscriber (with `dependents`) enrolled through the add flow's final save, POST /api/employees,
 * the way the portal makes employees; the tests of later changes start from it.
 */
export async function enrolThroughApi(
  agent: { request: (path: string, init?: RequestInit) => Promise<Response> },
  input: { last: string; memberCoverages: unknown[]; dependents?: unknown[] },
): Promise<{ umi: string; version: number; groups: Record<string, unknown> }> {
  const res = await agent.request("/api/employees", {
    method: "POST",
    headers: { "idempotency-key": randomUUID() },
    body: JSON.stringify({
      subscriberSsn: freshSsn(),
      record: {
        globalCoverageEffectiveDate: effective,
        subscriber: {
          ...person("Rowan", input.last, "F", born(35)),
          address: {
            address1: "12 Harbor Street",
            city: "Philadelphia",
            state: "PA",
            zipCode: { base: "19103" },
          },
          memberCoverages: input.memberCoverages,
        },
        dependents: input.dependents ?? [],
      },
    }),
  });
  if (res.status !== 201) throw new Error(`the final save answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { umi: string; version: number; groups: Record<string, unknown> };
}

/**
 * A subscriber and a spouse (Sam) enrolled through the final save with the same lines in each of
 * `groups` (`lines(group)`: the group's medical plan by default, HMO in its HMO group ending 07),
 * with each group's Plan Coverage answers.
 */
export function enrolWithSpouse(
  agent: Parameters<typeof enrolThroughApi>[0],
  last: string,
  groups: readonly string[] = ["100100"],
  lines: (group: string) => unknown[] = (group) => [medical(group, group.endsWith("07") ? "HMO" : "PPO")],
) {
  const coverages = (subscriber: boolean) =>
    groups.map((group) => ({
      groupNumber: group,
      memberLobs: lines(group),
      ...coverageAnswers(group, subscriber),
    }));
  return enrolThroughApi(agent, {
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
}
