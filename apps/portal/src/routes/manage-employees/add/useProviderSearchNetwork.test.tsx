import { BrandProvider } from "@epr/brand-themes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useProviderSearchNetwork } from "./useProviderSearchNetwork.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers the group name service with `status`, recording the URLs asked. */
function serve(status: number) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(String(url));
      const body =
        status === 200
          ? { payload: { providerDataList: { providerDataRecord: [{ productName: "Acme Salaried Plan" }] } } }
          : { message: "Group not found." };
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return urls;
}

const wrapperFor =
  (brandCode: string) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <BrandProvider brandCode={brandCode}>{children}</BrandProvider>
    </QueryClientProvider>
  );

describe("useProviderSearchNetwork (enrollment.md §7 Group name by group number)", () => {
  it.each([
    ["6008, plan area 375 (AHPA)", "6008", "375", "Acme Salaried Plan"],
    ["another brand", "3001", "363", "Acme Salaried Plan"],
  ])("%s: searches the group's product name", async (_name, brandCode, area, network) => {
    const urls = serve(200);
    const { result } = renderHook(() => useProviderSearchNetwork("100100", area), {
      wrapper: wrapperFor(brandCode),
    });
    await waitFor(() => expect(result.current).toEqual({ network, pending: false }));
    expect(urls.map((url) => new URL(url, "http://x").pathname)).toEqual(["/api/groups/100100/name"]);
  });

  it.each([
    ["6008, plan area 363 (not AHPA)", "6008", "100100", "363"],
    ["6009", "6009", "100100", "375"],
    ["no medical group chosen", "3001", null, "363"],
  ])("%s: the whole directory, the group name not read", (_name, brandCode, group, area) => {
    const urls = serve(200);
    const { result } = renderHook(() => useProviderSearchNetwork(group, area), {
      wrapper: wrapperFor(brandCode),
    });
    expect(result.current).toEqual({ network: null, pending: false });
    expect(urls).toEqual([]);
  });

  it("a failed read searches the whole directory instead of waiting", async () => {
    serve(404);
    const { result } = renderHook(() => useProviderSearchNetwork("100100", "363"), {
      wrapper: wrapperFor("3001"),
    });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ network: null, pending: false }));
  });
});
