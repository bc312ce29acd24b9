import { conditionsMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CancelledConditionsCard } from "./CancelledConditionsCard.js";

afterEach(cleanup);

describe("CancelledConditionsCard (session-and-admin.md §4 Cancelled client)", () => {
  it("accepts only with the box ticked", async () => {
    const onAccept = vi.fn();
    const user = userEvent.setup();
    render(
      <CancelledConditionsCard
        clientName="Ashgrove"
        acknowledgement={null}
        onAccept={onAccept}
        onContinue={vi.fn()}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(screen.getAllByText(conditionsMessages.agree).length).toBeGreaterThan(0));
    expect(onAccept).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText("I have read and accept these conditions."));
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledTimes(1));
  });

  it("shows the acknowledgement read-only, then Continue", async () => {
    const onContinue = vi.fn();
    render(
      <CancelledConditionsCard
        clientName="Ashgrove"
        acknowledgement={{ acceptedAt: "11/23/2026 2:05 AM", sentTo: "d***d@example.com" }}
        onAccept={vi.fn()}
        onContinue={onContinue}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain("d***d@example.com");
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenCalled();
  });
});
