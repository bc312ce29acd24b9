import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Breadcrumb } from "./Breadcrumb.js";

afterEach(cleanup);

describe("Breadcrumb", () => {
  it("is a Breadcrumb navigation: the pages above as links, the page shown current, one separator between steps", () => {
    render(
      <Breadcrumb
        items={[
          { label: "Reports", href: "/employer/reports" },
          { label: "Census" },
          { label: "Requested Reports" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const steps = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual(["Reports›", "Census›", "Requested Reports"]);
    expect(within(nav).getByRole("link", { name: "Reports" }).getAttribute("href")).toBe("/employer/reports");
    expect(within(nav).getAllByRole("link")).toHaveLength(1);
    expect(steps[2]?.getAttribute("aria-current")).toBe("page");
    const separators = nav.querySelectorAll("[data-slot=breadcrumb-separator]");
    expect(separators).toHaveLength(2);
    for (const separator of separators) expect(separator.getAttribute("aria-hidden")).toBe("true");
  });

  it("renders every link through renderLink (a router's Link)", () => {
    render(
      <Breadcrumb
        items={[{ label: "Plan Administrators", href: "/a" }, { label: "Add Plan Administrator" }]}
        renderLink={({ href, ...props }) => <a data-router="" href={`#${href}`} {...props} />}
      />,
    );
    const link = screen.getByRole("link", { name: "Plan Administrators" });
    expect(link.getAttribute("href")).toBe("#/a");
    expect(link.hasAttribute("data-router")).toBe(true);
  });
});
