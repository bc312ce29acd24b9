import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import {
  documentMessages,
  enrollmentMessages,
  planAdminActionMessages,
  reportMessages,
  spendingRequestMessages,
} from "@epr/contract";
import {
  assistMessages,
  canEditSpendingAccounts,
  canViewClaims,
  domainMessages,
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

/**
 * The one place that decides who may do what (issue 7 §3). Every route declares a policy name
 * (see `routePolicies`), the guards in http/ apply its route-level part, and handlers ask the
 * record-level questions below once they have loaded the record. Decisions are plain values so
 * they are tested without HTTP.
 */

/** An answer the session may not have: a status, a sentence for people and a code. */
export interface Denial {
  status: 403 | 404;
  message: string;
  code: string;
}
/** `null` means allowed. */
export type Decision = Denial | null;

export const policyMessages = {
  /** The same body as an employee that does not exist, so a 404 never tells the two apart. */
  employeeNotFound: "We could not find that employee.",
  groupNotFound: "We could not find that group.",
  clientNotFound: "We could not find that client.",
  chooseClient: "Please choose a client first.",
  noView: "You do not have permission to view employees.",
  noEdit: "You do not have permission to modify employees.",
  viewOnly: "Your user ID is view-only: it cannot make changes.",
  /** enrollment.md §6: the Cancel Coverage denial, also said when no group of the employee may be modified. */
  noModifiableGroup: domainMessages.accessDenied,
  /** An enrollment of another client answers like one that does not exist. */
  enrollmentNotFound: enrollmentMessages.notFound,
  /** enrollment.md §8: saying a group of the enrollment may not be changed by this administrator. */
  groupNotModifiable: domainMessages.notEligibleToEdit,
  reportNotFound: reportMessages.notFound,
  /** The full-SSN rule for reports (our wording): full SSNs only of groups the administrator may modify. */
  fullSsnReport:
    "Full SSNs can be shown only for groups you may modify. Keep SSNs masked, or choose only those groups.",
  /** session-and-admin.md §6: a report whose entitlement the administrator does not hold (our wording). */
  noReport: "You do not have access to this report.",
  /** session-and-admin.md §6: only internal staff log in as an employer from /clients. */
  internalOnly: "Only internal staff may search every client.",
  /** session-and-admin.md §2, §4: a cancelled client's conditions come first. */
  conditionsFirst: "Please accept the cancelled client's conditions first.",
  /** assist-employees.md §6: the identity theft tab needs the idTheft entitlement. */
  noIdTheft: assistMessages.noPermissionScreen,
  /** Issue 10: only a super user may manage other administrators. */
  superUserOnly: "Only a super user may manage plan administrators.",
  planAdminNotFound: planAdminActionMessages.notFound,
  ownAccount: planAdminActionMessages.ownAccount,
  /**
   * An administrator who works for several clients (or internal staff): one client's super user
   * manages only their group entitlements in this client and their access to it (our wording).
   */
  identityElsewhere: planAdminActionMessages.identityElsewhere,
  /** Removing oneself from the client would lock a super user out of it (our wording). */
  ownAccess: "You cannot remove yourself from this client.",
  /** assist-employees.md §6, §8: claims without employees view or edit plus View Claims. */
  noClaims: assistMessages.noPermissionScreen,
  claimNotFound: "We could not find that claim.",
  /** assist-employees.md §6: preventive medication lists need employees view. */
  noPreventiveMedications: assistMessages.noPermissionInfo,
  documentNotFound: documentMessages.documentNotFound,
  /** assist-employees.md §6: a group whose Spending Account entitlement is N/A (our wording). */
  noSpending: "You do not have access to this group's spending accounts.",
  /** §5, §6: no Modify on the group's spending accounts, a system deposit other than y, or a blackout (our wording). */
  spendingNotEditable: spendingRequestMessages.notEditable,
} as const;

const deny = (status: 403 | 404, message: string, code: string): Denial => ({ status, message, code });
const notFound = (message: string) => deny(404, message, "not_found");

/**
 * What a route may declare as `x-epr-policy`. `session`: whether a signed-in session is needed;
 * `modifies`: whether it changes business data (a view-only login is refused). What a route does is
 * derived from its method, not only declared: a POST, PUT, PATCH or DELETE is a write unless its
 * policy says why not, as `self` (the administrator's own session or account, never business data)
 * or `queryByPost` (a read whose input, an SSN or search terms, travels in a body to stay out of
 * URLs and logs). http/guard.ts refuses at start a write route whose policy says none of the three;
 * `entitlement`: what the route needs besides (`employees.edit` also needs `employees.view`);
 * `record`: the kind of record named by a path parameter, decided per record (404 when unknown);
 * `refusal`: the policy message said when the entitlement is missing, where the spec names one;
 * `identity`: the route changes a plan administrator's identity, refused on a shared one.
 */
export const routePolicies = {
  /** No session needed: health, config, the OpenAPI document, sign-in and sign-out. */
  public: { session: false, modifies: false, entitlement: null, record: null, self: true },
  /** Any signed-in session, acting on itself: who am I, my clients, choose a client. */
  session: { session: true, modifies: false, entitlement: null, record: null, self: true },
  /** The chosen client's employees as a list (search). */
  "employees.read": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: null,
    queryByPost: true,
  },
  /** One employee, read. */
  "employee.read": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: "employee",
    queryByPost: true,
  },
  /** One employee, changed (edit, cancel, reinstate, PCP: the write routes to come). */
  "employee.modify": { session: true, modifies: true, entitlement: "employees.edit", record: "employee" },
  /**
   * A new employee from the add flow's final save (enrollment.md §4, §7): employees.edit, not
   * view-only; then every group the record touches must be modifiable (`mayModifyGroup`).
   */
  "employees.enroll": { session: true, modifies: true, entitlement: "employees.edit", record: null },
  /** Content files (texts and pages, nothing personal): any signed-in session. */
  "content.read": { session: true, modifies: false, entitlement: null, record: null },
  /**
   * The chosen client's reference data for the add flow (coverages, products, providers, life
   * events, code lists) and the validations that read it: who may read its employees.
   */
  "client.reference": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: null,
    queryByPost: true,
  },
  /** One group of the chosen client, read (additional information, name, report codes). */
  "group.read": { session: true, modifies: false, entitlement: "employees.view", record: "group" },
  /** The chosen client's enrollments in process as a list (enrollment.md §2). */
  "enrollments.read": { session: true, modifies: false, entitlement: "employees.view", record: null },
  /** Starting an enrollment (the add flow's first save, enrollment.md §4). */
  "enrollments.create": { session: true, modifies: true, entitlement: "employees.edit", record: null },
  /** One enrollment in process, read (resume). */
  "enrollment.read": { session: true, modifies: false, entitlement: "employees.view", record: "enrollment" },
  /** One enrollment in process, saved or deleted. */
  "enrollment.modify": {
    session: true,
    modifies: true,
    entitlement: "employees.edit",
    record: "enrollment",
  },
  /**
   * One employee's full SSN (issue 9, the summary's full-SSN toggle): only for who may modify the
   * employee (`mayViewFullSsn`), so it takes a modifier's route-level rule (a view-only login is
   * refused) though it changes nothing but the audit trail.
   */
  "employee.ssn": { session: true, modifies: true, entitlement: "employees.edit", record: "employee" },
  /**
   * The administrator's own MFA (issue 10; session-and-admin.md §4 MFA toggle): any signed-in
   * session, acting on its own account only, view-only logins too (it is not business data). The
   * brand's flag decides whether it is offered (`mayUseMfa`).
   */
  "account.mfa": { session: true, modifies: false, entitlement: null, record: null, self: true },
  /**
   * The sign-in's passcode step (issue 10): only a session whose MFA factor is pending may call it
   * (`session: "factor"`), and such a session may call nothing else.
   */
  "session.factor": { session: "factor", modifies: false, entitlement: null, record: null, self: true },
  /**
   * Census and wellness reports of the chosen client (issue 10; session-and-admin.md §5, §6): the
   * picker's groups and the requested reports list. A report lists employees, so who may read
   * them; the request itself is `reports.request`.
   */
  "reports.read": { session: true, modifies: false, entitlement: "employees.view", record: null },
  /**
   * Requesting a census or wellness report (`mayRequestReport`): it writes a request, a job and a
   * file of the client's members, so it is a write for the view-only rule, though it changes no
   * employee (its entitlement is employees view, enough for masked SSNs; full SSNs take the
   * full-SSN rule, `mayViewFullSsnOfGroups`).
   */
  "reports.request": {
    session: true,
    modifies: true,
    entitlement: "employees.view",
    record: null,
  },
  /**
   * One requested report's file (`mayReadReport`): of the client, every group of it readable; a
   * file with full SSNs takes the full-SSN rule as well.
   */
  "report.read": { session: true, modifies: false, entitlement: "employees.view", record: "report" },
  /**
   * The administrator's own activity on the profile (issue 10): any signed-in session, its own
   * audit rows only, view-only logins and multi-client ones without a client too.
   */
  "account.activity": { session: true, modifies: false, entitlement: null, record: null },
  /**
   * The internal 'Clients - Log in as an Employer' search (session-and-admin.md §2 /clients, §6):
   * internal staff only (`internal`), before any client is chosen.
   */
  "clients.internal": { session: true, modifies: false, entitlement: null, record: null, internal: true },
  /**
   * Agreeing to a cancelled client's conditions (session-and-admin.md §4 Cancelled client): the
   * administrator's own acknowledgement, not business data, so view-only logins agree too.
   */
  "session.conditions": { session: true, modifies: false, entitlement: null, record: null, self: true },
  /**
   * The resource pages (session-and-admin.md §2 /resources, the /home tiles): any signed-in session.
   * Named apart from content.read so the cancelled-client conditions (§2) can gate these alone.
   */
  "resources.read": { session: true, modifies: false, entitlement: null, record: null },
  /**
   * The administrator's own password change (assist-employees.md §2.12, §4; session-and-admin.md
   * §4 Password step): any signed-in session, view-only logins too (it is not business data), and
   * the session of a temporary password (`session: "password"`), which may call nothing else.
   */
  "account.password": { session: "password", modifies: false, entitlement: null, record: null, self: true },
  /**
   * The reports landing's enrollment reports (session-and-admin.md §2 /reports, §6): they list the
   * client's members, so who may read its employees; the handler also asks for the enrollment
   * entitlement (`mayUseEnrollmentReports`).
   */
  "reports.enrollment": { session: true, modifies: false, entitlement: "employees.view", record: null },
  /**
   * The Mede Analytics sign-on (§6: the user-level Mede Analytics entitlement, `mayUseMedeAnalytics`):
   * a client chosen; no employee data, so no employees entitlement.
   */
  "reports.medeAnalytics": {
    session: true,
    modifies: false,
    entitlement: null,
    record: null,
    queryByPost: true,
  },
  /**
   * Identity theft protection (assist-employees.md §2.11, §6): the chosen client's groups and their
   * opt-in, for an administrator holding the idTheft entitlement (`mayUseIdentityTheft`).
   */
  "identityTheft.read": { session: true, modifies: false, entitlement: "employees.view", record: null },
  /**
   * Client information (assist-employees.md §2.10, §7 clientInformation): the chosen client's
   * general info, contacts, report codes and group list, for who may read its employees; the
   * groups listed are the readable ones (`readableGroupNumbers`).
   */
  "clientInfo.read": { session: true, modifies: false, entitlement: "employees.view", record: null },
  /** Opting groups in or out: a business write, each group modifiable (`mayModifyGroup`). */
  "identityTheft.modify": { session: true, modifies: true, entitlement: "employees.edit", record: null },
  /**
   * The chosen client's plan administrators, listed, added, edited and acted on (issue 10 "Plan
   * administrators", "Administrator accounts"; session-and-admin.md §2 add-plan-admin.*): a super
   * user only (`superUser`, `mayManagePlanAdmins`), never a view-only login; the administrator of a
   * path is one of the chosen client (`mayManagePlanAdmin`).
   */
  "planAdmins.manage": {
    session: true,
    modifies: true,
    entitlement: "superUserRole",
    record: null,
    superUser: true,
  },
  /**
   * One plan administrator of the chosen client (as planAdmins.manage, per administrator): reading
   * them and this client's part of them (group entitlements, access to the client), which a super
   * user manages for a shared administrator too (`mayManagePlanAdmin`).
   */
  "planAdmin.manage": {
    session: true,
    modifies: true,
    entitlement: "superUserRole",
    record: "planAdmin",
    superUser: true,
  },
  /**
   * One plan administrator's identity (details, e-mail, user-level rights, password reset, disable,
   * enable, unlock): refused for a shared administrator (`isSharedPlanAdmin`, 403), whose identity
   * holds in other clients too. The authorization matrix tries every such route on a shared one.
   */
  "planAdmin.identity": {
    session: true,
    modifies: true,
    entitlement: "superUserRole",
    record: "planAdmin",
    superUser: true,
    identity: true,
  },
  /**
   * One employee's claims in one group (assist-employees.md §2.9, §6): employees view on the group
   * (`mayReadEmployeeGroup`) and the View Claims permission (`mayViewClaims`); a cancelled client's
   * conditions come first (§2.2).
   */
  "claims.read": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: "employee",
    refusal: "noClaims",
  },
  /** One claim's detail (§7 claimDetailsSupplement): as claims.read, for the claim's employee and group. */
  "claim.read": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: "claim",
    refusal: "noClaims",
  },
  /**
   * Plan documents of the chosen client's groups (assist-employees.md §2.4, §2.5, §2.13): benefit
   * booklets, SBCs, group contracts, the home widget's counters and the contracts e-mailed to the
   * administrator. Plan documents hold nothing personal, so no employees entitlement; a client is
   * chosen (`mayReadPlanDocuments`) and a cancelled client's conditions come first (§2.2).
   */
  "documents.read": { session: true, modifies: false, entitlement: null, record: null },
  /**
   * E-mailing one group's contract links to the administrator's own address (assist-employees.md §7
   * emailGroupContracts): as reading the plan documents; it changes no business data and reaches no
   * one else, so a view-only login may too.
   */
  "documents.email": { session: true, modifies: false, entitlement: null, record: null, self: true },
  /** Preventive medication lists (§6): the employees view entitlement. */
  "documents.preventive": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: null,
    refusal: "noPreventiveMedications",
  },
  /** One plan document's PDF (`mayReadDocument`): of a group of the chosen client this administrator holds. */
  "document.read": { session: true, modifies: false, entitlement: null, record: "document" },
  /**
   * View SBC for one employee (assist-employees.md §2.5; enrollment.md §6: the brand's record
   * decides, no entitlement beyond reading the employee): the employee readable in the group.
   */
  "employee.sbc": { session: true, modifies: false, entitlement: "employees.view", record: "employee" },
  /**
   * One ID card's image (assist-employees.md §2.6, §7 getidcard): whoever may read the card's
   * employee in the card's group (`mayReadEmployeeGroup`).
   */
  "idCard.read": { session: true, modifies: false, entitlement: "employees.view", record: "idCard" },
  /**
   * Ordering an employee's ID cards (§2.6, §4, §7 orderIdCard): any administrator who may view the
   * employee (enrollment.md §6 lists ID Cards under employees.view), view-only logins too, since an
   * order changes nothing of the employee's record; each card ordered is in a readable group.
   */
  "idCards.order": { session: true, modifies: true, entitlement: "employees.view", record: "employee" },
  /**
   * The vision provider page and hospital quality address (§2.8, §7 visionProvider, hospitalQuality):
   * nothing personal, for who may read the chosen client's employees (the assist-employees area).
   */
  "assist.read": { session: true, modifies: false, entitlement: "employees.view", record: null },
  /**
   * What the operator reads (issue 12: the Prometheus metrics): no session, but the operator's
   * token or an address of the operator's network (`mayReadOperatorData`); anyone else is answered
   * as if the route did not exist.
   */
  operator: { session: false, modifies: false, entitlement: null, record: null, operator: true },
} as const;
export type PolicyName = keyof typeof routePolicies;
export const isPolicyName = (value: unknown): value is PolicyName =>
  typeof value === "string" && Object.hasOwn(routePolicies, value);

/** Whether the session's login is view-only (enrollment.md §6: a login ID containing VIEW). */
export const isViewOnly = (session: SessionContext) => isViewOnlyAdmin(session.view.admin.loginId);

/**
 * The policies a cancelled client's administrator may use only after accepting its conditions
 * (session-and-admin.md §2: enrollment, reports and resources).
 */
export const conditionsFirstPolicies: ReadonlySet<PolicyName> = new Set<PolicyName>([
  "enrollments.read",
  "enrollments.create",
  "enrollment.read",
  "enrollment.modify",
  "employees.enroll",
  "reports.read",
  "reports.request",
  "report.read",
  "resources.read",
  "reports.enrollment",
  "reports.medeAnalytics",
  "claims.read",
  "claim.read",
  // §2.2: the same cancelled-client redirect applies to the document pages.
  "documents.read",
  "documents.email",
  "documents.preventive",
  "document.read",
]);

/** Route-level part of a policy, before any record is loaded (the guards call it for every route). */
export function mayUseRoute(session: SessionContext | null, policy: PolicyName): Decision {
  const rule = routePolicies[policy];
  if (!rule.session || !session) return null; // the session guard has answered 401 already
  if ("internal" in rule && rule.internal) return mayUseInternalScreens(session);
  if ("superUser" in rule && rule.superUser) return mayManagePlanAdmins(session);
  if (conditionsFirstPolicies.has(policy)) {
    const conditions = mayUseConditionsFirstArea(session);
    if (conditions) return conditions;
  }
  if (rule.entitlement === null) return rule.modifies && isViewOnly(session) ? viewOnlyDenial : null;
  const read = mayReadEmployees(session);
  // A screen the spec gives its own refusal sentence (assist-employees.md §6: claims, preventive
  // medication lists) says it when the entitlement is missing, instead of the employees one.
  if (read?.code === "forbidden" && "refusal" in rule)
    return deny(403, policyMessages[rule.refusal], "forbidden");
  if (read) return read;
  // enrollment.md §6: a view-only login changes nothing, whatever else it holds; an order or a
  // report request is a write too, though it needs no more than employees.view.
  if (rule.modifies && isViewOnly(session)) return viewOnlyDenial;
  return rule.entitlement === "employees.edit" ? mayModifyEmployees(session) : null;
}

const viewOnlyDenial = deny(403, policyMessages.viewOnly, "view_only");

/**
 * Whether a route of this method and policy writes, for the view-only rule: every unsafe method
 * does, unless its policy acts on the administrator's own account (`self`) or reads through a body
 * (`queryByPost`). The guard refuses at start a write route whose policy does not say `modifies`.
 */
export function writesUnsaid(method: string, policy: PolicyName): boolean {
  const rule = routePolicies[policy];
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(method.toUpperCase())) return false;
  return !rule.modifies && !("self" in rule && rule.self) && !("queryByPost" in rule && rule.queryByPost);
}

/** Who asks for an operator route: the bearer token sent, if any, and the client's address. */
export interface OperatorRequest {
  bearer: string | undefined;
  address: string;
}

/** What lets an operator in: the configured token (EPR_METRICS_TOKEN) and allowed networks (EPR_METRICS_ALLOW). */
export interface OperatorAccess {
  token: string | undefined;
  allow: readonly string[];
}

/** The body of an unknown API path (app.ts), which a refused operator route answers word for word. */
export const NO_SUCH_ENDPOINT = "No such API endpoint.";

/**
 * An operator route (issue 12: metrics "readable only from the operator's network or with a
 * token"): the right token from anywhere, or any call from an allowed address. Anyone else gets a
 * 404 identical to an unknown path's rather than a 403, so a scan from outside learns nothing
 * (not even that metrics exist) and a mistyped token reads the same as a wrong address.
 */
export function mayReadOperatorData(request: OperatorRequest, access: OperatorAccess): Decision {
  if (access.token !== undefined && request.bearer !== undefined && sameSecret(request.bearer, access.token))
    return null;
  return inNetworks(request.address, access.allow) ? null : notFound(NO_SUCH_ENDPOINT);
}

/** Compared in constant time over digests, so neither the length nor a prefix leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) lies in one of the CIDRs or addresses listed. */
export function inNetworks(address: string, networks: readonly string[]): boolean {
  const family = isIP(address);
  if (!family) return false; // no socket (an in-process call) or an unreadable forwarded address
  const list = new BlockList();
  for (const entry of networks) {
    const [net = "", prefix] = entry.split("/");
    const type = isIP(net) === 6 ? "ipv6" : "ipv4";
    list.addSubnet(net, prefix === undefined ? (type === "ipv6" ? 128 : 32) : Number(prefix), type);
  }
  return list.check(address, family === 6 ? "ipv6" : "ipv4");
}

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
  return session.view.groups.find((g) => g.groupNumber === groupNumber)?.employeeData ?? null;
}

/**
 * Kept per groups list: a session read is parsed once and its groups frozen (auth/sessions.ts), so
 * every call of a kept session shares one list (issue 12, per-request cost).
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
 * (issue 7 §3). An employee of the client outside every group of this administrator is also 404:
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
 * A change of an existing employee (issue 9 "Server": edit, cancel, remove cancel date, reinstate):
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
  const readable = readableGroupNumbers(session);
  return groups.filter((g) => readable.includes(groupNumberOf(g)));
}

/**
 * Seeing an employee's full SSN (issue 9, the summary's full-SSN toggle): only an administrator
 * who may modify one of the employee's groups (`mayModifyEmployee`, enrollment.md §6). Any other
 * reader is refused with the same answers as a change, so the full number never reaches a
 * view-only administrator.
 */
export function mayViewFullSsn(session: SessionContext, employee: EmployeeSubject | null): Decision {
  return mayModifyEmployee(session, employee);
}

/** Why MFA is refused to a session (issue 10), for `mayUseMfa`. */
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
 * One requested census or wellness report (issue 10): of the session's client and listing only
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
 * Managing the chosen client's plan administrators (issue 10: only a super user may manage
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
 * One plan administrator (issue 10): a super user manages those of the chosen client. Any other
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
