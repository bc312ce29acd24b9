import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { serveUpload } from "../../../lib/fakeXhr.test-support.js";
import { queryClient } from "../../../lib/queryClient.js";
import { sessionQuery } from "../../../lib/session.js";
import { demoAdmin, employerSession } from "../../../testing/sessions.js";
import { ManageEmployeesSidebar } from "../ManageEmployeesSidebar.js";
import { Component as BulkChangesPage, bulkTiming } from "./BulkChangesPage.js";
import { eligibilityImportQuery } from "./bulkChangesQueries.js";

/**
 * The Bulk changes page against a fake server (fetch for the JSON calls, XMLHttpRequest for the
 * upload with progress): upload → judging → preview, polling that stops, apply, a refused file, a
 * view-only login, and the history opening an import.
 */

// A busy machine renders the lazy cards slowly: wait up to 5 s for what must come (as the edit tests do).
configure({ asyncUtilTimeout: 5000 });
const POLL_MS = bulkTiming.pollMs;
beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  bulkTiming.pollMs = POLL_MS;
});

const counts = {
  addEmployee: 3,
  addDependent: 1,
  change: 2,
  endCoverage: 1,
  reinstate: 0,
  noChange: 1,
  error: 2,
};

/** An import as the server answers it. */
function anImport(over: Record<string, unknown> = {}) {
  return {
    importId: "41",
    fileName: "census.csv",
    kind: "census",
    status: "judged",
    fullFile: false,
    mode: null,
    administrator: "Dana Demo",
    createdAt: "2026-11-29T16:00:00.000Z",
    finishedAt: null,
    rowCount: 10,
    judged: 10,
    applied: 0,
    counts,
    proposedTerminations: 0,
    appliedCounts: { applied: 0, pending: 0, refused: 0 },
    mayApply: true,
    failure: null,
    ...over,
  };
}

/** A row as the server answers it. */
function aRow(over: Record<string, unknown> = {}) {
  return {
    rowId: "901",
    source: { kind: "row", row: 2 },
    action: "add",
    relationshipCode: "18",
    name: "Avery Example",
    maskedSsn: "***-**-6789",
    coverages: [
      {
        groupNumber: "100100",
        coverageType: "MEDICAL",
        productId: "100100-MED",
        effectiveDate: "01/01/2027",
        endDate: null,
      },
    ],
    outcome: "addEmployee",
    proposedTermination: false,
    changes: [],
    errors: [],
    applied: "no",
    appliedReason: null,
    ...over,
  };
}

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fake server: `imports` answers GET /api/eligibility/imports/{id} in turn (the last one again
 * once they run out), `rows` each rows page by its query, `list` the history, `apply` the apply.
 */
function serve(options: {
  imports?: Record<string, ReturnType<typeof anImport>[]>;
  rows?: (url: URL) => unknown[];
  list?: ReturnType<typeof anImport>[];
  apply?: ReturnType<typeof anImport>;
}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://portal.test");
      const method = init?.method ?? "GET";
      calls.push({
        method,
        url: `${url.pathname}${url.search}`,
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      });
      const one = /^\/api\/eligibility\/imports\/(\d+)$/.exec(url.pathname);
      if (one && method === "GET") {
        const answers = options.imports?.[one[1] ?? ""] ?? [];
        const answer = answers.length > 1 ? answers.shift() : answers[0];
        if (answer) return Response.json(answer);
      }
      if (/^\/api\/eligibility\/imports\/\d+\/rows$/.test(url.pathname))
        return Response.json({ rows: options.rows?.(url) ?? [], next: null, pageSize: 200 });
      if (url.pathname === "/api/eligibility/imports" && method === "GET")
        return Response.json({ imports: options.list ?? [], next: null, pageSize: 20 });
      if (/\/apply$/.test(url.pathname) && method === "POST" && options.apply)
        return Response.json(options.apply, { status: 202 });
      return Response.json({ message: "Not in this test.", code: "server_error" }, { status: 500 });
    }),
  );
  return calls;
}

function show(path: string, { viewOnly = false, view = true } = {}) {
  const base = employerSession(undefined, view);
  queryClient.setQueryData(sessionQuery.queryKey, {
    ...base,
    admin: { ...demoAdmin, loginId: viewOnly ? "demo.VIEW" : demoAdmin.loginId, viewOnly },
  } as never);
  const router = createMemoryRouter([{ path: "*", Component: BulkChangesPage }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const PAGE = "/employer/manage-employees/bulk-changes";

async function chooseFile(name: string, type: string) {
  const input = document.querySelector<HTMLInputElement>("[data-upload-input]");
  if (!input) throw new Error("no file input");
  await userEvent.upload(input, new File(["Subscriber SSN,Relationship\n123456789,18\n"], name, { type }));
}

describe("Bulk changes page", () => {
  it("an upload sends the file's bytes, the page becomes the import's, and its preview shows the counts once judged", async () => {
    bulkTiming.pollMs = 20;
    const calls = serve({
      imports: { "41": [anImport({ status: "judging", judged: 4 }), anImport()] },
      rows: () => [aRow()],
    });
    const sent = serveUpload({ status: 202, body: anImport({ status: "judging", judged: 0 }) });
    const router = show(PAGE);
    await chooseFile("census.csv", "text/csv");

    const preview = await screen.findByRole("heading", { name: "Preview of “census.csv”" });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.url).toBe("/api/eligibility/imports/files?fileName=census.csv");
    expect(sent[0]?.headers["content-type"]).toBe("application/octet-stream");
    expect(sent[0]?.body).toBeInstanceOf(File);
    expect((sent[0]?.body as File | undefined)?.name).toBe("census.csv");
    expect(router.state.location.search).toBe("?import=41");
    // The new stage's heading has the focus.
    await waitFor(() => expect(document.activeElement).toBe(preview));
    const shown = document.querySelector("[data-outcome-counts]") as HTMLElement;
    expect(within(shown).getByText("10", { selector: "[data-count=total]" })).toBeTruthy();
    expect(shown.querySelector("[data-count=addEmployee]")?.textContent).toBe("3");
    expect(shown.querySelector("[data-count=error]")?.textContent).toBe("2");
    expect(calls.some((c) => c.url.startsWith("/api/eligibility/imports/41/rows"))).toBe(true);
  });

  it("polls the import while it is judged and stops once it is judged", async () => {
    bulkTiming.pollMs = 20;
    const calls = serve({
      imports: {
        "41": [
          anImport({ status: "judging", judged: 2 }),
          anImport({ status: "judging", judged: 7 }),
          anImport(),
        ],
      },
    });
    show(`${PAGE}?import=41`);
    // Judging: the progress of rows checked, from the import's counts.
    const bar = await screen.findByRole("progressbar");
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("70"));
    await screen.findByRole("heading", { name: "Preview of “census.csv”" });
    const polls = () => calls.filter((c) => c.url === "/api/eligibility/imports/41").length;
    expect(polls()).toBe(3);
    const query = queryClient.getQueryCache().find({ queryKey: eligibilityImportQuery("41").queryKey });
    const interval = query?.observers[0]?.options.refetchInterval;
    expect(typeof interval === "function" ? interval(query as never) : interval).toBe(false);
  });

  it("Apply sends the mode and the ticked terminations with an Idempotency-Key, then follows the job to its outcome", async () => {
    bulkTiming.pollMs = 20;
    const fullFile = anImport({
      fullFile: true,
      kind: "edi834",
      fileName: "feed.834",
      counts: { ...counts, error: 0 },
      proposedTerminations: 3,
    });
    const calls = serve({
      imports: {
        "41": [
          fullFile,
          anImport({
            fileName: "feed.834",
            status: "applied",
            mode: "validOnly",
            appliedCounts: { applied: 8, pending: 1, refused: 0 },
          }),
        ],
      },
      rows: (url) =>
        url.searchParams.get("proposed") === "true"
          ? [
              aRow({ rowId: "907", name: "Lee Marsh", outcome: "endCoverage", proposedTermination: true }),
              aRow({ rowId: "908", name: "Kim Ode", outcome: "endCoverage", proposedTermination: true }),
              aRow({
                rowId: "909",
                name: "Ash Vale",
                outcome: "error",
                proposedTermination: true,
                errors: [{ field: "action", column: null, message: "A change is in process." }],
              }),
            ]
          : [aRow()],
      apply: anImport({ fileName: "feed.834", status: "applying", mode: "validOnly", applied: 3 }),
    });
    show(`${PAGE}?import=41`);
    await userEvent.click(await screen.findByRole("checkbox", { name: "End coverage for Lee Marsh" }));
    // A proposal judging refused says why and cannot be ticked.
    expect(
      (screen.getByRole("checkbox", { name: "End coverage for Ash Vale" }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getByText("Cannot be ended: A change is in process.")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: /^Only the rows without errors/ }));
    await userEvent.click(screen.getByRole("button", { name: "Apply changes" }));

    const outcome = await screen.findByRole("heading", { name: "“feed.834” is applied" });
    const apply = calls.find((c) => c.method === "POST");
    expect(apply?.url).toBe("/api/eligibility/imports/41/apply");
    expect(apply?.body).toEqual({ mode: "validOnly", terminations: ["907"] });
    expect(apply?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(document.querySelector("[data-count=applied]")?.textContent).toBe("8");
    expect(screen.getByRole("button", { name: "Download the results (.xlsx)" })).toBeTruthy();
  });

  it("a refused file shows the server's message and where a malformed 834 went wrong; the page stays on the upload", async () => {
    serve({});
    const message = "GS06 must equal GE02.";
    // The server's whole sentence names the segment too; the card shows the fault beside its segment.
    serveUpload({
      status: 422,
      body: {
        message: `The 834 file was refused: segment 3 (GS): ${message} Nothing was imported.`,
        code: "eligibility_file_refused",
        details: {
          reason: "edi834",
          errors: [{ segment: 3, segmentId: "GS", element: 6, message }],
          ack999: "ISA*00*~",
        },
      },
    });
    const router = show(PAGE);
    await chooseFile("feed.834", "text/plain");
    const refusal = await waitFor(() => {
      const found = document.querySelector("[data-refusal-message]");
      if (!found) throw new Error("no refusal yet");
      return found;
    });
    expect(refusal.textContent).toBe(`Segment 3 (GS): ${message}`);
    expect(document.querySelector("[data-upload-refusal]")?.textContent).toMatch(/The file was refused/);
    expect(router.state.location.search).toBe("");
  });

  it("a view-only login previews but Apply says why it cannot, and sends nothing", async () => {
    const calls = serve({
      imports: { "41": [anImport({ counts: { ...counts, error: 0 }, mayApply: false })] },
    });
    show(`${PAGE}?import=41`, { viewOnly: true });
    const apply = await screen.findByRole("button", { name: "Apply changes" });
    expect(apply.getAttribute("aria-disabled")).toBe("true");
    expect(apply.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(apply.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
      /^Your login may view this preview but not apply it/,
    );
    await userEvent.click(apply);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("the history lists past imports, 20 a page, and each opens its own page", async () => {
    serve({
      list: [
        anImport({ importId: "41", fileName: "week-2.csv" }),
        anImport({
          importId: "40",
          fileName: "week-1.csv",
          status: "applied",
          appliedCounts: { applied: 10, pending: 0, refused: 0 },
        }),
      ],
      imports: {
        "40": [
          anImport({
            importId: "40",
            fileName: "week-1.csv",
            status: "applied",
            appliedCounts: { applied: 10, pending: 0, refused: 0 },
          }),
        ],
      },
    });
    const router = show(PAGE);
    const table = await screen.findByRole("table", { name: "Past imports, newest first" });
    const row = within(table).getByRole("row", { name: /^week-1\.csv/ });
    expect(within(row).getByText("Done")).toBeTruthy();
    await userEvent.click(within(row).getByRole("link", { name: "week-1.csv" }));
    expect(await screen.findByRole("heading", { name: "“week-1.csv” is applied" })).toBeTruthy();
    expect(router.state.location.search).toBe("?import=40");
  });

  it("an import that cannot be shown says so, with the way back to the upload (the notice card's words)", async () => {
    serve({});
    const router = show(`${PAGE}?import=99`);
    expect(await screen.findByRole("heading", { name: "This import could not be shown" })).toBeTruthy();
    expect(screen.getAllByRole("alert").length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("link", { name: "Upload a file" }));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("button", { name: "Choose a file" })).toBeTruthy();
  });

  it("says so to a login that may not view employees, asking nothing", async () => {
    const calls = serve({});
    show(PAGE, { view: false });
    expect(await screen.findByText(/^Your login may not view employees/)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe("Manage Employees sidebar", () => {
  it("links to Bulk changes only for a login that may view employees", () => {
    for (const view of [true, false]) {
      queryClient.setQueryData(sessionQuery.queryKey, employerSession(undefined, view) as never);
      const router = createMemoryRouter([{ path: "*", Component: ManageEmployeesSidebar }]);
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      expect(screen.queryByRole("link", { name: "Bulk changes" }) !== null).toBe(view);
      cleanup();
    }
  });
});
