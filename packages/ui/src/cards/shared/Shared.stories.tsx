import { useSchemaForm } from "@epr/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import * as z from "zod/mini";
import { Button } from "../../primitives/Button/Button.js";
import { FormDateField, YesNoField } from "./FormFields.js";
import { ParticipantLine } from "./participant.js";

/**
 * The pieces the per-participant cards share (Other Insurance, Medicare, MNLOA): the participant
 * line under a card's heading, and yes/no and date fields bound to the card's @epr/forms form.
 */
const meta = { title: "Cards/Enrollment/Shared pieces" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Relationship and special status in words; None (N) is not worth a word. Harbor (6008). */
export const Participant: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  render: () => (
    <div>
      <ParticipantLine participant={{ name: "Lou Lind", relationshipCode: "02", dependentStatus: "M" }} />
      <ParticipantLine participant={{ name: "Sam Lind", relationshipCode: "01", dependentStatus: "N" }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Son or Daughter · Full-Time Student-MNLOA")).toBeInTheDocument();
    await expect(canvas.getByText("Spouse")).toBeInTheDocument();
  },
};

const schema = z.object({
  answer: z
    .string()
    .check(z.refine((value) => value === "yes" || value === "no", "Please answer Yes or No.")),
  startDate: z.string().check(z.minLength(1, "Please enter a valid Date.")),
});

function BoundFields() {
  const form = useSchemaForm(schema, { defaultValues: { answer: "", startDate: "" }, mode: "onSubmit" });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)} className="flex flex-col gap-4">
      <YesNoField
        control={form.control}
        name="answer"
        id="story-answer"
        legend="Is the student suffering from a serious illness or injury?"
        required
        error={errors.answer?.message}
      />
      <FormDateField
        control={form.control}
        name="startDate"
        id="story-start"
        label="Leave of Absence Start Date"
        required
        error={errors.startDate?.message}
      />
      <Button type="submit">Check</Button>
    </form>
  );
}

/** Bound fields show their form's errors, linked to the controls, and clear once answered. Summit (6012). */
export const BoundYesNoAndDate: Story = {
  globals: { brand: "6012" },
  render: () => <BoundFields />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await waitFor(() => expect(canvas.getByText("Please answer Yes or No.")).toBeInTheDocument());
    const date = canvas.getByRole("textbox", { name: /Leave of Absence Start Date/ });
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(expect.stringContaining("Please enter a valid Date."));
    await userEvent.click(canvas.getByRole("radio", { name: "Yes" }));
    await userEvent.type(date, "09012026");
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await waitFor(() => expect(canvas.queryByText("Please answer Yes or No.")).toBeNull());
    await expect(date).toHaveValue("09/01/2026");
  },
};
