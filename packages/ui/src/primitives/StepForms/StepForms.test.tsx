import { submitWith, useSchemaForm } from "@epr/forms";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CardFrame } from "../Card/Card.js";
import { ErrorSummary } from "../ErrorSummary/ErrorSummary.js";
import { type StepForms, StepFormsProvider, useStepForms } from "./StepForms.js";

afterEach(cleanup);

const nameSchema = z.object({ name: z.string().min(1, "Please enter a name") });

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
});
