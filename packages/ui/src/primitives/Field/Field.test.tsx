import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorSummary } from "../ErrorSummary/ErrorSummary.js";
import { Section, SectionGroup } from "../Section/Section.js";
import { TextInput } from "../TextInput/TextInput.js";
import { Field } from "./Field.js";

afterEach(cleanup);

describe("Field", () => {
  it("links hint and error to the input with aria-describedby and marks it invalid", () => {
    render(
      <Field id="last" label="Last name" hint="As on the ID card" error="Please enter a last name" required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText(/Last name/);
    expect(input.id).toBe("last");
    expect(input.getAttribute("aria-describedby")).toBe("last-hint last-error");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.hasAttribute("required")).toBe(true);
    expect(document.getElementById("last-error")?.textContent).toBe("Error: Please enter a last name");
  });

  it("has no aria-describedby or aria-invalid without hint and error", () => {
    render(
      <Field label="City">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText("City");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });
});

describe("ErrorSummary", () => {
  it("takes focus, keeps role=alert on an inner element and focuses the field from its link", async () => {
    render(
      <>
        <ErrorSummary errors={[{ fieldId: "first", message: "Please enter a first name" }]} />
        <Field id="first" label="First name" error="Please enter a first name">
          <TextInput />
        </Field>
      </>,
    );
    const container = document.querySelector<HTMLElement>("[data-slot=error-summary]");
    expect(document.activeElement).toBe(container);
    expect(container?.getAttribute("role")).toBeNull();
    expect(container?.querySelector("[role=alert]")).not.toBeNull();
    await userEvent.click(screen.getByRole("link", { name: "Please enter a first name" }));
    expect(document.activeElement).toBe(screen.getByLabelText("First name"));
  });
});

describe("SectionGroup", () => {
  it("opens every section by default and collapses and expands them all", async () => {
    render(
      <SectionGroup>
        <Section value="a" title="Subscriber Information">
          A
        </Section>
        <Section value="b" title="Dependents">
          B
        </Section>
      </SectionGroup>,
    );
    const toggles = () => screen.getAllByRole("button", { expanded: true });
    expect(screen.getByRole("button", { name: "Subscriber Information" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Collapse all" }));
    expect(screen.getByRole("button", { name: "Dependents" }).getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Expand all" }));
    expect(toggles().length).toBeGreaterThanOrEqual(2);
    await userEvent.click(screen.getByRole("button", { name: "Dependents" }));
    expect(screen.getByRole("button", { name: "Expand all" })).toBeTruthy();
  });
});
