import { otherInsuranceMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { Button } from "../../primitives/Button/Button.js";
import { StepFormsProvider, useStepForms } from "../../primitives/StepForms/StepForms.js";
import { summaryLink } from "../../testing/cardStories.js";
import { OtherInsuranceCard, type OtherInsuranceCardProps } from "./OtherInsuranceCard.js";

/** A fixed day, so the date rules give the same answers every run. */
const today = new Date(2026, 10, 22);
const context = { today, flow: "add" as const };
const subscriber = { name: "Elena Lindqvist", relationshipCode: "20" };
const spouse = { name: "Ana Lindqvist", relationshipCode: "01" };
const son = { name: "Kim Lindqvist", relationshipCode: "02" };
/** Relationship 19 (Child) does not ask for custody by itself; the special status F does. */
const student = { name: "Noor Lindqvist", relationshipCode: "19", dependentStatus: "F" };

/** A complete, valid policy held by the subscriber. */
const filled = {
  insuranceCarrier: "Keystone Mutual",
  groupNumber: "KM-4410",
  policyNumber: "P99812",
  effectiveDate: "01/01/2024",
  policyHolderFirstName: "Elena",
  policyHolderLastName: "Lindqvist",
  policyHolderBirthDate: "05/23/1990",
  relationSubscriber: "1",
  policyHolderEmploymentStatus: "A",
};

/**
 * The other insurance card of one participant (enrollment.md §5 Other insurance). Custody, the
 * medical-responsibility parent and court order, and the retirement date show only when the rules
 * call for them (@epr/forms `otherInsuranceView`); brands 6010, 6011 and 6012 (the record's
 * `showsCobProcessedFlag`) show the COB processed flag. Every message is @epr/forms'.
 */
const meta = {
  title: "Cards/Enrollment/Other insurance",
  component: OtherInsuranceCard,
  args: {
    mode: "edit",
    participant: subscriber,
    context,
    mayEdit: true,
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof OtherInsuranceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The error summary once it is on screen (it renders after the submit's validation settles). */
const summaryOf = (root: HTMLElement) =>
  waitFor(() => {
    const summary = root.querySelector<HTMLElement>("[data-slot=error-summary]");
    if (!summary) throw new Error("The error summary is not shown yet.");
    return summary;
  });
const group = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole("group", { name: new RegExp(`^${name}`) });
const save = "Save";

/** Harbor (6008), the subscriber's empty record: Save lists the required fields' messages and focuses the summary; no custody for a subscriber, no COB flag for Harbor. */
export const Empty: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Other Insurance: Elena Lindqvist" })).toBeVisible();
    await expect(canvas.queryByRole("group", { name: /^Custody/ })).toBeNull();
    await expect(canvas.queryByText("COB Data Processed")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary);
    for (const message of [
      otherInsuranceMessages.carrier,
      otherInsuranceMessages.effectiveDate,
      otherInsuranceMessages.relation,
    ]) {
      await expect(links.getByRole("link", { name: summaryLink(message) })).toBeVisible();
    }
    await expect(links.getAllByRole("link")).toHaveLength(3);
    await userEvent.click(links.getByRole("link", { name: summaryLink(otherInsuranceMessages.carrier) }));
    const carrier = canvas.getByRole("textbox", { name: /^Name of Insurance Carrier/ });
    await expect(carrier).toHaveFocus();
    await expect(carrier).toHaveAttribute("aria-invalid", "true");
    await expect(carrier).toHaveAccessibleDescription(
      `Up to 35 characters. Error: ${otherInsuranceMessages.carrier}`,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing a valid carrier clears its error; focus stays in the field.
    await userEvent.type(carrier, "Keystone Mutual");
    await waitFor(() => expect(carrier).not.toHaveAttribute("aria-invalid"));
    await expect(carrier).toHaveFocus();
  },
};

/** Harbor (6009), filled: a valid Save sends @epr/forms' output, and each change calls back. */
export const Filled: Story = {
  tags: ["visual"],
  globals: { brand: "6009" },
  args: { values: filled },
  play: async ({ canvas, userEvent, args }) => {
    const cancel = canvas.getByRole("textbox", { name: /^Cancel Date/ });
    await userEvent.type(cancel, "12312026");
    await expect(cancel).toHaveValue("12/31/2026");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ cancelDate: "12/31/2026" })),
    );
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        insuranceCarrier: "Keystone Mutual",
        relationSubscriber: "1",
        effectiveDate: "01/01/2024",
        cancelDate: "12/31/2026",
        policyHolderEmploymentStatus: "A",
        custody: "",
        retirementDate: "",
      }),
    );
  },
};

/** Wrong values: a carrier over 35 characters, cancel before effective, a holder born after tomorrow, an effective date before year 1000. */
export const InvalidValues: Story = {
  args: {
    values: {
      ...filled,
      insuranceCarrier: "C".repeat(36),
      groupNumber: "G".repeat(31),
      policyHolderFirstName: "F".repeat(26),
      policyHolderLastName: "L".repeat(36),
      policyNumber: "P".repeat(18),
      effectiveDate: "01/01/0999",
      cancelDate: "",
      policyHolderBirthDate: "11/24/2026",
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    for (const message of [
      otherInsuranceMessages.carrier,
      otherInsuranceMessages.groupNumber,
      otherInsuranceMessages.policyNumber,
      otherInsuranceMessages.effectiveDate,
      otherInsuranceMessages.firstName,
      otherInsuranceMessages.date,
    ]) {
      await expect(links.getByRole("link", { name: summaryLink(message) })).toBeVisible();
    }
    await expect(
      links.getAllByRole("link", { name: summaryLink(otherInsuranceMessages.lastName) }),
    ).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A cancel date before the effective date is refused too.
    const effective = canvas.getByRole("textbox", { name: /^Effective Date/ });
    await userEvent.clear(effective);
    await userEvent.type(effective, "01012024");
    const cancel = canvas.getByRole("textbox", { name: /^Cancel Date/ });
    await userEvent.type(cancel, "12312023");
    await waitFor(() =>
      expect(cancel).toHaveAccessibleDescription(`MM/DD/YYYY Error: ${otherInsuranceMessages.date}`),
    );
  },
};

/** Relationship 02 (Son or Daughter) asks custody; custody J asks the medical-responsibility parent and court order, N hides them and they are not sent. */
export const ChildCustody: Story = {
  args: {
    participant: son,
    values: { ...filled, relationSubscriber: "3", policyHolderEmploymentStatus: "" },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText("Son or Daughter")).toBeVisible();
    const custody = group(canvas, "Custody");
    await expect(canvas.queryByRole("group", { name: /^Court Order/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await expect(
      links.getByRole("link", { name: summaryLink(otherInsuranceMessages.required) }),
    ).toBeVisible();
    await userEvent.click(within(custody).getByRole("radio", { name: "Joint" }));
    const responsibility = await waitFor(() => group(canvas, "Parent Responsible for Medical Care"));
    const courtOrder = group(canvas, "Court Order");
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() =>
      expect(
        within(canvasElement.querySelector("[data-slot=error-summary]") as HTMLElement).getAllByRole("link"),
      ).toHaveLength(2),
    );
    await expect(within(responsibility).getByRole("radio", { name: "Mother" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await userEvent.click(within(responsibility).getByRole("radio", { name: "Mother" }));
    await userEvent.click(within(courtOrder).getByRole("radio", { name: "Yes" }));
    // Back to None: the two questions go, and what they held is not sent.
    await userEvent.click(within(custody).getByRole("radio", { name: "None" }));
    await waitFor(() => expect(canvas.queryByRole("group", { name: /^Court Order/ })).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ custody: "N", medicalResponsibility: "", courtOrder: "" }),
    );
  },
};

/** Custody M with its answers: all three are sent. */
export const CustodyMother: Story = {
  args: {
    participant: son,
    values: { ...filled, relationSubscriber: "3", custody: "M", medicalResponsibility: "M", courtOrder: "1" },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(group(canvas, "Court Order")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ custody: "M", medicalResponsibility: "M", courtOrder: "1" }),
      ),
    );
  },
};

/** A child (19) is asked custody only through a special status (here F, Full-Time Student). */
export const StudentCustody: Story = {
  globals: { brand: "9017" },
  args: { participant: student, values: { ...filled, relationSubscriber: "3" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Child · Full-Time Student")).toBeVisible();
    await expect(group(canvas, "Custody")).toBeVisible();
  },
};

/** Meridian (9018): a spouse (01) is never asked custody, even with custody on file; it is not sent. */
export const SpouseNoCustody: Story = {
  globals: { brand: "9018" },
  args: { participant: spouse, values: { ...filled, relationSubscriber: "2", custody: "J" } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("group", { name: /^Custody/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ custody: "", courtOrder: "" })),
    );
  },
};

/** Holder status R (Retired) asks the retirement date, required and not after tomorrow; Active hides it. */
export const RetiredHolder: Story = {
  globals: { brand: "3001" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByRole("textbox", { name: /^Retirement Date/ })).toBeNull();
    const status = group(canvas, "Policy Holder Employment Status");
    await userEvent.click(within(status).getByRole("radio", { name: "Retired" }));
    const retirement = await canvas.findByRole("textbox", { name: /^Retirement Date/ });
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await expect(links.getByRole("link", { name: summaryLink(otherInsuranceMessages.date) })).toBeVisible();
    await userEvent.type(retirement, "11242026");
    await waitFor(() => expect(retirement).toHaveAttribute("aria-invalid", "true"));
    await userEvent.clear(retirement);
    await userEvent.type(retirement, "11232026");
    await waitFor(() => expect(retirement).not.toHaveAttribute("aria-invalid"));
    await userEvent.click(within(status).getByRole("radio", { name: "Active" }));
    await waitFor(() => expect(canvas.queryByRole("textbox", { name: /^Retirement Date/ })).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Summit (6010): the COB processed flag shows; the record's 'NO' counts as processed (enrollment.md §3). */
export const SummitCobFlag: Story = {
  globals: { brand: "6010" },
  args: { values: filled, cobDataProcessed: "NO" },
  play: async ({ canvas }) => {
    const flag = canvas.getByText("COB Data Processed");
    await expect(flag.nextElementSibling).toHaveTextContent("Yes");
  },
};

/** Summit (6012), read-only: the COB flag (not processed), the child's custody answers, Edit. */
export const ReadOnly: Story = {
  globals: { brand: "6012" },
  args: {
    mode: "read",
    participant: son,
    cobDataProcessed: false,
    values: {
      ...filled,
      relationSubscriber: "3",
      custody: "J",
      medicalResponsibility: "F",
      courtOrder: "0",
      policyHolderEmploymentStatus: "R",
      retirementDate: "06/30/2025",
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("textbox")).toBeNull();
    const value = (label: string) => canvas.getByText(label).nextElementSibling;
    await expect(value("COB Data Processed")).toHaveTextContent("No");
    await expect(value("Custody")).toHaveTextContent("Joint");
    await expect(value("Parent Responsible for Medical Care")).toHaveTextContent("Father");
    await expect(value("Court Order")).toHaveTextContent("Yes");
    await expect(value("Retirement Date")).toHaveTextContent("06/30/2025");
    await expect(value("Policy Holder")).toHaveTextContent("Elena Lindqvist");
    await userEvent.click(canvas.getByRole("button", { name: "Edit Other Insurance: Kim Lindqvist" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Evergreen (3001), read-only for a subscriber: no custody rows, no COB flag; no Edit without the right. */
export const ReadOnlyViewOnly: Story = {
  globals: { brand: "3001" },
  args: { mode: "read", values: { ...filled, custody: "M" }, mayEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Custody")).toBeNull();
    await expect(canvas.queryByText("COB Data Processed")).toBeNull();
    await expect(canvas.queryByRole("button", { name: /Edit/ })).toBeNull();
  },
};

/** The Other Insurance step as the add flow holds it: one card per participant with the indicator yes. */
function OtherInsuranceStep(props: OtherInsuranceCardProps) {
  const step = useStepForms();
  const [advanced, setAdvanced] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <StepFormsProvider step={step}>
        <OtherInsuranceCard
          {...props}
          participant={spouse}
          idPrefix="oi-spouse"
          values={{ ...filled, relationSubscriber: "2" }}
        />
        <OtherInsuranceCard
          {...props}
          participant={son}
          idPrefix="oi-son"
          values={{ ...filled, relationSubscriber: "3" }}
        />
      </StepFormsProvider>
      <div className="flex justify-end">
        <Button onClick={async () => setAdvanced(await step.submitAll())}>Save &amp; Continue</Button>
      </div>
      {advanced ? <p role="status">Step saved.</p> : null}
    </div>
  );
}

/** Inside an add-flow step: the cards' own buttons give way to the footer, which submits both; the son's missing custody holds the step. */
export const InStep: Story = {
  globals: { brand: "6011" },
  render: (args) => <OtherInsuranceStep {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByRole("button", { name: save })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Save & Continue" }));
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary).getByRole("link", { name: summaryLink(otherInsuranceMessages.required) }),
    ).toBeVisible();
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(within(group(canvas, "Custody")).getByRole("radio", { name: "None" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save & Continue" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Step saved.");
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);
  },
};
