import { describe, expect, it } from "vitest";
import { returnPath } from "./guards.js";

describe("where login sends the user back", () => {
  it("keeps the path and query of the page asked for", () => {
    expect(returnPath(new Request("http://localhost/employer/manage-employees/find/review?umi=M1"))).toBe(
      "/employer/manage-employees/find/review?umi=M1",
    );
  });
});
