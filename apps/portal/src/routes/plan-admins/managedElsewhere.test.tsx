import { type PlanAdminDetail, planAdminActionMessages } from "@epr/contract";
import { planAdminUserEntitlementKeys } from "@epr/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { employerSession } from "../../testing/sessions.js";
import * as Demographics from "./DemographicsStep.js";
import * as Layout from "./PlanAdminLayout.js";
import * as UserEntitlements from "./UserEntitlementsStep.js";

/**
 * The edit of an administrator who also works for other clients: the server refuses this client's
 * super user every change of their identity, so the page offers none (read-only, one line saying
 * why) and keeps what is this client's: the groups and Remove from Client.
 */

beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const detail = (identityManaged: boolean): PlanAdminDetail => ({
  loginId: "demo.mcu",
  firstName: "Morgan",
  lastName: "Castellanos",
  ...(identityManaged ? { email: "morgan@example.com" } : {}),
  superUser: false,
  disabled: false,
  temporaryPassword: false,
  identityManaged,
  company: "",
  userEntitlements: Object.fromEntries(
    planAdminUserEntitlementKeys.map((key) => [key, key.startsWith("employees")]),
  ) as PlanAdminDetail["userEntitlements"],
  groups: [],
  ucdDental: false,
  billing: false,
});

/** Nothing while the loader runs: the test waits for what the page says. */
const NoFallback = () => null;

/** A super user's session, and a server that answers the administrator as given. */
function show(step: "demographics" | "userEntitlements", answer: PlanAdminDetail) {
  const session = employerSession();
  queryClient.setQueryData(sessionQuery.queryKey, {
    ...session,
    entitlements: { ...session.entitlements, superUserRole: true },
  } as never);
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } }),
    ),
  );
  const url = paths.planAdminStep(step, {
    loginId: answer.loginId,
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
        children: [
          { path: "demographics", Component: Demographics.Component },
          { path: "user-entitlements", Component: UserEntitlements.Component },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("an administrator shared with other clients", () => {
  it("Demographics: read-only, saying why; the account offers only Remove from Client", async () => {
    show("demographics", detail(false));
    expect(await screen.findAllByText(planAdminActionMessages.identityElsewhere)).not.toHaveLength(0);
    const main = screen.getByRole("main");
    expect(within(main).queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(within(main).queryByRole("textbox")).toBeNull();
    expect(main.textContent).not.toContain("morgan@example.com");
    for (const name of ["Disable Account", "Unlock Account", "Send Password Reset"])
      expect(within(main).queryByRole("button", { name })).toBeNull();
    expect(within(main).getByRole("button", { name: "Remove from Client" })).toBeTruthy();
  });

  it("Overall Entitlements: read-only, saying why", async () => {
    show("userEntitlements", detail(false));
    expect(await screen.findByTestId("plan-admin-managed-elsewhere")).toBeTruthy();
    expect(within(screen.getByRole("main")).queryByRole("button", { name: /^Edit/ })).toBeNull();
  });

  it("an administrator of this client alone: Edit and the account actions as before", async () => {
    show("demographics", detail(true));
    expect(await screen.findByRole("button", { name: /^Edit/ })).toBeTruthy();
    expect(screen.queryByTestId("plan-admin-managed-elsewhere")).toBeNull();
    expect(screen.getByRole("button", { name: "Disable Account" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove from Client" })).toBeNull();
  });
});
