import type { Entitlements } from "../entities/session.js";
/**
 * Plan administrator add/edit rules (session-and-admin.md §2 Plan administrator sidebar and
 * Group entitlements table, §4 Group entitlement editing, §9 page size 1000).
 */

/** Group entitlements table page size (session-and-admin.md §9). */
export const GROUP_ENTITLEMENTS_PAGE_SIZE = 1000;

/** The add/edit steps (session-and-admin.md §2: add-plan-admin.*). */
export const planAdminStepIds = [
  "demographics",
  "userEntitlements",
  "groupEntitlements",
  "dentalEntitlements",
  "billingEntitlements",
] as const;
/** One step. */
export type PlanAdminStepId = (typeof planAdminStepIds)[number];

/**
 * The sidebar's steps (session-and-admin.md §2 Plan administrator sidebar): a new administrator
 * (isAnEdit 'false') sees only Demographics; otherwise Overall (user) and Group Entitlements
 * always show, Dental (UCD) and Billing only if the administrator has UCD dental or billing.
 * Demographics stays first on an edit too (our reading: the details are edited there).
 */
export function planAdminSteps(input: {
  isAnEdit: boolean;
  ucdDental: boolean;
  billing: boolean;
}): PlanAdminStepId[] {
  if (!input.isAnEdit) return ["demographics"];
  return planAdminStepIds.filter(
    (id) =>
      (id !== "dentalEntitlements" || input.ucdDental) && (id !== "billingEntitlements" || input.billing),
  );
}

/** The group count label: '1 Group', otherwise 'n Groups' (session-and-admin.md §2). */
export function groupCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Group" : "Groups"}`;
}

/** Groups flagged for Medicare cannot be selected (session-and-admin.md §2 Group entitlements table). */
export function isEntitlementGroupSelectable(group: { medicare: boolean }): boolean {
  return !group.medicare;
}

/**
 * The rows of the group entitlements table (session-and-admin.md §2, §9): those whose number
 * contains the 'Find Group Number' filter, sorted by group number, at most 1000.
 */
export function groupEntitlementRows<G extends { groupNumber: string }>(
  groups: readonly G[],
  filter = "",
): G[] {
  const wanted = filter.trim();
  return groups
    .filter((g) => g.groupNumber.includes(wanted))
    .sort((a, b) => (a.groupNumber < b.groupNumber ? -1 : a.groupNumber > b.groupNumber ? 1 : 0))
    .slice(0, GROUP_ENTITLEMENTS_PAGE_SIZE);
}

/**
 * Select-all of the table (session-and-admin.md §2): every shown row that may be selected, so a
 * Medicare-flagged group is never among them.
 */
export function selectAllGroupNumbers(rows: readonly { groupNumber: string; medicare: boolean }[]): string[] {
  return rows.filter(isEntitlementGroupSelectable).map((g) => g.groupNumber);
}

/**
 * The Overall (user) Entitlements step (session-and-admin.md §3 Entitlements): what a super user
 * may grant another administrator, each a yes or no.
 */
export const planAdminUserEntitlementKeys = [
  "employeesView",
  "employeesEdit",
  "superUserRole",
  "claims",
  "idTheft",
  "ebill",
  "enrollmentReports",
  "censusReports",
  "wellnessReports",
  "reportsAtHand",
  "medeAnalytics",
] as const;
/** One user-level entitlement of the step. */
export type PlanAdminUserEntitlementKey = (typeof planAdminUserEntitlementKeys)[number];
/** The step's values. */
export type PlanAdminUserEntitlementValues = Record<PlanAdminUserEntitlementKey, boolean>;

/** The step's values an administrator holds now. */
export function userEntitlementsOf(entitlements: Entitlements): PlanAdminUserEntitlementValues {
  return {
    employeesView: entitlements.employees.view,
    employeesEdit: entitlements.employees.edit,
    superUserRole: entitlements.superUserRole,
    claims: entitlements.claims,
    idTheft: entitlements.idTheft,
    ebill: entitlements.ebill,
    enrollmentReports: entitlements.reports.enrollment === true,
    censusReports: entitlements.reports.CensusReports === true,
    wellnessReports: entitlements.reports.WellnessReports === true,
    reportsAtHand: entitlements.reports.atHand === true,
    medeAnalytics: entitlements.reports.medeAnalytics === true,
  };
}

/**
 * The entitlements after the step (session-and-admin.md §3): the step's values replace their
 * entitlements; the rest (client qualifiers, all groups, spending flags) stay as they were.
 */
export function withUserEntitlements(
  entitlements: Entitlements,
  values: PlanAdminUserEntitlementValues,
): Entitlements {
  return {
    ...entitlements,
    employees: { view: values.employeesView, edit: values.employeesEdit },
    superUserRole: values.superUserRole,
    claims: values.claims,
    idTheft: values.idTheft,
    ebill: values.ebill,
    reports: {
      ...entitlements.reports,
      enrollment: values.enrollmentReports,
      CensusReports: values.censusReports,
      WellnessReports: values.wellnessReports,
      atHand: values.reportsAtHand,
      medeAnalytics: values.medeAnalytics,
    },
  };
}
