import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Preloadable, useCardsReady } from "./lazyCards.js";

afterEach(cleanup);

/** A piece whose download the test settles. */
function piece() {
  const settle: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const preload = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle.push({ resolve, reject });
      }),
  );
  return { piece: { preload } satisfies Preloadable, preload, settle };
}

describe("useCardsReady (cards downloaded beside their page's data, docs/benchmarks.md Size)", () => {
  it("is false until every piece's code is here, then true; a second page needs no wait", async () => {
    const a = piece();
    const b = piece();
    const pieces = [a.piece, b.piece];
    const first = renderHook(() => useCardsReady(pieces));
    expect(first.result.current).toBe(false);
    await act(async () => a.settle[0]?.resolve());
    expect(first.result.current).toBe(false);
    await act(async () => b.settle[0]?.resolve());
    expect(first.result.current).toBe(true);
    // Coming back to the page: ready at once, nothing downloaded again.
    const again = renderHook(() => useCardsReady(pieces));
    expect(again.result.current).toBe(true);
    expect(a.preload).toHaveBeenCalledOnce();
  });

  it("lets the cards render after a failed download (they ask again; a second failure is said in the card's place), and asks again next time", async () => {
    const a = piece();
    const pieces = [a.piece];
    const first = renderHook(() => useCardsReady(pieces));
    await act(async () => a.settle[0]?.reject(new Error("offline")));
    expect(first.result.current).toBe(true);
    const again = renderHook(() => useCardsReady(pieces));
    expect(again.result.current).toBe(false);
    expect(a.preload).toHaveBeenCalledTimes(2);
  });
});
