import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ValidateSsn, defaultValidateSsnCopy as words } from "./ValidateSsn.js";

afterEach(cleanup);

describe("ValidateSsn (enrollment.md §5 Existing-SSN check)", () => {
  it.each([
    ["*****6789", "*****6789"],
    ["123456789", "*****6789"],
  ])("SSN %s is shown as %s, never in full", (ssn, shown) => {
    render(<ValidateSsn open match={{ name: "Kim Lind", ssn }} onContinue={vi.fn()} onReturn={vi.fn()} />);
    const dialog = screen.getByRole("alertdialog", { name: words.title });
    expect(dialog.textContent).toContain(shown);
    expect(dialog.textContent).not.toContain("123456789");
  });

  it("shows only the rows it has values for, gender as its label", () => {
    render(
      <ValidateSsn
        open
        match={{ name: "Kim Lind", ssn: "*****6789", gender: "M" }}
        onContinue={vi.fn()}
        onReturn={vi.fn()}
      />,
    );
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual([words.name, words.ssn, words.gender]);
    expect(screen.getByText("Male")).toBeTruthy();
  });

  it("Continue and Return call their callbacks; Escape means Return", async () => {
    const onContinue = vi.fn();
    const onReturn = vi.fn();
    render(
      <ValidateSsn
        open
        match={{ name: "Kim Lind", ssn: "*****6789" }}
        onContinue={onContinue}
        onReturn={onReturn}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: words.continue }));
    await user.click(screen.getByRole("button", { name: words.return }));
    await user.keyboard("{Escape}");
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onReturn).toHaveBeenCalledTimes(2);
  });
});
