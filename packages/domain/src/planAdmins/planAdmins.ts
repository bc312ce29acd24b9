import type { Entitlements } from "../entities/session.js";
import { siteAccessLabels } from "../permissions/permissions.js";
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

/** The sidebar's names of the steps (session-and-admin.md §2 Plan administrator sidebar). */
export const planAdminStepLabels: Record<PlanAdminStepId, string> = {
  demographics: "Demographics",
  userEntitlements: "Overall Entitlements",
  groupEntitlements: "Group Entitlements",
  dentalEntitlements: "Dental (UCD)",
  billingEntitlements: "Billing",
};

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
/**
 * Labels of the Overall Entitlements step: the site access labels of session-and-admin.md §6 where
 * the entitlement has one (Enrollment Reports, Mede Analytics, ID Theft protection, Reports for
 * Reports at Hand, Bills, Wellness, Census Report, Claims, Super User Role); the two employee
 * entitlements of §3 (employees.view, employees.edit) have none there, so their wording is ours.
 */
export const planAdminUserEntitlementLabels = {
  employeesView: "View Employees",
  employeesEdit: "Edit Employees",
  superUserRole: siteAccessLabels.superUserRole,
  claims: siteAccessLabels.claims,
  idTheft: siteAccessLabels.idTheft,
  ebill: siteAccessLabels.bills,
  enrollmentReports: siteAccessLabels.enrollmentReports,
  censusReports: siteAccessLabels.censusReport,
  wellnessReports: siteAccessLabels.wellnessReport,
  reportsAtHand: siteAccessLabels.reports,
  medeAnalytics: siteAccessLabels.medeAnalytics,
} as const satisfies Record<(typeof planAdminUserEntitlementKeys)[number], string>;

/** The Dental (UCD) step's flag label (session-and-admin.md §6: ucciDental is Dental). */
export const planAdminDentalLabel = siteAccessLabels.dental;

/**
 * Whether a session may manage the client's plan administrators (beyond the spec; only a super user
 * may manage others): a client is chosen, the login is not view-only, and it holds the Super User Role.
 * The server's policy (planAdmins.manage) and the portal's links ask this one rule.
 */
export function mayManagePlanAdmins(input: {
  clientChosen: boolean;
  viewOnly: boolean;
  superUserRole: boolean;
}): boolean {
  return input.clientChosen && !input.viewOnly && input.superUserRole;
}

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
