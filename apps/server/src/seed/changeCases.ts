import { type Capabilities, getBrand } from "@epr/brand-themes/registry";
import {
  type EmployeeRecord,
  employeeGroups,
  formatUsDate,
  type MemberCoverage,
  type MemberLob,
} from "@epr/domain";
import { addDays, addMonths, endOfMonth, startOfDay, startOfMonth, subDays, subYears } from "date-fns";
import type { SeedData, SeedEmployee, SeedGroup } from "./generate.js";

/**
 * The demo's cases for changing an employee's record, in every brand family: an employee
 * with a pending transaction (a submitted group not yet applied: edits and cancels are blocked,
 * enrollment.md §4 Edit entry), one with a cancel date ahead on a line (Remove Cancel Date, §4),
 * one whose coverage has ended (Reinstate, §2 actions menu), one with history rows (the history
 * modals, §7 History), and, for each brand whose flag cascades vision and dental on a medical
 * cancel, one with medical, vision and dental in one group (Cancel line of business, §4).
 * Chosen from the end of each client's employees (highest member IDs), away from the first ones
 * tests act on, and laid out the same for the same seed and day. A demo too small to spare an
 * employee for a case (tests seeding a handful of members) goes without it.
 */
export const changeCaseKinds = ["pending", "cancelDate", "reinstate", "history", "cascade"] as const;
export type ChangeCaseKind = (typeof changeCaseKinds)[number];

/**
 * Each case's subscriber takes a last name of its own, so the demo finds it by a last-name search
 * (docs/features/find-and-review.md): Pendleton, Canfield, Reinhart, Hollister, Caskey.
 */
export const changeCaseLastNames: Readonly<Record<ChangeCaseKind, string>> = {
  pending: "Pendleton",
  cancelDate: "Canfield",
  reinstate: "Reinhart",
  history: "Hollister",
  cascade: "Caskey",
};

/** One seeded case: which employee, in which client, group and brand family. */
export interface ChangeCase {
  kind: ChangeCaseKind;
  umi: string;
  clientNumber: string;
  brandCode: string;
  family: string;
  groupNumber: string;
}

/** The demo with the cases laid into copies of the chosen employees, and the cases. */
export function withChangeCases(data: SeedData, today: Date): { data: SeedData; cases: ChangeCase[] } {
  const employees = [...data.employees];
  const cases: ChangeCase[] = [];
  const used = new Set<string>();
  const families = new Set<string>();
  for (const client of data.clients) {
    const brand = getBrand(client.brandCode);
    const kinds: ChangeCaseKind[] = [];
    // The first client of each family gets the family's cases.
    if (!families.has(brand.family)) {
      families.add(brand.family);
      kinds.push("pending", "cancelDate", "reinstate", "history");
    }
    if (cascades(brand.capabilities)) kinds.push("cascade");
    const groups = data.groups.filter((g) => g.clientNumber === client.clientNumber && g.status === "active");
    for (const kind of kinds) {
      // Highest member ID first, in a single active group with dental and vision products.
      const index = findLastIndex(
        employees,
        (e) =>
          e.clientNumber === client.clientNumber &&
          !used.has(e.umi) &&
          e.groups.length === 1 &&
          groups.some((g) => g.groupNumber === e.groups[0]?.groupNumber),
      );
      const employee = employees[index];
      const group = groups.find((g) => g.groupNumber === employee?.groups[0]?.groupNumber);
      // A demo too small to hold every case (a few members in tests) goes without it.
      if (!employee || !group) continue;
      used.add(employee.umi);
      employees[index] = layCase(employee, group, kind, today);
      cases.push({
        kind,
        umi: employee.umi,
        clientNumber: client.clientNumber,
        brandCode: client.brandCode,
        family: brand.family,
        groupNumber: group.groupNumber,
      });
    }
  }
  return { data: { ...data, employees }, cases };
}

const cascades = (capabilities: Capabilities) => capabilities.cascadesVisionDentalOnMedicalCancel;

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i] as T)) return i;
  return -1;
}

/** The employee with the case's coverage: every member covered in `group` as the case needs. */
function layCase(employee: SeedEmployee, group: SeedGroup, kind: ChangeCaseKind, today: Date): SeedEmployee {
  const effective = formatUsDate(startOfMonth(subYears(today, 1)));
  const lines = activeLines(group, employee.record, effective);
  const laid = lines.map((line): MemberLob => {
    if (kind === "cancelDate" && line.coverageType === "DENTAL")
      // A cancel date at the end of next month: still ahead, so it may be removed (§4).
      return {
        ...line,
        coverageEndDate: formatUsDate(endOfMonth(addMonths(today, 1))),
        cancelReasonCode: "01",
      };
    if (kind === "reinstate")
      // Every line ended two months ago: the employee is cancelled and may be reinstated.
      return {
        ...line,
        coverageEndDate: formatUsDate(subDays(startOfMonth(addMonths(today, -1)), 1)),
        cancelReasonCode: "01",
      };
    return line;
  });
  const withLines = (coverages: MemberCoverage[] | null | undefined): MemberCoverage[] =>
    (coverages ?? [])
      .filter((c) => c.groupNumber === group.groupNumber)
      .map((c) => ({
        ...c,
        memberLobs: laid.map((l) => ({ ...l })),
        ...(kind === "history" ? { reportCodes: HISTORY_REPORT_CODES.after } : {}),
      }));
  const lastName = changeCaseLastNames[kind];
  const record: EmployeeRecord = {
    ...employee.record,
    globalCoverageEffectiveDate: effective,
    subscriber: {
      ...employee.record.subscriber,
      fullName: { ...employee.record.subscriber.fullName, last: lastName },
      workEmail:
        employee.record.subscriber.workEmail?.replace(/\.[a-z]+@/, `.${lastName.toLowerCase()}@`) ?? null,
      memberCoverages: withLines(employee.record.subscriber.memberCoverages),
    },
    dependents: employee.record.dependents.map((d) => ({
      ...d,
      fullName: { ...d.fullName, last: lastName },
      memberCoverages: withLines(d.memberCoverages),
    })),
  };
  return {
    ...employee,
    lastName,
    record,
    groups: employeeGroups(record, today).map((g) => ({ groupNumber: g.groupNumber, status: g.status })),
  };
}

/** Medical (the group's first medical product), dental, vision and drug, active since `effective`. */
function activeLines(group: SeedGroup, record: EmployeeRecord, effective: string): MemberLob[] {
  const category =
    record.subscriber.memberCoverages.find((c) => c.groupNumber === group.groupNumber)?.memberLobs[0]
      ?.coverageCategoryCode ?? "EMP";
  const types = ["MEDICAL", "DENTAL", "VISION", "DRUG"] as const;
  return types.flatMap((type) => {
    const product = group.products.find((p) => p.coverageType === type);
    return product
      ? [
          {
            lineOfBusiness: product.lineOfBusiness,
            coverageType: product.coverageType,
            coverageEffectiveDate: effective,
            coverageEndDate: null,
            cancelReasonCode: null,
            coverageCategoryCode: category,
            productId: product.productId,
            productName: product.productName,
          },
        ]
      : [];
  });
}

/** The report codes of a history case: the ADD set Department OPS, a later EDIT changed it. */
export const HISTORY_REPORT_CODES = {
  before: [{ type: "DEPT", value: "OPS" }],
  after: [
    { type: "DEPT", value: "SALES" },
    { type: "LOC", value: "EAST" },
  ],
};

/**
 * When the seeded history's changes happened, from the day the demo is laid out around: at the start
 * of a day, so the same seed on the same day writes the same times whatever the hour.
 */
export function historyDates(today: Date) {
  return {
    added: addDays(startOfMonth(subYears(today, 1)), -3),
    edited: startOfDay(subDays(today, 45)),
  };
}
