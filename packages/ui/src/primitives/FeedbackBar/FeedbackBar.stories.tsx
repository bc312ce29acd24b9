import { pieceMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { lazyNamed } from "../../lib/lazyNamed.js";
import { FeedbackBar } from "./FeedbackBar.js";

const meta = {
  title: "Primitives/Feedback bar",
  component: FeedbackBar,
  args: { variant: "success", children: "Your request has been processed successfully." },
} satisfies Meta<typeof FeedbackBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Success: Your request has been processed successfully.",
    );
  },
};

export const Failure: Story = {
  args: { variant: "failure", children: "There was an error on the server. Please try again later." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/error on the server/);
  },
};

export const Notification: Story = {
  args: {
    variant: "notification",
    children: "Preventive medications list is currently not available for this client.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveAttribute("data-variant", "notification");
  },
};

/**
 * Warning: a service error's message from the error catalogue (enrollment.md §8: looked up by
 * returnCode with a generic fallback, shown as a warning feedback). Announced at once.
 */
export const Warning: Story = {
  args: {
    variant: "warning",
    children: "We are unable to process the request right now, Please try again later.",
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("alert");
    await expect(bar).toHaveAttribute("data-variant", "warning");
    await expect(bar).toHaveTextContent("Warning: We are unable to process the request right now");
  },
};

/** Dismissible: the button removes the bar. */
export const Dismissible: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(true);
    return shown ? <FeedbackBar {...args} onDismiss={() => setShown(false)} /> : <p>Dismissed.</p>;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Dismissed.")).toBeInTheDocument();
  },
};

function DownloadedPiece() {
  return <p>The part of the page, downloaded.</p>;
}
/** A part of a page loaded when first needed (lazyNamed) whose first download fails; the second works. */
let downloads = 0;
const PieceOfPage = lazyNamed(
  async () => {
    downloads += 1;
    if (downloads === 1) throw new TypeError("Failed to fetch dynamically imported module");
    return DownloadedPiece;
  },
  { fallback: <p role="status">Loading…</p> },
);

/**
 * A failed download of a part of a page (an edit-mode card, a modal, a table: `lazyNamed`) says so in
 * the part's place, announced at once, with Try again; the page around it stays.
 */
export const PieceNotLoaded: Story = {
  render: () => <PieceOfPage />,
  // React reports the error its boundary caught: the failed download is worth a line in the console.
  parameters: { expectedConsole: [/^PieceNotLoaded: A part of the page could not be downloaded/] },
  play: async ({ canvas, userEvent }) => {
    const bar = await canvas.findByRole("alert");
    await expect(bar).toHaveTextContent(`${pieceMessages.title}: ${pieceMessages.text}`);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("The part of the page, downloaded.")).toBeInTheDocument();
  },
};
