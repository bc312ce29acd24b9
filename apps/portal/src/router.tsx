import { createBrowserRouter, type RouteObject, redirect, redirectDocument } from "react-router";
import { requireConditionsAccepted, requireEmployerSession } from "./lib/guards.js";
import { paths } from "./lib/paths.js";
import { unknownAddressLoader } from "./lib/unknownAddress.js";
import { RouteError } from "./routes/RouteError.js";

/** A route at `path` and at `path.html` (assist-employees.md §2.1: every route accepts .html). */
const htmlToo = (path: string, lazy: NonNullable<RouteObject["lazy"]>): RouteObject[] => [
  { path, lazy },
  { path: `${path}.html`, lazy },
];

/**
 * The assist-employees pages (assist-employees.md §2.1): every route also answers with a .html
 * suffix; an unknown address below /assist-employees leads as any other (lib/unknownAddress.ts).
 */
const assistEmployeesPages: [path: string, page: NonNullable<RouteObject["lazy"]>][] = [
  ["", () => import("./routes/assist-employees/AssistEmployeesPage.js")],
  ["benefit-booklets", () => import("./routes/assist-employees/DocumentsPage.js")],
  ["group-contracts", () => import("./routes/assist-employees/DocumentsPage.js")],
  ["preventive-medications", () => import("./routes/assist-employees/DocumentsPage.js")],
  // Any listing by its calling page value (§2.4): ?callingPage=bene-books …; others alert.
  ["documents", () => import("./routes/assist-employees/DocumentsPage.js")],
  ["summary-of-benefits", () => import("./routes/assist-employees/SummaryOfBenefitsPage.js")],
  // assistEmployees.spendingAccounts (§2.7).
  ["spending-accounts", () => import("./routes/assist-employees/spending-accounts/SpendingAccountsPage.js")],
  // assistEmployees.changePcp (§2.1, §2.3); the provider directory returns to it with PCPNumber.
  ["change-pcp", () => import("./routes/assist-employees/ChangePcpPage.js")],
  ["change-pcp/provider-directory", () => import("./routes/assist-employees/ChangePcpDirectoryPage.js")],
  // assistEmployees.idCards, .requestIdCard and .visionProvider (§2.1, §2.6, §2.8).
  ["id-cards", () => import("./routes/assist-employees/IdCardsPage.js")],
  ["request-id-card", () => import("./routes/assist-employees/RequestIdCardPage.js")],
  ["vision-provider", () => import("./routes/assist-employees/VisionProviderPage.js")],
];
const assistEmployeesRoutes: RouteObject[] = [
  ...assistEmployeesPages.flatMap(([path, lazy]): RouteObject[] =>
    path === "" ? [{ index: true, lazy }] : htmlToo(path, lazy),
  ),
  { path: "*", loader: unknownAddressLoader },
];

/**
 * The portal's routes (enrollment.md §2, session-and-admin.md §2). Every page is its own lazy
 * chunk: the first paint loads only the shell and the page asked for.
 */
export const routes: RouteObject[] = [
  { path: "/", loader: () => redirect(paths.home) },
  {
    // The login page is an entry of its own (login.html, src/login.tsx): the router's /login (a
    // guard's redirect, sign-out, an ended session) loads it in full, with its ?next= and ?reason=.
    path: "/login",
    loader: ({ request }) => {
      const url = new URL(request.url);
      return redirectDocument(`${url.pathname}${url.search}`);
    },
    errorElement: <RouteError />,
  },
  {
    path: "/client-selection",
    lazy: () => import("./routes/client-selection/ClientSelectionPage.js"),
    errorElement: <RouteError />,
  },
  {
    // session-and-admin.md §2 /profile: the reduced page, before a multi-client administrator chooses a client.
    path: "/profile",
    lazy: () => import("./routes/profile/ReducedProfilePage.js"),
    errorElement: <RouteError />,
  },
  {
    // Internal staff log in as an employer (session-and-admin.md §2 clients).
    path: "/clients",
    lazy: () => import("./routes/client-selection/ClientsPage.js"),
    errorElement: <RouteError />,
  },
  {
    path: "/verify-and-agree",
    lazy: () => import("./routes/password/VerifyAndAgreePage.js"),
    errorElement: <RouteError />,
  },
  {
    path: "/change-password",
    lazy: () => import("./routes/password/ForcedPasswordChangePage.js"),
    errorElement: <RouteError />,
  },
  {
    path: "/forgot-password",
    lazy: () => import("./routes/password/ForgotPasswordPage.js"),
    errorElement: <RouteError />,
  },
  {
    // The forgot-password link (apps/server/src/account/password-resets.ts RESET_PAGE_PATH).
    path: "/reset-password",
    lazy: () => import("./routes/password/ResetPasswordPage.js"),
    errorElement: <RouteError />,
  },
  {
    path: "/employer",
    loader: ({ request }) => requireEmployerSession(request),
    lazy: () => import("./routes/layout/EmployerLayout.js"),
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect(paths.home) },
      { path: "home", lazy: () => import("./routes/home/HomePage.js") },
      { path: "manage-employees", lazy: () => import("./routes/manage-employees/ManageEmployeesPage.js") },
      {
        path: "manage-employees/enrollment",
        lazy: () => import("./routes/manage-employees/EnrollmentLandingPage.js"),
      },
      {
        path: "manage-employees/enrollments-in-process",
        lazy: () => import("./routes/manage-employees/EnrollmentsInProcessPage.js"),
      },
      {
        path: "manage-employees/find",
        lazy: () => import("./routes/manage-employees/find/FindEmployeePage.js"),
      },
      {
        // The edit flow (enrollment.md §4 Edit entry): one layout keeps an edit's draft while the
        // review page (edit=true) and the pages the edit's leave guard allows change below it.
        lazy: () => import("./routes/manage-employees/find/review/edit/EmployeeEditLayout.js"),
        children: [
          {
            path: "manage-employees/find/review",
            lazy: () => import("./routes/manage-employees/find/review/EmployeeReviewPage.js"),
          },
          {
            // employee.find.addCoverage (enrollment.md §2): the edit's plans, on the same draft.
            path: "manage-employees/find/add-coverage",
            lazy: () => import("./routes/manage-employees/find/review/edit/AddCoveragePage.js"),
          },
          {
            // The built-in provider directory opened from an edit, returning to the review (edit=true).
            path: "manage-employees/find/provider-directory",
            lazy: () => import("./routes/manage-employees/find/review/edit/EditProviderDirectoryPage.js"),
          },
        ],
      },
      {
        // The add flow (enrollment.md §2, §4): one layout holds the draft, each step is its own chunk.
        path: "manage-employees/add",
        // A cancelled client's conditions come before enrollment (session-and-admin.md §2).
        loader: requireConditionsAccepted,
        lazy: () => import("./routes/manage-employees/add/AddFlowLayout.js"),
        children: [
          { index: true, element: null },
          { path: "subscriber", lazy: () => import("./routes/manage-employees/add/SubscriberStep.js") },
          { path: "coverage", lazy: () => import("./routes/manage-employees/add/CoverageStep.js") },
          { path: "major-medical", lazy: () => import("./routes/manage-employees/add/MajorMedicalStep.js") },
          {
            path: "other-insurance",
            lazy: () => import("./routes/manage-employees/add/OtherInsuranceStep.js"),
          },
          { path: "medicare", lazy: () => import("./routes/manage-employees/add/MedicareStep.js") },
          { path: "mnloa", lazy: () => import("./routes/manage-employees/add/MnloaStep.js") },
          { path: "review-submit", lazy: () => import("./routes/manage-employees/add/ReviewStep.js") },
          {
            path: "provider-directory",
            lazy: () => import("./routes/manage-employees/add/ProviderDirectoryPage.js"),
          },
          { path: "*", element: null },
        ],
      },
      {
        path: "manage-employees/userra-form",
        lazy: () => import("./routes/manage-employees/UserraFormPage.js"),
      },
      {
        path: "manage-employees/userra-group-procedures",
        lazy: () => import("./routes/manage-employees/UserraGroupProceduresPage.js"),
      },
      { path: "manage-employees/tutorial", lazy: () => import("./routes/manage-employees/TutorialPage.js") },
      {
        path: "manage-employees/bulk-changes",
        lazy: () => import("./routes/manage-employees/bulk-changes/BulkChangesPage.js"),
      },
      {
        // enrollment.md §2 employee.cancelCoverage, param umi.
        path: "manage-employees/cancel-coverage",
        lazy: () => import("./routes/manage-employees/cancel-coverage/CancelCoveragePage.js"),
      },
      { path: "profile", lazy: () => import("./routes/profile/ProfilePage.js") },
      // A super user's plan administrators, linked from the profile.
      { path: "plan-admins", lazy: () => import("./routes/plan-admins/PlanAdminsPage.js") },
      {
        // add-plan-admin.* (session-and-admin.md §2): one layout with the sidebar, a chunk per step.
        path: "add-plan-admin",
        lazy: () => import("./routes/plan-admins/PlanAdminLayout.js"),
        children: [
          { index: true, element: null },
          { path: "demographics", lazy: () => import("./routes/plan-admins/DemographicsStep.js") },
          { path: "user-entitlements", lazy: () => import("./routes/plan-admins/UserEntitlementsStep.js") },
          { path: "group-entitlements", lazy: () => import("./routes/plan-admins/GroupEntitlementsStep.js") },
          { path: "dental-entitlements", lazy: () => import("./routes/plan-admins/DentalStep.js") },
          { path: "billing-entitlements", lazy: () => import("./routes/plan-admins/BillingStep.js") },
        ],
      },
      {
        // Premium bills (docs/features/billing.md, Pages): the layout shows the not-permitted state
        // without the Bills access; each page is its own lazy chunk.
        path: "billing",
        lazy: () => import("./routes/billing/BillingLayout.js"),
        children: [
          { index: true, lazy: () => import("./routes/billing/BillingInvoicesPage.js") },
          { path: "invoices/:invoiceId", lazy: () => import("./routes/billing/BillingInvoicePage.js") },
          { path: "groups/:groupNumber", lazy: () => import("./routes/billing/BillingAccountPage.js") },
          { path: "reconcile", lazy: () => import("./routes/billing/BillingReconcilePage.js") },
          { path: "accounts", lazy: () => import("./routes/billing/BillingAccountsPage.js") },
        ],
      },
      {
        // cancelledConditions (session-and-admin.md §2, §4).
        path: "cancelled-conditions",
        lazy: () => import("./routes/cancelled-conditions/CancelledConditionsPage.js"),
      },
      {
        // Reports and resources: a cancelled client's conditions come first (session-and-admin.md §2).
        loader: requireConditionsAccepted,
        children: [
          { path: "reports", lazy: () => import("./routes/reports/ReportsPage.js") },
          {
            path: "reports/requested-reports",
            lazy: () => import("./routes/reports/RequestedReportsPage.js"),
          },
          { path: "cenOrWell-reports", lazy: () => import("./routes/reports/CensusOrWellnessPage.js") },
          // session-and-admin.md §2 /resources: the bare route lands on the first link.
          { path: "resources", lazy: () => import("./routes/resources/ResourcesLanding.js") },
          { path: "resources/:slug", lazy: () => import("./routes/resources/ResourcePage.js") },
        ],
      },
      { path: "assist-employees", children: assistEmployeesRoutes },
      { path: "assist-employees.html", loader: () => redirect(paths.assistEmployees) },
      {
        // clientInfo (assist-employees.md §2.1, §2.10): tabs as child routes, each with .html too;
        // the identity theft tab is the identity theft page (§2.11).
        path: "client-info",
        lazy: () => import("./routes/client-info/ClientInfoLayout.js"),
        children: [
          { index: true, loader: () => redirect(paths.clientInfoTab("general-info")) },
          ...htmlToo("general-info", () => import("./routes/client-info/GeneralInfoPage.js")),
          ...htmlToo("report-codes", () => import("./routes/client-info/ReportCodesPage.js")),
          ...htmlToo("contacts", () => import("./routes/client-info/ContactsPage.js")),
          ...htmlToo("id-theft", () => import("./routes/client-info/IdentityTheftPage.js")),
        ],
      },
      { path: "client-info.html", loader: () => redirect(paths.clientInfoTab("general-info")) },
      // groupList and groupInfo (§2.1, §2.10).
      ...htmlToo("group-list", () => import("./routes/group-list/GroupListPage.js")),
      {
        path: "group-info",
        lazy: () => import("./routes/group-info/GroupInfoLayout.js"),
        children: [
          { index: true, loader: () => redirect(paths.groupList) },
          ...htmlToo("general-info", () => import("./routes/group-info/GroupGeneralInfoPage.js")),
          ...htmlToo("contacts", () => import("./routes/group-info/GroupContactsPage.js")),
        ],
      },
      // architecture (assist-employees.md §2.1 /architecture, §2.14).
      ...htmlToo("architecture", () => import("./routes/architecture/ArchitecturePage.js")),
      // claims and claims.summary (assist-employees.md §2.1, §2.9).
      { path: "claims", lazy: () => import("./routes/claims/ClaimsAgreementPage.js") },
      { path: "claims/summary", lazy: () => import("./routes/claims/ClaimsSummaryPage.js") },
      {
        path: "pa-change-password",
        lazy: () => import("./routes/password/EmployerChangePasswordPage.js"),
      },
      // §2.1: .html tried without its suffix, anything else unknown goes home.
      { path: "*", loader: unknownAddressLoader },
    ],
  },
  // The architecture page lives in the employer area (assist-employees.md §2.1 /architecture).
  { path: "/architecture", loader: () => redirect(paths.architecture) },
  { path: "*", loader: unknownAddressLoader },
];

/**
 * What the first page load shows while its route's code and loader come (every top-level route is
 * lazy or has a loader): an empty page, as before, but said on purpose, so the router does not warn
 * "No HydrateFallback element provided" on every full page load.
 */
function PageLoading() {
  return null;
}

/** The portal's router over `routes`. */
export const router = createBrowserRouter(
  routes.map((route) => ({ HydrateFallback: PageLoading, ...route })),
);
