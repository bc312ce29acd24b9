import { describe, expect, it } from "vitest";
import { editMayGoTo } from "./editNavigation.js";

describe("editMayGoTo (enrollment.md §2 Leave guard in edit)", () => {
  it.each([
    { to: "/employer/manage-employees/find/add-coverage", search: "?umi=M1", want: true },
    { to: "/employer/manage-employees/find/provider-directory", search: "?PCPIndex=0", want: true },
    { to: "/employer/manage-employees/find/find-a-doctor", search: "", want: true },
    { to: "/employer/manage-employees/find/review", search: "?umi=M1&edit=true", want: true },
    { to: "/employer/manage-employees/find/review", search: "?umi=M1", want: false },
    { to: "/employer/manage-employees/find/review", search: "?umi=M2&edit=true", want: false },
    { to: "/employer/manage-employees/find", search: "", want: false },
    { to: "/employer/home", search: "", want: false },
    { to: "/employer/manage-employees/add/subscriber", search: "", want: false },
  ])("$to$search → $want", ({ to, search, want }) => {
    expect(editMayGoTo({ pathname: to, search }, "M1")).toBe(want);
  });
});
