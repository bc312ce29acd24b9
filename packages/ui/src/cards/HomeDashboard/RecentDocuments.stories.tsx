import { assistMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RecentDocuments } from "./RecentDocuments.js";

/** The recent-documents widget (assist-employees.md §2.13). No wording differs by brand. */
const meta = {
  title: "Cards/Home/Recent documents",
  component: RecentDocuments,
  args: {
    counts: {
      bookletRiderCounter: 3,
      contractRiderCounter: 1,
      bookletAlertCounter: 4,
      contractAlertCounter: 0,
    },
    bookletsHref: "#booklets",
    contractsHref: "#contracts",
  },
} satisfies Meta<typeof RecentDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): four counters in the spec's order, each added in the past 60 days, with its View Listing link. */
export const Counters: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Recent Documents" })).toBeVisible();
    const counters = [...canvasElement.querySelectorAll("[data-slot=recent-document-counter]")];
    await expect(counters.map((c) => c.querySelector("p:nth-child(2)")?.textContent)).toEqual([
      "Inserts for Benefit Booklets",
      "Riders for Group Contracts",
      "Benefit Booklets",
      "Group Contracts",
    ]);
    await expect(counters.map((c) => c.querySelector("p")?.textContent)).toEqual(["3", "1", "4", "0"]);
    await expect(canvas.getAllByText("Added in the past 60 days")).toHaveLength(4);
    await expect(canvas.getByRole("link", { name: "View Listing of Group Contracts" })).toHaveAttribute(
      "href",
      "#contracts",
    );
    await expect(
      canvas.getByRole("link", { name: "View Listing of Inserts for Benefit Booklets" }),
    ).toHaveAttribute("href", "#booklets");
  },
};

/** Summit (6010): the counters failed to load; the widget says the §8 failure (an alert) and lists no counter. */
export const Failed: Story = {
  globals: { brand: "6010" },
  args: { counts: null, failure: assistMessages.unableToProcess },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "Recent Documents" });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(assistMessages.unableToProcess);
    await expect(canvasElement.querySelectorAll("[data-slot=recent-document-counter]")).toHaveLength(0);
    // No empty list under the alert (a screen reader would announce a list of nothing).
    await expect(region.querySelector("ul")).toBeNull();
  },
};

/** Evergreen (3001): the counters are on their way; the widget says it is loading, and lists nothing yet. */
export const Loading: Story = {
  globals: { brand: "3001" },
  args: { counts: null },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Recent Documents" });
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading recent documents");
    await expect(region.querySelector("ul")).toBeNull();
  },
};
