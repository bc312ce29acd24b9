import { cancelMessages } from "@epr/forms";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReinstateCoverageDate, defaultReinstateCoverageDateCopy as words } from "./ReinstateCoverageDate.js";

afterEach(cleanup);

describe("ReinstateCoverageDate (enrollment.md §4 Reinstate, §5)", () => {
  it.each([
    ["", "03/31/2026", false],
    ["13/01/2026", "03/31/2026", false],
    ["12/31/1899", null, false],
    ["03/30/2026", "03/31/2026", false],
    ["03/31/2026", "03/31/2026", true],
    ["04/01/2026", null, true],
  ])("date %o after cancel date %o → accepted %s", async (date, lastCancelDate, accepted) => {
    const onSubmit = vi.fn();
    render(
      <ReinstateCoverageDate open lastCancelDate={lastCancelDate} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    const user = userEvent.setup();
    if (date) await user.type(screen.getByRole("textbox", { name: new RegExp(words.date) }), date);
    await user.click(screen.getByRole("button", { name: words.submit }));
    if (accepted) {
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(date));
    } else {
      await waitFor(() =>
        expect(screen.getByRole("alert").textContent).toContain(cancelMessages.reinstateDate),
      );
      expect(onSubmit).not.toHaveBeenCalled();
    }
  });
});
