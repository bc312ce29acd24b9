import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TransactionError } from "./TransactionError.js";

afterEach(cleanup);

const customerService =
  "An error has occurred while processing your transaction. Please try again. If the problem persists, please call Customer Service.";

describe("TransactionError (enrollment.md §8: on close it goes home)", () => {
  it.each([
    [undefined, customerService],
    ["", customerService],
    ["We're sorry Something unexpected happened.", "We're sorry Something unexpected happened."],
  ])("message %o shows %s", (message, shown) => {
    render(<TransactionError open onClose={vi.fn()} {...(message === undefined ? {} : { message })} />);
    expect(screen.getByRole("alertdialog").textContent).toContain(shown);
  });

  it("Return Home and Escape both call onClose", async () => {
    const onClose = vi.fn();
    render(<TransactionError open onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Return Home" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
