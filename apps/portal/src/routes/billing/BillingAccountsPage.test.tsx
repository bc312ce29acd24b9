import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../../router.js";
import * as AccountsPage from "./BillingAccountsPage.js";
import {
  billingSession,
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
 * The billing accounts page (docs/features/billing.md, ebill accounts) against a fake server: the
 * list for every Bills holder, adding and changing with the manage user type (If-Match), the
 * server's "billed to another account" said at the groups, and nothing to change without manage.
 */

setUpBillingTests();

const stored = {
  accountId: "7",
  groups: [{ groupNumber: "100100", groupName: "Harbor Logistics" }],
  payingGroupNumber: "100100",
  recipientName: "Avery Ledger",
  recipientEmail: "avery@example.com",
  delivery: "email",
  version: 2,
};
const answer = (userType: "view" | "pay" | "manage", accounts = [stored]) => ({
  accounts,
  userType,
  groups: [
    { groupNumber: "100100", groupName: "Harbor Logistics", accountId: "7" },
    { groupNumber: "100101", groupName: "Harbor Retail", accountId: null },
  ],
});

/** The accounts page, Bills held, Modify on 100100 and View on 100101. */
const show = () =>
  showBilling(
    "/employer/billing/accounts",
    [{ path: "accounts", ...AccountsPage }],
    billingSession({ viewGroups: ["100101"] }),
  );

describe("the billing accounts page", () => {
  it("lists the accounts; the view user type changes nothing", async () => {
    serve(({ url }) => (url === "/api/billing/accounts" ? [200, answer("view")] : undefined));
    show();
    const table = await screen.findByRole("table");
    expect(table.textContent).toContain("Avery Ledger");
    expect(screen.queryByRole("button", { name: /Change|Add account/ })).toBeNull();
  });

  it("with manage, adds an account for a free group and changes one with its version", async () => {
    let accounts = [stored];
    const calls = serve(({ method, url, body }) => {
      if (url === "/api/billing/accounts" && method === "GET") return [200, answer("manage", accounts)];
      if (url === "/api/billing/accounts" && method === "POST") {
        const made = {
          ...stored,
          accountId: "8",
          groups: [{ groupNumber: "100101", groupName: "Harbor Retail" }],
          payingGroupNumber: "100101",
          recipientName: (body as { recipientName: string }).recipientName,
          version: 1,
        };
        accounts = [...accounts, made];
        return [201, made];
      }
      if (url === "/api/billing/accounts/7" && method === "PUT") return [200, { ...stored, version: 3 }];
      return undefined;
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add account" }));
    await user.click(screen.getByRole("checkbox", { name: "100101 Harbor Retail" }));
    await user.selectOptions(screen.getByRole("combobox", { name: /Paying group/ }), "100101");
    await user.type(screen.getByRole("textbox", { name: /Recipient's name/ }), "Robin Payer");
    await user.type(screen.getByRole("textbox", { name: /Recipient's e-mail/ }), "robin@example.com");
    await user.click(screen.getByRole("radio", { name: /e-mail/i }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(screen.getByRole("table")).getByText(/Robin Payer/)).toBeTruthy());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      groupNumbers: ["100101"],
      payingGroupNumber: "100101",
      recipientName: "Robin Payer",
      recipientEmail: "robin@example.com",
      delivery: "email",
    });

    await user.click(screen.getByRole("button", { name: "Change 100100" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.headers["if-match"]).toMatch(/2/);
  });

  it("says a group billed to another account at the groups", async () => {
    serve(({ method, url }) => {
      if (url === "/api/billing/accounts" && method === "GET") return [200, answer("manage")];
      if (url === "/api/billing/accounts/7" && method === "PUT")
        return [
          409,
          {
            message: "A group you chose is billed to another account already: remove it there first.",
            code: "group_in_account",
          },
        ];
      return undefined;
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Change 100100" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getAllByText(/billed to another account already/).length).toBeGreaterThan(0),
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("is a lazy page of router.tsx under the billing layout", () => {
    const matched = matchRoutes(routes, "/employer/billing/accounts") ?? [];
    expect(matched.at(-1)?.route.path).toBe("accounts");
    expect(matched.at(-2)?.route.path).toBe("billing");
  });
});
