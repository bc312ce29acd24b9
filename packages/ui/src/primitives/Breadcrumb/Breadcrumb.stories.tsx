import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Breadcrumb } from "./Breadcrumb.js";

const meta = {
  title: "Primitives/Breadcrumb",
  component: Breadcrumb,
  args: {
    items: [{ label: "Plan Administrators", href: "#plan-admins" }, { label: "Add Plan Administrator" }],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page above is a link, the page shown is current; the separator is hidden from screen readers. */
export const Default: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Plan Administrators" })).toHaveAttribute(
      "href",
      "#plan-admins",
    );
    await expect(canvas.getByText("Add Plan Administrator")).toHaveAttribute("aria-current", "page");
  },
};

/** Three steps (Summit): two separators, the same in every brand. */
export const ThreeSteps: Story = {
  globals: { brand: "6010" },
  args: {
    items: [
      { label: "Reports", href: "#reports" },
      { label: "Census Report", href: "#census" },
      { label: "Requested Reports" },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=breadcrumb-separator]")).toHaveLength(2);
  },
};
