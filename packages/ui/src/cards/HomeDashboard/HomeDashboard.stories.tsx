import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { QuickLinks } from "./QuickLinks.js";
import { blackoutCopy, SpendingAccountBlackoutNotice } from "./SpendingAccountBlackoutNotice.js";

const quickLinks = [
  { href: "#find", label: "Find an Employee" },
  { href: "#add", label: "Add an Employee" },
  { href: "#in-process", label: "Enrollments in Process" },
  { href: "#resources", label: "Resources" },
];

/**
 * The home page's quick links and spending-account blackout (session-and-admin.md §2 /home, §3
 * clientQualifiers). No rule of these differs by brand: the stories spread over the families.
 */
const meta = {
  title: "Cards/Home/Home dashboard",
  component: QuickLinks,
  args: { links: quickLinks },
} satisfies Meta<typeof QuickLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): the quick links as a named navigation list. */
export const Links: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Quick Links" });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole("link").map((a) => a.textContent)).toEqual(
      quickLinks.map((l) => l.label),
    );
  },
};

/** Summit (6010): a blackout in force, with its dates, is a warning. */
export const BlackedOut: Story = {
  globals: { brand: "6010" },
  render: () => (
    <SpendingAccountBlackoutNotice
      blackout={{ state: "blackedOut", startDate: "12/15/2026", endDate: "01/05/2027" }}
    />
  ),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole("alert");
    await expect(bar).toHaveTextContent(blackoutCopy.blackedOutTitle);
    await expect(bar).toHaveTextContent("from 12/15/2026 to 01/05/2027.");
  },
};

/** Meridian (9017): a blackout announced is a polite notice. */
export const PreBlackout: Story = {
  globals: { brand: "9017" },
  render: () => (
    <SpendingAccountBlackoutNotice
      blackout={{ state: "preBlackout", startDate: "12/15/2026", endDate: null }}
    />
  ),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole("status");
    await expect(bar).toHaveTextContent(blackoutCopy.preBlackoutTitle);
    await expect(bar).toHaveTextContent("starting 12/15/2026.");
  },
};

/** Evergreen (every other brand): no links, no section. */
export const NoLinks: Story = {
  globals: { brand: "3001" },
  args: { links: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("nav")).toBeNull();
  },
};
