import { describe, expect, it } from "vitest";
import { isInAddFlow, stepOfPath, stepPath } from "./stepPaths.js";

describe("add-flow addresses (enrollment.md §2 Add flow)", () => {
  it.each([
    ["subscriber", null, "/employer/manage-employees/add/subscriber"],
    ["coverage", "e-1", "/employer/manage-employees/add/coverage?enrollment=e-1"],
    ["reviewSubmit", "e 2", "/employer/manage-employees/add/review-submit?enrollment=e%202"],
  ] as const)("step %s with enrollment %s is %s, and reads back", (step, id, path) => {
    expect(stepPath(step, id)).toBe(path);
    expect(stepOfPath(path.split("?")[0] ?? "")).toBe(step);
  });

  it("reads no step from the flow's own address or another page", () => {
    expect(stepOfPath("/employer/manage-employees/add")).toBeNull();
    expect(stepOfPath("/employer/manage-employees/add/nowhere")).toBeNull();
    expect(stepOfPath("/employer/home")).toBeNull();
  });

  it.each([
    ["/employer/manage-employees/add", true],
    ["/employer/manage-employees/add/mnloa", true],
    ["/employer/manage-employees/addition", false],
    ["/employer/home", false],
  ])("%s is inside the add flow: %s", (path, inside) => {
    expect(isInAddFlow(path)).toBe(inside);
  });
});
