import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSpecialEnrollment } from "./specialEnrollment.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rules = [{ lifeEventId: "MAR", lifeEventDescription: "Marriage", beforeDays: 0, afterDays: 30 }];

/** The server: its SEP flag, its rules, and whether each asked day is in the client's open enrollment. */
function serve(sep: boolean, openDays: string[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (url === "/api/config")
        return answer({
          pinnedBrand: null,
          flags: { SEP: sep, ALERTS: false },
          session: { idleSeconds: 1800, warningSeconds: 120 },
        });
      if (url === "/api/life-events/rules") return answer({ payload: rules });
      const day = new URL(url, "http://x").searchParams.get("date") ?? "";
      return answer({
        payload: {
          groupNumber: null,
          openEnrollment: openDays.includes(day),
          startDate: null,
          endDate: null,
        },
      });
    }),
  );
  return calls;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("useSpecialEnrollment (enrollment.md §1 SEP, §4 Special enrollment)", () => {
  it.each([
    ["SEP on, a date outside open enrollment", true, "09/01/2026", true],
    ["SEP on, a date inside it", true, "12/01/2026", false],
    ["SEP off, a date outside it", false, "09/01/2026", false],
    ["SEP on, no date yet", true, "", false],
    ["SEP on, a date half typed", true, "09/0", false],
  ])("%s → life event required %s", async (_name, sep, date, required) => {
    const calls = serve(sep, ["12-01-2026"]);
    const { result } = renderHook(() => useSpecialEnrollment(date), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.lifeEventRequired).toBe(required);
    expect(result.current.lifeEventRules).toEqual(sep ? rules : []);
    // SEP off asks nothing more than the flag; a day is asked only once it is a whole date.
    const asked = calls.filter((url) => url.startsWith("/api/life-events/open-enrollment"));
    expect(asked).toEqual(
      sep && date.length === 10 ? [`/api/life-events/open-enrollment?date=${date.replaceAll("/", "-")}`] : [],
    );
  });
});
