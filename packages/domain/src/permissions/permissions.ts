import type { BrandRules, SiteAccessBrandFlags } from "../brand/brandRules.js";
import type { Entitlements } from "../entities/session.js";
import { domainMessages } from "../messages.js";

/** Employee Data / Spending Account entitlement values of a group (session-and-admin.md §3). */
export const groupEntitlementValues = ["View", "Modify", "N/A"] as const;
/** A group entitlement value. */
export type GroupEntitlementValue = (typeof groupEntitlementValues)[number];

/**
 * Whether the administrator may modify a group (enrollment.md §6; session-and-admin.md §6): its
 * Employee Data value is modify (case-insensitive), or employees.edit is held and the group is in
 * the UCCI list; other groups are view-only.
 */
export function isGroupModifiable(input: {
  employeeData: string | null | undefined;
  employeesEdit: boolean;
  inUcciList: boolean;
}): boolean {
  return (
    (input.employeeData ?? "").trim().toLowerCase() === "modify" || (input.employeesEdit && input.inUcciList)
  );
}

/**
 * Whether the administrator may see a group's employees (enrollment.md §6; session-and-admin.md §3):
 * its Employee Data value is View or Modify (case-insensitive); N/A or none hides the group.
 */
export function isGroupViewable(employeeData: string | null | undefined): boolean {
  const value = (employeeData ?? "").trim().toLowerCase();
  return value === "view" || value === "modify";
}

/** Group editing on group pages: modifiable and active (assist-employees.md §6). */
export function canEditGroup(modifiable: boolean, groupActive: boolean): boolean {
  return modifiable && groupActive;
}

/** A login ID containing VIEW marks a view-only administrator (enrollment.md §6; session-and-admin.md §6). */
export function isViewOnlyAdmin(loginId: string | null | undefined): boolean {
  return (loginId ?? "").includes("VIEW");
}

/**
 * Whether the administrator may add employees, or resume and delete enrollments in process (Add
 * Employee on the find and home pages, enrollment.md §2, §6): the employees.edit entitlement, not a
 * view-only login, and a group it may modify, since a new employee goes into one (internal staff
 * logged in as a client hold every group as View, so they add nothing).
 */
export function mayAddEmployees(admin: {
  employeesEdit: boolean;
  viewOnly: boolean;
  /** The session's group entitlements. */
  groups: readonly { employeeData?: string | null }[];
}): boolean {
  if (!admin.employeesEdit || admin.viewOnly) return false;
  return admin.groups.some((group) =>
    isGroupModifiable({
      employeeData: group.employeeData,
      employeesEdit: admin.employeesEdit,
      inUcciList: false,
    }),
  );
}

/** What the add flow's entry check decides (enrollment.md §6; session-and-admin.md §6). */
export type AddEmployeeEntry = { kind: "open" } | { kind: "home" } | { kind: "refused"; message: string };

/**
 * The add flow's entry check, run before any of its form shows: without employees.view the
 * administrator is sent home (session-and-admin.md §6: employee enrollment pages need
 * employees.view); an administrator who may not add employees (`mayAddEmployees`: a view-only
 * login, no employees.edit, or no group it may modify, as internal staff logged in as a client) is
 * told so with the spec's Access Denied sentence (enrollment.md §6) instead of filling in a form
 * the server would refuse.
 */
export function addEmployeeEntry(admin: {
  employeesView: boolean;
  employeesEdit: boolean;
  viewOnly: boolean;
  groups: readonly { employeeData?: string | null }[];
}): AddEmployeeEntry {
  if (!admin.employeesView) return { kind: "home" };
  return mayAddEmployees(admin)
    ? { kind: "open" }
    : { kind: "refused", message: domainMessages.accessDenied };
}

/** A role containing mcu_admin (case-insensitive) is a multi-client user (session-and-admin.md §6). */
export function isMultiClientAdmin(role: string | null | undefined): boolean {
  return (role ?? "").toLowerCase().includes("mcu_admin");
}

/** Entitlements the actions menu reads (enrollment.md §6). */
export interface ActionEntitlements {
  employeesView: boolean;
  employeesEdit: boolean;
  claims: boolean;
  /** Group-level Spending Account entitlement of the employee's group. */
  groupSpendingAccount: boolean;
  spendingAccountAccess: boolean;
  claimsView: boolean;
}

/** Actions of the per-employee menu (enrollment.md §2, §6). */
export const employeeActionIds = [
  "edit",
  "changePcp",
  "print",
  "spendingAccount",
  "claims",
  "idCards",
  "cancelCoverage",
  "reinstate",
  "viewSbc",
] as const;
/** An action id. */
export type EmployeeActionId = (typeof employeeActionIds)[number];

/** Labels of the actions (enrollment.md §2). */
export const employeeActionLabels: Record<EmployeeActionId, string> = {
  edit: "Edit Employee Record",
  changePcp: "Change PCP",
  print: "Print Employee Summary",
  spendingAccount: "Manage Spending Acct Elections",
  claims: "Claims",
  idCards: "ID Cards",
  cancelCoverage: "Cancel Coverage",
  reinstate: "Reinstate",
  viewSbc: "View SBC",
};

/** One entry of the actions menu; `deniedMessage` is shown instead of acting. */
export interface EmployeeAction {
  id: EmployeeActionId;
  label: string;
  deniedMessage?: string;
}

/**
 * The actions menu of one employee (enrollment.md §6): Edit needs employee active, client active,
 * employees.edit; Change PCP the same and the brand's `changePcp` (not 6012); Print employees.view;
 * Manage Spending Acct Elections the brand's `spendingAccountElections` list with the group-level
 * Spending Account entitlement and spending account access or claims view; Claims the claims
 * entitlement; ID Cards employee active, client active, employees.view; Cancel Coverage employee
 * active, client active, employees.edit, denied with the Access Denied message if no group can be
 * modified; Reinstate employee cancelled, client active, employees.edit; View SBC brands 6008 and
 * 6009 (`viewSbc`), no entitlement. A view-only administrator (`viewOnly`, a login ID containing
 * VIEW, §6) is offered none of the actions that change the record: no Edit, Change PCP, Cancel
 * Coverage or Reinstate, whatever the entitlements say (the server refuses those writes too); nor
 * is anyone for an employee with a pending transaction (`pendingTransaction`).
 */
export function employeeActions(input: {
  employeeActive: boolean;
  clientActive: boolean;
  anyGroupModifiable: boolean;
  entitlements: ActionEntitlements;
  brand: Pick<BrandRules, "changePcp" | "spendingAccountElections" | "viewSbc">;
  /** A view-only administrator (`isViewOnlyAdmin`); absent means not view-only. */
  viewOnly?: boolean;
  /**
   * The employee has a pending transaction (the pending-transaction check, enrollment.md §4 Edit
   * entry): every change would be refused with the spec's pending sentence (§8), so none is offered.
   */
  pendingTransaction?: boolean;
}): EmployeeAction[] {
  const { employeeActive, clientActive, entitlements: e, brand } = input;
  const writes = e.employeesEdit && !input.viewOnly && !input.pendingTransaction;
  const editable = employeeActive && clientActive && writes;
  const shown: Record<EmployeeActionId, boolean> = {
    edit: editable,
    changePcp: editable && brand.changePcp,
    print: e.employeesView,
    spendingAccount:
      brand.spendingAccountElections && e.groupSpendingAccount && (e.spendingAccountAccess || e.claimsView),
    claims: e.claims,
    idCards: employeeActive && clientActive && e.employeesView,
    cancelCoverage: editable,
    reinstate: !employeeActive && clientActive && writes,
    viewSbc: brand.viewSbc,
  };
  return employeeActionIds
    .filter((id) => shown[id])
    .map((id) =>
      id === "cancelCoverage" && !input.anyGroupModifiable
        ? { id, label: employeeActionLabels[id], deniedMessage: domainMessages.accessDenied }
        : { id, label: employeeActionLabels[id] },
    );
}

/** Site access entries of the profile (session-and-admin.md §6). */
export const siteAccessIds = [
  "employerClientGroups",
  "enrollmentReports",
  "reports",
  "claims",
  "idTheft",
  "censusReport",
  "superUserRole",
  "allGroups",
  "researchOnlyRole",
  "wellnessReport",
  "medeAnalytics",
  "bills",
  "dental",
] as const;
/** A site access id. */
export type SiteAccessId = (typeof siteAccessIds)[number];

/**
 * Labels of the site access entries (session-and-admin.md §6: EP Enrollment Reports is Enrollment
 * Reports; EP MedeAnalytics is Mede Analytics; EP Protecting Identity is ID Theft protection; EP
 * Reports at Hand is Reports; EP ViewBills is Bills; EPWellness Reports is Wellness; ucciDental is
 * Dental).
 */
export const siteAccessLabels: Record<SiteAccessId, string> = {
  employerClientGroups: "Employer Client/Groups",
  enrollmentReports: "Enrollment Reports",
  reports: "Reports",
  claims: "Claims",
  idTheft: "ID Theft protection",
  censusReport: "Census Report",
  superUserRole: "Super User Role",
  allGroups: "All Groups",
  researchOnlyRole: "Research Only Role",
  wellnessReport: "Wellness",
  medeAnalytics: "Mede Analytics",
  bills: "Bills",
  dental: "Dental",
};

/** Entitlement names of the server's entitlement list mapped to site access ids (session-and-admin.md §6). */
export const entitlementNameToSiteAccess: Record<string, SiteAccessId> = {
  "EP Enrollment Reports": "enrollmentReports",
  "EP MedeAnalytics": "medeAnalytics",
  "EP Protecting Identity": "idTheft",
  "EP Reports at Hand": "reports",
  "EP ViewBills": "bills",
  "EPWellness Reports": "wellnessReport",
  ucciDental: "dental",
};

/**
 * The site access list of the profile (session-and-admin.md §6): an entry shows when the
 * administrator holds its entitlement and, for the three entries the spec lists per brand
 * (Employer Client/Groups, Census Report, Wellness Report), the brand's `siteAccess` flag is on;
 * the other entries show for every brand. `held` lists the held ids (Dental is held when ucdDental
 * is set). Returned with labels, in the spec's order.
 */
export function siteAccessList(
  held: ReadonlySet<SiteAccessId> | readonly SiteAccessId[],
  brand: Pick<BrandRules, "siteAccess">,
): { id: SiteAccessId; label: string }[] {
  const set = new Set(held);
  const brandShows = (id: SiteAccessId) =>
    !Object.hasOwn(brand.siteAccess, id) || brand.siteAccess[id as keyof SiteAccessBrandFlags];
  return siteAccessIds
    .filter((id) => set.has(id) && brandShows(id))
    .map((id) => ({ id, label: siteAccessLabels[id] }));
}

/** Group access rows on the profile are listed only if employee data or spending account is not N/A (session-and-admin.md §5). */
export function visibleGroupAccessRows<
  R extends { employeeData?: string | null; spendingAccount?: string | null },
>(rows: readonly R[]): R[] {
  const given = (value: string | null | undefined) => Boolean(value) && value !== "N/A";
  return rows.filter((row) => given(row.employeeData) || given(row.spendingAccount));
}

/**
 * Census and wellness group pickers list only groups with Employee Data View or Modify; when no
 * group is chosen all listed groups are used (session-and-admin.md §5).
 */
export function reportGroupChoices<G extends { groupNumber: string; employeeData?: string | null }>(
  groups: readonly G[],
  chosen: readonly string[],
): { listed: G[]; used: string[] } {
  const listed = groups.filter((group) => group.employeeData === "View" || group.employeeData === "Modify");
  const used = chosen.length > 0 ? [...chosen] : listed.map((group) => group.groupNumber);
  return { listed, used };
}

/**
 * Applies a group entitlement edit (session-and-admin.md §4): selected groups receive the new
 * Employee Data and Spending Account values; an empty new value keeps the existing one.
 */
export function applyGroupEntitlementEdit<
  G extends { groupNumber: string; employeeData?: string | null; spendingAccount?: string | null },
>(
  groups: readonly G[],
  selected: readonly string[],
  values: { employeeData?: string | null; spendingAccount?: string | null },
): G[] {
  return groups.map((group) =>
    selected.includes(group.groupNumber)
      ? {
          ...group,
          employeeData: values.employeeData || group.employeeData,
          spendingAccount: values.spendingAccount || group.spendingAccount,
        }
      : group,
  );
}

/** Whether claims can be viewed: employees view or edit plus the View Claims user permission (assist-employees.md §6). */
export function canViewClaims(input: {
  employeesView: boolean;
  employeesEdit: boolean;
  viewClaims: boolean;
}): boolean {
  return (input.employeesView || input.employeesEdit) && input.viewClaims;
}

/**
 * The actions whose pages are reached by a link to their route (enrollment.md §2 Other states:
 * claims, assistEmployees.idCards; assist-employees.md Change PCP, spending elections, SBC); the
 * others (Edit, Print, Cancel Coverage, Reinstate) act on the summary page itself.
 */
export const employeeLinkActionIds = [
  "changePcp",
  "spendingAccount",
  "claims",
  "idCards",
  "viewSbc",
] as const;
/** An action reached by a link. */
export type EmployeeLinkActionId = (typeof employeeLinkActionIds)[number];

/** Whether an action is reached by a link to its route rather than acted on in place. */
export function isEmployeeLinkAction(id: EmployeeActionId): id is EmployeeLinkActionId {
  return (employeeLinkActionIds as readonly string[]).includes(id);
}

/**
 * The site access entries the session's entitlements hold (session-and-admin.md §3 Entitlements,
 * §6): Employer Client/Groups from employer.clientsOrGroups; Enrollment Reports, Reports (at Hand),
 * Census Report and Mede Analytics from reports; Wellness from wellnessReport or the wellness
 * reports; All Groups from either all-groups flag; Bills from ebill; Dental when ucdDental is set.
 */
export function heldSiteAccess(entitlements: Entitlements): SiteAccessId[] {
  const held: Record<SiteAccessId, boolean | undefined> = {
    employerClientGroups: entitlements.employer.clientsOrGroups,
    enrollmentReports: entitlements.reports.enrollment,
    reports: entitlements.reports.atHand,
    claims: entitlements.claims,
    idTheft: entitlements.idTheft,
    censusReport: entitlements.reports.CensusReports,
    superUserRole: entitlements.superUserRole,
    allGroups: entitlements.allGroups.enrollment || entitlements.allGroups.spendingAccount,
    researchOnlyRole: entitlements.researchOnlyRole,
    wellnessReport: entitlements.wellnessReport || entitlements.reports.WellnessReports,
    medeAnalytics: entitlements.reports.medeAnalytics,
    bills: entitlements.ebill,
    dental: entitlements.clientQualifiers.ucdDental,
  };
  return siteAccessIds.filter((id) => held[id] === true);
}
