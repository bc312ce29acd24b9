import { passwordServiceMessages } from "@epr/domain";
import { type passwordCriteriaLabels, passwordMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { PasswordChangeCard } from "./PasswordChangeCard.js";

/**
 * The administrator's password change (assist-employees.md §2.12, §4, §5): the criteria are
 * @epr/forms' and @epr/domain's, listed live as the new password is typed.
 */
const meta = {
  title: "Cards/Profile and security/Password change",
  component: PasswordChangeCard,
  args: { mode: "edit", onSubmit: fn(), onCancel: fn(), onEdit: fn(), mayEdit: true },
} satisfies Meta<typeof PasswordChangeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const criterion = (root: HTMLElement, key: keyof typeof passwordCriteriaLabels) =>
  root.querySelector<HTMLElement>(`[data-criterion=${key}]`);

/** Harbor (6008): the criteria turn met as the password is typed; a weak one is refused with the policy's message. */
export const LiveCriteria: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(criterion(canvasElement, "minLength")).toHaveAttribute("data-met", "false");
    await userEvent.type(canvas.getByLabelText(/^Current Password/), "Old-Password-2025!");
    await userEvent.type(canvas.getByLabelText(/^New Password/), "Short1!");
    await waitFor(() => expect(criterion(canvasElement, "digit")).toHaveAttribute("data-met", "true"));
    await expect(criterion(canvasElement, "minLength")).toHaveAttribute("data-met", "false");
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), "Short1!");
    await userEvent.click(canvas.getByRole("button", { name: "Change Password" }));
    const summary = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]");
      if (!found) throw new Error("no error summary yet");
      return found;
    });
    await expect(summary).toHaveTextContent(passwordMessages.minLength);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Meridian (6010): a valid change is submitted with the current and new passwords. */
export const Valid: Story = {
  globals: { brand: "6010" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current Password/), "Old-Password-2025!");
    await userEvent.type(canvas.getByLabelText(/^New Password/), "New-Password-2026!");
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), "New-Password-2026!");
    await userEvent.click(canvas.getByRole("button", { name: "Change Password" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ currentPassword: "Old-Password-2025!", newPassword: "New-Password-2026!" }),
      ),
    );
  },
};

/** The service's 406 PI-FOUND refusal, as the page passes it. */
export const Refused: Story = {
  tags: ["visual"],
  globals: { brand: "6011" },
  args: { failure: passwordServiceMessages.oldPasswordUsed },
  play: async ({ canvas }) => {
    const bar = (await canvas.findByText(passwordServiceMessages.oldPasswordUsed)).closest(
      "[data-slot=feedback-bar]",
    );
    await expect(bar).toHaveAttribute("data-variant", "failure");
  },
};

/** The forgot-password reset: no current password. */
export const Reset: Story = {
  globals: { brand: "9017" },
  args: { withCurrent: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/^Current Password/)).toBeNull();
    await expect(canvas.getByLabelText(/^New Password/)).toBeInTheDocument();
  },
};

/** Read mode: the password hidden, with the change button. */
export const Read: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: { mode: "read" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Change Password/ }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** Summit (6012): under a page whose H1 already says "Change Password", the form draws no heading. */
export const WithoutTitle: Story = {
  globals: { brand: "6012" },
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^New Password/)).toBeInTheDocument();
    await expect(canvas.queryByRole("heading", { name: "Change Password" })).toBeNull();
  },
};
