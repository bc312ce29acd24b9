import { domainMessages } from "@epr/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PendingTransaction } from "./index.js";

afterEach(cleanup);

describe("PendingTransaction (enrollment.md §8)", () => {
  it.each([
    [undefined, "This employee has pending transactions and you cannot make changes at this time."],
    [
      { text: domainMessages.pendingCancel },
      "Record has a pending transaction, cancellation cannot be submitted at this time.",
    ],
  ])("copy %o shows the spec's message", (copy, message) => {
    render(<PendingTransaction open onClose={vi.fn()} {...(copy ? { copy } : {})} />);
    expect(screen.getByRole("alertdialog").textContent).toContain(message);
  });

  it("OK and Escape call onClose", async () => {
    const onClose = vi.fn();
    render(<PendingTransaction open onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
