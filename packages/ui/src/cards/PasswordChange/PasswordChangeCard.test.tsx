import { passwordMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PasswordChangeCard } from "./PasswordChangeCard.js";

afterEach(cleanup);

describe("PasswordChangeCard (assist-employees.md §4, §5)", () => {
  it.each([
    ["the confirmation differs", "New-Password-2026!", "New-Password-2027!", passwordMessages.confirm],
    ["the new is the current", "Old-Password-2025!", "Old-Password-2025!", passwordMessages.sameAsCurrent],
  ])("does not submit when %s", async (_name, next, confirm, message) => {
    const onSubmit = vi.fn();
    render(<PasswordChangeCard mode="edit" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current Password/), "Old-Password-2025!");
    await user.type(screen.getByLabelText(/^New Password/), next);
    await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("empties the form when resetKey changes (success without a temporary password)", async () => {
    const { rerender } = render(<PasswordChangeCard mode="edit" resetKey={0} />);
    const current = screen.getByLabelText(/^Current Password/) as HTMLInputElement;
    await userEvent.setup().type(current, "Old-Password-2025!");
    rerender(<PasswordChangeCard mode="edit" resetKey={1} success="Your password has been changed." />);
    await waitFor(() => expect(current.value).toBe(""));
    expect(screen.getByText("Your password has been changed.")).toBeTruthy();
  });
});
