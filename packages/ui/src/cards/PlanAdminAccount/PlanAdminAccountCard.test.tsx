import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanAdminAccountCard } from "./PlanAdminAccountCard.js";

afterEach(cleanup);

describe("PlanAdminAccountCard (administrator accounts)", () => {
  it.each([
    [false, ["Disable Account", "Unlock Account", "Send Password Reset"]],
    [true, ["Enable Account", "Unlock Account", "Send Password Reset"]],
  ])("disabled %s offers %o", (disabled, buttons) => {
    render(
      <PlanAdminAccountCard name="A B" disabled={disabled} temporaryPassword={false} onAction={vi.fn()} />,
    );
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(buttons);
  });

  it("an account managed elsewhere says why and offers only Remove from Client", () => {
    render(
      <PlanAdminAccountCard
        name="A B"
        disabled={false}
        temporaryPassword={false}
        managedElsewhere="Managed by them or internal staff."
        onAction={vi.fn()}
      />,
    );
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Remove from Client"]);
    expect(screen.getByText("Managed by them or internal staff.")).toBeTruthy();
  });

  it("acts only after the confirmation", async () => {
    const onAction = vi.fn();
    render(
      <PlanAdminAccountCard name="A B" disabled={false} temporaryPassword={false} onAction={onAction} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Unlock Account" }));
    expect(onAction).not.toHaveBeenCalled();
    const dialog = await screen.findByRole("alertdialog", { name: "Unlock Account" });
    await user.click(dialog.querySelectorAll("button")[1] as HTMLButtonElement);
    await waitFor(() => expect(onAction).toHaveBeenCalledWith("unlock"));
  });
});
