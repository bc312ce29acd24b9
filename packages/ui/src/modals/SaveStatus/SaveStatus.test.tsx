import { addResult, type GroupSaveResult } from "@epr/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SaveStatus, defaultSaveStatusCopy as words } from "./SaveStatus.js";

afterEach(cleanup);

const show = (answers: Record<string, GroupSaveResult>) => {
  const groups = Object.entries(answers).map(([groupNumber, result]) => ({ groupNumber, result }));
  render(<SaveStatus open outcome={addResult(answers, "Ann Lee")} groups={groups} onClose={vi.fn()} />);
};

describe("SaveStatus (enrollment.md §8 outcomes)", () => {
  it.each<[Record<string, GroupSaveResult>, "dialog" | "alertdialog", string, string]>([
    [{ "100": true, "200": true }, "dialog", "Success", "You have successfully enrolled Ann Lee"],
    [{ "100": "pending" }, "alertdialog", "Submitted", "Please allow 48 hours"],
    [{ "100": true, "200": "pending" }, "alertdialog", "Partially Submitted", "Please allow 48 hours"],
  ])("%o → %s titled %s", (answers, role, title, text) => {
    show(answers);
    const dialog = screen.getByRole(role, { name: title });
    expect(dialog.textContent).toContain(text);
  });

  it("lists each group's result in words", () => {
    show({ "100": true, "200": "pending", "300": false });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      `Group 100: ${words.applied}`,
      `Group 200: ${words.pending}`,
      `Group 300: ${words.failed}`,
    ]);
  });

  it("OK and Escape call onClose", async () => {
    const onClose = vi.fn();
    render(<SaveStatus open outcome={addResult({ "1": true }, "Ann Lee")} onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: words.ok }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("list")).toBeNull();
  });
});
