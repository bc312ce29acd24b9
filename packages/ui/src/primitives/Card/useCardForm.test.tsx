import { useSchemaForm } from "@epr/forms";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { CardForm } from "./CardForm.js";
import { defaultCardFrameCopy } from "./copy.js";
import { cardFormOptions, useCardForm } from "./useCardForm.js";

afterEach(cleanup);

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Please enter a name")),
  age: z.string().check(z.regex(/^\d+$/, "Please enter an age")),
});

interface CardProps {
  onSubmit?: (values: z.output<typeof schema>) => void;
  onChange?: (values: Partial<z.input<typeof schema>>) => void;
  /** A validator's answer on the name, set on the form as a card does (ProviderCard). */
  serverError?: string | null;
  /** A server's answers held outside the form (PlanAdminDemographicsCard). */
  serverErrors?: { name?: string } | null;
}

function NameCard({ onSubmit, onChange, serverError, serverErrors }: CardProps) {
  const form = useSchemaForm(schema, { ...cardFormOptions, defaultValues: { name: "", age: "" } });
  const { shell, focusSummary } = useCardForm(form, {
    fields: { name: "card-name", age: "card-age" },
    onSubmit,
    onChange,
    serverErrors,
  });
  const { setError } = form;
  useEffect(() => {
    if (!serverError) return;
    setError("name", { type: "server", message: serverError });
    focusSummary();
  }, [serverError, setError, focusSummary]);
  return (
    <CardForm copy={{ ...defaultCardFrameCopy, title: "Person" }} {...shell}>
      <label htmlFor="card-name">Name</label>
      <input id="card-name" {...form.register("name")} />
      <label htmlFor="card-age">Age</label>
      <input id="card-age" {...form.register("age")} />
    </CardForm>
  );
}

/** The shell's save, called as an add-flow step calls it (without the card's own Save). */
function SaveProbe({ onSubmit, expose }: CardProps & { expose: (save: () => Promise<boolean>) => void }) {
  const form = useSchemaForm(schema, { ...cardFormOptions, defaultValues: { name: "", age: "" } });
  const { shell } = useCardForm(form, { fields: { name: "n", age: "a" }, onSubmit });
  expose(() => shell.onSave());
  return (
    <>
      <input aria-label="Name" {...form.register("name")} />
      <input aria-label="Age" {...form.register("age")} />
    </>
  );
}

const summary = () => screen.getByRole("alert").parentElement as HTMLElement;
const links = () =>
  screen.queryAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);

describe("useCardForm (the edit shell of every editable card, STYLE.md Forms and errors)", () => {
  it("a refused submit lists the errors in field order, linked to their fields, focuses the summary and does not call onSubmit", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<NameCard onSubmit={onSubmit} />);
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(links()).toEqual([
      ["Please enter a name", "#card-name"],
      ["Please enter an age", "#card-age"],
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    // The field keeps focus (no focus on the first error, react-hook-form's default).
    expect(document.activeElement).not.toBe(screen.getByLabelText("Name"));
  });

  it("each refused submit moves focus to the summary again; typing does not pull focus out of the field", async () => {
    const user = userEvent.setup();
    render(<NameCard />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));

    // Re-validation on change after the first submit: the summary changes, focus stays in the field.
    await user.type(screen.getByLabelText("Name"), "Ann");
    expect(links()).toEqual([["Please enter an age", "#card-age"]]);
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
  });

  it("a valid submit calls onSubmit once with the schema's output and resolves true; a refused one resolves false", async () => {
    const onSubmit = vi.fn();
    let shellSave: (() => Promise<boolean>) | undefined;
    const user = userEvent.setup();
    render(<SaveProbe onSubmit={onSubmit} expose={(save) => (shellSave = save)} />);
    let result: boolean | undefined;
    await act(async () => {
      result = await shellSave?.();
    });
    expect(result).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Name"), "  Ann  ");
    await user.type(screen.getByLabelText("Age"), "42");
    await act(async () => {
      result = await shellSave?.();
    });
    expect(result).toBe(true);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ name: "Ann", age: "42" });
  });

  it("hands each change to onChange, unvalidated", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<NameCard onChange={onChange} />);
    await user.type(screen.getByLabelText("Age"), "x");
    expect(onChange).toHaveBeenLastCalledWith({ name: "", age: "x" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a validator's answer set on the form is listed before any submit and takes focus with each arrival", async () => {
    const { rerender } = render(<NameCard serverError="Provider not found" />);
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(links()).toEqual([["Name: Provider not found", "#card-name"]]);

    screen.getByLabelText("Age").focus();
    rerender(<NameCard serverError="Provider closed" />);
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(links()).toEqual([["Name: Provider closed", "#card-name"]]);
  });

  it("a server's answers held by the page show where the form has no message of its own, and take focus", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<NameCard serverErrors={{ name: "This user ID is taken" }} />);
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(links()).toEqual([["Name: This user ID is taken", "#card-name"]]);

    rerender(<NameCard serverErrors={null} />);
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save" }));
    rerender(<NameCard serverErrors={{ name: "This user ID is taken" }} />);
    // The form's own message comes first.
    await waitFor(() =>
      expect(links()).toEqual([
        ["Please enter a name", "#card-name"],
        ["Please enter an age", "#card-age"],
      ]),
    );
  });
});
