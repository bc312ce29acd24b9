import { conditionsMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { CancelledConditionsCard } from "./CancelledConditionsCard.js";

/**
 * A cancelled client's conditions (session-and-admin.md §2 cancelledConditions, §4): edit mode
 * asks for acceptance; read-only shows the acknowledgement. The same words in every brand family.
 */
const meta = {
  title: "Cards/Session/Cancelled conditions",
  component: CancelledConditionsCard,
  args: {
    clientName: "Ashgrove Mill Outfitters",
    acknowledgement: null,
    onAccept: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof CancelledConditionsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: Accept without the box says why, focus on the summary; ticked, it accepts. */
export const Harbor: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    await expect(canvas.getAllByText(conditionsMessages.agree).length).toBeGreaterThan(0);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByLabelText("I have read and accept these conditions."));
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledTimes(1));
  },
};

/** Summit: the acknowledgement, read-only, with Continue. */
export const Acknowledged: Story = {
  globals: { brand: "6010" },
  args: { acknowledgement: { acceptedAt: "11/23/2026 2:05 AM", sentTo: "d***d@example.com" } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("d***d@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** Meridian: accepting failed. */
export const Failed: Story = {
  globals: { brand: "9017" },
  args: { error: "The acceptance could not be recorded. Please try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The acceptance could not be recorded. Please try again.")).toBeVisible();
  },
};
