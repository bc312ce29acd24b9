import { describe, expect, it } from "vitest";
import { returnPath, safeNext } from "./guards.js";

describe("where login sends the user back", () => {
  it.each([
    ["/employer/manage-employees/find?lastName=Lind", "/employer/manage-employees/find?lastName=Lind"],
    [null, "/employer/home"],
    ["", "/employer/home"],
    ["https://evil.example/", "/employer/home"],
    ["//evil.example/", "/employer/home"],
    ["javascript:alert(1)", "/employer/home"],
  ])("next=%s → %s", (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it("keeps the path and query of the page asked for", () => {
    expect(returnPath(new Request("http://localhost/employer/manage-employees/find/review?umi=M1"))).toBe(
      "/employer/manage-employees/find/review?umi=M1",
    );
  });
});
