import { type Session, sessionSchema } from "@epr/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { afterEach, beforeAll, vi } from "vitest";
import { portalQueryDefaults, queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { demoAdmin, employerSession } from "../../testing/sessions.js";
import { Component as BillingLayout } from "./BillingLayout.js";

/**
 * What the billing pages' tests share (docs/features/billing.md, Pages): their set-up, a fake server
 * answering fetch, the demo session with or without Bills, and the billing layout mounted at an
 * address with the pages a test needs. Each test file still replaces `createBrowserRouter` itself
 * (a `vi.mock` stands in the file it mocks for).
 */

/**
 * Called once at the top of a test file: Testing Library waits 5 s, a test 20 s; no retries, the
 * app's other query defaults kept (a page does not read again what its loader just read), whatever
 * another file of this worker left them as; each test unmounts, forgets its queries and its fakes.
 */
export function setUpBillingTests() {
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(() =>
    queryClient.setDefaultOptions({ queries: { ...portalQueryDefaults.queries, retry: false } }),
  );
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.unstubAllGlobals();
  });
}

/** A bill as the list answers it: group 100100's March bill, open and unpaid, unless told. */
export const aBill = (over: Record<string, unknown> = {}) => ({
  invoiceId: "41",
  groupNumber: "100100",
  groupName: "Harbor Logistics",
  month: "2026-03",
  dueDate: "03/01/2026",
  totalCents: 125_000,
  paidCents: 0,
  balanceCents: 125_000,
  state: "open",
  ...over,
});

/** A request the fake server was sent: its path and search, its headers (lower-cased) and JSON body. */
export interface BillingCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fake server behind `fetch`, answering each request by `answer` ([status, body]); a request it
 * does not answer is a 500. Returns every request, in order.
 */
export function serveBilling(answer: (call: BillingCall) => [number, unknown] | undefined): BillingCall[] {
  const calls: BillingCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://portal.test");
      const call = {
        method: init?.method ?? "GET",
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const [status, body] = answer(call) ?? [500, { message: "Not in this test.", code: "server_error" }];
      return Response.json(body, { status });
    }),
  );
  return calls;
}

/**
 * The demo session, parsed as the portal reads it (every entitlement present, as the server's answer
 * gives them): with the Bills access or not, view-only or not, Modify on group 100100 and View on
 * each of `viewGroups`.
 */
export function billingSession({
  bills = true,
  viewOnly = false,
  viewGroups = [],
}: {
  bills?: boolean;
  viewOnly?: boolean;
  viewGroups?: readonly string[];
} = {}): Session {
  const base = employerSession();
  return sessionSchema.parse({
    ...base,
    employer: { ...base.employer, brandCode: base.brandCode, aso: false },
    admin: { ...demoAdmin, loginId: viewOnly ? "demo.VIEW" : demoAdmin.loginId, viewOnly },
    entitlements: { ...base.entitlements, ebill: bills },
    groups: [
      { groupNumber: "100100", employeeData: "Modify", spendingAccount: "N/A" },
      ...viewGroups.map((groupNumber) => ({ groupNumber, employeeData: "View", spendingAccount: "N/A" })),
    ],
  });
}

/** Any address but billing's. */
function Elsewhere() {
  return <p>Elsewhere</p>;
}

/**
 * Signs `session` in and mounts the billing layout with `pages` (its child routes) at `path`, any
 * other address showing "Elsewhere". Returns the router, to read where a page went.
 */
export function showBilling(path: string, pages: RouteObject[], session: Session = billingSession()) {
  queryClient.setQueryData(sessionQuery.queryKey, session);
  const router = createMemoryRouter(
    [
      { path: "/employer/billing", Component: BillingLayout, children: pages },
      { path: "*", Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
