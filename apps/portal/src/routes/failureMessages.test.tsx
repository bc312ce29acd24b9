import { copyFor } from "@epr/brand-themes";
import { assistMessages, DOCUMENTS_NOT_FOUND, domainMessages } from "@epr/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "../lib/queryClient.js";
import { sessionQuery } from "../lib/session.js";
import { employerSession } from "../testing/sessions.js";
import * as ArchitecturePage from "./architecture/ArchitecturePage.js";
import * as DocumentsPage from "./assist-employees/DocumentsPage.js";
import * as IdCardsPage from "./assist-employees/IdCardsPage.js";
import * as SummaryOfBenefitsPage from "./assist-employees/SummaryOfBenefitsPage.js";
import * as SpendingAccountsPage from "./assist-employees/spending-accounts/SpendingAccountsPage.js";
import * as VisionProviderPage from "./assist-employees/VisionProviderPage.js";
import * as ClaimsSummaryPage from "./claims/ClaimsSummaryPage.js";
import * as ContactsPage from "./client-info/ContactsPage.js";
import * as GeneralInfoPage from "./client-info/GeneralInfoPage.js";
import * as IdentityTheftPage from "./client-info/IdentityTheftPage.js";
import * as ReportCodesPage from "./client-info/ReportCodesPage.js";
import * as GroupContactsPage from "./group-info/GroupContactsPage.js";
import * as GroupListPage from "./group-list/GroupListPage.js";
import { RouteError } from "./RouteError.js";

/**
 * Where each screen shows its assist-employees.md §8 failure: a fake server answers every call
 * with the failure, and the page must say the catalogue's (or the brand's) sentence in an alert, in
 * the page's place — not the route's error page, not the server's own words for a server error.
 */

/** A route's module as the router loads it: the page and the loader that runs before it. */
interface RouteModule {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
}

// The app's own cache, which the loaders fill; a failed call is not asked again here.
beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

type Answer = [status: number, body: unknown];

/** Answers each call by the first rule whose pattern its method and path match; others 500. */
function serve(rules: [RegExp, Answer][]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? "GET"} ${url}`;
      calls.push(call);
      const [status, body] = rules.find(([pattern]) => pattern.test(call))?.[1] ?? SERVER_ERROR;
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/** A 500 whose words the page must not show: they are the server's, for support. */
const SERVER_ERROR: Answer = [500, { message: "Internal failure 7f3a; tell support.", code: "server_error" }];

/** Nothing while a loader runs: the test waits for what the page says. */
const NoFallback = () => null;

function show(page: RouteModule, url: string, options: { brand?: string; view?: boolean } = {}) {
  queryClient.setQueryData(sessionQuery.queryKey, employerSession(options.brand, options.view) as never);
  // The page's own loader and the route's error page, as the router mounts them: a failure thrown
  // by the loader would show the error page, which no §8 failure may.
  const router = createMemoryRouter(
    [
      {
        path: "*",
        Component: page.Component,
        ...(page.loader ? { loader: page.loader } : {}),
        errorElement: <RouteError />,
        HydrateFallback: NoFallback,
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

/** The alert that says `text`, once the page has said it. */
const alertSaying = (text: string) =>
  waitFor(() => {
    const alert = screen.getAllByRole("alert").find((a) => a.textContent?.includes(text));
    expect(alert, `an alert saying "${text}"`).toBeTruthy();
    return alert as HTMLElement;
  });

describe("§8 failures: each screen says the catalogue's sentence in an alert", () => {
  it.each<[string, RouteModule, string, string, { brand?: string }?]>([
    ["client info general info", GeneralInfoPage, "/", assistMessages.unableToProcess],
    ["client info contacts", ContactsPage, "/", assistMessages.unableToProcess],
    ["client info report codes", ReportCodesPage, "/", assistMessages.unableToProcess],
    ["group info contacts", GroupContactsPage, "/?groupNumber=100100", assistMessages.unableToProcess],
    ["group list", GroupListPage, "/", assistMessages.unableToProcess],
    [
      "identity theft page unavailable, Harbor",
      IdentityTheftPage,
      "/",
      copyFor("6008", "idTheftError"),
      { brand: "6008" },
    ],
    [
      "identity theft page unavailable, Summit",
      IdentityTheftPage,
      "/",
      copyFor("6010", "idTheftError"),
      { brand: "6010" },
    ],
    [
      "identity theft page unavailable, Evergreen",
      IdentityTheftPage,
      "/",
      copyFor("3001", "idTheftError"),
      { brand: "3001" },
    ],
    ["claims summary", ClaimsSummaryPage, "/?umi=M1&groupNumber=100100", assistMessages.unableToProcess],
    ["vision provider", VisionProviderPage, "/", assistMessages.unableToProcess],
    ["architecture", ArchitecturePage, "/", assistMessages.unableToProcess],
    ["ID cards", IdCardsPage, "/?umi=M1", assistMessages.idCardError],
    ["document listing", DocumentsPage, "/documents?callingPage=bene-books", assistMessages.serverError],
    ["summary of benefits listing", SummaryOfBenefitsPage, "/", assistMessages.sbcGenericError],
    [
      "View SBC, a failure without a message",
      SummaryOfBenefitsPage,
      "/?umi=M1&groupNumber=100100",
      assistMessages.sbcGenericError,
    ],
    [
      "spending accounts (the error view)",
      SpendingAccountsPage,
      "/?umi=M1&groupNumber=100100",
      assistMessages.unableToProcess,
    ],
  ])("%s", async (_screen, Page, url, message, options) => {
    serve([[/ \/api\/employees\/M1\/sbc/, [502, undefined]]]);
    show(Page, url, options);
    const alert = await alertSaying(message);
    expect(alert.textContent).not.toContain("7f3a");
    // The page kept its place: never the route's error page.
    expect(screen.queryByText(domainMessages.genericErrorTitle)).toBeNull();
  });

  it("claims without permission: §6's sentence (the 403 the server gives)", async () => {
    serve([[/\/claims/, [403, { message: assistMessages.noPermissionScreen, code: "forbidden" }]]]);
    show(ClaimsSummaryPage, "/?umi=M1&groupNumber=100100");
    await alertSaying(assistMessages.noPermissionScreen);
  });

  it("a claims range the server refuses says the server's reason (a 4xx explains itself)", async () => {
    serve([[/\/claims/, [400, { message: "The range may reach 730 days back.", code: "invalid_request" }]]]);
    show(ClaimsSummaryPage, "/?umi=M1&groupNumber=100100");
    await alertSaying("The range may reach 730 days back.");
  });

  it("an unknown calling page alerts 'Calling page not recognized.'", async () => {
    const calls = serve([]);
    show(DocumentsPage, "/documents?callingPage=nope");
    await alertSaying(assistMessages.callingPageNotRecognized);
    expect(calls.filter((c) => c.includes("/api/documents"))).toEqual([]);
  });

  it("preventive medication lists without employees view: the notification, and nothing asked", async () => {
    const calls = serve([]);
    show(DocumentsPage, "/documents?callingPage=preventive-medications", { view: false });
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain(assistMessages.noPermissionInfo),
    );
    expect(calls.filter((c) => c.includes("/api/documents"))).toEqual([]);
  });

  it("View SBC with none on file: the brand's contact text as a notice, not an alert", async () => {
    serve([[/\/sbc/, [404, { message: "No SBC.", code: DOCUMENTS_NOT_FOUND }]]]);
    show(SummaryOfBenefitsPage, "/?umi=M1&groupNumber=100100", { brand: "6009" });
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain(copyFor("6009", "sbcNotAvailable")),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("identity theft save failures (§8): the sentence, and the choice kept", () => {
  const groups = {
    payload: {
      groups: [
        {
          groupNumber: "100100",
          displayName: "Warehouse staff",
          vendor: "Sentinel ID Services",
          protectionEnabled: false,
          protectionStart: null,
          protectionEnd: null,
          status: "active",
          modifiable: true,
          optInAllowed: true,
          optInRefusal: null,
        },
      ],
    },
  };

  it.each<[string, Answer, string]>([
    ["a server error: the brand's save failure", SERVER_ERROR, copyFor("6010", "idTheftSaveFailure")],
    [
      "an answer whose msgCase is not known",
      [200, { msgCase: "maybe", payload: groups.payload }],
      assistMessages.idTheftUnknownCase,
    ],
    [
      "a refusal the server explains",
      [
        409,
        { message: `Group 100100: ${assistMessages.idTheftOptedInThisYear}`, code: "opted_in_this_year" },
      ],
      assistMessages.idTheftOptedInThisYear,
    ],
  ])("%s", async (_case, answer, message) => {
    serve([
      [/^GET \/api\/identity-theft\/groups/, [200, groups]],
      [/^POST \/api\/identity-theft/, answer],
    ]);
    show(IdentityTheftPage, "/", { brand: "6010" });
    const box = await screen.findByRole("checkbox", { name: /Warehouse staff/ });
    await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const alert = await alertSaying(message);
    expect(alert.textContent).not.toContain("7f3a");
    // Nothing typed is lost: the opt-in chosen is still chosen.
    const kept = screen.getByRole("checkbox", { name: /Warehouse staff/ });
    expect(kept.getAttribute("aria-checked") ?? String((kept as HTMLInputElement).checked)).toBe("true");
  });
});
