import type { PlanAdminDetail } from "@epr/contract";
import { planAdminUserEntitlementKeys } from "@epr/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { employerSession } from "../../testing/sessions.js";
import * as Billing from "./BillingStep.js";
import * as Layout from "./PlanAdminLayout.js";

/**
 * The Billing step (session-and-admin.md §2 add-plan-admin.billing-entitlements): Bills and the
 * billing user type, saved through the plan administrator's update (Bills, only when it changed)
 * and the user type's own call (docs/features/billing.md, user types).
 */

beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const detail = (identityManaged: boolean): PlanAdminDetail => ({
  loginId: "pat.payer",
  firstName: "Pat",
  lastName: "Payer",
  ...(identityManaged ? { email: "pat@example.com" } : {}),
  superUser: false,
  disabled: false,
  temporaryPassword: false,
  identityManaged,
  company: "",
  userEntitlements: {
    ...(Object.fromEntries(
      planAdminUserEntitlementKeys.map((key) => [key, key.startsWith("employees")]),
    ) as PlanAdminDetail["userEntitlements"]),
    ebill: true,
  },
  groups: [],
  ucdDental: false,
  billing: true,
});

const NoFallback = () => null;
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

/** A super user's session, a server answering the administrator and their user type; the calls made. */
function show(admin: PlanAdminDetail) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const session = employerSession();
  queryClient.setQueryData(sessionQuery.queryKey, {
    ...session,
    entitlements: { ...session.entitlements, superUserRole: true },
  } as never);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url.startsWith("/api/billing/user-types/"))
        return answer({ loginId: admin.loginId, bills: true, userType: body?.userType ?? "view" });
      if (method === "PUT")
        return answer({
          ...admin,
          userEntitlements: { ...admin.userEntitlements, ...body.userEntitlements },
        });
      return answer(admin);
    }),
  );
  const url = paths.planAdminStep("billingEntitlements", {
    loginId: admin.loginId,
    isAnEdit: true,
    clientNumber: "100001",
    createFlow: false,
  });
  const router = createMemoryRouter(
    [
      {
        path: paths.planAdminBase,
        Component: Layout.Component,
        loader: Layout.loader,
        HydrateFallback: NoFallback,
        children: [{ path: "billing-entitlements", Component: Billing.Component }],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
}

const writes = (calls: ReturnType<typeof show>) =>
  calls.filter((c) => c.method !== "GET").map((c) => [c.method, c.url, c.body]);

describe("the Billing step", () => {
  it("shows Bills and the user type; a new user type is saved by its own call alone", async () => {
    const calls = show(detail(true));
    const main = await screen.findByRole("main");
    expect(await within(main).findByText("View bills")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(main).getByRole("button", { name: /^Edit/ }));
    await user.click(screen.getByRole("radio", { name: "View and pay bills" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The billing entitlement and user type were saved.")).toBeTruthy();
    expect(writes(calls)).toEqual([["PUT", "/api/billing/user-types/pat.payer", { userType: "pay" }]]);
    expect(await screen.findByText("View and pay bills")).toBeTruthy();
  });

  it("taking Bills away saves it through the administrator's update, with the user type kept", async () => {
    const calls = show(detail(true));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Edit/ }));
    await user.click(screen.getByRole("checkbox", { name: /Bills/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    const [update, userType] = writes(calls);
    expect(update?.slice(0, 2)).toEqual(["PUT", "/api/plan-admins/pat.payer"]);
    expect(update?.[2]).toMatchObject({ userEntitlements: { ebill: false } });
    expect(userType).toEqual(["PUT", "/api/billing/user-types/pat.payer", { userType: "view" }]);
  });

  it("a shared administrator: Bills is not offered (their identity), the user type is this client's", async () => {
    const calls = show(detail(false));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Edit/ }));
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByText(/managed in their other clients/)).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "View and pay bills, manage billing accounts" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([["PUT", "/api/billing/user-types/pat.payer", { userType: "manage" }]]),
    );
  });
});
