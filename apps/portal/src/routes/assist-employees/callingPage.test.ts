import { describe, expect, it } from "vitest";
import { callingPageOf } from "./callingPage.js";

const at = (path: string) => new URL(path, "http://portal.test");

describe("the calling page value of a document page (assist-employees.md §2.4)", () => {
  it.each([
    ["/employer/assist-employees/benefit-booklets", "bene-books"],
    ["/employer/assist-employees/benefit-booklets.html", "bene-books"],
    ["/employer/assist-employees/summary-of-benefits", "summary-of-benes"],
    ["/employer/assist-employees/group-contracts.html", "group-contracts"],
    ["/employer/assist-employees/preventive-medications", "preventive-medications"],
    ["/employer/assist-employees/documents?callingPage=group-contracts", "group-contracts"],
    ["/employer/assist-employees/documents.html?callingPage=nonsense", "nonsense"],
    ["/employer/assist-employees/documents", null],
  ])("%s → %s", (path, value) => {
    expect(callingPageOf(at(path))).toBe(value);
  });
});
