import { matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../router.js";
import { paths } from "./paths.js";
import { unknownAddressLoader, unknownAddressTarget } from "./unknownAddress.js";

// The route table only: a browser router would start loading the session at import.
vi.mock("react-router", async (actual) => ({
  ...(await actual<typeof import("react-router")>()),
  createBrowserRouter: () => ({}),
}));

// assist-employees.md §2.1: every route URL accepts an optional .html suffix; unknown URLs go home.
describe("an address no route matches", () => {
  it.each([
    ["/employer/claims.html?umi=1&groupNumber=100100", "/employer/claims?umi=1&groupNumber=100100"],
    ["/employer/manage-employees/enrollment.html", "/employer/manage-employees/enrollment"],
    ["/architecture.html", "/architecture"],
    ["/employer/no-such-page", paths.home],
    ["/employer/no-such-page?x=1", paths.home],
    ["/nowhere", paths.home],
  ])("%s leads to %s", (address, target) => {
    expect(unknownAddressTarget(new URL(address, "http://portal.test"))).toBe(target);
  });

  it.each(["/employer/no-such-page", "/employer/claims.html", "/employer/assist-employees/nope", "/nowhere"])(
    "%s is caught by the redirecting splat of router.tsx",
    (address) => {
      expect(matchRoutes(routes, address)?.at(-1)?.route.loader).toBe(unknownAddressLoader);
    },
  );

  it("/architecture leads to the page in the employer area", () => {
    expect(matchRoutes(routes, "/employer/architecture")?.at(-1)?.route.path).toBe("architecture");
    expect(matchRoutes(routes, "/architecture")?.at(-1)?.route.loader).toBeTypeOf("function");
  });
});
