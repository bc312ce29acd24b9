import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { NavTabs } from "./NavTabs.js";

const tabs = [
  { id: "general-info", label: "General Info", href: "#general-info" },
  { id: "report-codes", label: "Report Codes", href: "#report-codes" },
  { id: "contacts", label: "Contacts", href: "#contacts" },
  { id: "identity-theft", label: "Identity Theft", href: "#identity-theft" },
];

const meta = {
  title: "Primitives/Nav tabs",
  component: NavTabs,
  args: { label: "Client information", tabs, currentId: "general-info" },
} satisfies Meta<typeof NavTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation of links; the page shown is the one marked current. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Client information" });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getAllByRole("link")).toHaveLength(4);
    await expect(canvas.getByRole("link", { name: "General Info" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Contacts" })).not.toHaveAttribute("aria-current");
  },
};

/** Following a tab (here through `renderLink`, as an app's router would) moves the current mark. */
export const FollowingATab: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(args.currentId);
    return (
      <NavTabs
        {...args}
        currentId={current}
        renderLink={({ href, ...props }) => (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              setCurrent(href.slice(1));
            }}
          />
        )}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "General Info" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("link", { name: "Report Codes" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "General Info" })).not.toHaveAttribute("aria-current");
  },
};

/** Group info's two tabs, none current (an address the strip does not list). */
export const NoneCurrent: Story = {
  args: {
    label: "Group information",
    tabs: tabs.filter((t) => t.id === "general-info" || t.id === "contacts"),
    currentId: undefined,
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole("link")) await expect(link).not.toHaveAttribute("aria-current");
  },
};
