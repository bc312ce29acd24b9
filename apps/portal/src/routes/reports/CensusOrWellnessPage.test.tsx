import { reportMessages } from "@epr/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { demoAdmin, employerSession } from "../../testing/sessions.js";
import { Component as CensusOrWellnessPage } from "./CensusOrWellnessPage.js";

/**
 * The census request page and who may request (the server's view-only rule and full-SSN rule):
 * a view-only login is not offered Request at all, and a refusal the server gives is shown as its
 * sentence.
 */

beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const FULL_SSN_REFUSED = "Full SSNs can be shown only for groups you may modify.";

/** A fake server: the picker's groups, and a request refused with the full-SSN rule's sentence. */
function serve() {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (url.startsWith("/api/reports/census/groups"))
        return Response.json({
          groups: [{ groupNumber: "100100", groupName: "Harbor Staff", employeeData: "View" }],
        });
      if (url.startsWith("/api/reports/census/requests") && init?.method === "POST")
        return Response.json({ message: FULL_SSN_REFUSED, code: "forbidden" }, { status: 403 });
      return Response.json({ message: "Not in this test.", code: "server_error" }, { status: 500 });
    }),
  );
  return calls;
}

function show(viewOnly: boolean) {
  const base = employerSession();
  const session = {
    ...base,
    admin: { ...demoAdmin, loginId: viewOnly ? "demo.VIEW" : demoAdmin.loginId, viewOnly },
    entitlements: { ...base.entitlements, reports: { CensusReports: true } },
  };
  queryClient.setQueryData(sessionQuery.queryKey, session as never);
  const router = createMemoryRouter([{ path: "*", Component: CensusOrWellnessPage }], {
    initialEntries: ["/employer/cenOrWell-reports?reportType=census"],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("CensusOrWellnessPage: who is offered Request", () => {
  it("a view-only login is told it cannot request, offered no form, and asks the server nothing", async () => {
    const calls = serve();
    show(true);
    expect((await screen.findByRole("status")).textContent).toBe(reportMessages.viewOnly);
    expect(screen.queryByRole("button", { name: "Request Report" })).toBeNull();
    expect(screen.getByRole("link", { name: "View requested reports" })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("another login gets the form, and a refusal shows the server's sentence", async () => {
    const calls = serve();
    show(false);
    await userEvent.click(await screen.findByRole("button", { name: "Request Report" }));
    expect((await screen.findByRole("alert")).textContent).toBe(FULL_SSN_REFUSED);
    expect(calls).toContain("POST /api/reports/census/requests");
  });
});
