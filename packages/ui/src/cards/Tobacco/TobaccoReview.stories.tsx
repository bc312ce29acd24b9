import { TOBACCO_QUESTION, tobaccoMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { TOBACCO_USAGE_DATE_LABEL, TobaccoCard } from "./TobaccoCard.js";

/** A fixed day, so the date rules give the same answers every run. */
const today = new Date(2026, 10, 22);
const medicalRequired = { editMode: true, questionRequired: true, hasMedicalCoverage: true };

/**
 * The tobacco card on the review page (`review`, enrollment.md §4 Tobacco, @epr/domain
 * `tobaccoCardVisible`): in edit mode with the group requiring the question a medical participant
 * always has it; in view mode only with a status. No rule differs by brand; the fraud warning's
 * wording per brand is in the Tobacco stories.
 */
const meta = {
  title: "Cards/Enrollment/Tobacco review",
  component: TobaccoCard,
  args: {
    id: "p0",
    participantName: "Elena Lindqvist",
    mode: "edit",
    today,
    required: true,
    review: medicalRequired,
    mayEdit: true,
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof TobaccoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6009), edit mode, no status on file: the question shows and is required. */
export const EditNoStatus: Story = {
  globals: { brand: "6009" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("group", { name: TOBACCO_QUESTION })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(canvas.getAllByText(tobaccoMessages.status).length).toBeGreaterThan(0));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("radio", { name: "No" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ tobaccoStatus: "N", tobaccoUsageDate: "" }),
    );
  },
};

/** Summit (6011), edit mode but the group does not require the question and no status: no card. */
export const EditNotRequiredNoStatus: Story = {
  globals: { brand: "6011" },
  args: { review: { ...medicalRequired, questionRequired: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-tobacco]")).toBeNull();
  },
};

/** Meridian (9017), view mode without a status: no card. */
export const ViewNoStatus: Story = {
  globals: { brand: "9017" },
  args: { mode: "read", review: { ...medicalRequired, editMode: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-tobacco]")).toBeNull();
  },
};

/** Evergreen (3001), view mode with status T: the card with the answer and the usage date. */
export const ViewWithStatus: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: {
    mode: "read",
    review: { ...medicalRequired, editMode: false },
    values: { tobaccoStatus: "T", tobaccoUsageDate: "10/01/2026" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: /Tobacco: Elena Lindqvist/ })).toBeVisible();
    await expect(canvas.getByText("Yes")).toBeVisible();
    await expect(canvas.getByText(TOBACCO_USAGE_DATE_LABEL)).toBeVisible();
    await expect(canvas.getByText("10/01/2026")).toBeVisible();
  },
};
