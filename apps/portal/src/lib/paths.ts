import type { ClientInfoTabId, EmployeeLinkActionId, PlanAdminStepId } from "@epr/domain";

/** The portal's addresses (enrollment.md §2 routes, prefix /employer), named once. */
/** A path as its route names it: every address also answers with a .html suffix (assist-employees.md §2.1). */
export const withoutHtmlSuffix = (pathname: string) => pathname.replace(/\.html$/, "");

export const paths = {
  login: "/login",
  clientSelection: "/client-selection",
  /** clients: the internal 'Clients - Log in as an Employer' screen (session-and-admin.md §2). */
  clients: "/clients",
  home: "/employer/home",
  /** The profile (session-and-admin.md §2 /profile) of a session acting for a client. */
  profile: "/employer/profile",
  /** The reduced profile of a multi-client administrator with no client chosen (§2 /profile). */
  reducedProfile: "/profile",
  /** The bare resources route: lands on the first resource page (session-and-admin.md §2 /resources). */
  resources: "/employer/resources",
  /** One resource page by its slug. */
  resource: (slug: string) => `/employer/resources/${encodeURIComponent(slug)}`,
  findEmployee: "/employer/manage-employees/find",
  /** The employee summary of one member. */
  review: (umi: string) => `/employer/manage-employees/find/review?umi=${encodeURIComponent(umi)}`,
  addEmployee: "/employer/manage-employees/add/subscriber",
  /** The Manage Employees landing with its sidebar (enrollment.md §2). */
  manageEmployees: "/employer/manage-employees",
  /** employee.enrollment: the enrollment landing dashboard (enrollment.md §2). */
  enrollment: "/employer/manage-employees/enrollment",
  enrollmentsInProcess: "/employer/manage-employees/enrollments-in-process",
  userraForm: "/employer/manage-employees/userra-form",
  userraGroupProcedures: "/employer/manage-employees/userra-group-procedures",
  tutorial: "/employer/manage-employees/tutorial",
  /** Bulk changes: eligibility from a census or an 834 file (docs/features/bulk-eligibility.md). */
  bulkChanges: "/employer/manage-employees/bulk-changes",
  /** One import's page on Bulk changes (its preview, progress or outcome). */
  bulkImport: (importId: string) =>
    `/employer/manage-employees/bulk-changes?import=${encodeURIComponent(importId)}`,
  /** Premium bills of the groups the administrator may see (docs/features/billing.md, Pages; the Bills access). */
  billing: "/employer/billing",
  /** One bill: totals, lines, adjustments, its PDF and .xlsx. */
  billingInvoice: (invoiceId: string) => `/employer/billing/invoices/${encodeURIComponent(invoiceId)}`,
  /** A group's payments and balance, where a payment is recorded. */
  billingAccount: (groupNumber: string) => `/employer/billing/groups/${encodeURIComponent(groupNumber)}`,
  /**
   * Reconcile: a bill against the client's own roster (docs/features/billing.md, Reconcile page); a
   * bill's link preselects its group and month.
   */
  /** Who receives each group's bill and which group pays (ebill accounts; manage to change them). */
  billingAccounts: "/employer/billing/accounts",
  billingReconcile: (bill?: { groupNumber: string; month: string }) =>
    bill ? `/employer/billing/reconcile?${query(bill)}` : "/employer/billing/reconcile",
  /** cancelledConditions: a cancelled client accepts its conditions here (session-and-admin.md §2). */
  cancelledConditions: "/employer/cancelled-conditions",
  /** Every add-flow step lives under this path (the leave guard lets the flow move within it). */
  addFlowBase: "/employer/manage-employees/add",
  /** Resuming an enrollment in progress: the flow opens at its first required step not approved. */
  resumeEnrollment: (enrollmentId: string) =>
    `/employer/manage-employees/add?enrollment=${encodeURIComponent(enrollmentId)}`,
  /**
   * The built-in provider directory opened from the Plan Coverage step for participant `index`
   * (enrollment.md §2 provider search): inside the add flow, so the flow's draft survives the trip.
   */
  addProviderDirectory: (
    index: number,
    enrollmentId: string | null,
    /** The medical group and its plan area: the directory narrows to its network (enrollment.md §7). */
    medical?: { groupNumber: string | null; planAreaCode: string | null },
  ) =>
    `/employer/manage-employees/add/provider-directory?PCPIndex=${index}${
      enrollmentId ? `&enrollment=${encodeURIComponent(enrollmentId)}` : ""
    }${medical?.groupNumber ? `&group=${encodeURIComponent(medical.groupNumber)}` : ""}${
      medical?.planAreaCode ? `&planArea=${encodeURIComponent(medical.planAreaCode)}` : ""
    }`,
  /** Cancel coverage of one employee (enrollment.md §2 employee.cancelCoverage): by umi, never by SSN. */
  cancelCoverage: (umi: string) =>
    `/employer/manage-employees/cancel-coverage?umi=${encodeURIComponent(umi)}`,
  /**
   * Reinstate (enrollment.md §2, §4): the add flow's subscriber step with the employee's umi and the
   * reinstate date (MM/dd/yyyy).
   */
  reinstate: (umi: string, reinstateDate: string) =>
    `/employer/manage-employees/add/subscriber?${new URLSearchParams({ umi, reinstateDate })}`,
  /** The reports landing (session-and-admin.md §2 /reports). */
  reports: "/employer/reports",
  /** The census or wellness taxation report page (§2 /cenOrWell-reports, parameter reportType). */
  censusOrWellness: (reportType: "census" | "wellness") =>
    `/employer/cenOrWell-reports?reportType=${reportType}`,
  /** Requested census or wellness reports (§2 /requested-reports, a child of reports). */
  requestedReports: (reportType: "census" | "wellness") =>
    `/employer/reports/requested-reports?reportType=${reportType}`,
  /** assistEmployees.idCards (assist-employees.md §2.1 /id-cards, param umi). */
  idCards: (umi: string) => `/employer/assist-employees/id-cards?umi=${encodeURIComponent(umi)}`,
  /** assistEmployees.requestIdCard (§2.1 /request-id-card): the order on a page of its own, for one employee. */
  requestIdCard: (umi: string) => `/employer/assist-employees/request-id-card?umi=${encodeURIComponent(umi)}`,
  /** assistEmployees.visionProvider (§2.1 /vision-provider). */
  visionProvider: "/employer/assist-employees/vision-provider",
  /** Verify & Agree (session-and-admin.md §2 /verify-and-agree), before a temporary password's change. */
  verifyAndAgree: "/verify-and-agree",
  /** employer-change-password (assist-employees.md §2.1 /pa-change-password). */
  changePassword: "/employer/pa-change-password",
  /** The temporary password's forced change, outside the employer layout (session-and-admin.md §4). */
  forcedPasswordChange: "/change-password",
  /** architecture (assist-employees.md §2.1 /architecture, §2.14): the feature viewer. */
  architecture: "/employer/architecture",
  /** assistEmployees: the landing with its four sections (assist-employees.md §2.1). */
  assistEmployees: "/employer/assist-employees",
  /** assistEmployees.benefitBooklets (§2.1, §2.4 bene-books). */
  benefitBooklets: "/employer/assist-employees/benefit-booklets",
  /** assistEmployees.summaryOfBenefits (§2.1, §2.5). */
  summaryOfBenefits: "/employer/assist-employees/summary-of-benefits",
  /** assistEmployees.groupContracts (§2.1, §2.4). */
  groupContracts: "/employer/assist-employees/group-contracts",
  /** assistEmployees.preventiveMedications (§2.1, §2.4). */
  preventiveMedications: "/employer/assist-employees/preventive-medications",
  /** 'Forgot password' (beyond the spec). */
  forgotPassword: "/forgot-password",
  /** clientInfo (assist-employees.md §2.1): its tabs are child routes; the bare path lands on general info. */
  clientInfo: "/employer/client-info",
  /** One client info tab (§2.1 children /general-info, /report-codes, /contacts, /id-theft). */
  clientInfoTab: (tab: ClientInfoTabId) => `/employer/client-info/${tab}`,
  /** groupList (§2.1). */
  groupList: "/employer/group-list",
  /** groupInfo's children (§2.1 /general-info with groupNumber, groupName, status; /contacts). */
  groupInfo: (
    child: "general-info" | "contacts",
    group: { groupNumber: string; groupName: string; status: string },
  ) =>
    `/employer/group-info/${child}?${new URLSearchParams({
      groupNumber: group.groupNumber,
      groupName: group.groupName,
      status: group.status,
    })}`,
  /** The chosen client's plan administrators, for a super user (linked from the profile). */
  planAdmins: "/employer/plan-admins",
  /** Every add/edit step of a plan administrator lives under this path (session-and-admin.md §2). */
  planAdminBase: "/employer/add-plan-admin",
  /**
   * One add/edit step (session-and-admin.md §2 add-plan-admin.demographics, .user-entitlements,
   * .group-entitlements, .dental-entitlements, .billing-entitlements) with the spec's parameters
   * loginId, isAnEdit, clientNumber and createFlow.
   */
  planAdminStep: (step: PlanAdminStepId, params: PlanAdminStepParams) =>
    `/employer/add-plan-admin/${planAdminStepSegments[step]}?${new URLSearchParams({
      ...(params.loginId ? { loginId: params.loginId } : {}),
      isAnEdit: String(params.isAnEdit),
      clientNumber: params.clientNumber,
      createFlow: String(params.createFlow),
    })}`,
  /** assistEmployees.changePcp (§2.1; groupNumber and umi): also the provider directory's return path. */
  changePcp: "/employer/assist-employees/change-pcp",
  /** The built-in provider directory opened from Change PCP (returns with PCPNumber, §2.1). */
  changePcpDirectory: "/employer/assist-employees/change-pcp/provider-directory",
} as const;

/** The parameters of a plan administrator step (session-and-admin.md §2). */
export interface PlanAdminStepParams {
  /** The administrator edited; absent while adding one. */
  loginId?: string;
  /** 'false' while adding: only Demographics shows. */
  isAnEdit: boolean;
  /** The chosen client. */
  clientNumber: string;
  /** The edit follows the administrator's creation. */
  createFlow: boolean;
}

/** The address segment of each step, as the spec names the states (add-plan-admin.<segment>). */
export const planAdminStepSegments: Record<PlanAdminStepId, string> = {
  demographics: "demographics",
  userEntitlements: "user-entitlements",
  groupEntitlements: "group-entitlements",
  dentalEntitlements: "dental-entitlements",
  billingEntitlements: "billing-entitlements",
};

/** The employee and group an employee action's page opens on. */
export interface EmployeeActionTarget {
  umi: string;
  /** The group the summary shows. */
  groupNumber: string;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * The pages the summary's link actions open (assist-employees.md §2.1 route table, prefix
 * /employer; enrollment.md §2 other states: claims and assistEmployees.idCards with umi): Change PCP
 * and spending accounts with groupNumber and umi, claims with groupNumber and umi, ID cards with umi;
 * View SBC opens the summary of benefits for the member's umi and group (assist-employees.md §2.5).
 */
export const employeeActionPaths: Record<EmployeeLinkActionId, (target: EmployeeActionTarget) => string> = {
  changePcp: ({ umi, groupNumber }) => `${paths.changePcp}?${query({ groupNumber, umi })}`,
  spendingAccount: ({ umi, groupNumber }) =>
    `/employer/assist-employees/spending-accounts?${query({ groupNumber, umi })}`,
  claims: ({ umi, groupNumber }) => `/employer/claims?${query({ groupNumber, umi })}`,
  idCards: ({ umi }) => `/employer/assist-employees/id-cards?${query({ umi })}`,
  viewSbc: ({ umi, groupNumber }) =>
    `/employer/assist-employees/summary-of-benefits?${query({ groupNumber, umi })}`,
};

/**
 * The link actions whose pages the portal has (the assist-employees issue builds them). The menu
 * offers only these, so it never leads to Not Found; add an action here with its route in
 * router.tsx (router.test.ts checks both ways).
 */
export const builtEmployeeActionPages: readonly EmployeeLinkActionId[] = [
  "changePcp",
  "claims",
  "viewSbc",
  "spendingAccount",
  "idCards",
];
