import {
  type BillingAction,
  type BillingUserType,
  billingUserTypeAllows,
  canEditSpendingAccounts,
  canViewClaims,
  type EmployeeRecord,
  isGroupModifiable,
  isGroupViewable,
  isInternalUser,
  isMultiClientAdmin,
  isSpendingGroupModifiable,
  isViewOnlyAdmin,
  mayUseReportType,
  mustAcceptConditions,
  recordForGroups,
  reportsAccess,
} from "@epr/domain";
import type { SessionContext } from "../auth/sessions.js";
import { type Decision, deny, notFound, policyMessages } from "./decision.js";

/**
 * The per-record decisions: handlers ask these once they have loaded the record (an employee, a
 * group, an enrollment, a report, a plan administrator, a document, spending accounts), and the
 * route table (route-table.ts) asks the session-level ones for every route.
 */

/** Whether the session's login is view-only (enrollment.md §6: a login ID containing VIEW). */
export const isViewOnly = (session: SessionContext) => isViewOnlyAdmin(session.view.admin.loginId);

/** Internal staff only (session-and-admin.md §6: internal users log in as a client via /clients). */
export function mayUseInternalScreens(session: SessionContext): Decision {
  return isInternalUser(session.view.admin.role) ? null : deny(403, policyMessages.internalOnly, "forbidden");
}

/**
 * Enrollment, reports and resources of a cancelled client open only once this administrator has
 * accepted its conditions (session-and-admin.md §2, §4 Cancelled client).
 */
export function mayUseConditionsFirstArea(session: SessionContext): Decision {
  return mustAcceptConditions(session.view.employer)
    ? deny(403, policyMessages.conditionsFirst, "conditions_required")
    : null;
}

/**
 * Choosing a client for the session (session-and-admin.md §4, §6): internal staff any client that
 * exists, everyone else one they administer. Any other number answers like one that does not exist.
 */
export function mayChooseClient(session: SessionContext, client: { administered: boolean } | null): Decision {
  if (!client) return notFound(policyMessages.clientNotFound);
  if (isInternalUser(session.view.admin.role)) return null;
  return client.administered ? null : notFound(policyMessages.clientNotFound);
}

/** The chosen client's employees: a client is chosen and employees.view is held (enrollment.md §6). */
export function mayReadEmployees(session: SessionContext): Decision {
  if (session.clientId === null) return deny(403, policyMessages.chooseClient, "no_client");
  if (!session.view.entitlements.employees.view) return deny(403, policyMessages.noView, "forbidden");
  return null;
}

/** Changes to employees: readable, not a view-only login, and employees.edit held (enrollment.md §6). */
export function mayModifyEmployees(session: SessionContext): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  if (isViewOnly(session)) return deny(403, policyMessages.viewOnly, "view_only");
  if (!session.view.entitlements.employees.edit) return deny(403, policyMessages.noEdit, "forbidden");
  return null;
}

/** The Employee Data value the session holds for a group of its client, if any. */
function entitlementOf(session: SessionContext, groupNumber: string): string | null {
  const { groups } = session.view;
  // A kept session's list is frozen (auth/sessions.ts): looked up by number rather than walked, as
  // an administrator of a million-member client holds hundreds of groups.
  if (!Object.isFrozen(groups))
    return groups.find((g) => g.groupNumber === groupNumber)?.employeeData ?? null;
  let byNumber = entitlementsByGroups.get(groups);
  if (!byNumber) {
    const map = new Map<string, SessionContext["view"]["groups"][number]["employeeData"]>();
    // The first of a number wins, as the walk's `find` did.
    for (const g of groups) if (!map.has(g.groupNumber)) map.set(g.groupNumber, g.employeeData);
    byNumber = map;
    entitlementsByGroups.set(groups, byNumber);
  }
  return byNumber.get(groupNumber) ?? null;
}
const entitlementsByGroups = new WeakMap<
  SessionContext["view"]["groups"],
  ReadonlyMap<string, SessionContext["view"]["groups"][number]["employeeData"]>
>();

/**
 * Kept per groups list: a session read is parsed once and its groups frozen (auth/sessions.ts), so
 * every call of a kept session shares one list (so each request costs one lookup).
 */
const readableByGroups = new WeakMap<SessionContext["view"]["groups"], readonly string[]>();

/** Groups whose employees the session may see: the search filters by these. */
export function readableGroupNumbers(session: SessionContext): readonly string[] {
  const { groups } = session.view;
  let readable = readableByGroups.get(groups);
  if (!readable) {
    readable = Object.freeze(groups.filter((g) => isGroupViewable(g.employeeData)).map((g) => g.groupNumber));
    readableByGroups.set(groups, readable);
  }
  return readable;
}

/**
 * The chosen client's reference data (products, providers, life events, code lists): the same as
 * reading its employees, since only the add and edit flows use it (enrollment.md §6).
 */
export function mayReadClientReference(session: SessionContext): Decision {
  return mayReadEmployees(session);
}

/**
 * A group of the session's client: readable with View or Modify. Any other group (another
 * client's, or one without rights) answers like one that does not exist.
 */
export function mayReadGroup(session: SessionContext, groupNumber: string): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  return isGroupViewable(entitlementOf(session, groupNumber)) ? null : notFound(policyMessages.groupNotFound);
}

/**
 * The chosen client's information pages (assist-employees.md §2.10): as reading its employees (the
 * spec names no entitlement of their own; the identity theft tab has `mayUseIdentityTheft`).
 */
export function mayReadClientInformation(session: SessionContext): Decision {
  return mayReadEmployees(session);
}

/**
 * Whether the session may modify a group (enrollment.md §6): Modify, or employees.edit with the
 * group in the UCCI list; never for a view-only login, whatever its group values say.
 */
export function mayModifyGroup(
  session: SessionContext,
  group: { groupNumber: string; inUcciList?: boolean },
): Decision {
  const read = mayReadGroup(session, group.groupNumber);
  if (read) return read;
  if (isViewOnly(session)) return deny(403, policyMessages.viewOnly, "view_only");
  const modifiable = isGroupModifiable({
    employeeData: entitlementOf(session, group.groupNumber),
    employeesEdit: session.view.entitlements.employees.edit,
    inUcciList: group.inUcciList ?? false,
  });
  return modifiable ? null : deny(403, policyMessages.noModifiableGroup, "forbidden");
}

/** An employee as the policy needs it: whose client, and in which groups. */
export interface EmployeeSubject {
  clientId: number;
  groupNumbers: readonly string[];
}

/**
 * One employee: in the session's client and in one of its readable groups. Otherwise 404 with the
 * body of an unknown member ID, so the answer never reveals that the employee exists elsewhere
 * (an answer reveals nothing). An employee of the client outside every group of this administrator is also 404:
 * the administrator may not know it exists either.
 */
export function mayReadEmployee(session: SessionContext, employee: EmployeeSubject | null): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  if (!employee || employee.clientId !== session.clientId) return notFound(policyMessages.employeeNotFound);
  const readable = employee.groupNumbers.some((g) => isGroupViewable(entitlementOf(session, g)));
  return readable ? null : notFound(policyMessages.employeeNotFound);
}

/** Changing one employee: readable, then at least one of its groups modifiable (enrollment.md §6). */
export function mayModifyEmployee(session: SessionContext, employee: EmployeeSubject | null): Decision {
  const read = mayReadEmployee(session, employee);
  if (read) return read;
  const modify = mayModifyEmployees(session);
  if (modify) return modify;
  const groups = employee?.groupNumbers ?? [];
  return groups.some((groupNumber) => !mayModifyGroup(session, { groupNumber }))
    ? null
    : deny(403, policyMessages.noModifiableGroup, "forbidden");
}

/**
 * An enrollment in process as the policy needs it: whose client, the groups its record names, and
 * the administrator who started it (null when unknown: seeded, or its administrator removed).
 */
export interface EnrollmentSubject {
  clientId: number;
  groupNumbers: readonly string[];
  startedBy: number | null;
}

/**
 * Whether the session sees an enrollment that names no group yet (saved after the subscriber step):
 * no group's rights can decide, so only the administrator who started it, and a super user of the
 * client (our choice: it manages the client's administrators, and one that left would otherwise
 * leave an enrollment that blocks its SSN with nobody able to resume or delete it).
 */
function seesUngroupedEnrollment(session: SessionContext, startedBy: number | null): boolean {
  return startedBy === session.adminId || Boolean(session.view.entitlements.superUserRole);
}

/**
 * One enrollment in process (enrollment.md §2, §6): of the session's client, and every group its
 * record names readable by this administrator (View or Modify); one that names no group yet, as
 * `seesUngroupedEnrollment` says. Any other answers 404 with the body of an unknown id, so the answer
 * never reveals that it exists (another client's, or a group beyond this administrator's rights).
 */
export function mayReadEnrollment(session: SessionContext, enrollment: EnrollmentSubject | null): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  if (!enrollment || enrollment.clientId !== session.clientId)
    return notFound(policyMessages.enrollmentNotFound);
  const readable =
    enrollment.groupNumbers.length === 0
      ? seesUngroupedEnrollment(session, enrollment.startedBy)
      : enrollment.groupNumbers.every((g) => isGroupViewable(entitlementOf(session, g)));
  return readable ? null : notFound(policyMessages.enrollmentNotFound);
}

/**
 * Which enrollments in process a list shows, for its SQL (the same rule as `mayReadEnrollment`):
 * those of the client whose groups are all in `groupNumbers`, and of the ones naming no group those
 * started by `adminId`, or all of them when `everyUngrouped`.
 */
export function readableEnrollmentScope(session: SessionContext): {
  clientId: number;
  groupNumbers: readonly string[];
  adminId: number;
  everyUngrouped: boolean;
} {
  return {
    clientId: session.clientId ?? -1,
    groupNumbers: readableGroupNumbers(session),
    adminId: session.adminId,
    everyUngrouped: seesUngroupedEnrollment(session, null),
  };
}

/**
 * Starting, saving, submitting or deleting an enrollment: the stored one readable (`mayReadEnrollment`,
 * else 404), the session may modify employees, and every group the stored record names and every
 * group the request's record names (`changedTo`) is one this administrator may modify (enrollment.md
 * §6); a group it may not read answers like one that does not exist, a View group 403. Starting one
 * passes an enrollment of no group started by the session, and the new record's groups as `changedTo`.
 */
export function mayModifyEnrollment(
  session: SessionContext,
  enrollment: EnrollmentSubject | null,
  changedTo: readonly string[] = [],
): Decision {
  const read = mayReadEnrollment(session, enrollment);
  if (read) return read;
  const modify = mayModifyEmployees(session);
  if (modify) return modify;
  for (const groupNumber of new Set([...(enrollment?.groupNumbers ?? []), ...changedTo])) {
    const group = mayModifyGroup(session, { groupNumber });
    if (group?.status === 404) return group;
    if (group) return deny(403, policyMessages.groupNotModifiable, "forbidden");
  }
  return null;
}

/**
 * One group's history of one employee (enrollment.md §7 History: {umi, groupNo}): the employee is
 * readable, the group is one of theirs and this administrator may read it. Any other group answers
 * like one that does not exist.
 */
export function mayReadEmployeeGroup(
  session: SessionContext,
  employee: EmployeeSubject | null,
  groupNumber: string,
): Decision {
  const read = mayReadEmployee(session, employee);
  if (read) return read;
  if (!employee?.groupNumbers.includes(groupNumber)) return notFound(policyMessages.groupNotFound);
  return mayReadGroup(session, groupNumber);
}

/**
 * A change of an existing employee (edit, cancel, remove cancel date, reinstate):
 * the employee may be changed at all (`mayModifyEmployee`), and every group the change touches is
 * one this administrator may modify (enrollment.md §6); a touched group of another client answers
 * like one that does not exist, one without Modify with the §8 'not eligible to edit' message.
 */
export function mayChangeEmployeeGroups(
  session: SessionContext,
  employee: EmployeeSubject | null,
  touchedGroups: readonly string[],
): Decision {
  const employeeDecision = mayModifyEmployee(session, employee);
  if (employeeDecision) return employeeDecision;
  for (const groupNumber of touchedGroups) {
    const group = mayModifyGroup(session, { groupNumber });
    if (group?.status === 404) return group;
    if (group) return deny(403, policyMessages.groupNotModifiable, "forbidden");
  }
  return null;
}

/**
 * The groups of a write to an employee's record whose part is kept as stored, never taken from
 * the request (a change is what differs from the stored record): every group of `groups` this
 * administrator may not modify, unless the plan names it as changed (`named`: then the change is
 * refused by `mayChangeEmployeeGroups`). So a record sent back without the groups it was answered
 * without (`readableEmployeeRecord`), or without lines of a group the administrator may only view,
 * keeps them as they are.
 */
export function groupsKeptAsStored(
  session: SessionContext,
  groups: readonly string[],
  named: readonly string[],
): string[] {
  return groups.filter(
    (groupNumber) => !named.includes(groupNumber) && mayModifyGroup(session, { groupNumber }) !== null,
  );
}

/**
 * An employee's record as this session may read it (answers carry only what the session may read):
 * every member keeps only the coverages of groups it holds View or Modify on, so the lines,
 * providers, tobacco answers and report codes of any other group never leave the server. Members
 * stay, in their places (their own data is the employee's; the SSNs sealed beside the record are
 * matched by place). An edit sends this record back; the write pipeline keeps the parts cut here as
 * stored (`groupsKeptAsStored`).
 */
export function readableEmployeeRecord<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  session: SessionContext,
  record: R,
): R {
  return recordForGroups(record, readableGroupNumbers(session));
}

/** The groups of an employee this session may read (View or Modify), in their order. */
export function readableEmployeeGroups<G>(
  session: SessionContext,
  groups: readonly G[],
  groupNumberOf: (group: G) => string,
): G[] {
  const readable = readableGroupSet(session);
  return groups.filter((g) => readable.has(groupNumberOf(g)));
}

/**
 * The readable groups as a set, kept per list like the list: a search page asks it twice a row, and
 * an administrator of every group of a million-member client reads hundreds of groups.
 */
const readableSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function readableGroupSet(session: SessionContext): ReadonlySet<string> {
  const readable = readableGroupNumbers(session);
  let set = readableSets.get(readable);
  if (!set) {
    set = new Set(readable);
    readableSets.set(readable, set);
  }
  return set;
}

/**
 * Seeing an employee's full SSN (the summary's full-SSN toggle): only an administrator
 * who may modify one of the employee's groups (`mayModifyEmployee`, enrollment.md §6). Any other
 * reader is refused with the same answers as a change, so the full number never reaches a
 * view-only administrator.
 */
export function mayViewFullSsn(session: SessionContext, employee: EmployeeSubject | null): Decision {
  return mayModifyEmployee(session, employee);
}

/** Why MFA is refused to a session, for `mayUseMfa`. */
export const mfaPolicyCode = "mfa_not_offered";

/**
 * Enrolling in MFA, or changing it (session-and-admin.md §2 /profile, §6: the MFA toggle only for
 * brands on the fixed list): the brand record's `mfaToggle` flag, handed in by the caller so the
 * policy never names a brand.
 */
export function mayUseMfa(offered: boolean, message: string): Decision {
  return offered ? null : deny(403, message, mfaPolicyCode);
}

/** A requested report as the policy needs it: whose client, the groups it lists, whether SSNs are masked. */
export interface ReportSubject {
  clientId: number;
  groupNumbers: readonly string[];
  /** False for a file with full SSNs (ssnMask N); absent or true when masked. */
  ssnMask?: boolean;
}

/**
 * Full SSNs of every member of some groups, in a report file (the full-SSN rule): the same right
 * as seeing one employee's (`mayViewFullSsn`: Modify on the employee's group, never a view-only
 * login), here on EVERY group the file covers, since it shows every member of each. A group of
 * another client answers like one that does not exist.
 */
export function mayViewFullSsnOfGroups(session: SessionContext, groupNumbers: readonly string[]): Decision {
  const modify = mayModifyEmployees(session);
  if (modify) return modify;
  for (const groupNumber of groupNumbers) {
    const group = mayModifyGroup(session, { groupNumber });
    if (group?.status === 404 || group?.code === "view_only") return group;
    if (group) return deny(403, policyMessages.fullSsnReport, "forbidden");
  }
  return null;
}

/**
 * Requesting a census or wellness report (session-and-admin.md §5, §6): the report's entitlement,
 * not a view-only login (a request writes a job and a file), and for full SSNs (ssnMask N) the
 * full-SSN rule on every group it covers. The groups themselves are checked against the picker's
 * list by the route (400 for one not listed).
 */
export function mayRequestReport(
  session: SessionContext,
  request: { reportType: "census" | "wellness"; groupNumbers: readonly string[]; ssnMask: boolean },
): Decision {
  const use = mayUseReports(session, request.reportType);
  if (use) return use;
  if (isViewOnly(session)) return deny(403, policyMessages.viewOnly, "view_only");
  return request.ssnMask ? null : mayViewFullSsnOfGroups(session, request.groupNumbers);
}

/**
 * One requested census or wellness report: of the session's client and listing only
 * groups this administrator may read (session-and-admin.md §5: View or Modify). Any other answers
 * 404 like one that does not exist, so a report of groups beyond the administrator's rights is
 * neither listed nor downloaded.
 */
export function mayReadReport(session: SessionContext, report: ReportSubject | null): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  if (!report || report.clientId !== session.clientId) return notFound(policyMessages.reportNotFound);
  const readable = report.groupNumbers.every((g) => isGroupViewable(entitlementOf(session, g)));
  if (!readable) return notFound(policyMessages.reportNotFound);
  // A file with full SSNs: whoever downloads it needs the right of whoever requested it.
  return report.ssnMask === false ? mayViewFullSsnOfGroups(session, report.groupNumbers) : null;
}

/**
 * Census or wellness reports (session-and-admin.md §6: census and wellness options depend on their
 * entitlements): the CensusReports or WellnessReports entitlement, on top of reading employees.
 */
export function mayUseReports(session: SessionContext, reportType: "census" | "wellness"): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  return mayUseReportType(reportsAccess(session.view.entitlements), reportType)
    ? null
    : deny(403, policyMessages.noReport, "forbidden");
}

/** Enrollment reports (§6: the enrollment entitlement), on top of reading employees. */
export function mayUseEnrollmentReports(session: SessionContext): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  return reportsAccess(session.view.entitlements).enrollment
    ? null
    : deny(403, policyMessages.noReport, "forbidden");
}

/** The Mede Analytics sign-on (§6: the user-level Mede Analytics entitlement), a client chosen. */
export function mayUseMedeAnalytics(session: SessionContext): Decision {
  if (session.clientId === null) return deny(403, policyMessages.chooseClient, "no_client");
  return reportsAccess(session.view.entitlements).medeAnalytics
    ? null
    : deny(403, policyMessages.noReport, "forbidden");
}

/**
 * Identity theft protection (assist-employees.md §6): the idTheft entitlement, and a client that is
 * not cancelled or whose conditions this administrator has accepted.
 */
export function mayUseIdentityTheft(session: SessionContext): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  if (!session.view.entitlements.idTheft) return deny(403, policyMessages.noIdTheft, "forbidden");
  return mayUseConditionsFirstArea(session);
}

/**
 * Managing the chosen client's plan administrators (only a super user may manage
 * others): a client is chosen, the login is not view-only and holds the Super User Role. Read per
 * request from the session, so a change of rights takes effect on the next request.
 */
export function mayManagePlanAdmins(session: SessionContext): Decision {
  if (session.clientId === null) return deny(403, policyMessages.chooseClient, "no_client");
  if (isViewOnly(session)) return deny(403, policyMessages.viewOnly, "view_only");
  if (!session.view.entitlements.superUserRole) return deny(403, policyMessages.superUserOnly, "forbidden");
  return null;
}

/** A plan administrator as the policy needs it: the clients they administer, and their role. */
export interface PlanAdminSubject {
  adminId: number;
  clientIds: readonly number[];
  role: string;
}

/**
 * Whether an administrator's identity (e-mail, names, password, reset link, disabled state and the
 * user-level entitlements, which hold in every client) is beyond one client's super user: they
 * administer more than one client, or their role is multi-client (mcu_admin) or internal staff
 * (session-and-admin.md §6). Such an account is shared, so no one client's super user may take it
 * over; the administrator manages it themselves (Profile password change, Forgot password to the
 * e-mail on record) and internal staff do the rest.
 */
export function isSharedPlanAdmin(admin: PlanAdminSubject): boolean {
  return admin.clientIds.length > 1 || isMultiClientAdmin(admin.role) || isInternalUser(admin.role);
}

/**
 * What a super user does to a plan administrator: `read` them (a shared one's identity is left
 * out of the answer), change their `groups` (this client's group entitlements), `remove` them from
 * the client, or change their identity: `edit` (details and user-level entitlements, enable,
 * unlock, password reset) and `disable`.
 */
export type PlanAdminAction = "read" | "groups" | "remove" | "edit" | "disable";

/**
 * One plan administrator: a super user manages those of the chosen client. Any other
 * answers 404 like one that does not exist, so the answer never reveals another client's logins.
 * A shared administrator (`isSharedPlanAdmin`) is managed by this client's super user only in this
 * client's part: their group entitlements here and their access to the client; their identity is
 * refused (403). Disabling or removing one's own account is refused: a super user would lock
 * themselves out.
 */
export function mayManagePlanAdmin(
  session: SessionContext,
  admin: PlanAdminSubject | null,
  action: PlanAdminAction = "edit",
): Decision {
  const manage = mayManagePlanAdmins(session);
  if (manage) return manage;
  if (!admin || session.clientId === null || !admin.clientIds.includes(session.clientId))
    return notFound(policyMessages.planAdminNotFound);
  if (action === "disable" && admin.adminId === session.adminId)
    return deny(403, policyMessages.ownAccount, "own_account");
  if (action === "remove" && admin.adminId === session.adminId)
    return deny(403, policyMessages.ownAccess, "own_account");
  if ((action === "edit" || action === "disable") && isSharedPlanAdmin(admin))
    return deny(403, policyMessages.identityElsewhere, "identity_elsewhere");
  return null;
}

/**
 * Claims (assist-employees.md §6): employees view or edit plus the View Claims user permission
 * (`canViewClaims`), else 'You do not have permissions to view this screen.'
 */
export function mayViewClaims(session: SessionContext): Decision {
  const e = session.view.entitlements;
  return canViewClaims({
    employeesView: e.employees.view,
    employeesEdit: e.employees.edit,
    viewClaims: e.claims,
  })
    ? null
    : deny(403, policyMessages.noClaims, "forbidden");
}

/** Plan documents of the chosen client (assist-employees.md §2.4): a client is chosen. */
export function mayReadPlanDocuments(session: SessionContext): Decision {
  return session.clientId === null ? deny(403, policyMessages.chooseClient, "no_client") : null;
}

/** Groups whose plan documents the session lists: those it holds View or Modify on (as its employees). */
export const documentGroupNumbers = readableGroupNumbers;

/**
 * A group whose plan documents the session reads (assist-employees.md §2.4): of the chosen client
 * and held View or Modify, with no employee entitlement (documents hold nothing personal); any
 * other answers like a group that does not exist.
 */
export function mayReadGroupDocuments(session: SessionContext, groupNumber: string): Decision {
  const read = mayReadPlanDocuments(session);
  if (read) return read;
  return isGroupViewable(entitlementOf(session, groupNumber)) ? null : notFound(policyMessages.groupNotFound);
}

/** A plan document as the policy needs it: whose client, which group, and whether it is a preventive list. */
export interface DocumentSubject {
  clientId: number;
  groupNumber: string;
  preventive: boolean;
}

/**
 * One plan document: of the chosen client and of a group this administrator holds, else 404 like
 * one that does not exist; a preventive medication list also needs employees view (§6).
 */
export function mayReadDocument(session: SessionContext, doc: DocumentSubject | null): Decision {
  const read = mayReadPlanDocuments(session);
  if (read) return read;
  if (!doc || doc.clientId !== session.clientId || !isGroupViewable(entitlementOf(session, doc.groupNumber)))
    return notFound(policyMessages.documentNotFound);
  if (doc.preventive && !session.view.entitlements.employees.view)
    return deny(403, policyMessages.noPreventiveMedications, "forbidden");
  return null;
}

/**
 * A feature the brand's record offers or not (enrollment.md §6 View SBC: brands 6008 and 6009),
 * handed in by the caller so the policy never names a brand.
 */
export function mayUseBrandFeature(offered: boolean, message: string): Decision {
  return offered ? null : deny(403, message, "not_offered");
}

/** The Spending Account value the session holds for a group of its client, if any. */
function spendingEntitlementOf(session: SessionContext, groupNumber: string): string | null {
  return session.view.groups.find((g) => g.groupNumber === groupNumber)?.spendingAccount ?? null;
}

/** The groups whose spending accounts the session may see (Spending Account View or Modify). */
export function spendingGroupNumbers(session: SessionContext): string[] {
  return session.view.groups.filter((g) => isGroupViewable(g.spendingAccount)).map((g) => g.groupNumber);
}

/**
 * One employee's spending accounts in one group (assist-employees.md §2.7, §6): the employee is
 * readable in the group, and the group's Spending Account entitlement is View or Modify.
 */
export function mayReadSpendingAccounts(
  session: SessionContext,
  employee: EmployeeSubject | null,
  groupNumber: string,
): Decision {
  const read = mayReadEmployeeGroup(session, employee, groupNumber);
  if (read) return read;
  return isGroupViewable(spendingEntitlementOf(session, groupNumber))
    ? null
    : deny(403, policyMessages.noSpending, "forbidden");
}

/**
 * Changing spending elections (assist-employees.md §5, §6): modify on the group's spending accounts,
 * the holder's system deposit indicator y and the client's spending account not blacked out
 * (@epr/domain canEditSpendingAccounts); never a view-only login. The write pipeline checks the
 * employee and its group besides.
 */
export function mayEditSpendingAccounts(
  session: SessionContext,
  groupNumber: string,
  systemDepositIndicator: string | null,
): Decision {
  if (isViewOnly(session)) return deny(403, policyMessages.viewOnly, "view_only");
  const editable = canEditSpendingAccounts({
    groupModifiable:
      Boolean(session.view.entitlements.employees.edit) &&
      isSpendingGroupModifiable(spendingEntitlementOf(session, groupNumber)),
    systemDepositIndicator,
    blackedOut: Boolean(session.view.entitlements.clientQualifiers.spendingAccountBlackedOut),
  });
  return editable ? null : deny(403, policyMessages.spendingNotEditable, "forbidden");
}

/** An eligibility import as the policy needs it: whose client. */
export interface EligibilityImportSubject {
  clientId: number;
}

/**
 * One eligibility import (its status, counts and rows): of the session's client, for who may read
 * its employees; another client's answers like one that does not exist. Its rows are then cut to
 * the groups the session may read (`readableGroupNumbers`).
 */
export function mayReadEligibilityImport(
  session: SessionContext,
  subject: EligibilityImportSubject | null,
): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  return subject && subject.clientId === session.clientId
    ? null
    : notFound(policyMessages.eligibilityImportNotFound);
}

/** Applying an import: as reading it, and changing employees (never a view-only login). */
export function mayApplyEligibilityImport(
  session: SessionContext,
  subject: EligibilityImportSubject | null,
): Decision {
  return mayReadEligibilityImport(session, subject) ?? mayModifyEmployees(session);
}

/**
 * A group a row of an import touches, as judged in its preview: modifiable, as a single change
 * asks (`mayModifyGroup`); for a view-only login, which previews but never applies, readable.
 */
export function mayTouchGroupInImport(session: SessionContext, groupNumber: string): Decision {
  return isViewOnly(session) ? mayReadGroup(session, groupNumber) : mayModifyGroup(session, { groupNumber });
}

/**
 * Premium bills (session-and-admin.md §6: EP ViewBills is Bills, from the `ebill` entitlement;
 * docs/features/billing.md): a client chosen, its employees readable (a bill names them) and Bills held.
 */
export function mayUseBills(session: SessionContext): Decision {
  const read = mayReadEmployees(session);
  if (read) return read;
  return session.view.entitlements.ebill ? null : deny(403, policyMessages.noBills, "forbidden");
}

/**
 * One bill: Bills held, and the bill of a group of the session's client it may read; any other
 * (another client's, a group without rights, none) answers 404 like one that does not exist.
 */
export function mayReadInvoice(
  session: SessionContext,
  invoice: { clientId: number; groupNumber: string } | null,
): Decision {
  const bills = mayUseBills(session);
  if (bills) return bills;
  if (!invoice || invoice.clientId !== session.clientId) return notFound(policyMessages.invoiceNotFound);
  return isGroupViewable(entitlementOf(session, invoice.groupNumber))
    ? null
    : notFound(policyMessages.invoiceNotFound);
}

/** A group's bills and payments: Bills held and the group readable (else 404). */
export function mayReadBillingGroup(session: SessionContext, groupNumber: string): Decision {
  return mayUseBills(session) ?? mayReadGroup(session, groupNumber);
}

/**
 * Recording a payment of a group: Bills held and the group readable (else 404), not a view-only
 * login, and a billing user type that may pay (the spec's 'ebill userTypes', @epr/domain
 * `billingUserTypeAllows`): `pay` or `manage` in the session's client, as the handler read it.
 */
export function mayPayBills(
  session: SessionContext,
  groupNumber: string,
  userType: BillingUserType | null,
): Decision {
  return mayReadBillingGroup(session, groupNumber) ?? mayActAsBillingUser(session, userType, "pay");
}

/**
 * What the session's billing user type allows (view, pay, manage: each holds the ones before):
 * Bills held, and for paying or managing accounts not a view-only login (a business write).
 */
export function mayActAsBillingUser(
  session: SessionContext,
  userType: BillingUserType | null,
  action: BillingAction,
): Decision {
  const bills = mayUseBills(session);
  if (bills) return bills;
  if (action !== "view" && isViewOnly(session)) return deny(403, policyMessages.viewOnly, "view_only");
  if (billingUserTypeAllows(userType, action)) return null;
  return deny(
    403,
    action === "pay" ? policyMessages.noPayBills : policyMessages.noManageAccounts,
    "forbidden",
  );
}

/** An ebill account as the policy needs it: whose client, and which groups it bills. */
export interface BillingAccountSubject {
  clientId: number;
  groupNumbers: readonly string[];
}

/**
 * One ebill account: Bills held, of the session's client, and every group it bills readable (View or
 * Modify); any other (another client's, one billing a group beyond this administrator's rights,
 * none) answers 404 like one that does not exist, so its groups are never revealed.
 */
export function mayReadBillingAccount(
  session: SessionContext,
  account: BillingAccountSubject | null,
): Decision {
  const bills = mayUseBills(session);
  if (bills) return bills;
  if (!account || account.clientId !== session.clientId)
    return notFound(policyMessages.billingAccountNotFound);
  return account.groupNumbers.every((g) => isGroupViewable(entitlementOf(session, g)))
    ? null
    : notFound(policyMessages.billingAccountNotFound);
}

/**
 * Creating an account (`stored` is "new") or changing one: the stored account readable
 * (`mayReadBillingAccount`, else 404), every group the request names readable (else 404 like a
 * group that does not exist), and the `manage` user type (403). A write is judged by the stored
 * record and what it changes to, both.
 */
export function mayManageBillingAccount(
  session: SessionContext,
  stored: BillingAccountSubject | null | "new",
  changedTo: readonly string[],
  userType: BillingUserType | null,
): Decision {
  const read = stored === "new" ? mayUseBills(session) : mayReadBillingAccount(session, stored);
  if (read) return read;
  for (const groupNumber of new Set(changedTo)) {
    const group = mayReadGroup(session, groupNumber);
    if (group) return group;
  }
  return mayActAsBillingUser(session, userType, "manage");
}
