import { planCoverageMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { today } from "./fixtures.js";
import { PlanExtraQuestions } from "./PlanExtraQuestions.js";

const qualifyingEvents = [
  { value: "MAR", label: "Marriage" },
  { value: "BIR", label: "Birth or adoption" },
  { value: "LOS", label: "Loss of other coverage" },
];

/**
 * The plan extra questions (enrollment.md §5 Plan coverage): event date, qualifying event and
 * tobacco status (Yes/No), each required with @epr/forms' messages. Nothing differs by brand.
 */
const meta = {
  title: "Cards/Coverage/Plan extra questions",
  component: PlanExtraQuestions,
  args: { mode: "edit", qualifyingEvents, today, onSubmit: fn(), onEdit: fn() },
} satisfies Meta<typeof PlanExtraQuestions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Save lists the three messages, focuses the summary, and each link reaches its field. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    for (const message of [
      planCoverageMessages.eventDate,
      planCoverageMessages.qualifyingEvent,
      planCoverageMessages.tobaccoStatus,
    ]) {
      await expect(canvas.getByRole("link", { name: summaryLink(message) })).toBeVisible();
    }
    await userEvent.click(
      canvas.getByRole("link", { name: summaryLink(planCoverageMessages.tobaccoStatus) }),
    );
    await expect(canvas.getByRole("radio", { name: "Yes" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled: answering all three saves them. */
export const Filled: Story = {
  tags: ["visual"],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Event Date/), "06/01/2026");
    await userEvent.selectOptions(canvas.getByLabelText(/^Qualifying Event/), "Marriage");
    await userEvent.click(canvas.getByRole("radio", { name: "No" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        eventDate: "06/01/2026",
        qualifyingEvent: "MAR",
        tobaccoStatus: "No",
      }),
    );
  },
};

/** A group that does not ask the tobacco question: the answer is optional. */
export const TobaccoNotAsked: Story = {
  globals: { brand: "6011" },
  args: { tobaccoQuestion: false, values: { eventDate: "06/01/2026", qualifyingEvent: "BIR" } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ qualifyingEvent: "BIR" })),
    );
  },
};

/** Read-only: the answers with the event's label; Edit for an administrator who may. */
export const ReadOnly: Story = {
  args: {
    mode: "read",
    mayEdit: true,
    values: { eventDate: "06/01/2026", qualifyingEvent: "LOS", tobaccoStatus: "Yes" },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("Loss of other coverage")).toBeVisible();
    await expect(canvas.getByText("Yes")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Edit Plan Questions" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};
