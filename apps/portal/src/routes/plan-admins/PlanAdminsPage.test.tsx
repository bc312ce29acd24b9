import { sessionSchema } from "@epr/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { employerSession } from "../../testing/sessions.js";
import { Component as PlanAdminsPage } from "./PlanAdminsPage.js";

/**
 * The list's keyset pages (session-and-admin.md §2 /plan-admins, 100 a page): while the next page
 * loads, the list still shows the page before, and a second Next then was counted as one more page
 * (Page 3 showing page 2, and a Previous that stayed put). The second Next is now the same move
 * (useKeysetPages); the button stays enabled, so a keyboard user's focus stays on it while the page
 * loads (a disabled button drops it).
 */

beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const admin = (loginId: string) => ({
  loginId,
  firstName: "Ada",
  lastName: loginId,
  superUser: false,
  disabled: false,
  temporaryPassword: false,
  identityManaged: true,
});

describe("the Plan Administrators list's pages", () => {
  it("a second Next while the next page loads is the same move: page 2, and one Previous goes back", async () => {
    let secondPage: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/plan-admins") return json({ admins: [admin("first.page")], next: "c1" });
        if (url === "/api/plan-admins?after=c1") return new Promise<Response>((r) => (secondPage = r));
        throw new Error(`Not in this test: ${url}`);
      }),
    );
    const base = employerSession();
    queryClient.setQueryData(
      sessionQuery.queryKey,
      sessionSchema.parse({
        ...base,
        employer: { ...base.employer, brandCode: base.brandCode, aso: false },
        idleExpiresAt: "2030-01-01T00:30:00.000Z",
        expiresAt: "2030-01-01T12:00:00.000Z",
      }),
    );
    const router = createMemoryRouter([{ path: "*", element: <PlanAdminsPage /> }], {
      initialEntries: ["/employer/plan-admins"],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole("link", { name: "first.page" });
    const next = screen.getByRole("button", { name: "Next page" });
    const previous = screen.getByRole("button", { name: "Previous page" });

    fireEvent.click(next);
    await waitFor(() => expect(screen.getByText("Page 2")).toBeTruthy());
    next.focus();
    fireEvent.click(next);
    expect((next as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(next);
    secondPage(json({ admins: [admin("second.page")] }));
    await screen.findByRole("link", { name: "second.page" });
    expect(screen.getByText("Page 2")).toBeTruthy();

    fireEvent.click(previous);
    await screen.findByRole("link", { name: "first.page" });
    expect(screen.getByText("Page 1")).toBeTruthy();
  });
});
