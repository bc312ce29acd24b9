import { cancelMessages } from "@epr/forms";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyToOthers, defaultCopyToOthersCopy as words } from "./CopyToOthers.js";

afterEach(cleanup);

const members = [
  { id: "02", name: "Marta" },
  { id: "03", name: "Oskar" },
];

describe("CopyToOthers (enrollment.md §5; assist-employees.md §2.3)", () => {
  it.each([
    [members, [], null],
    [members, ["Oskar"], ["03"]],
    [members, [words.selectAll], ["02", "03"]],
    [members.slice(0, 1), [], []],
  ])("members %o, ticking %o → copies %o", async (list, ticks, copied) => {
    const onCopy = vi.fn();
    render(<CopyToOthers open sourceName="Elena" members={list} onCopy={onCopy} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    for (const name of ticks) await user.click(screen.getByRole("checkbox", { name }));
    await user.click(screen.getByRole("button", { name: words.copy }));
    if (copied === null) {
      await waitFor(() =>
        expect(screen.getByRole("alert").textContent).toContain(cancelMessages.selectAtLeastOne),
      );
      expect(onCopy).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(onCopy).toHaveBeenCalledWith(copied));
    }
  });

  it("shows select all only with more than one other member", () => {
    render(
      <CopyToOthers
        open
        sourceName="Elena"
        members={members.slice(0, 1)}
        onCopy={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole("checkbox", { name: words.selectAll })).toBeNull();
  });
});
