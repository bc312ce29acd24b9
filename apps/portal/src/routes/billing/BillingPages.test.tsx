import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../../router.js";
import { navItemsFor } from "../layout/EmployerLayout.js";
import * as AccountPage from "./BillingAccountPage.js";
import * as InvoicePage from "./BillingInvoicePage.js";
import * as InvoicesPage from "./BillingInvoicesPage.js";
import {
  aBill,
  billingSession,
  type BillingCall as Call,
  serveBilling as serve,
  setUpBillingTests,
  showBilling,
} from "./billingPages.test-support.js";

// The route table only: a browser router would start loading the session at import.
vi.mock("react-router", async (actual) => ({
  ...(await actual<typeof import("react-router")>()),
  createBrowserRouter: () => ({}),
}));

/**
 * The billing pages (docs/features/billing.md, Pages) against a fake server: the bills list and its
 * keyset "more", one bill with its search in the address, a group's account and a payment recorded
 * (and refused as a duplicate), the not-permitted state without Bills, the Bills link.
 */

setUpBillingTests();

const aLine = (over: Record<string, unknown> = {}) => ({
  lineId: "900",
  umi: "M1",
  subscriberName: "Avery Example",
  lineOfBusiness: "PPO",
  productId: "100100-PPO",
  tier: "employee",
  members: [{ name: "Avery Example" }],
  cents: 42_000,
  ...over,
});

const invoiceAnswer = (lines = [aLine()]) => ({
  invoice: {
    ...aBill(),
    premiumCents: 167_000,
    adjustmentCents: -42_000,
    totals: [{ lineOfBusiness: "PPO", cents: 125_000 }],
    lineCount: 3,
  },
  lines,
  next: null,
  pageSize: 200,
  adjustments: [
    {
      ...aLine({ lineId: "950", umi: "M9", subscriberName: "Morgan Termed", tier: null, cents: -42_000 }),
      change: "term",
      fromTier: "employee",
      months: ["2026-02"],
    },
  ],
  toSettle: [],
});

const account = (over: Record<string, unknown> = {}) => ({
  groupNumber: "100100",
  groupName: "Harbor Logistics",
  balanceCents: 125_000,
  unappliedCents: 0,
  pastDueCents: 0,
  nextDueDate: "03/01/2026",
  openInvoices: [aBill()],
  payments: [],
  mayPay: true,
  ...over,
});

/** The bills list, a bill and a group's account, with or without Bills, view-only or not. */
const show = (path: string, options: { bills?: boolean; viewOnly?: boolean } = {}) =>
  showBilling(
    path,
    [
      { index: true, ...InvoicesPage },
      { path: "invoices/:invoiceId", ...InvoicePage },
      { path: "groups/:groupNumber", ...AccountPage },
    ],
    billingSession(options),
  );

const billingCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith("/api/billing"));

describe("billing pages", () => {
  it("lists the bills with their state in words, each opening its bill and its group's account; more reads the next page", async () => {
    const calls = serve(({ url }) =>
      url === "/api/billing/invoices"
        ? [
            200,
            {
              invoices: [aBill(), aBill({ invoiceId: "40", month: "2026-02", state: "pastDue" })],
              next: "2026-02_100100_40",
              pageSize: 20,
            },
          ]
        : url === "/api/billing/invoices?after=2026-02_100100_40"
          ? [
              200,
              {
                invoices: [
                  aBill({
                    invoiceId: "39",
                    month: "2026-01",
                    state: "paid",
                    paidCents: 125_000,
                    balanceCents: 0,
                  }),
                ],
                next: null,
                pageSize: 20,
              },
            ]
          : undefined,
    );
    const router = show("/employer/billing");
    expect(await screen.findByRole("heading", { level: 1, name: "Bills" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Bills of your groups, newest month first" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByText("Past due")).toBeTruthy();
    expect(
      within(table)
        .getByRole("link", { name: "March 2026 bill of Harbor Logistics (100100)" })
        .getAttribute("href"),
    ).toBe("/employer/billing/invoices/41");
    expect(
      within(table)
        .getAllByRole("link", { name: "Payments and balance of Harbor Logistics (100100)" })[0]
        ?.getAttribute("href"),
    ).toBe("/employer/billing/groups/100100");
    await userEvent.click(screen.getByRole("button", { name: "Show more bills" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    expect(within(table).getByText("January 2026")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more bills" })).toBeNull();
    expect(billingCalls(calls).map((c) => c.url)).toEqual([
      "/api/billing/invoices",
      "/api/billing/invoices?after=2026-02_100100_40",
    ]);
    await userEvent.click(
      within(table).getByRole("link", { name: "March 2026 bill of Harbor Logistics (100100)" }),
    );
    expect(router.state.location.pathname).toBe("/employer/billing/invoices/41");
  });

  it.each(["/employer/billing", "/employer/billing/invoices/41", "/employer/billing/groups/100100"])(
    "without the Bills access %s shows the not-permitted state and asks the server nothing",
    async (path) => {
      const calls = serve(() => [200, {}]);
      show(path, { bills: false });
      expect((await screen.findByRole("alert")).textContent).toBe(
        "You do not have permissions to view this screen.",
      );
      expect(screen.getByRole("heading", { level: 1, name: "Bills" })).toBeTruthy();
      expect(billingCalls(calls)).toEqual([]);
    },
  );

  it("a bill: its lines link to the employee, adjustments apart, PDF and .xlsx; a search goes in the address and to the server", async () => {
    const calls = serve(({ url }) =>
      url.startsWith("/api/billing/invoices/41")
        ? [
            200,
            invoiceAnswer(
              url.includes("search=")
                ? [aLine({ lineId: "901", umi: "M2", subscriberName: "Blake Sample" })]
                : undefined,
            ),
          ]
        : undefined,
    );
    const router = show("/employer/billing/invoices/41");
    const card = await screen.findByRole("region", { name: "March 2026 bill of Harbor Logistics (100100)" });
    expect(within(card).getByRole("link", { name: "Bill (PDF)" }).getAttribute("href")).toBe(
      "/api/billing/invoices/41/pdf",
    );
    expect(within(card).getByRole("link", { name: "Detail (Excel .xlsx)" }).getAttribute("href")).toBe(
      "/api/billing/invoices/41/xlsx",
    );
    expect(
      within(card).getByRole("link", { name: "Employee summary of Avery Example" }).getAttribute("href"),
    ).toBe("/employer/manage-employees/find/review?umi=M1");
    const adjustments = within(card).getByRole("table", { name: /^Adjustments/ });
    expect(within(adjustments).getByRole("row", { name: /Morgan Termed/ }).textContent).toContain(
      "Terminated",
    );
    expect(within(adjustments).getByRole("row", { name: /Morgan Termed/ }).textContent).toContain("-$420.00");
    expect(
      within(card).getByRole("link", { name: "Payments and balance of this group" }).getAttribute("href"),
    ).toBe("/employer/billing/groups/100100");

    await userEvent.type(within(card).getByRole("textbox", { name: /Name or member ID/ }), "Blake");
    await userEvent.selectOptions(within(card).getByRole("combobox", { name: "Line of business" }), "PPO");
    await userEvent.click(within(card).getByRole("button", { name: "Search" }));
    await screen.findByRole("link", { name: "Employee summary of Blake Sample" });
    expect(router.state.location.search).toBe("?search=Blake&lineOfBusiness=PPO");
    expect(billingCalls(calls).map((c) => c.url)).toEqual([
      "/api/billing/invoices/41",
      "/api/billing/invoices/41?search=Blake&lineOfBusiness=PPO",
    ]);

    // Back to the whole bill: the fields follow the address.
    await router.navigate(-1);
    await screen.findByRole("link", { name: "Employee summary of Avery Example" });
    // The page shows the whole bill from its cache at once; the fields empty as the address is read.
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: /Name or member ID/ }) as HTMLInputElement).value).toBe(""),
    );
  });

  it("with no bill yet, the list says bills are made on the billing day, and names no command", async () => {
    serve(({ url }) =>
      url === "/api/billing/invoices" ? [200, { invoices: [], next: null, pageSize: 20 }] : undefined,
    );
    show("/employer/billing");
    const empty = await waitFor(() => {
      const found = document.querySelector("[data-billing-empty]");
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(empty.textContent).toMatch(
      /no bills yet.*made once a month, on the billing day, for the month after/,
    );
    expect(empty.textContent).not.toMatch(/npm/);
  });

  it("a bill the server does not find says its sentence", async () => {
    serve(({ url }) =>
      url === "/api/billing/invoices/77"
        ? [404, { message: "We could not find that bill.", code: "not_found" }]
        : undefined,
    );
    show("/employer/billing/invoices/77");
    expect((await screen.findByRole("alert")).textContent).toContain("We could not find that bill.");
  });

  it("a group's account records a payment with an Idempotency-Key and shows it; a duplicate reference is said at the field", async () => {
    const paid = account({
      balanceCents: 25_000,
      payments: [
        {
          paymentId: "7",
          reference: "CHK-1",
          paidOn: "03/02/2026",
          amountCents: 100_000,
          unappliedCents: 0,
          allocations: [{ invoiceId: "41", month: "2026-03", cents: 100_000 }],
        },
      ],
    });
    let posts = 0;
    const calls = serve(({ url, method }) => {
      if (url === "/api/billing/groups/100100/account") return [200, posts > 0 ? paid : account()];
      if (url === "/api/billing/groups/100100/payments" && method === "POST")
        return posts++ === 0
          ? [201, { payment: paid.payments[0], account: paid }]
          : [
              409,
              {
                message: "A payment with this reference is already recorded for this group.",
                code: "duplicate_payment",
              },
            ];
      return undefined;
    });
    show("/employer/billing/groups/100100");
    await screen.findByRole("region", { name: "Harbor Logistics (100100)" });
    // The form is a new one after each payment recorded: found afresh each time.
    const fill = async () => {
      const form = screen.getByRole("region", { name: "Record a payment" });
      await userEvent.type(within(form).getByRole("textbox", { name: /Payment reference/ }), "CHK-1");
      await userEvent.type(within(form).getByRole("textbox", { name: /Date paid/ }), "03/02/2026");
      await userEvent.type(within(form).getByRole("textbox", { name: /Amount paid/ }), "1,000.00");
      await userEvent.click(within(form).getByRole("button", { name: "Record payment" }));
    };
    await fill();
    expect((await screen.findByText("Payment CHK-1 of $1,000.00 is recorded.")).textContent).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ reference: "CHK-1", paidOn: "03/02/2026", amountCents: 100_000 });
    expect(post?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const payments = await screen.findByRole("table", {
      name: "Payments, newest first, with the bills each paid",
    });
    expect(within(payments).getByRole("row", { name: /CHK-1/ }).textContent).toContain(
      "March 2026: $1,000.00",
    );

    // The same reference again: the server refuses it, said at the reference.
    const again = screen.getByRole("region", { name: "Record a payment" });
    expect(
      (within(again).getByRole("textbox", { name: /Payment reference/ }) as HTMLInputElement).value,
    ).toBe("");
    await fill();
    const reference = within(screen.getByRole("region", { name: "Record a payment" })).getByRole("textbox", {
      name: /Payment reference/,
    });
    await waitFor(() => expect(reference.getAttribute("aria-invalid")).toBe("true"));
    const errorId = reference
      .getAttribute("aria-describedby")
      ?.split(" ")
      .find((id) => id.endsWith("-error"));
    expect(document.getElementById(errorId ?? "")?.textContent).toContain("already recorded for this group");
  });

  it("an administrator the server says may not pay sees the account but no payment form", async () => {
    serve(({ url }) =>
      url === "/api/billing/groups/100100/account" ? [200, account({ mayPay: false })] : undefined,
    );
    show("/employer/billing/groups/100100");
    await screen.findByRole("region", { name: "Harbor Logistics (100100)" });
    expect(screen.queryByRole("region", { name: "Record a payment" })).toBeNull();
  });
});

describe("billing in the portal's frame", () => {
  it.each([
    [true, true],
    [false, false],
  ])("the Bills link shows with the Bills access (%s)", (bills, shown) => {
    const items = navItemsFor(billingSession({ bills }));
    expect(items.some((item) => item.to === "/employer/billing" && item.label === "Bills")).toBe(shown);
  });

  it.each(["/employer/billing", "/employer/billing/invoices/41", "/employer/billing/groups/100100"])(
    "%s is a lazy page of router.tsx under the billing layout",
    (pathname) => {
      const matched = matchRoutes(routes, pathname) ?? [];
      const page = matched.at(-1)?.route;
      expect(page?.lazy).toBeTypeOf("function");
      expect(page?.path).not.toBe("*");
      expect(matched.some((m) => m.route.path === "billing")).toBe(true);
    },
  );
});
