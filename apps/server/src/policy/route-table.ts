import type { SessionContext } from "../auth/sessions.js";
import { type Decision, deny, policyMessages } from "./decision.js";
import {
  isViewOnly,
  mayManagePlanAdmins,
  mayModifyEmployees,
  mayReadEmployees,
  mayUseBills,
  mayUseConditionsFirstArea,
  mayUseInternalScreens,
} from "./records.js";

/**
 * The route table: the policy every route declares (`x-epr-policy`) and its route-level part,
 * which the guards in http/ apply before any record is loaded.
 */

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
 * `identity`: the route changes a plan administrator's identity, refused on a shared one;
 * `bills`: the route is billing's, for an administrator holding the Bills access (`mayUseBills`).
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
   * One employee's full SSN (the summary's full-SSN toggle): only for who may modify the
   * employee (`mayViewFullSsn`), so it takes a modifier's route-level rule (a view-only login is
   * refused) though it changes nothing but the audit trail.
   */
  "employee.ssn": { session: true, modifies: true, entitlement: "employees.edit", record: "employee" },
  /**
   * The administrator's own MFA (session-and-admin.md §4 MFA toggle): any signed-in
   * session, acting on its own account only, view-only logins too (it is not business data). The
   * brand's flag decides whether it is offered (`mayUseMfa`).
   */
  "account.mfa": { session: true, modifies: false, entitlement: null, record: null, self: true },
  /**
   * The sign-in's passcode step: only a session whose MFA factor is pending may call it
   * (`session: "factor"`), and such a session may call nothing else.
   */
  "session.factor": { session: "factor", modifies: false, entitlement: null, record: null, self: true },
  /**
   * Census and wellness reports of the chosen client (session-and-admin.md §5, §6): the
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
   * The administrator's own activity on the profile: any signed-in session, its own
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
   * The chosen client's plan administrators, listed, added, edited and acted on ("Plan
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
   * Eligibility in bulk: the chosen client's past imports (who, when, the file, counts). They list
   * employees' changes, so who may read its employees; rows are cut to the readable groups.
   */
  "eligibility.read": { session: true, modifies: false, entitlement: "employees.view", record: null },
  /**
   * Starting an import: its rows are judged (a preview) by a job and nothing of any employee
   * changes, so a view-only login may preview too (docs/features/bulk-eligibility.md: view-only logins preview but never apply);
   * its input, a file of members, travels in the body.
   */
  "eligibility.preview": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: null,
    queryByPost: true,
  },
  /**
   * A group's 834 for a carrier or vendor: every member's SSN in full, so the full-SSN rule
   * (`mayViewFullSsnOfGroups`, as a census report without masks): a modifier's route-level rule (a
   * view-only login is refused) and Modify on the group it names, though it changes nothing but the
   * audit trail.
   */
  "eligibility.export": { session: true, modifies: true, entitlement: "employees.edit", record: null },
  /** One import of the chosen client, read (status, progress, counts, rows): its starter's client. */
  "eligibilityImport.read": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: "eligibilityImport",
  },
  /**
   * Applying an import: a business write of every row (employees.edit, never a view-only login);
   * each row's groups are then decided as a single change's are (`mayModifyGroup`).
   */
  "eligibilityImport.apply": {
    session: true,
    modifies: true,
    entitlement: "employees.edit",
    record: "eligibilityImport",
  },
  /**
   * Premium bills (the Bills access: session-and-admin.md §6 EP ViewBills, the `ebill`
   * entitlement; docs/features/billing.md): the bills of the groups the session may read, for an
   * administrator holding Bills (`bills`, `mayUseBills`) who may read the client's employees (a bill
   * lists them by name).
   */
  "billing.read": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: null,
    bills: true,
  },
  /** One bill and its lines: of a group the session may read (`mayReadInvoice`), else 404. */
  "billing.invoice": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: "invoice",
    bills: true,
  },
  /** A group's payments and balance: a group the session may read (`mayReadGroup`). */
  "billing.account": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: "group",
    bills: true,
  },
  /**
   * Recording a payment of a group: the group readable and the billing user type that may pay
   * (session-and-admin.md §7 'ebill userTypes': pay or manage, `mayPayBills`), never a view-only login.
   */
  "billing.pay": {
    session: true,
    modifies: true,
    entitlement: "employees.view",
    record: "group",
    bills: true,
  },
  /** A bill's PDF or .xlsx: a read of the bill, decided as `billing.invoice` (`mayReadInvoice`). */
  "billing.invoiceFile": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: "invoice",
    bills: true,
  },
  /**
   * Reconcile: a group's bill against the client's roster. A read (nothing of the roster is
   * stored) whose input, a file of members, travels in the body (`queryByPost`); the group in its
   * query must be readable (`readsGroup` reference, `mayReadBillingGroup`), else 404.
   */
  "billing.reconcile": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: null,
    bills: true,
    queryByPost: true,
  },
  /**
   * The ebill accounts (session-and-admin.md §7 'ebill accounts'): those of the groups the session
   * may read, for an administrator holding Bills, with the session's user type.
   */
  "billing.accounts": {
    session: true,
    modifies: false,
    entitlement: "employees.view",
    record: null,
    bills: true,
  },
  /**
   * A new ebill account: the `manage` user type and every group it names readable
   * (`mayManageBillingAccount`); never a view-only login.
   */
  "billing.accounts.create": {
    session: true,
    modifies: true,
    entitlement: "employees.view",
    record: null,
    bills: true,
  },
  /**
   * One ebill account, changed: the stored account readable (else 404), every group of the change
   * readable, and the `manage` user type.
   */
  "billingAccount.modify": {
    session: true,
    modifies: true,
    entitlement: "employees.view",
    record: "billingAccount",
    bills: true,
  },
  /**
   * A plan administrator's billing user type in the chosen client (the Billing step of
   * add-plan-admin.*, session-and-admin.md §2): who may edit their entitlements, a super user of
   * the client (`mayManagePlanAdmin`). It is this client's part of them, so a shared administrator's
   * is set too, in this client only.
   */
  "billing.userType": {
    session: true,
    modifies: true,
    entitlement: "superUserRole",
    record: "planAdmin",
    superUser: true,
  },
  /**
   * What the operator reads (the Prometheus metrics): no session, but the operator's
   * token or an address of the operator's network (`mayReadOperatorData`); anyone else is answered
   * as if the route did not exist.
   */
  operator: { session: false, modifies: false, entitlement: null, record: null, operator: true },
} as const;
export type PolicyName = keyof typeof routePolicies;
export const isPolicyName = (value: unknown): value is PolicyName =>
  typeof value === "string" && Object.hasOwn(routePolicies, value);

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

const viewOnlyDenial = deny(403, policyMessages.viewOnly, "view_only");

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
  if (!read && "bills" in rule && rule.bills) {
    const bills = mayUseBills(session);
    if (bills) return bills;
  }
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
