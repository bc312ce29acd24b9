import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useEmployeeHistory } from "./useEmployeeHistory.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const record = (id: string) => ({
  id,
  groupId: "100200",
  when: "2026-03-02T15:04:00.000Z",
  who: "Ada Admin",
  memberName: "Elena Lindqvist",
  memberKey: "subscriber",
  transactionType: "EDIT",
  before: null,
  after: { lineOfBusiness: "PPO" },
});

/** Answers each call with the next of `answers`, recording the URLs asked. */
function serve(answers: { status: number; body: unknown }[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      const answer = answers.shift() ?? { status: 500, body: { message: "no more answers" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return urls;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe("useEmployeeHistory (enrollment.md §7 History, §8 fetch failure)", () => {
  it("reads nothing until a modal asks", () => {
    const urls = serve([]);
    const { result } = renderHook(() => useEmployeeHistory("M1", null), { wrapper });
    expect(urls).toEqual([]);
    expect(result.current.status).toBe("loading");
  });

  it("reads the kind's service for the group, then the next page after the cursor", async () => {
    const urls = serve([
      { status: 200, body: { payload: [record("2")], next: "abc" } },
      { status: 200, body: { payload: [record("1")], next: null } },
    ]);
    const { result } = renderHook(
      () => useEmployeeHistory("M1", { kind: "medicare", groupNumber: "100200" }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.onLoadMore());
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual(["2", "1"]));
    expect(result.current.hasMore).toBe(false);
    expect(urls).toEqual([
      "/api/employees/M1/history/cob?groupNumber=100200",
      "/api/employees/M1/history/cob?groupNumber=100200&after=abc",
    ]);
  });

  it("a failed fetch gives the error state with the service's message, not loading", async () => {
    serve([{ status: 404, body: { message: "We could not find that group.", code: "not_found" } }]);
    const { result } = renderHook(() => useEmployeeHistory("M1", { kind: "plan", groupNumber: "100300" }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.errorMessage).toBe("We could not find that group.");
  });
});
