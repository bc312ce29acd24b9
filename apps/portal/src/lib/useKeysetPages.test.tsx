import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useKeysetPages } from "./useKeysetPages.js";

afterEach(cleanup);

describe("useKeysetPages", () => {
  const moves: [string, (p: ReturnType<typeof useKeysetPages>) => void, number, string | undefined][] = [
    // [what, the move, page after it, cursor after it]; each row starts on page 2 (cursor "a").
    ["Next to the page after", (p) => p.goNext("b"), 3, "b"],
    ["Next again while the next page loads (the same answer's cursor)", (p) => p.goNext("a"), 2, "a"],
    ["Next without a cursor (the last page)", (p) => p.goNext(undefined), 2, "a"],
    ["Previous", (p) => p.goPrevious(), 1, undefined],
  ];
  it.each(moves)("%s", (_what, move, page, cursor) => {
    const { result } = renderHook(() => useKeysetPages());
    act(() => result.current.goNext("a"));
    act(() => move(result.current));
    expect(result.current.page).toBe(page);
    expect(result.current.cursor).toBe(cursor);
    expect(result.current.hasPrevious).toBe(page > 1);
  });

  it("Previous on the first page stays there", () => {
    const { result } = renderHook(() => useKeysetPages());
    act(() => result.current.goPrevious());
    expect(result.current).toMatchObject({ page: 1, cursor: undefined, hasPrevious: false });
  });
});
