import { domainMessages } from "@epr/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CancelSuccess } from "./CancelSuccess.js";

afterEach(cleanup);

describe("CancelSuccess (enrollment.md §4 cancel outcome, §8)", () => {
  it.each<[Record<string, boolean> | null, "dialog" | "alertdialog", string, string]>([
    [{ "100": true, "200": true }, "dialog", "Submitted", "The cancellation for Ann Lee was submitted."],
    [{ "100": true, "200": false }, "alertdialog", "Partially Submitted", domainMessages.partial],
    [{}, "alertdialog", "Error", domainMessages.cancelFailed],
    [null, "alertdialog", "Error", domainMessages.cancelFailed],
  ])("%o → %s titled %s", (result, role, title, text) => {
    render(<CancelSuccess open result={result} name="Ann Lee" onClose={vi.fn()} />);
    expect(screen.getByRole(role, { name: title }).textContent).toContain(text);
  });
});
