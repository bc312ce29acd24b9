import { employeeLinkActionIds } from "@epr/domain";
import { matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../router.js";
import { summaryActionHrefs } from "../routes/manage-employees/find/review/summaryActions.js";
import { builtEmployeeActionPages, employeeActionPaths } from "./paths.js";

// The route table only: a browser router would start loading the session at import.
vi.mock("react-router", async (actual) => ({
  ...(await actual<typeof import("react-router")>()),
  createBrowserRouter: () => ({}),
}));

const target = { umi: "M10009731", groupNumber: "100107" };

/** The deepest route the router gives a URL: a page of its own, or the Not Found splat. */
function pageOf(href: string) {
  const url = new URL(href, "http://portal.test");
  return matchRoutes(routes, url.pathname)?.at(-1)?.route;
}

describe("employee action links (enrollment.md §2 actions menu; assist-employees.md §2.1)", () => {
  it.each(employeeLinkActionIds)("%s: linked exactly when its route is a page of router.tsx", (id) => {
    const page = pageOf(employeeActionPaths[id](target));
    const hasPage = page !== undefined && page.path !== "*";
    expect(hasPage).toBe(builtEmployeeActionPages.includes(id));
    expect(id in summaryActionHrefs(target)).toBe(hasPage);
  });

  it("every href the summary passes resolves to a page, not Not Found", () => {
    for (const href of Object.values(summaryActionHrefs(target))) {
      expect(pageOf(href ?? "")?.path).not.toBe("*");
    }
  });

  it.each([
    ["changePcp", "/employer/assist-employees/change-pcp?groupNumber=100107&umi=M10009731"],
    ["spendingAccount", "/employer/assist-employees/spending-accounts?groupNumber=100107&umi=M10009731"],
    ["claims", "/employer/claims?groupNumber=100107&umi=M10009731"],
    ["idCards", "/employer/assist-employees/id-cards?umi=M10009731"],
    ["viewSbc", "/employer/assist-employees/summary-of-benefits?groupNumber=100107&umi=M10009731"],
  ] as const)("%s goes to %s", (id, href) => {
    expect(employeeActionPaths[id](target)).toBe(href);
  });

  it("the summary page itself is a page (the check can tell a page from Not Found)", () => {
    expect(pageOf("/employer/manage-employees/find/review?umi=M1")?.path).toBe(
      "manage-employees/find/review",
    );
    expect(pageOf("/employer/no-such-page")?.path).toBe("*");
  });
});
