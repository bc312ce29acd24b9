import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Stepper } from "./Stepper.js";

const meta = {
  title: "Primitives/Stepper",
  component: Stepper,
  args: {
    steps: [
      { id: "subscriber", title: "Subscriber & Dependents", approved: true },
      { id: "coverage", title: "Plan Coverage", approved: true },
      { id: "otherInsurance", title: "Other Insurance" },
      { id: "reviewSubmit", title: "Review & Submit" },
    ],
    currentId: "otherInsurance",
    onSelect: fn(),
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Approved steps can be revisited by keyboard; later steps cannot. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const current = canvas.getByText("Other Insurance").closest("li");
    await expect(current).toHaveAttribute("aria-current", "step");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Subscriber & Dependents/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("coverage");
    await expect(canvas.queryByRole("button", { name: /Review & Submit/ })).toBeNull();
  },
};

/** Steps renumber when a conditional step appears (enrollment.md §4). */
export const WithConditionalSteps: Story = {
  args: {
    steps: [
      { id: "subscriber", title: "Subscriber & Dependents", approved: true },
      { id: "coverage", title: "Plan Coverage" },
      { id: "majorMedical", title: "Major Medical" },
      { id: "otherInsurance", title: "Other Insurance" },
      { id: "medicare", title: "Medicare" },
      { id: "mnloa", title: "MNLOA" },
      { id: "reviewSubmit", title: "Review & Submit" },
    ],
    currentId: "coverage",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Step 7:/)).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { onSelect: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
