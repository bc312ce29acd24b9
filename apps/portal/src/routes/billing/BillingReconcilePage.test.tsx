import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { serveUpload } from "../../lib/fakeXhr.test-support.js";
import { routes } from "../../router.js";
import * as InvoicePage from "./BillingInvoicePage.js";
import * as InvoicesPage from "./BillingInvoicesPage.js";
import * as ReconcilePage from "./BillingReconcilePage.js";
import {
  aBill,
  billingSession,
  serveBilling,
  setUpBillingTests,
  showBilling,
} from "./billingPages.test-support.js";

// The route table only: a browser router would start loading the session at import.
vi.mock("react-router", async (actual) => ({
  ...(await actual<typeof import("react-router")>()),
  createBrowserRouter: () => ({}),
}));

/**
 * The Reconcile page (docs/features/billing.md, Reconcile page) against a fake server: the bill
 * chosen from the bills (preselected by a bill's link, kept in the address), the roster's bytes sent
 * with progress, the differences explained with links to the employees, a refusal's rows and
 * columns, the not-permitted state without Bills, and the links that lead here.
 */

setUpBillingTests();

const bills = [
  aBill(),
  aBill({ invoiceId: "43", groupNumber: "100107", groupName: "Harbor Hourly", month: "2026-03" }),
  aBill({ invoiceId: "40", month: "2026-02" }),
];

/** The answer for February's bill: a term before the month, a line billed during a term. */
const differencesAnswer = {
  groupNumber: "100100",
  groupName: "Harbor Logistics",
  month: "2026-02",
  invoiceId: "40",
  columns: [
    { field: "memberId", heading: "Member ID", column: "A" },
    { field: "lineOfBusiness", heading: "LOB", column: "B" },
    { field: "tier", heading: "Tier", column: "C" },
    { field: "amount", heading: "Deduction", column: "D" },
  ],
  rosterRows: 3,
  billedLines: 3,
  matched: 2,
  counts: { notOnRoster: 1, notBilled: 1, mismatch: 0, explained: 1 },
  differences: [
    {
      kind: "notOnRoster",
      umi: "M9",
      memberId: "M9",
      name: "Morgan Termed",
      lineOfBusiness: "PPO",
      billed: { tier: "employee", cents: 42_000 },
      roster: null,
      explanation: { reason: "duringMonth", change: "term", effectiveDate: "02/15/2026" },
    },
    {
      kind: "notBilled",
      umi: null,
      memberId: "E-77",
      name: "Jamie Unknown",
      lineOfBusiness: null,
      billed: null,
      roster: { tier: "employee", cents: 42_000, rows: [4] },
      explanation: null,
    },
  ],
};

/** The bills list by fetch; the roster's upload by XMLHttpRequest (half sent, all sent, then `answer`). */
function serve(answer: { status: number; body: unknown } = { status: 200, body: differencesAnswer }) {
  const calls = serveBilling(({ url }) =>
    url.split("?")[0] === "/api/billing/invoices"
      ? [200, { invoices: bills, next: "2026-02_100100_40", pageSize: 20 }]
      : undefined,
  );
  const sent = serveUpload(answer);
  return { calls, sent };
}

/** The bills list, a bill and Reconcile, with or without Bills; Modify on 100100, View on 100107. */
const show = (path: string, { bills = true }: { bills?: boolean } = {}) =>
  showBilling(
    path,
    [
      { index: true, ...InvoicesPage },
      { path: "invoices/:invoiceId", ...InvoicePage },
      { path: "reconcile", ...ReconcilePage },
    ],
    billingSession({ bills, viewGroups: ["100107"] }),
  );

async function chooseRoster(name = "payroll.csv") {
  const input = document.querySelector<HTMLInputElement>("[data-upload-input]");
  if (!input) throw new Error("no file input");
  const file = new File(["Member ID,LOB,Tier,Deduction\nM1,PPO,EE,420.00\n"], name, { type: "text/csv" });
  await userEvent.upload(input, file);
  return file;
}

const PAGE = "/employer/billing/reconcile";

describe("the Reconcile page", () => {
  it("a bill's group and month come from the address; the roster's bytes go to the route; each difference is shown explained or not, linking to the employee", async () => {
    const { sent } = serve();
    show(`${PAGE}?groupNumber=100100&month=2026-02`);
    expect(await screen.findByRole("heading", { level: 1, name: "Reconcile" })).toBeTruthy();
    const group = await screen.findByRole("combobox", { name: "Group" });
    expect((group as HTMLSelectElement).value).toBe("100100");
    const month = screen.getByRole("combobox", { name: "Month billed" }) as HTMLSelectElement;
    expect(month.value).toBe("2026-02");
    expect(
      within(month)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["March 2026", "February 2026"]);
    const file = await chooseRoster();
    const result = await screen.findByRole("heading", {
      level: 3,
      name: "February 2026 bill of Harbor Logistics (100100) against “payroll.csv”",
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: "/api/billing/reconcile?groupNumber=100100&month=2026-02",
      headers: { "content-type": "application/octet-stream" },
    });
    expect(sent[0]?.body).toBe(file);
    // The answer takes the focus, so the keyboard lands on it.
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(screen.getByText("2 differences, 1 explained by a change on file.")).toBeTruthy();
    const notOnRoster = screen.getByRole("table", { name: /^Billed, not on your roster/ });
    const morgan = within(notOnRoster).getByRole("row", { name: /Morgan Termed/ });
    expect(morgan.textContent).toContain("Terminated (02/15/2026) during the month");
    expect(morgan.textContent).toContain("$420.00");
    expect(
      within(morgan).getByRole("link", { name: "Employee summary of Morgan Termed" }).getAttribute("href"),
    ).toBe("/employer/manage-employees/find/review?umi=M9");
    const notBilled = screen.getByRole("table", { name: /^On your roster, not billed/ });
    const jamie = within(notBilled).getByRole("row", { name: /Jamie Unknown/ });
    expect(jamie.textContent).toContain("No change on file explains it");
    expect(within(jamie).queryByRole("link")).toBeNull();
    expect(screen.getByText("Deduction (column D)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the February 2026 bill" }).getAttribute("href")).toBe(
      "/employer/billing/invoices/40",
    );
  });

  it("without a bill in the address the newest is chosen; another group goes in the address with its newest month", async () => {
    serve();
    const router = show(PAGE);
    const group = (await screen.findByRole("combobox", { name: "Group" })) as HTMLSelectElement;
    expect(group.value).toBe("100100");
    expect((screen.getByRole("combobox", { name: "Month billed" }) as HTMLSelectElement).value).toBe(
      "2026-03",
    );
    await userEvent.selectOptions(group, "100107");
    await waitFor(() => expect(router.state.location.search).toBe("?groupNumber=100107&month=2026-03"));
    expect(group.value).toBe("100107");
  });

  it("a refused roster: the server's sentence, then each row and column at fault; nothing compared", async () => {
    serve({
      status: 422,
      body: {
        message: "The roster could not be read: fix the rows and columns listed and upload it again.",
        code: "eligibility_file_refused",
        details: {
          reason: "roster-shape",
          problems: [{ row: 3, column: "Tier", message: "The tier must be Employee, Employee + Spouse…" }],
        },
      },
    });
    show(`${PAGE}?groupNumber=100100&month=2026-03`);
    await screen.findByRole("combobox", { name: "Group" });
    await chooseRoster("bad.csv");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("“bad.csv” was not compared.");
    expect(alert.textContent).toContain("The roster could not be read");
    const problems = screen.getByRole("table", { name: "What is wrong in the roster, by row and column" });
    expect(within(problems).getByRole("row", { name: /^3 Tier/ }).textContent).toContain("The tier must be");
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("without the Bills access the page shows the not-permitted state and asks the server nothing", async () => {
    const { calls, sent } = serve();
    show(PAGE, { bills: false });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You do not have permissions to view this screen.",
    );
    expect(calls).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe("the ways to Reconcile", () => {
  it("the bills list links to Reconcile", async () => {
    serve();
    show("/employer/billing");
    const link = await screen.findByRole("link", { name: "Reconcile with your roster" });
    expect(link.getAttribute("href")).toBe(PAGE);
  });

  it("a bill links to Reconcile with its group and month", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          invoice: { ...aBill(), premiumCents: 125_000, adjustmentCents: 0, totals: [], lineCount: 0 },
          lines: [],
          next: null,
          pageSize: 200,
          adjustments: [],
          toSettle: [],
        }),
      ),
    );
    show("/employer/billing/invoices/41");
    const link = await screen.findByRole("link", { name: "Reconcile with your roster" });
    expect(link.getAttribute("href")).toBe(`${PAGE}?groupNumber=100100&month=2026-03`);
  });

  it("/employer/billing/reconcile is a lazy page of router.tsx under the billing layout", () => {
    const matched = matchRoutes(routes, PAGE) ?? [];
    expect(matched.at(-1)?.route.lazy).toBeTypeOf("function");
    expect(matched.at(-1)?.route.path).toBe("reconcile");
    expect(matched.some((m) => m.route.path === "billing")).toBe(true);
  });
});
