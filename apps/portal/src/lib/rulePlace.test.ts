import { matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../router.js";
import { rulePlaceOf, rulePlaces } from "./rulePlace.js";

// The route table only: a browser router would start loading the session at import.
vi.mock("react-router", async (actual) => ({
  ...(await actual<typeof import("react-router")>()),
  createBrowserRouter: () => ({}),
}));

describe("rule places: the portal's routes as the rules' flows and screens (enrollment.md §2)", () => {
  it.each([...rulePlaces.keys()])("%s is a page of router.tsx", (pathname) => {
    const page = matchRoutes(routes, pathname)?.at(-1)?.route;
    expect(page?.path).toBeDefined();
    expect(page?.path).not.toBe("*");
  });

  it.each([
    ["/employer/manage-employees/add/subscriber", false, { flow: "add", screen: "employee.add.subscriber" }],
    ["/employer/manage-employees/add/coverage/", false, { flow: "add", screen: "employee.add.coverage" }],
    [
      "/employer/manage-employees/add/review-submit",
      false,
      { flow: "add", screen: "employee.add.reviewSubmit" },
    ],
    [
      "/employer/manage-employees/add/subscriber.html",
      true,
      { flow: "reinstate", screen: "employee.add.subscriber" },
    ],
    ["/employer/manage-employees/find/review", false, { flow: "edit", screen: "employee.find.review" }],
    [
      "/employer/manage-employees/find/add-coverage",
      false,
      { flow: "edit", screen: "employee.find.addCoverage" },
    ],
    [
      "/employer/manage-employees/cancel-coverage",
      false,
      { flow: "cancel", screen: "employee.cancelCoverage" },
    ],
    ["/employer/manage-employees/add/provider-directory", false, null],
    ["/employer/home", false, null],
  ])("%s (reinstate %s)", (pathname, reinstate, place) => {
    expect(rulePlaceOf(pathname, reinstate)).toEqual(place);
  });
});
