import type { ClaimsPage } from "@epr/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/queryClient.js";
import { Component as ClaimsSummaryPage } from "./ClaimsSummaryPage.js";

/**
 * A refine box is checked when it is clicked, while the navigation its filter starts still runs
 * its loader (the session and conditions checks): before, the box stayed unchecked until the next
 * page had loaded, so a click seemed not to take (tests/e2e/claims.test.ts, once under load).
 */

const page: ClaimsPage = {
  claims: [],
  total: 0,
  next: null,
  startDate: "20251128",
  endDate: "20261128",
  counts: {
    status: [{ value: "P", label: "Paid", count: 3 }],
    planType: [],
    member: [{ value: "subscriber", label: "Mary Quill", count: 3 }],
  },
};

beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("ClaimsSummaryPage", () => {
  it("shows a filter checked at once and the list busy while its navigation runs", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(page)),
    );
    // The loader of every navigation after the first waits until the test lets it go.
    let release: () => void = () => undefined;
    let navigations = 0;
    const router = createMemoryRouter(
      [
        {
          path: "/",
          Component: ClaimsSummaryPage,
          loader: () =>
            navigations++ === 0
              ? null
              : new Promise<null>((resolve) => {
                  release = () => resolve(null);
                }),
        },
      ],
      { initialEntries: ["/?umi=M1&groupNumber=100100"] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const member = await screen.findByRole<HTMLInputElement>("checkbox", { name: "Mary Quill (3)" });
    await userEvent.click(member);

    expect(member.checked).toBe(true);
    const list = screen.getByRole("region", { name: "Claims" });
    expect(list.getAttribute("aria-busy")).toBe("true");
    expect(router.state.location.search).not.toContain("member=");

    await act(async () => release());
    await waitFor(() => expect(router.state.location.search).toContain("member=subscriber"));
    expect(member.checked).toBe(true);
    await waitFor(() => expect(list.getAttribute("aria-busy")).toBe("false"));
  });
});
