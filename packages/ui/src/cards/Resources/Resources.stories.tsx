import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ResourceArticle } from "./ResourceArticle.js";
import { ResourceSidebar } from "./ResourceSidebar.js";
import { ResourceTiles } from "./ResourceTiles.js";

const links = [
  { href: "#training-faqs", title: "Training/FAQs", description: "Guides and answers to common questions." },
  { href: "#find-a-provider", title: "Find a Provider", description: "Search the networks." },
  { href: "#glossary", title: "Glossary of Health Coverage", description: "Plain definitions." },
  { href: "#stay-smart", title: "Stay Smart About Benefits", description: "Tips for employees." },
  { href: "#communications-toolkit", title: "Communications Toolkit", description: "Ready-made materials." },
  { href: "#second-opinion", title: "Second Opinion", description: "An expert review of a diagnosis." },
];

/**
 * The resources sidebar, the home tiles and a page's text (session-and-admin.md §2 /resources,
 * /home). No rule of these differs by brand, so the stories spread over the brand families for
 * their themes.
 */
const meta = {
  title: "Cards/Resources/Resource pages",
  component: ResourceSidebar,
  args: { links, currentHref: "#glossary" },
} satisfies Meta<typeof ResourceSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): the sidebar marks the current page and Tab reaches every link in order. */
export const Sidebar: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole("navigation", { name: "Resources" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Glossary of Health Coverage/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Training\/FAQs/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Find a Provider/ })).toHaveFocus();
  },
};

/** Summit (6010): the six home tiles, each one link with its title as a heading. */
export const Tiles: Story = {
  tags: ["visual"],
  globals: { brand: "6010" },
  render: () => <ResourceTiles tiles={links} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      links.map((l) => l.title),
    );
    await expect(canvas.getByRole("link", { name: /Second Opinion/ })).toHaveAttribute(
      "href",
      "#second-opinion",
    );
  },
};

/** Meridian (9017): a page's text, steps as an ordered list. */
export const Article: Story = {
  globals: { brand: "9017" },
  render: () => (
    <ResourceArticle
      page={{
        title: "Second Opinion",
        intro: "Employees can ask for a review by an independent specialist.",
        sections: [
          {
            heading: "How it works",
            paragraphs: [],
            items: [
              "Call the number on the ID card",
              "Records are gathered",
              "A specialist reviews the case",
            ],
            ordered: true,
          },
        ],
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Second Opinion" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

/** Evergreen (every other brand): the sidebar with no page chosen marks none. */
export const SidebarNothingCurrent: Story = {
  globals: { brand: "3001" },
  args: { currentHref: undefined },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole("link")) await expect(link).not.toHaveAttribute("aria-current");
  },
};
