import { domainMessages } from "@epr/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Warning } from "./Warning.js";

afterEach(cleanup);

describe("Warning (enrollment.md §8: any other message, with OK)", () => {
  it.each([domainMessages.invalidProviders, domainMessages.invalidReportCodes, domainMessages.noChanges])(
    "shows %s",
    (message) => {
      render(<Warning open message={message} onClose={vi.fn()} />);
      expect(screen.getByRole("alertdialog", { name: "Warning" }).textContent).toContain(message);
    },
  );

  it("OK and Escape call onClose", async () => {
    const onClose = vi.fn();
    render(<Warning open message="x" onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
