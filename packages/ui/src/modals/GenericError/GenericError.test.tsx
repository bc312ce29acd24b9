import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GenericError } from "./GenericError.js";

afterEach(cleanup);

describe("GenericError (enrollment.md §8)", () => {
  it("shows the spec's title as a heading, its text and Return Home", () => {
    render(<GenericError open onReturnHome={vi.fn()} />);
    const dialog = screen.getByRole("alertdialog", { name: "An Error Occured" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("An Error Occured");
    expect(dialog.textContent).toContain(
      "We apologize, but there seems to be an error with this page. Please try again later.",
    );
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Return Home"]);
  });

  it("Return Home and Escape both go home", async () => {
    const onReturnHome = vi.fn();
    render(<GenericError open onReturnHome={onReturnHome} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Return Home" }));
    await user.keyboard("{Escape}");
    expect(onReturnHome).toHaveBeenCalledTimes(2);
  });
});
