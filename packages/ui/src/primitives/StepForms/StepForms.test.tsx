import { submitWith, useSchemaForm } from "@epr/forms";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { CardFrame } from "../Card/Card.js";
import { ErrorSummary } from "../ErrorSummary/ErrorSummary.js";
import { type StepForms, StepFormsProvider, useStepForms } from "./StepForms.js";

afterEach(cleanup);

const nameSchema = z.object({ name: z.string().check(z.minLength(1, "Please enter a name")) });

function NameCard({ title, onSubmit }: { title: string; onSubmit: (name: string) => void }) {
  const form = useSchemaForm(nameSchema, { defaultValues: { name: "" } });
  return (
    <CardFrame title={title} mode="edit" onSave={submitWith(form, (values) => onSubmit(values.name))}>
      <label>
        {title} name
        <input id={`${title}-name`} {...form.register("name")} />
      </label>
      <ErrorSummary
        focusKey={form.formState.submitCount}
        errors={
          form.formState.errors.name
            ? [{ fieldId: `${title}-name`, message: form.formState.errors.name.message }]
            : []
        }
      />
    </CardFrame>
  );
}

function Step({ expose, onSubmit }: { expose: (step: StepForms) => void; onSubmit: (name: string) => void }) {
  const step = useStepForms();
  expose(step);
  return (
    <StepFormsProvider step={step}>
      <NameCard title="First" onSubmit={onSubmit} />
      <NameCard title="Second" onSubmit={onSubmit} />
    </StepFormsProvider>
  );
}

describe("StepForms (enrollment.md §4 footer actions: one Save & Continue for every card of a step)", () => {
  it("a failed submit focuses the first card's error summary, not the last one's", async () => {
    let step: StepForms | undefined;
    render(<Step expose={(s) => (step = s)} onSubmit={vi.fn()} />);
    await act(async () => {
      await step?.submitAll();
    });
    expect(screen.getAllByText("Please enter a name")).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement?.querySelector("a")?.getAttribute("href")).toBe("#First-name"),
    );
  });

  it("hides each card's own Save inside a step, and shows it outside one", () => {
    render(<NameCard title="Alone" onSubmit={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    cleanup();
    render(<Step expose={() => {}} onSubmit={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("submits every card: false while one is invalid (both show their errors), true once all are valid", async () => {
    let step: StepForms | undefined;
    const onSubmit = vi.fn();
    render(<Step expose={(s) => (step = s)} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("First name"), "Ann");

    let result: boolean | undefined;
    await act(async () => {
      result = await step?.submitAll();
    });
    expect(result).toBe(false);
    expect(screen.getAllByText("Please enter a name")).toHaveLength(1);
    // Focus goes to the step's first error summary, once (the cards' own summaries do not take it).
    await waitFor(() => expect(document.activeElement?.getAttribute("data-slot")).toBe("error-summary"));
    expect(onSubmit).toHaveBeenCalledWith("Ann");

    await user.type(screen.getByLabelText("Second name"), "Kim");
    await act(async () => {
      result = await step?.submitAll();
    });
    expect(result).toBe(true);
    expect(onSubmit).toHaveBeenLastCalledWith("Kim");
  });

  it("a refusal after the cards were valid (a server's check) focuses the summary the cards show later, without a timer", async () => {
    const seen: Seen = {};
    render(<ServerCheckedStep seen={seen} fieldId="provider" />);
    await act(async () => {
      expect(await seen.step?.submitAll()).toBe(true);
      seen.step?.refuse();
    });
    expect(document.activeElement).toBe(document.body);
    await act(async () => seen.answer?.("Please enter a valid Provider Number."));
    expect(document.activeElement?.getAttribute("data-slot")).toBe("error-summary");
  });

  it("once the administrator types in the step, a summary shown later does not take focus", async () => {
    const seen: Seen = {};
    render(<ServerCheckedStep seen={seen} fieldId="elsewhere" />);
    await act(async () => seen.step?.refuse());
    const field = screen.getByLabelText("Elsewhere");
    await userEvent.setup().type(field, "a");
    await act(async () => seen.answer?.("A message of re-validation"));
    expect(document.activeElement).toBe(field);
  });
});

/** What a test reaches inside `ServerCheckedStep`. */
interface Seen {
  step?: StepForms;
  answer?: (message: string) => void;
}

/** A step whose message arrives after the refusal, as the coverage step's server checks place theirs. */
function ServerCheckedStep({ seen, fieldId }: { seen: Seen; fieldId: string }) {
  const forms = useStepForms();
  const [serverError, setServerError] = useState<string | null>(null);
  seen.step = forms;
  seen.answer = setServerError;
  return (
    <StepFormsProvider step={forms}>
      <input aria-label="Elsewhere" />
      <ErrorSummary errors={serverError ? [{ fieldId, message: serverError }] : []} />
      <input id="provider" aria-label="Provider Number" />
    </StepFormsProvider>
  );
}
