import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CardDisplay } from "./CardDisplay.js";
import { CardForm } from "./CardForm.js";
import { defaultCardFrameCopy } from "./copy.js";

afterEach(cleanup);

const copy = { ...defaultCardFrameCopy, title: "Overall Entitlements", saveLabel: "Save changes" };

describe("CardForm", () => {
  it("is the card's form: heading, Save and Cancel from the copy, submit calls onSave", () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(
      <CardForm copy={copy} errors={[]} onSave={onSave} onCancel={onCancel} data-testid="card">
        <input aria-label="Name" />
      </CardForm>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Overall Entitlements" })).toBeTruthy();
    expect(screen.getByTestId("card").getAttribute("data-mode")).toBe("edit");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.submit(screen.getByRole("button", { name: "Save changes" }).closest("form") as HTMLFormElement);
    expect(onSave).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lists the errors above the fields under the copy's heading and takes focus", () => {
    render(
      <CardForm
        copy={copy}
        headingLevel={3}
        focusKey={1}
        errors={[{ fieldId: "name", message: "Please enter a name" }]}
      >
        <input id="name" aria-label="Name" />
      </CardForm>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Overall Entitlements" })).toBeTruthy();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("There is a problem");
    expect(screen.getByRole("link", { name: "Please enter a name" }).getAttribute("href")).toBe("#name");
    expect(document.activeElement).toBe(alert.parentElement);
    // The summary comes before the fields in the form.
    const form = alert.closest("form") as HTMLFormElement;
    expect(form.contains(screen.getByLabelText("Name"))).toBe(true);
    expect(
      alert.compareDocumentPosition(screen.getByLabelText("Name")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("CardDisplay is the read mode: the copy's heading, and Edit only with onEdit", () => {
    const onEdit = vi.fn();
    const { rerender } = render(
      <CardDisplay copy={copy} data-testid="card">
        <p>Elena</p>
      </CardDisplay>,
    );
    expect(screen.getByTestId("card").getAttribute("data-mode")).toBe("read");
    expect(screen.queryByRole("button")).toBeNull();
    rerender(
      <CardDisplay copy={copy} onEdit={onEdit} data-testid="card">
        <p>Elena</p>
      </CardDisplay>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Edit Overall Entitlements" }));
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
