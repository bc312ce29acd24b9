import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NavTabs } from "./NavTabs.js";

afterEach(cleanup);

const tabs = [
  { id: "general-info", label: "General Info", href: "/employer/group-info/general-info?groupNumber=1" },
  { id: "contacts", label: "Contacts", href: "/employer/group-info/contacts?groupNumber=1" },
];

describe("NavTabs", () => {
  it("is a named navigation of links in a list, the current tab marked aria-current=page", () => {
    render(<NavTabs label="Group information" tabs={tabs} currentId="contacts" />);
    const nav = screen.getByRole("navigation", { name: "Group information" });
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const general = screen.getByRole("link", { name: "General Info" });
    const contacts = screen.getByRole("link", { name: "Contacts" });
    expect(general.getAttribute("href")).toBe(tabs[0]?.href);
    expect(general.hasAttribute("aria-current")).toBe(false);
    expect(contacts.getAttribute("aria-current")).toBe("page");
    expect(contacts.className).toContain("font-semibold");
    expect(general.className).toContain("text-link");
  });

  it("renders every link through renderLink (a router's Link)", () => {
    render(
      <NavTabs
        label="Client information"
        tabs={tabs}
        currentId="general-info"
        renderLink={({ href, ...props }) => <a data-router-link={href} href={href} {...props} />}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.getAttribute("data-router-link"))).toEqual(tabs.map((t) => t.href));
    expect(links[0]?.getAttribute("aria-current")).toBe("page");
  });

  it("marks no tab when the page is none of them", () => {
    render(<NavTabs label="Client information" tabs={tabs} />);
    for (const link of screen.getAllByRole("link")) expect(link.hasAttribute("aria-current")).toBe(false);
  });
});
