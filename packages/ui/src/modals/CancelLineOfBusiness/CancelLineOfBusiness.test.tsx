import { fillMessage } from "@epr/domain";
import { cancelMessages } from "@epr/forms";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CancelLineOfBusiness, defaultCancelLineOfBusinessCopy as words } from "./CancelLineOfBusiness.js";

afterEach(cleanup);

const reasons = [
  { value: "01", label: "01 - Voluntary" },
  { value: "03", label: "03 - Void" },
  { value: "99", label: "99 - System" },
];
const lines = [
  { groupNumber: "100200", lineOfBusiness: "MED", effectiveDate: "01/01/2026" },
  { groupNumber: "100200", lineOfBusiness: "VIS", effectiveDate: "02/01/2026" },
];

function show() {
  const onSubmit = vi.fn();
  render(
    <CancelLineOfBusiness
      open
      lines={lines}
      reasons={reasons}
      groupCancelDates={{ "100200": "06/30/2026" }}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return onSubmit;
}

describe("CancelLineOfBusiness (enrollment.md §4, §5 Cancel modal)", () => {
  it("offers every reason but 99", () => {
    show();
    const select = screen.getByRole("combobox", { name: new RegExp(words.reason) }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(["", "01", "03"]);
  });

  it.each([
    ["", "", cancelMessages.submission],
    ["01", "", cancelMessages.submission],
    ["", "02/15/2026", cancelMessages.submission],
    ["01", "01/15/2026", cancelMessages.beforeEffective],
    ["03", "02/15/2026", cancelMessages.void],
    ["01", "07/01/2026", fillMessage(cancelMessages.groupEnds, { group: "100200", date: "06/30/2026" })],
  ])("reason %o, date %o → %s", async (reason, date, message) => {
    const onSubmit = show();
    const user = userEvent.setup();
    if (reason) await user.selectOptions(screen.getByRole("combobox"), reason);
    if (date) await user.type(screen.getByRole("textbox", { name: new RegExp(words.cancelDate) }), date);
    await user.click(screen.getByRole("button", { name: words.submit }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(message));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a valid reason and date (on or after the latest effective date) submit", async () => {
    const onSubmit = show();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox"), "01");
    await user.type(screen.getByRole("textbox", { name: new RegExp(words.cancelDate) }), "02/01/2026");
    await user.click(screen.getByRole("button", { name: words.submit }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { cancelReason: "01", cancelDate: "02/01/2026" },
        expect.anything(),
      ),
    );
  });
});
