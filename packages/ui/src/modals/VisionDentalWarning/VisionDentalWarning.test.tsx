import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VisionDentalWarning, defaultVisionDentalWarningCopy as words } from "./VisionDentalWarning.js";

afterEach(cleanup);

describe("VisionDentalWarning (enrollment.md §4, §8)", () => {
  it.each([
    [undefined, 0],
    [[], 0],
    [["Vision Basic", "Dental Plus"], 2],
  ])("details %o list %i items", (details, count) => {
    render(<VisionDentalWarning open onClose={vi.fn()} {...(details ? { details } : {})} />);
    expect(screen.getByRole("alertdialog", { name: words.title }).textContent).toContain(words.text);
    expect(screen.queryAllByRole("listitem")).toHaveLength(count);
  });

  it("OK and Escape call onClose", async () => {
    const onClose = vi.fn();
    render(<VisionDentalWarning open onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: words.ok }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
