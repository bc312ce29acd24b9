import type { PortalConfig } from "@epr/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { configQuery } from "../../lib/signIn.js";
import { employerSession } from "../../testing/sessions.js";
import * as HomePage from "./HomePage.js";

/**
 * The home page's recent-documents widget follows the ALERTS flag (enrollment.md §1;
 * assist-employees.md §2.13): asked for and shown while GET /api/config says ALERTS is on, neither
 * while it is off, and nothing asked or shown before the configuration has answered.
 */

beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const config = (ALERTS: boolean): PortalConfig => ({
  pinnedBrand: null,
  flags: { SEP: true, ALERTS },
  session: { idleSeconds: 1800, warningSeconds: 120 },
});
const COUNTS = {
  bookletAlertCounter: 3,
  bookletRiderCounter: 5,
  contractAlertCounter: 2,
  contractRiderCounter: 7,
};
const RESOURCES = { links: [{ slug: "training-faqs", title: "Training/FAQs", description: "Guides." }] };

const session = employerSession();

/**
 * A fake server: resources and alerts answer at once (alerts whatever the flag, so a call made
 * while it is off would show); the configuration answers when `answerConfig` is called, or never
 * asked when it is already known; with `holdResources`, the resources answer when
 * `answerResources` is called. Returns every call made.
 */
function serve({ holdResources = false } = {}) {
  const calls: string[] = [];
  let answerConfig: (body: PortalConfig) => void = () => {};
  const configAnswered = new Promise<PortalConfig>((resolve) => {
    answerConfig = resolve;
  });
  let answerResources: () => void = () => {};
  const resourcesAnswered = holdResources
    ? new Promise<void>((resolve) => {
        answerResources = resolve;
      })
    : Promise.resolve();
  const reply = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (url.startsWith("/api/config")) return reply(await configAnswered);
      if (url.startsWith("/api/resources")) return resourcesAnswered.then(() => reply(RESOURCES));
      if (url.startsWith("/api/documents/alerts")) return reply(COUNTS);
      return new Response(JSON.stringify({ message: "Not in this test.", code: "server_error" }), {
        status: 500,
      });
    }),
  );
  return { calls, answerConfig, answerResources };
}

const NoFallback = () => null;

function show() {
  queryClient.setQueryData(sessionQuery.queryKey, session as never);
  const router = createMemoryRouter(
    [{ path: "*", Component: HomePage.Component, loader: HomePage.loader, HydrateFallback: NoFallback }],
    { initialEntries: ["/employer/home"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const widget = () => screen.queryByRole("region", { name: "Recent Documents" });
const alertCalls = (calls: string[]) => calls.filter((c) => c.includes("/api/documents/alerts"));
/** The resource tiles: shown once the page's own call has answered. */
const tilesShown = () => screen.findByRole("link", { name: /Training\/FAQs/ });

describe("home recent-documents widget and the ALERTS flag (enrollment.md §1, assist-employees.md §2.13)", () => {
  it("ALERTS on: the widget shows the four counters", async () => {
    const { calls } = serve();
    queryClient.setQueryData(configQuery.queryKey, config(true));
    show();
    await waitFor(() => expect(widget()?.textContent).toContain("Added in the past 60 days"));
    // Each counter before its label, in §2.13's order.
    expect(widget()?.textContent).toMatch(
      /5\s*Inserts for Benefit Booklets.*7\s*Riders for Group Contracts.*3\s*Benefit Booklets.*2\s*Group Contracts/,
    );
    expect(alertCalls(calls).length).toBeGreaterThan(0);
  });

  it("ALERTS off: neither asked for nor shown", async () => {
    const { calls } = serve();
    queryClient.setQueryData(configQuery.queryKey, config(false));
    show();
    await tilesShown();
    expect(widget()).toBeNull();
    expect(alertCalls(calls)).toEqual([]);
  });

  it("the flag not known yet: nothing asked nor shown (no flash) until the configuration says on", async () => {
    const { calls, answerConfig } = serve();
    show();
    await tilesShown();
    await waitFor(() => expect(calls).toContain("GET /api/config"));
    expect(widget()).toBeNull();
    expect(alertCalls(calls)).toEqual([]);
    answerConfig(config(true));
    await waitFor(() => expect(widget()?.textContent).toContain("Added in the past 60 days"));
    expect(alertCalls(calls).length).toBeGreaterThan(0);
  });

  it("the widget comes below the resource tiles, once they have shown: its arrival moves nothing already painted (CLS)", async () => {
    const { calls, answerResources } = serve({ holdResources: true });
    queryClient.setQueryData(configQuery.queryKey, config(true));
    show();
    await waitFor(() => expect(alertCalls(calls).length).toBeGreaterThan(0));
    await screen.findByText("Loading resources");
    // The counters have answered, the tiles not yet: the widget waits below them.
    expect(widget()).toBeNull();
    answerResources();
    await tilesShown();
    await waitFor(() => expect(widget()).not.toBeNull());
    const tiles = screen.getByRole("region", { name: "Resources" });
    expect(tiles.compareDocumentPosition(widget() as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
