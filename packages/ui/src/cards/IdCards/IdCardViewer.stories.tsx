import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { viewerMembers } from "./fixtures.js";
import { IdCardViewer } from "./IdCardViewer.js";

/**
 * The ID cards viewer (assist-employees.md §2.6): member picker, flip, previous/next/go-to, zoom,
 * print after 3.75 s (§9), expand/collapse all members. Its words are the same in every brand (the
 * card images carry the brand), so one family's stories cover them.
 */
const meta = {
  title: "Cards/ID cards/ID card viewer",
  component: IdCardViewer,
  args: { members: viewerMembers, onPrint: fn() },
} satisfies Meta<typeof IdCardViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

const image = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLImageElement>("[data-slot=id-card-image]");
const position = (canvasElement: HTMLElement) =>
  canvasElement.querySelector("[data-slot=id-card-position]")?.textContent ?? "";

/** Walks the cards: next, flip to the back, previous, go-to, the member picker. */
export const Navigate: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(position(canvasElement)).toContain("Card 1 of 3: Ada Byron, Medical");
    await expect(canvas.getByRole("button", { name: "Previous card" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next card" }));
    await waitFor(() => expect(position(canvasElement)).toContain("Card 2 of 3: Ada Byron, Dental"));
    await userEvent.click(canvas.getByRole("button", { name: "Show back" }));
    await waitFor(() => expect(image(canvasElement)?.alt).toContain("back of Ada Byron's card"));
    await expect(canvas.getByRole("button", { name: "Show front" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Previous card" }));
    await waitFor(() => expect(position(canvasElement)).toContain("Card 1 of 3"));
    await userEvent.selectOptions(canvas.getByLabelText("Go to card"), "M10000037-02-100100-PPO");
    await waitFor(() => expect(position(canvasElement)).toContain("Card 3 of 3: William King"));
    await expect(canvas.getByRole("button", { name: "Next card" })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText("Member"), "subscriber");
    await waitFor(() => expect(position(canvasElement)).toContain("Card 1 of 3: Ada Byron"));
  },
};

/** Zooms in twice (the largest step), then out. */
export const Zoom: Story = {
  globals: { brand: "3001" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(image(canvasElement)?.width).toBe(340);
    await userEvent.click(canvas.getByRole("button", { name: "Zoom in" }));
    await userEvent.click(canvas.getByRole("button", { name: "Zoom in" }));
    await waitFor(() => expect(image(canvasElement)?.width).toBe(680));
    await expect(canvas.getByRole("button", { name: "Zoom in" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Zoom out" }));
    await waitFor(() => expect(image(canvasElement)?.width).toBe(510));
  },
};

/** Print says it is preparing, then prints once the delay has passed. */
export const Print: Story = {
  globals: { brand: "6010" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Print" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Preparing the card for printing");
    await expect(args.onPrint).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onPrint).toHaveBeenCalledTimes(1), { timeout: 6000 });
  },
};

/** Collapse all members, then expand all; a member's card link shows it. */
export const ExpandCollapseMembers: Story = {
  globals: { brand: "9017" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Collapse all members" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "William King (Dependent)" })).toHaveAttribute(
        "aria-expanded",
        "false",
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Expand all members" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Anne King (Dependent)" })).toHaveAttribute(
        "aria-expanded",
        "true",
      ),
    );
    await expect(canvas.getByText("No ID card")).toBeVisible();
    await userEvent.click(
      // Ada's card and William's share a plan: each name says whose card it opens.
      canvas.getByRole("button", { name: "View Medical · PPO · group 100100 for William King" }),
    );
    await waitFor(() => expect(position(canvasElement)).toContain("William King"));
  },
};

/** An employee whose members have no card. */
export const NoCards: Story = {
  args: { members: [{ memberKey: "subscriber", name: "Ada Byron", relationship: "Subscriber", cards: [] }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("No ID cards are available for this employee."),
    ).toBeVisible();
  },
};

/** Under a page whose H1 already says ID Cards: the viewer draws no heading of its own. */
export const WithoutTitle: Story = {
  globals: { brand: "6010" },
  args: { hideTitle: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Member")).toBeInTheDocument();
    await expect(canvas.queryByRole("heading", { name: "ID Cards" })).toBeNull();
    // The member sections come straight under the page's H1.
    await expect(canvas.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
  },
};
