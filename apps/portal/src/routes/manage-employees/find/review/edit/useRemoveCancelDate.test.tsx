import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { employeeSummaryQuery } from "../../employeeQueries.js";
import { EmployeeEditContext, type EmployeeEditState } from "./EmployeeEditContext.js";
import type { EmployeeEditDraft } from "./editDraft.js";
import { useRemoveCancelDate } from "./useRemoveCancelDate.js";

const record = {
  subscriber: { fullName: { first: "Ann", last: "Canfield" }, memberCoverages: [] },
  dependents: [],
};
const summary = (version: number) => ({ payload: record, groups: [], version });
const changed = {
  umi: "M1",
  version: 8,
  groups: { "100100": true },
  outcome: { title: "Success", text: "You have successfully edited Ann Canfield" },
  pending: false,
};
const removal = { groupNumber: "100100", lineOfBusiness: "DEN", effectiveDate: "08/31/2026" };

/** Answers each call with the next of `answers`, recording what was asked. */
function serve(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? "GET",
        headers: (init?.headers ?? {}) as Record<string, string>,
      });
      const answer = answers.shift() ?? { status: 500, body: { message: "no more answers" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

/** The hook under a query client holding the summary read (version 7) and an edit state. */
function setup(draft: EmployeeEditDraft | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(employeeSummaryQuery("M1").queryKey, summary(7) as never);
  const edit: EmployeeEditState = { draft, begin: vi.fn(), change: vi.fn(), end: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <EmployeeEditContext.Provider value={edit}>{children}</EmployeeEditContext.Provider>
    </QueryClientProvider>
  );
  return { edit, ...renderHook(() => useRemoveCancelDate("M1"), { wrapper }) };
}

const draft = (version: number): EmployeeEditDraft =>
  ({ umi: "M1", version, original: record, record, bookkeeping: {}, dirty: true }) as never;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useRemoveCancelDate (enrollment.md §4 Remove cancel date, §9 reload after 1 second)", () => {
  it.each([
    ["the edit's version when an edit is in progress", draft(5), '"5"'],
    ["the summary's version otherwise", null, '"7"'],
  ])("sends %s as If-Match, with an Idempotency-Key", async (_name, inProgress, ifMatch) => {
    const calls = serve([{ status: 200, body: changed }]);
    const { result } = setup(inProgress);
    await act(async () => {
      await result.current.remove(removal);
    });
    expect(calls[0]).toMatchObject({
      url: "/api/employees/M1/cancel-date-removal",
      method: "PUT",
      headers: { "if-match": ifMatch },
    });
    expect(calls[0]?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reloads the employee 1 second after the removal and goes on editing its new version", async () => {
    const calls = serve([
      { status: 200, body: changed },
      { status: 200, body: summary(8) },
    ]);
    const { result, edit } = setup(draft(7));
    await act(async () => {
      await result.current.remove(removal);
    });
    expect(result.current.reloading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(calls).toHaveLength(1);
    expect(edit.begin).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "PUT /api/employees/M1/cancel-date-removal",
      "GET /api/employees/M1",
    ]);
    expect(edit.begin).toHaveBeenCalledWith(
      "M1",
      8,
      expect.objectContaining({ subscriber: expect.anything() }),
    );
    expect(result.current.reloading).toBe(false);
  });

  it("without an edit in progress the reload refreshes the summary only", async () => {
    serve([
      { status: 200, body: changed },
      { status: 200, body: summary(8) },
    ]);
    const { result, edit } = setup(null);
    await act(async () => {
      await result.current.remove(removal);
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(edit.begin).not.toHaveBeenCalled();
  });

  it("a refusal keeps the server's message and reloads nothing", async () => {
    const message = "This employee was changed by someone else. Reload to see the changes.";
    const calls = serve([{ status: 412, body: { message } }]);
    const { result } = setup(draft(5));
    await act(async () => {
      await expect(result.current.remove(removal)).rejects.toMatchObject({ status: 412, message });
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.error?.message).toBe(message);
    expect(result.current.reloading).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
