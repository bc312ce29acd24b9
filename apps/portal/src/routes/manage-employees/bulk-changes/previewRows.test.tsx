import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toPreviewRow, useErrorSummaries, useWindowedRows } from "./previewRows.js";

/**
 * The preview's rows are keyset pages of the server, loaded in order up to the rows the table shows;
 * the error filter's options are the error rows' messages with their counts.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noCounts = {
  addEmployee: 0,
  addDependent: 0,
  change: 0,
  endCoverage: 0,
  reinstate: 0,
  noChange: 0,
  error: 0,
};
const imp = (counts: Partial<typeof noCounts>) =>
  ({ importId: "41", fullFile: false, counts: { ...noCounts, ...counts } }) as never;

const row = (n: number, over: Record<string, unknown> = {}) => ({
  rowId: String(1000 + n),
  source: { kind: "row", row: n + 2 },
  action: "add",
  relationshipCode: "01",
  name: `Member ${n}`,
  maskedSsn: null,
  coverages: [],
  outcome: "addEmployee",
  proposedTermination: false,
  changes: [],
  errors: [],
  applied: "no",
  appliedReason: null,
  ...over,
});

/** Rows pages of 200 (`total` rows) by their `after` cursor, recording each page asked. */
function serveRows(total: number, make = (n: number) => row(n)) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://portal.test");
      asked.push(url.search);
      const from = Number(url.searchParams.get("after") ?? 0);
      const to = Math.min(from + 200, total);
      const rows = Array.from({ length: to - from }, (_, i) => make(from + i));
      return Response.json({ rows, next: to < total ? String(to) : null, pageSize: 200 });
    }),
  );
  return asked;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe("useWindowedRows", () => {
  it("loads the first page, then the pages up to the rows in view, in order; the count is the outcome's", async () => {
    const asked = serveRows(600);
    const { result } = renderHook(
      () => useWindowedRows(imp({ addEmployee: 600 }), { outcome: null, error: null }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.getRow(0)?.memberName).toBe("Member 0"));
    expect(result.current.rowCount).toBe(600);
    expect(result.current.getRow(450)).toBeUndefined();
    act(() => result.current.onNeedRows({ start: 440, end: 460 }));
    await waitFor(() => expect(result.current.getRow(450)?.memberName).toBe("Member 450"));
    expect(asked).toEqual(["", "?after=200", "?after=400"]);
    expect(result.current.rowCount).toBe(600);
  });

  it("asks with the outcome and error filters, and counts what the last page leaves", async () => {
    const asked = serveRows(3, (n) =>
      row(n, {
        outcome: "error",
        errors: [{ field: "ssn", column: "SSN", message: "This field is required" }],
      }),
    );
    const { result } = renderHook(
      () => useWindowedRows(imp({ error: 5 }), { outcome: "error", error: "This field is required" }, 3),
      { wrapper },
    );
    await waitFor(() => expect(result.current.rowCount).toBe(3));
    expect(asked).toEqual([`?${new URLSearchParams({ outcome: "error", error: "This field is required" })}`]);
  });
});

describe("useErrorSummaries", () => {
  it("lists each message once per row with its count, the commonest first", async () => {
    const messages = ["Please enter a valid date", "This field is required"];
    serveRows(3, (n) =>
      row(n, {
        outcome: "error",
        errors:
          n === 0
            ? [
                { field: "ssn", column: "SSN", message: messages[1] },
                { field: "ssn", column: "Subscriber SSN", message: messages[1] },
              ]
            : [{ field: "birthDate", column: "Birth Date", message: messages[n === 1 ? 0 : 1] }],
      }),
    );
    const { result } = renderHook(() => useErrorSummaries(imp({ error: 3 })), { wrapper });
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(result.current).toEqual([
      { message: messages[1], count: 2 },
      { message: messages[0], count: 1 },
    ]);
  });
});

describe("toPreviewRow", () => {
  it("names the relationship, gives the lines for the card to word, and puts each error at its column (else its field)", () => {
    const shown = toPreviewRow(
      row(0, {
        relationshipCode: "01",
        coverages: [
          {
            groupNumber: "100100",
            coverageType: "DENTAL",
            productId: "100100-DEN",
            effectiveDate: "01/01/2027",
            endDate: null,
          },
        ],
        changes: [{ field: "Last Name", before: null, after: "Okafor" }],
        errors: [{ field: "birthDate", column: null, message: "Please enter a valid date" }],
      }) as never,
    );
    expect(shown.relationship).toBe("Spouse");
    expect(shown.detail).toBeUndefined();
    expect(shown.coverages).toEqual([
      {
        coverageType: "DENTAL",
        groupNumber: "100100",
        productId: "100100-DEN",
        effectiveDate: "01/01/2027",
        endDate: null,
      },
    ]);
    expect(shown.changes).toEqual([{ field: "Last Name", before: "", after: "Okafor" }]);
    expect(shown.errors).toEqual([{ column: "birthDate", message: "Please enter a valid date" }]);
  });
});
