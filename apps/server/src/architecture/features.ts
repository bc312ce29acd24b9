import type { ArchitectureFeature } from "@epr/contract";

/**
 * The portal's features as the architecture page lists them (assist-employees.md §2.1
 * architecture, §2.14): each with the services, packages and features it depends on and its
 * steps. Kept beside the code it describes; the page's search reads it through the server.
 */
export const architectureFeatures: readonly ArchitectureFeature[] = [
  {
    id: "session",
    name: "Sign-in and session",
    description: "Signs an administrator in, with MFA when enrolled, and keeps the session in a cookie.",
    path: "/login",
    dependencies: [
      "POST /api/session",
      "sessions table",
      "e-mail adapter (passcodes)",
      "@epr/forms login schema",
    ],
    steps: [
      "Enter login ID and password",
      "Give the e-mailed passcode when MFA is on",
      "Choose a client (multi-client)",
    ],
  },
  {
    id: "find-employee",
    name: "Find an employee",
    description: "Searches the chosen client's employees by last name, group number or member ID.",
    path: "/employer/manage-employees/find",
    dependencies: [
      "session",
      "POST /api/employees/search",
      "employees table (keyset index)",
      "@epr/forms search schema",
    ],
    steps: [
      "Enter a last name, group number or member ID",
      "Search",
      "View next for more",
      "Open the summary",
    ],
  },
  {
    id: "employee-summary",
    name: "Employee summary",
    description: "Shows an employee's record, coverage and history, with the actions menu.",
    path: "/employer/manage-employees/find/review",
    dependencies: [
      "find-employee",
      "GET /api/employees/{umi}",
      "history services",
      "@epr/domain actions menu rules",
    ],
    steps: ["Open from the search results", "Expand or collapse sections", "Choose an action from the menu"],
  },
  {
    id: "add-employee",
    name: "Add an employee",
    description: "The multi-step add flow: subscriber, coverage, other insurance, Medicare, MNLOA, review.",
    path: "/employer/manage-employees/add/subscriber",
    dependencies: [
      "session",
      "enrollments services",
      "coverages",
      "providers",
      "report codes",
      "POST /api/employees",
    ],
    steps: [
      "Subscriber and dependents",
      "Coverage per group",
      "Other insurance and Medicare",
      "Review and finish",
    ],
  },
  {
    id: "edit-employee",
    name: "Edit, cancel and reinstate",
    description: "Changes an existing employee through the write pipeline with If-Match and Idempotency-Key.",
    path: "/employer/manage-employees/find/review",
    dependencies: ["employee-summary", "PUT /api/employees/{umi}", "history tables", "policy module"],
    steps: ["Edit Employee Record", "Change the cards", "Save: the outcome per group"],
  },
  {
    id: "id-cards",
    name: "ID cards",
    description: "Views members' ID cards drawn by the server and orders new ones.",
    path: "/employer/assist-employees/id-cards",
    dependencies: [
      "employee-summary",
      "GET /api/employees/{umi}/id-cards",
      "GET /api/id-cards/{cardId}/card.svg",
      "POST /api/employees/{umi}/id-card-orders",
      "id_card_orders table",
      "brand registry (colours, customer service number)",
    ],
    steps: [
      "Open ID Cards from the actions menu",
      "Pick a member, flip, zoom or go to a card",
      "Print (after 3.75 seconds)",
      "Select members and order: one order per group and line of business",
    ],
  },
  {
    id: "vision-provider",
    name: "Vision provider",
    description: "Embeds the vision partner's directory when its answer says IFRAME.",
    path: "/employer/assist-employees/vision-provider",
    dependencies: ["session", "GET /api/vision-provider", "vision adapter", "GET /api/hospital-quality"],
    steps: ["Open the page", "Search the embedded directory", "Compare hospital quality"],
  },
  {
    id: "claims",
    name: "Claims",
    description: "An employee's claims with the refine panel, detail and Excel download.",
    path: "/employer/claims",
    dependencies: ["employee-summary", "GET /api/employees/{umi}/claims", "claims table", "exceljs"],
    steps: [
      "Agree to view claims",
      "Refine by dates, status, plan type and member",
      "Open a claim",
      "Download to Excel",
    ],
  },
  {
    id: "identity-theft",
    name: "Identity theft protection",
    description: "Opts the client's groups in or out of identity theft protection.",
    path: "/employer/client-info/id-theft",
    dependencies: [
      "session",
      "GET /api/identity-theft/groups",
      "POST /api/identity-theft",
      "brand copy (three variants)",
    ],
    steps: ["Toggle groups", "Submit: only changed groups are saved"],
  },
  {
    id: "reports",
    name: "Census and wellness reports",
    description: "Requests reports as durable jobs and downloads them when ready.",
    path: "/employer/reports",
    dependencies: ["session", "report jobs", "pdfkit", "exceljs"],
    steps: ["Choose groups (12 a page)", "Request", "Download from requested reports"],
  },
  {
    id: "plan-administrators",
    name: "Plan administrators",
    description: "A super user manages the client's administrators and their entitlements.",
    path: "/employer/profile",
    dependencies: ["session", "plan administrator services", "policy module"],
    steps: ["List administrators", "Add or edit", "Set group entitlements"],
  },
];

/** The features whose name, description, dependencies or steps contain `search` (any case). */
export function searchFeatures(search: string | undefined): ArchitectureFeature[] {
  const needle = (search ?? "").trim().toLowerCase();
  if (!needle) return [...architectureFeatures];
  return architectureFeatures.filter((f) =>
    [f.name, f.description, ...f.dependencies, ...f.steps].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
